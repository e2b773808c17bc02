// Admin product catalogue: list, read, create, update, delete (one transaction per write, which
// also signals the catalogue cache: notifyCatalogueChanged).
import { and, asc, desc, eq, ilike, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { AdminProductDto, AdminProductListItemDto } from '../../core/api/admin';
import { toVatRatePercent } from '../../core/pricing/vat';
import { isWholesaleProduct } from '../../core/pricing/wholesale';
import type { ProductFormValues } from '../../core/schemas/product';
import { type CatalogueScope, notifyCatalogueChanged } from '../cache/catalogue-cache';
import { findRedirectedHandles, recordHandleChange } from '../catalog/service';
import type { Database, Transaction } from '../db/client';
import { collectionProducts, collections, products, productVariants } from '../db/schema/catalog';
import { AppError } from '../http/errors';
import { isUuid } from '../http/validate';
import { sanitizeProductHtml } from '../lib/sanitize';
import { listingScope } from './listing-scope';
import { lockAllProducts, renumberCollections, renumberShopOrder } from './positions';

/** Writes the action's audit entry in its transaction. */
export type AuditHook = (tx: Transaction, id: string) => Promise<void>;

export const HANDLE_TAKEN_MESSAGE = 'A product with this handle already exists';
export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found';
export const UNKNOWN_COLLECTION_MESSAGE = 'One of the chosen collections no longer exists';
export const UNKNOWN_VARIANT_MESSAGE = 'One of the variants does not belong to this product';

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** Admin list: newest added first (then by title), with each product's variant count, price
 * range and tracked stock, read in the same query; optional case-insensitive title search. */
export async function findAdminProducts(
  db: Database,
  options: { search?: string } = {},
): Promise<AdminProductListItemDto[]> {
  const search = options.search?.trim();
  const rows = await db
    .select({
      id: products.id,
      title: products.title,
      handle: products.handle,
      type: products.type,
      published: products.published,
      imageUrl: products.imageUrl,
      createdAt: products.createdAt,
      variantCount: sql<number>`(select count(*)::int from product_variants pv where pv.product_id = "products"."id")`,
      minPricePence: sql<
        number | null
      >`(select min(round(pv.price * 100))::int from product_variants pv where pv.product_id = "products"."id")`,
      maxPricePence: sql<
        number | null
      >`(select max(round(pv.price * 100))::int from product_variants pv where pv.product_id = "products"."id")`,
      stock: sql<
        number | null
      >`(select sum(pv.inventory_quantity)::int from product_variants pv where pv.product_id = "products"."id")`,
    })
    .from(products)
    .where(search ? ilike(products.title, `%${escapeLike(search)}%`) : undefined)
    .orderBy(desc(products.createdAt), asc(products.title));
  return rows.map((row) => ({
    ...row,
    variantCount: Number(row.variantCount),
    minPricePence: row.minPricePence === null ? null : Number(row.minPricePence),
    maxPricePence: row.maxPricePence === null ? null : Number(row.maxPricePence),
    stock: row.stock === null ? null : Number(row.stock),
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function findAdminProduct(db: Database, id: string): Promise<AdminProductDto> {
  if (!isUuid(id)) throw new AppError('not_found', PRODUCT_NOT_FOUND_MESSAGE);
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  if (!row) throw new AppError('not_found', PRODUCT_NOT_FOUND_MESSAGE);
  // One after another: `db` may be a transaction, whose one client must not be sent a query while
  // it is executing another (node-postgres 9 refuses it).
  const variants = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, id))
    .orderBy(asc(productVariants.position), asc(productVariants.createdAt));
  const links = await db
    .select({ collectionId: collectionProducts.collectionId })
    .from(collectionProducts)
    .innerJoin(collections, eq(collections.id, collectionProducts.collectionId))
    .where(eq(collectionProducts.productId, id))
    .orderBy(asc(collections.sortOrder));
  const redirectedHandles = await findRedirectedHandles(db, id);
  return {
    id: row.id,
    title: row.title,
    handle: row.handle,
    body_html: row.bodyHtml,
    vendor: row.vendor,
    type: row.type,
    product_category: row.productCategory,
    vat_rate_percent: toVatRatePercent(row.vatRatePercent),
    published: row.published,
    image_url: row.imageUrl,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    tags: row.tags,
    created_at: row.createdAt.toISOString(),
    sort_order: row.sortOrder,
    variants: variants.map((v) => ({
      id: v.id,
      title: v.title,
      price: v.price,
      compareAtPrice: v.compareAtPrice,
      shopifyGid: v.shopifyGid,
      sku: v.sku,
      inventoryQuantity: v.inventoryQuantity,
    })),
    collectionIds: links.map((l) => l.collectionId),
    redirected_handles: redirectedHandles,
  };
}

function toProductColumns(values: ProductFormValues, defaultVendor: string) {
  const blankToNull = (value: string | null | undefined) =>
    value === undefined || value === null || value.trim() === '' ? null : value.trim();
  return {
    title: values.title,
    handle: values.handle,
    bodyHtml: sanitizeProductHtml(values.body_html ?? ''),
    vendor: values.vendor?.trim() ? values.vendor.trim() : defaultVendor,
    type: values.type ?? '',
    productCategory: values.product_category ?? '',
    ...(values.vat_rate_percent === undefined ? {} : { vatRatePercent: values.vat_rate_percent }),
    published: values.published ?? false,
    imageUrl: blankToNull(values.image_url),
    seoTitle: blankToNull(values.seo_title),
    seoDescription: blankToNull(values.seo_description),
    tags: values.tags ? [...new Set(values.tags)] : [],
  };
}

function toVariantColumns(variant: ProductFormValues['variants'][number], position: number) {
  const compareAt = variant.compareAtPrice?.trim();
  const gid = variant.shopifyGid?.trim();
  return {
    title: variant.title,
    price: variant.price,
    compareAtPrice: compareAt ? compareAt : null,
    shopifyGid: gid ? gid : null,
    position,
  };
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | undefined;
  return (e?.code ?? e?.cause?.code) === '23505';
}

function handleTaken(): AppError {
  return new AppError('conflict', HANDLE_TAKEN_MESSAGE, {
    fields: { handle: [HANDLE_TAKEN_MESSAGE] },
  });
}

async function assertHandleFree(tx: Transaction, handle: string, exceptId?: string) {
  const [clash] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.handle, handle), exceptId ? ne(products.id, exceptId) : undefined))
    .limit(1);
  if (clash) throw handleTaken();
}

