// Public catalogue reads (storefront spec §7 reads 1–6). Each page is ONE prepared statement in
// which PostgreSQL builds the JSON (row_to_json, compact like JSON.stringify, keys in DTO order),
// so Node passes a string through: no row mapping, no per-row objects. The *Json functions answer
// ready-to-send response bodies (the API and its cache use them); the find* functions parse the
// same bodies into the DTOs for server-side rendering.
import { asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgPreparedQuery, PreparedQueryConfig } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { VariantDto } from '../../core/api/store-types';
import { RELATED_PRODUCTS_LIMIT } from '../../core/catalog/product-page';
import { LOW_STOCK_THRESHOLD, stockStatusOf } from '../../core/catalog/stock';
import { getProductContent } from '../../core/content/product-content';
import type { Database } from '../db/client';
import { products, productVariants } from '../db/schema/catalog';
import { sanitizeProductHtml } from '../lib/sanitize';

/** A product is wholesale when its title or any tag contains 'wholesale' (any case). */
export const isWholesaleSql = sql`(${products.title} ilike '%wholesale%' or exists (select 1 from unnest(${products.tags}) as tag where tag ilike '%wholesale%'))`;

type VariantRow = typeof productVariants.$inferSelect;

export function toVariantDto(row: VariantRow): VariantDto {
  return {
    id: row.id,
    productId: row.productId,
    title: row.title,
    price: row.price,
    compareAtPrice: row.compareAtPrice,
    shopifyGid: row.shopifyGid,
    stock: stockStatusOf(row.inventoryQuantity),
    available: row.inventoryQuantity === null ? null : Math.max(0, row.inventoryQuantity),
  };
}

/** The cheapest variant of each product, in ONE query (DISTINCT ON). */
export async function findCheapestVariants(
  db: Database,
  productIds: string[],
): Promise<Map<string, VariantRow>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([productVariants.productId])
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(
      asc(productVariants.productId),
      asc(productVariants.price),
      asc(productVariants.position),
    );
  return new Map(rows.map((row) => [row.productId, row]));
}

// ---- SQL ---------------------------------------------------------------------------------------

/** VariantDto of `pv` (numeric as its text, like node-postgres answers it). */
const VARIANT_COLUMNS = `pv.id, pv.product_id as "productId", pv.title,
  pv.price::text as price, pv.compare_at_price::text as "compareAtPrice",
  pv.shopify_gid as "shopifyGid",
  case when pv.inventory_quantity is null then 'in_stock'
    when pv.inventory_quantity <= 0 then 'out_of_stock'
    when pv.inventory_quantity <= ${LOW_STOCK_THRESHOLD} then 'low_stock'
    else 'in_stock' end as stock,
  case when pv.inventory_quantity is null then null
    else greatest(pv.inventory_quantity, 0) end as available`;

/** isWholesaleSql on the products row `alias`. */
const wholesaleOf = (alias: string) =>
  `(${alias}.title ilike '%wholesale%' or exists (select 1 from unnest(${alias}.tags) as tag where tag ilike '%wholesale%'))`;
const WHOLESALE = sql.raw(wholesaleOf('p'));

/** ProductSummaryDto of the products row `alias` as a lateral row `row`. */
const summaryRowOf = (alias: string, row: string) => `cross join lateral (
    select ${alias}.id, ${alias}.handle, ${alias}.title, ${alias}.description, ${alias}.type,
      coalesce(${alias}.image_url, ${alias}.images->0->>'src') as "imageUrl",
      ${alias}.tags, ${alias}.sort_order as "sortOrder",
      (select row_to_json(v) from (
        select ${VARIANT_COLUMNS}
        from product_variants pv where pv.product_id = ${alias}.id
        order by pv.price, pv.position limit 1) v) as "cheapestVariant"
  ) ${row}`;
const SUMMARY_ROW = sql.raw(summaryRowOf('p', 'r'));

/**
 * RelatedProductDto[] of the product `p` (part of read 5, no query of its own): up to
 * RELATED_PRODUCTS_LIMIT other published retail products, those sharing one of its published
 * collections first (in that collection's order), then the rest by sort_order. Each carries the
 * collection it is shown from (a shared one when there is one) for its card's action.
 */
