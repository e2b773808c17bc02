// The journal articles live in code (src/core/content/articles.ts); search ranks them in SQL, so
// they are copied into search_articles (migration 0003). Each process copies them once, on its
// first search; a row is rewritten only when its content hash changed, and retired slugs go.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ARTICLES, type Article } from '../../core/content/articles';
import type { Database } from '../db/client';

function bodyText(article: Article): string {
  return article.content
    .flatMap((section) => [section.heading ?? '', ...section.paragraphs])
    .filter(Boolean)
    .join('\n');
}

export type IndexedArticle = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  imageUrl: string;
  body: string;
  contentHash: string;
};

export function articleRows(articles: readonly Article[] = ARTICLES): IndexedArticle[] {
  return articles.map((article) => {
    const row = {
      slug: article.slug,
      title: article.title,
      excerpt: article.excerpt,
      category: article.category,
      imageUrl: article.image,
      body: bodyText(article),
    };
    const contentHash = createHash('sha256').update(JSON.stringify(row)).digest('hex');
    return { ...row, contentHash };
  });
}

/** Writes the articles into search_articles (idempotent; unchanged rows are not rewritten). */
export async function indexArticles(
  db: Database,
  articles: readonly Article[] = ARTICLES,
): Promise<void> {
  const rows = articleRows(articles);
  const payload = JSON.stringify(rows);
  await db.execute(sql`
    with incoming as (
      select * from json_to_recordset(${payload}::json) as a(
        slug text, title text, excerpt text, category text, "imageUrl" text, body text,
        "contentHash" text)
    ), upserted as (
      insert into search_articles (slug, title, excerpt, category, image_url, body, content_hash)
      select slug, title, excerpt, category, "imageUrl", body, "contentHash" from incoming
      on conflict (slug) do update set
        title = excluded.title, excerpt = excluded.excerpt, category = excluded.category,
        image_url = excluded.image_url, body = excluded.body, content_hash = excluded.content_hash
      where search_articles.content_hash <> excluded.content_hash
      returning slug
    )
    delete from search_articles where slug not in (select slug from incoming)`);
}

const indexed = new WeakMap<Database, Promise<void>>();

/** indexArticles once per database handle (a failure is retried on the next search). */
export function ensureArticlesIndexed(db: Database): Promise<void> {
  let done = indexed.get(db);
  if (!done) {
    done = indexArticles(db).catch((err: unknown) => {
      indexed.delete(db);
      throw err;
    });
    indexed.set(db, done);
  }
  return done;
}