/** Locks the chosen collections (so positions stay dense under concurrent writes) and checks they exist. */
async function lockCollections(tx: Transaction, ids: string[]) {
  if (ids.length === 0) return;
  if (!ids.every(isUuid)) {
    throw new AppError('validation_failed', UNKNOWN_COLLECTION_MESSAGE, {
      fields: { collectionIds: [UNKNOWN_COLLECTION_MESSAGE] },
    });
  }
  const found = await tx
    .select({ id: collections.id })
    .from(collections)
    .where(inArray(collections.id, ids))
    .orderBy(asc(collections.id))
    .for('update');
  if (found.length !== ids.length) {
    throw new AppError('validation_failed', UNKNOWN_COLLECTION_MESSAGE, {
      fields: { collectionIds: [UNKNOWN_COLLECTION_MESSAGE] },
    });
  }
}

/** Appends the product at the end of each collection (one INSERT … SELECT). */
async function appendToCollections(tx: Transaction, productId: string, ids: string[]) {
  if (ids.length === 0) return;
  await tx.execute(sql`
    insert into collection_products (collection_id, product_id, position)
    select c.id, ${productId}::uuid,
      coalesce((select max(cp.position) + 1 from collection_products cp where cp.collection_id = c.id), 0)
    from collections c
    where c.id in ${ids}
    on conflict do nothing`);
}