const RELATED_PRODUCTS = `(select ('[' || coalesce(string_agg(x.body, ',' order by x.n), '') || ']')::json
    from (
      select row_to_json(rel)::text as body,
        row_number() over (
          order by coalesce(rc.shared, false) desc, case when rc.shared then rc.position end,
            rp.sort_order, rp.title) as n
      from products rp
      left join lateral (
        select c.handle, cp.position,
          exists (select 1 from collection_products own
            where own.collection_id = cp.collection_id and own.product_id = p.id) as shared
        from collection_products cp
        join collections c on c.id = cp.collection_id and c.published
        where cp.product_id = rp.id
        order by shared desc, c.sort_order, cp.position
        limit 1) rc on true
      ${summaryRowOf('rp', 'rr')}
      cross join lateral (select rr.*, rc.handle as "collectionHandle") rel
      where rp.published and rp.id <> p.id and not ${wholesaleOf('rp')}
      order by n
      limit ${RELATED_PRODUCTS_LIMIT}
    ) x)`;

/** Read 1: published collections by sort_order. */
const COLLECTIONS_SQL = sql`
  select coalesce(string_agg(row_to_json(r)::text, ',' order by c.sort_order, c.title), '') as body
  from collections c
  cross join lateral (
    select c.id, c.handle, c.title, c.sort_order as "sortOrder") r
  where c.published`;

/** Reads 2, 3 and 6: a published collection and its retail products in position order. */
const COLLECTION_PRODUCTS_SQL = sql`
  select
    (select row_to_json(r)::text from (
      select c.id, c.handle, c.title, c.description, c.sort_order as "sortOrder") r) as collection,
    (select coalesce(string_agg(row_to_json(r)::text, ',' order by cp.position, p.sort_order), '')
      from collection_products cp
      join products p on p.id = cp.product_id
      ${SUMMARY_ROW}
      where cp.collection_id = c.id and p.published and not ${WHOLESALE}) as products
  from collections c
  where c.handle = ${sql.placeholder('handle')} and c.published
  limit 1`;

/** Reads 4 and 6: published retail products by sort_order, optional type and limit. */
const PRODUCTS_SQL = sql`
  select coalesce(string_agg(row_to_json(r)::text, ',' order by p.sort_order, p.title), '') as body
  from (
    select * from products p
    where p.published and not ${WHOLESALE}
      and (${sql.placeholder('type')}::text is null or p.type = ${sql.placeholder('type')}::text)
    order by p.sort_order, p.title
    limit ${sql.placeholder('limit')}::int
  ) p
  ${SUMMARY_ROW}`;

/**
 * Read 5: a published product by handle. The JSON comes in two halves around bodyHtml, which is
 * sanitised in Node (memoised by content); the per-handle copy is appended in Node too.
 */
const PRODUCT_SQL = sql`
  select row_to_json(h)::text as head, p.body_html as "bodyHtml", row_to_json(t)::text as tail
  from products p
  cross join lateral (select p.id, p.handle, p.title, p.description) h
  cross join lateral (
    select p.vendor, p.type, p.tags,
      coalesce(p.image_url, p.images->0->>'src') as "imageUrl",
      (select ('[' || coalesce(string_agg(row_to_json(i)::text, ',' order by e.n), '') || ']')::json
        from jsonb_array_elements(
          case
            when jsonb_array_length(p.images) > 0 then p.images
            when p.image_url is not null then jsonb_build_array(jsonb_build_object('src', p.image_url))
            else '[]'::jsonb
          end) with ordinality e(img, n)
        cross join lateral (
          select e.img->>'src' as src,
            coalesce(e.img->>'alt', case when e.n = 1 then p.title else p.title || ', view ' || e.n end) as alt
        ) i
        where e.n <= 5) as images,
      p.seo_title as "seoTitle", p.seo_description as "seoDescription",
      (select ('[' || coalesce(string_agg(row_to_json(v)::text, ',' order by pv.price, pv.position), '') || ']')::json
        from product_variants pv
        cross join lateral (select ${sql.raw(VARIANT_COLUMNS)}) v
        -- Wholesale-only products are public pages but never carry a (trade) price here.
        where pv.product_id = p.id and not ${WHOLESALE}) as variants,
      (select json_build_object('count', count(*)::int,
          'average', round(avg(pr.rating)::numeric, 1)::float8)
        from product_reviews pr where pr.product_id = p.id and pr.status = 'approved') as reviews,
      ${sql.raw(RELATED_PRODUCTS)} as related
  ) t
  where p.handle = ${sql.placeholder('handle')} and p.published
  limit 1`;

