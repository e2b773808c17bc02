import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type {
  CollectionDto,
  ProductDetailDto,
  ProductSummaryDto,
  VariantDto,
} from '../../core/api/store-types';
import { getProductContent } from '../../core/content/product-content';
import type { Database } from '../db/client';
import { collectionProducts, collections, products, productVariants } from '../db/schema/catalog';
import { sanitizeProductHtml } from '../lib/sanitize';

/** A product is wholesale when its title or any tag contains 'wholesale' (any case). */
export const isWholesaleSql = sql`(${products.title} ilike '%wholesale%' or exists (select 1 from unnest(${products.tags}) as tag where tag ilike '%wholesale%'))`;

export type WholesaleFilter = 'exclude' | 'only' | 'include';

function wholesaleCondition(filter: WholesaleFilter): SQL | undefined {
  if (filter === 'exclude') return sql`not ${isWholesaleSql}`;
  if (filter === 'only') return isWholesaleSql;
  return undefined;
}

type CollectionRow = typeof collections.$inferSelect;
type ProductRow = typeof products.$inferSelect;
type VariantRow = typeof productVariants.$inferSelect;

export function toCollectionDto(row: CollectionRow): CollectionDto {
  return {
    id: row.id,
    handle: row.handle,
    title: row.title,
    description: row.description,
    sortOrder: row.sortOrder,
  };
}

export function toVariantDto(row: VariantRow): VariantDto {
  return {
    id: row.id,
    productId: row.productId,
    title: row.title,
    price: row.price,
    compareAtPrice: row.compareAtPrice,
    shopifyGid: row.shopifyGid,
  };
}

function toSummaryDto(row: ProductRow, cheapest: VariantRow | undefined): ProductSummaryDto {
  return {
    id: row.id,
    handle: row.handle,
    title: row.title,
    description: row.description,
    type: row.type,
    imageUrl: row.imageUrl ?? row.images[0]?.src ?? null,
    tags: row.tags,
    sortOrder: row.sortOrder,
    cheapestVariant: cheapest ? toVariantDto(cheapest) : null,
  };
}

/** Read 1: published collections by sort_order. */
export async function findPublishedCollections(db: Database): Promise<CollectionDto[]> {
  const rows = await db
    .select()
    .from(collections)
    .where(eq(collections.published, true))
    .orderBy(asc(collections.sortOrder), asc(collections.title));
  return rows.map(toCollectionDto);
}

/** Read 6: the cheapest variant of each product, in ONE query (DISTINCT ON). */
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

/** Reads 2 and 3: a published collection by handle and its products in position order. */
export async function findCollectionWithProducts(
  db: Database,
  handle: string,
): Promise<{ collection: CollectionDto | null; products: ProductSummaryDto[] }> {
  const [collection] = await db
    .select()
    .from(collections)
    .where(and(eq(collections.handle, handle), eq(collections.published, true)))
    .limit(1);
  if (!collection) return { collection: null, products: [] };
  const rows = await db
    .select({ product: products })
    .from(collectionProducts)
    .innerJoin(products, eq(products.id, collectionProducts.productId))
    .where(
      and(
        eq(collectionProducts.collectionId, collection.id),
        eq(products.published, true),
        wholesaleCondition('exclude'),
      ),
    )
    .orderBy(asc(collectionProducts.position), asc(products.sortOrder));
  const cheapest = await findCheapestVariants(
    db,
    rows.map((r) => r.product.id),
  );
  return {
    collection: toCollectionDto(collection),
    products: rows.map((r) => toSummaryDto(r.product, cheapest.get(r.product.id))),
  };
}

/** Read 4: published products by sort_order, optional type and limit; wholesale excluded by default. */
export async function findPublishedProducts(
  db: Database,
  options: { type?: string; limit?: number; wholesale?: WholesaleFilter } = {},
): Promise<ProductSummaryDto[]> {
  const base = db
    .select()
    .from(products)
    .where(
      and(
        eq(products.published, true),
        options.type ? eq(products.type, options.type) : undefined,
        wholesaleCondition(options.wholesale ?? 'exclude'),
      ),
    )
    .orderBy(asc(products.sortOrder), asc(products.title));
  const rows = options.limit ? await base.limit(options.limit) : await base;
  const cheapest = await findCheapestVariants(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => toSummaryDto(row, cheapest.get(row.id)));
}

/** Read 5: one published product by handle with its variants by price (null when not found). */
export async function findPublishedProductByHandle(
  db: Database,
  handle: string,
): Promise<ProductDetailDto | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.handle, handle), eq(products.published, true)))
    .limit(1);
  if (!row) return null;
  const variants = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, row.id))
    .orderBy(asc(productVariants.price), asc(productVariants.position));
  const images = (row.images.length > 0 ? row.images : row.imageUrl ? [{ src: row.imageUrl }] : [])
    .slice(0, 5)
    .map((image, index) => ({
      src: image.src,
      alt: image.alt ?? (index === 0 ? row.title : `${row.title}, view ${index + 1}`),
    }));
  return {
    id: row.id,
    handle: row.handle,
    title: row.title,
    description: row.description,
    bodyHtml: sanitizeProductHtml(row.bodyHtml),
    vendor: row.vendor,
    type: row.type,
    tags: row.tags,
    imageUrl: row.imageUrl ?? images[0]?.src ?? null,
    images,
    seoTitle: row.seoTitle,
    seoDescription: row.seoDescription,
    variants: variants.map(toVariantDto),
    content: getProductContent(row.handle),
  };
}