async function runWrite<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw handleTaken();
    throw err;
  }
}

export async function createAdminProduct(
  db: Database,
  values: ProductFormValues,
  options: { defaultVendor: string },
  audit?: AuditHook,
): Promise<{ id: string; scope: CatalogueScope }> {
  const collectionIds = [...new Set(values.collectionIds ?? [])];
  return runWrite(() =>
    db.transaction(async (tx) => {
      await assertHandleFree(tx, values.handle);
      await lockCollections(tx, collectionIds);
      // Serialise appends to the shop order so two creations do not take the same sort_order.
      await tx.execute(sql`lock table products in share row exclusive mode`);
      const [row] = await tx
        .insert(products)
        .values({
          ...toProductColumns(values, options.defaultVendor),
          sortOrder: sql`(select coalesce(max(sort_order), -1) + 1 from products)`,
        })
        .returning({ id: products.id });
      if (!row) throw new Error('insert returned no row');
      await tx
        .insert(productVariants)
        .values(values.variants.map((v, i) => ({ ...toVariantColumns(v, i), productId: row.id })));
      await appendToCollections(tx, row.id, collectionIds);
      await audit?.(tx, row.id);
      const scope = listingScope([row.id], collectionIds);
      await notifyCatalogueChanged(tx, scope);
      return { id: row.id, scope };
    }),
  );
}

export async function updateAdminProduct(
  db: Database,
  id: string,
  values: ProductFormValues,
  options: { defaultVendor: string },
  audit?: AuditHook,
): Promise<{ scope: CatalogueScope }> {
  if (!isUuid(id)) throw new AppError('not_found', PRODUCT_NOT_FOUND_MESSAGE);
  const collectionIds = [...new Set(values.collectionIds ?? [])];
  return runWrite(() =>
    db.transaction(async (tx) => {
      const [current] = await tx
        .select({
          id: products.id,
          handle: products.handle,
          title: products.title,
          published: products.published,
          type: products.type,
          productCategory: products.productCategory,
          tags: products.tags,
        })
        .from(products)
        .where(eq(products.id, id))
        .for('update');
      if (!current) throw new AppError('not_found', PRODUCT_NOT_FOUND_MESSAGE);
      await assertHandleFree(tx, values.handle, id);
      await recordHandleChange(tx, id, current.handle, values.handle);

      const existing = await tx
        .select({ id: productVariants.id })
        .from(productVariants)
        .where(eq(productVariants.productId, id));
      const existingIds = new Set(existing.map((v) => v.id));
      const keptIds = values.variants.flatMap((v) => (v.id ? [v.id] : []));
      if (keptIds.some((variantId) => !existingIds.has(variantId))) {
        throw new AppError('validation_failed', UNKNOWN_VARIANT_MESSAGE, {
          fields: { variants: [UNKNOWN_VARIANT_MESSAGE] },
        });
      }

      await tx
        .update(products)
        .set({ ...toProductColumns(values, options.defaultVendor), updatedAt: new Date() })
        .where(eq(products.id, id));

      // Variants: delete the ones left out, update the kept ones in one statement, insert new ones.
      await tx
        .delete(productVariants)
        .where(
          and(
            eq(productVariants.productId, id),
            keptIds.length > 0 ? notInArray(productVariants.id, keptIds) : undefined,
          ),
        );
      const updates = values.variants.flatMap((v, i) =>
        v.id ? [{ id: v.id, ...toVariantColumns(v, i) }] : [],
      );
      if (updates.length > 0) {
        const rows = sql.join(
          updates.map(
            (u) =>
              sql`(${u.id}::uuid, ${u.title}::text, ${u.price}::numeric, ${u.compareAtPrice}::numeric, ${u.shopifyGid}::text, ${u.position}::int)`,
          ),
          sql`, `,
        );
        await tx.execute(sql`
          update product_variants pv
          set title = v.title, price = v.price, compare_at_price = v.compare_at_price,
              shopify_gid = v.shopify_gid, position = v.position
          from (values ${rows}) as v(id, title, price, compare_at_price, shopify_gid, position)
          where pv.id = v.id and pv.product_id = ${id}::uuid`);
      }
      const inserts = values.variants.flatMap((v, i) =>
        v.id ? [] : [{ ...toVariantColumns(v, i), productId: id }],
      );
      if (inserts.length > 0) await tx.insert(productVariants).values(inserts);

      // Collections: remove left-out links (closing the gaps), append new ones at the end.
      const links = await tx
        .select({ collectionId: collectionProducts.collectionId })
        .from(collectionProducts)
        .where(eq(collectionProducts.productId, id));
      const linked = new Set(links.map((l) => l.collectionId));
      const removed = [...linked].filter((cid) => !collectionIds.includes(cid));
      const added = collectionIds.filter((cid) => !linked.has(cid));
      await lockCollections(tx, [...new Set([...removed, ...added])].sort());
      if (removed.length > 0) {
        await tx
          .delete(collectionProducts)
          .where(
            and(
              eq(collectionProducts.productId, id),
              inArray(collectionProducts.collectionId, removed),
            ),
          );
        await renumberCollections(tx, removed);
      }
      await appendToCollections(tx, id, added);
      await audit?.(tx, id);
      const columns = toProductColumns(values, options.defaultVendor);
      const sameListings =
        removed.length === 0 && added.length === 0 && isSameListing(current, columns);
      // Listed elsewhere: the product's pages, the listings it left or joined, every product page.
      const scope = sameListings
        ? { productIds: [id] }
        : listingScope([id], [...linked, ...collectionIds]);
      await notifyCatalogueChanged(tx, scope);
      return { scope };
    }),
  );
}

