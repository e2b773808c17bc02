// Search: PostgreSQL full-text search (the generated search_vector columns of migration
// 0003, ranked with ts_rank) OR pg_trgm word_similarity against title and tags, so a typo
// ("manuca") still finds its word ("Manuka"). Products and journal articles in ONE statement;
// wholesale-only and unpublished products never appear.
import { sql } from 'drizzle-orm';
import type { SearchResponse } from '../../core/api/search';
import { buildPrefixTsQuery, type SearchQuery, searchWords } from '../../core/schemas/search';
import type { Database } from '../db/client';
import { ensureArticlesIndexed } from './articles-index';

/** The least word_similarity a typo needs (pg_trgm; "manuca" ~ "Manuka" scores 0.57). */
export const TYPO_SIMILARITY = 0.5;

/** isWholesaleSql (catalog/service.ts) on `p`. */
const WHOLESALE = sql.raw(
  `(p.title ilike '%wholesale%' or exists (select 1 from unnest(p.tags) as tag where tag ilike '%wholesale%'))`,
);

/**
 * The typo fallback: EVERY word of the query matches the row, by its full-text prefix or by
 * trigram similarity to the title and tags (so "black seed" does not find "Black Pepper", and
 * a stop word such as "the" is ignored); `words` holds each word's prefix query.
 */
function everyWordMatches(alias: 'p' | 'a') {
  const row = sql.raw(alias);
  return sql`not exists (
    select 1 from words w
    where not (${row}.search_vector @@ w.wq
      or word_similarity(w.word, ${row}.search_text) >= ${TYPO_SIMILARITY}))`;
}

export async function search(db: Database, query: SearchQuery): Promise<SearchResponse> {
  await ensureArticlesIndexed(db);
  const text = searchWords(query.q).join(' ');
  const tsq = buildPrefixTsQuery(query.q);
  const wantProducts = query.kind !== 'articles';
  // Articles have no dietary tags: a dietary filter asks for products.
  const wantArticles = query.kind !== 'products' && !query.diet;
  const result = await db.execute(sql`
    with q as (
      select to_tsquery('english', ${tsq}) as tsq, ${text}::text as text
    ), words as materialized (
      -- Each word's prefix query, parsed once; stop words ("the") parse to nothing and drop out.
      select w.word, t.wq
      from regexp_split_to_table(${text}::text, ' ') as w(word)
      cross join lateral (select to_tsquery('english', w.word || ':*') as wq) t
      where numnode(t.wq) > 0
    )
    select
      (select coalesce(json_agg(r order by r.rank desc, r.title), '[]'::json) from (
        select 'product' as kind, p.handle, p.title, p.description,
          coalesce(p.image_url, p.images->0->>'src') as "imageUrl", p.tags,
          (select pv.price::text from product_variants pv where pv.product_id = p.id
            order by pv.price, pv.position limit 1) as price,
          round((ts_rank(p.search_vector, q.tsq)
            + word_similarity(q.text, p.search_text))::numeric, 4)::float8 as rank
        from products p, q
        where ${wantProducts} and p.published and not ${WHOLESALE}
          and (${query.diet ?? null}::text is null
            or exists (select 1 from unnest(p.tags) t where lower(t) = ${query.diet ?? null}::text))
          and (p.search_vector @@ q.tsq or ${everyWordMatches('p')})
        order by rank desc, p.title
        limit ${query.limit}) r) as products,
      (select coalesce(json_agg(r order by r.rank desc, r.title), '[]'::json) from (
        select 'article' as kind, a.slug, a.title, a.excerpt, a.category, a.image_url as "imageUrl",
          round((ts_rank(a.search_vector, q.tsq)
            + word_similarity(q.text, a.search_text))::numeric, 4)::float8 as rank
        from search_articles a, q
        where ${wantArticles}
          and (a.search_vector @@ q.tsq or ${everyWordMatches('a')})
        order by rank desc, a.title
        limit ${query.limit}) r) as articles`);
  const row = (result as unknown as { rows: Pick<SearchResponse, 'products' | 'articles'>[] })
    .rows[0];
  return { query: query.q, products: row?.products ?? [], articles: row?.articles ?? [] };
}