// ---- Prepared statements -----------------------------------------------------------------------

type Statement = 'collections' | 'collectionProducts' | 'products' | 'product';
const STATEMENTS: Record<Statement, SQL> = {
  collections: COLLECTIONS_SQL,
  collectionProducts: COLLECTION_PRODUCTS_SQL,
  products: PRODUCTS_SQL,
  product: PRODUCT_SQL,
};
type Prepared = PgPreparedQuery<PreparedQueryConfig & { execute: { rows: unknown[] } }>;

const dialect = new PgDialect();
const preparedByDb = new WeakMap<Database, Map<Statement, Prepared>>();

/**
 * Runs one of the statements above as a named prepared statement (parsed and planned once per
 * connection), through Drizzle's session so it is logged and counted like every other query.
 */
async function run<T>(
  db: Database,
  statement: Statement,
  values: Record<string, unknown> = {},
): Promise<T | undefined> {
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedByDb.set(db, prepared);
  }
  let query = prepared.get(statement);
  if (!query) {
    query = db._.session.prepareQuery(
      dialect.sqlToQuery(STATEMENTS[statement]),
      undefined,
      `catalog_${statement}`,
      false,
    ) as Prepared;
    prepared.set(statement, query);
  }
  const result = await query.execute(values);
  return result.rows[0] as T | undefined;
}

// ---- Response bodies ---------------------------------------------------------------------------

/** Sanitised product HTML, memoised by content (sanitising on every request dominated the page). */
const sanitized = new Map<string, string>();
let sanitizedChars = 0;
const SANITIZED_MAX_CHARS = 4 * 1024 * 1024;

function sanitizeMemo(html: string): string {
  const hit = sanitized.get(html);
  if (hit !== undefined) return hit;
  const clean = sanitizeProductHtml(html);
  if (sanitizedChars + html.length + clean.length > SANITIZED_MAX_CHARS) {
    sanitized.clear();
    sanitizedChars = 0;
  }
  sanitized.set(html, clean);
  sanitizedChars += html.length + clean.length;
  return clean;
}

/** The per-handle page copy as JSON (pure data: memoised, bounded by the catalogue's handles). */
const contentJson = new Map<string, string>();
function contentJsonOf(handle: string): string {
  let json = contentJson.get(handle);
  if (json === undefined) {
    json = JSON.stringify(getProductContent(handle));
    if (contentJson.size >= 2_000) contentJson.clear();
    contentJson.set(handle, json);
  }
  return json;
}

/** GET /api/store/collections: the CollectionListResponse body. */
export async function collectionsJson(db: Database): Promise<string> {
  const row = await run<{ body: string }>(db, 'collections');
  return `{"collections":[${row?.body ?? ''}]}`;
}

export const EMPTY_COLLECTION_JSON = '{"collection":null,"products":[]}';

/**
 * GET /api/store/collections/:handle/products: the CollectionProductsResponse body, or null when
 * no published collection has this handle.
 */
export async function collectionProductsJson(db: Database, handle: string): Promise<string | null> {
  const row = await run<{ collection: string; products: string }>(db, 'collectionProducts', {
    handle,
  });
  if (!row) return null;
  return `{"collection":${row.collection},"products":[${row.products}]}`;
}

/** The products array of published retail products by sort_order ('[…]'). */
export async function productsArrayJson(
  db: Database,
  options: { type?: string; limit?: number } = {},
): Promise<string> {
  const row = await run<{ body: string }>(db, 'products', {
    type: options.type ?? null,
    limit: options.limit ?? null,
  });
  return `[${row?.body ?? ''}]`;
}

/** GET /api/store/products/:handle: the ProductDetailResponse body, or null when not found. */
export async function productJson(db: Database, handle: string): Promise<string | null> {
  const row = await run<{ head: string; bodyHtml: string; tail: string }>(db, 'product', {
    handle,
  });
  if (!row) return null;
  // head is {"id":…,"description":…} and tail {"vendor":…,"variants":[…]}: splice bodyHtml
  // between them and the copy after, keeping ProductDetailDto's key order.
  return `{"product":${row.head.slice(0, -1)},"bodyHtml":${JSON.stringify(
    sanitizeMemo(row.bodyHtml),
  )},${row.tail.slice(1, -1)},"content":${contentJsonOf(handle)},"isConsumable":${getProductContent(handle).isConsumable}}}`;
}

// ---- DTOs (server-side rendering) --------------------------------------------------------------