type ListingColumns = {
  handle: string;
  title: string;
  published: boolean;
  type: string;
  productCategory: string;
  tags: string[];
};

/**
 * Whether an edit leaves the product where it was: same handle, publication, type, category,
 * tags and wholesale-only standing (which decide where it is listed and whose "You may also like"
 * shows it). Then only pages showing this product change (CatalogueScope).
 */
function isSameListing(before: ListingColumns, after: ListingColumns): boolean {
  const sameTags =
    before.tags.length === after.tags.length && before.tags.every((t, i) => after.tags[i] === t);
  return (
    before.handle === after.handle &&
    before.published === after.published &&
    before.type === after.type &&
    before.productCategory === after.productCategory &&
    sameTags &&
    isWholesaleProduct(before) === isWholesaleProduct(after)
  );
}

/** Deletes the variants, then the collection links, then the product; closes the position gaps. */
export async function deleteAdminProduct(
  db: Database,
  id: string,
  audit?: AuditHook,
): Promise<CatalogueScope> {
  if (!isUuid(id)) throw new AppError('not_found', PRODUCT_NOT_FOUND_MESSAGE);
  return db.transaction(async (tx) => {
    // Same lock order as the reorder procedures (every product by id, then collections by id).
    const locked = await lockAllProducts(tx);
    if (!locked.includes(id)) throw new AppError('not_found', PRODUCT_NOT_FOUND_MESSAGE);
    const links = await tx
      .select({ collectionId: collectionProducts.collectionId })
      .from(collectionProducts)
      .where(eq(collectionProducts.productId, id));
    const collectionIds = links.map((l) => l.collectionId).sort();
    await lockCollections(tx, collectionIds);
    await tx.delete(productVariants).where(eq(productVariants.productId, id));
    await tx.delete(collectionProducts).where(eq(collectionProducts.productId, id));
    await tx.delete(products).where(eq(products.id, id));
    await renumberCollections(tx, collectionIds);
    await renumberShopOrder(tx);
    await audit?.(tx, id);
    const scope = listingScope([id], collectionIds);
    await notifyCatalogueChanged(tx, scope);
    return scope;
  });
}
