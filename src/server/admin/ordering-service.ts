// The three remote procedures of the back office (reorder_products_globally,
// reorder_collection_products, move_product_to_collection) and the lists they act on.
// Each runs in one transaction, locks what it changes, refuses a stale list with 409, leaves
// positions dense (0..n-1) and signals the catalogue cache (notifyCatalogueChanged).
import { asc, eq, sql } from 'drizzle-orm';
import type { AdminCollectionDto, AdminOrderingRowDto } from '../../core/api/admin';
import { type CatalogueScope, notifyCatalogueChanged } from '../cache/catalogue-cache';
import type { Database, Transaction } from '../db/client';
import { rowsOf } from '../db/rows';
import { collectionProducts, collections, products } from '../db/schema/catalog';
import { AppError } from '../http/errors';
import { isUuid } from '../http/validate';
import { collectionOrderScope, listingScope, SHOP_ORDER_SCOPE } from './listing-scope';
import { lockAllProducts, renumberCollections } from './positions';
import type { AuditHook } from './product-service';

export const STALE_LIST_MESSAGE =
  'The product list has changed since you loaded it. Refresh and try again.';
export const COLLECTION_NOT_FOUND_MESSAGE = 'Collection not found';
export const NOT_IN_SOURCE_MESSAGE = 'This product is no longer in the source collection.';
export const ALREADY_IN_TARGET_MESSAGE = 'This product is already in the target collection.';
export const SAME_COLLECTION_MESSAGE = 'Choose a target collection other than the source.';

function imageOf(row: typeof products.$inferSelect): string | null {
  return row.imageUrl ?? row.images[0]?.src ?? null;
}

/** Every collection by sort_order with its product count. */
export async function findAdminCollections(db: Database): Promise<AdminCollectionDto[]> {
  const rows = await db
    .select({
      id: collections.id,
      title: collections.title,
      handle: collections.handle,
      sortOrder: collections.sortOrder,
      productCount: sql<number>`(select count(*)::int from collection_products cp where cp.collection_id = "collections"."id")`,
    })
    .from(collections)
    .orderBy(asc(collections.sortOrder), asc(collections.title));
  return rows.map((r) => ({ ...r, productCount: Number(r.productCount) }));
}

/** The shop order: every product (drafts and wholesale included) by sort_order. */
export async function findShopOrder(db: Database): Promise<AdminOrderingRowDto[]> {
  const rows = await db
    .select()
    .from(products)
    .orderBy(asc(products.sortOrder), asc(products.createdAt), asc(products.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    handle: row.handle,
    type: row.type,
    imageUrl: imageOf(row),
    published: row.published,
    position: row.sortOrder,
  }));
}

export async function findCollectionOrder(
  db: Database,
  collectionId: string,
): Promise<AdminOrderingRowDto[]> {
  if (!isUuid(collectionId)) throw new AppError('not_found', COLLECTION_NOT_FOUND_MESSAGE);
  const [collection] = await db
    .select({ id: collections.id })
    .from(collections)
    .where(eq(collections.id, collectionId))
    .limit(1);
  if (!collection) throw new AppError('not_found', COLLECTION_NOT_FOUND_MESSAGE);
  const rows = await db
    .select({ product: products, position: collectionProducts.position })
    .from(collectionProducts)
    .innerJoin(products, eq(products.id, collectionProducts.productId))
    .where(eq(collectionProducts.collectionId, collectionId))
    .orderBy(asc(collectionProducts.position), asc(products.id));
  return rows.map(({ product, position }) => ({
    id: product.id,
    title: product.title,
    handle: product.handle,
    type: product.type,
    imageUrl: imageOf(product),
    published: product.published,
    position,
  }));
}

/** The submitted ids must be exactly the current set (same size, no duplicates, no strangers). */
function assertSameSet(current: string[], submitted: string[]) {
  const currentSet = new Set(current);
  const submittedSet = new Set(submitted);
  if (
    submittedSet.size !== submitted.length ||
    currentSet.size !== submittedSet.size ||
    submitted.some((id) => !currentSet.has(id))
  ) {
    throw new AppError('conflict', STALE_LIST_MESSAGE);
  }
}

/** Positions in index order must be 0..n-1: anything else is a malformed request. */
function assertIndexOrder(values: number[], field: string) {
  if (values.some((value, index) => value !== index)) {
    throw new AppError('validation_failed', `${field} must be 0..n-1 in list order`, {
      fields: { items: [`${field} must be 0..n-1 in list order`] },
    });
  }
}

function valuesList(ids: string[]) {
  return sql.join(
    ids.map((id, index) => sql`(${id}::uuid, ${index}::int)`),
    sql`, `,
  );
}

/** reorder_products_globally: a list of {product_id, sort_order} in index order. */
export async function reorderProductsGlobally(
  db: Database,
  items: { product_id: string; sort_order: number }[],
  audit?: AuditHook,
): Promise<CatalogueScope> {
  assertIndexOrder(
    items.map((i) => i.sort_order),
    'sort_order',
  );
  const ids = items.map((i) => i.product_id);
  if (!ids.every(isUuid)) throw new AppError('conflict', STALE_LIST_MESSAGE);
  await db.transaction(async (tx) => {
    const current = await lockAllProducts(tx);
    assertSameSet(current, ids);
    if (ids.length === 0) return;
    await tx.execute(sql`
      update products p set sort_order = v.position
      from (values ${valuesList(ids)}) as v(id, position)
      where p.id = v.id and p.sort_order is distinct from v.position`);
    await audit?.(tx, 'shop');
    await notifyCatalogueChanged(tx, SHOP_ORDER_SCOPE);
  });
  return SHOP_ORDER_SCOPE;
}

async function lockCollectionRows(tx: Transaction, ids: string[]) {
  const sorted = [...new Set(ids)].sort();
  const found = await tx
    .select({ id: collections.id })
    .from(collections)
    .where(sql`${collections.id} in ${sorted}`)
    .orderBy(asc(collections.id))
    .for('update');
  if (found.length !== sorted.length) {
    throw new AppError('not_found', COLLECTION_NOT_FOUND_MESSAGE);
  }
}

/** reorder_collection_products: collection id and a list of {product_id, position}. */
export async function reorderCollectionProducts(
  db: Database,
  collectionId: string,
  items: { product_id: string; position: number }[],
  audit?: AuditHook,
): Promise<CatalogueScope> {
  if (!isUuid(collectionId)) throw new AppError('not_found', COLLECTION_NOT_FOUND_MESSAGE);
  assertIndexOrder(
    items.map((i) => i.position),
    'position',
  );
  const ids = items.map((i) => i.product_id);
  if (!ids.every(isUuid)) throw new AppError('conflict', STALE_LIST_MESSAGE);
  await db.transaction(async (tx) => {
    await lockCollectionRows(tx, [collectionId]);
    const current = rowsOf<{ product_id: string }>(
      await tx.execute(
        sql`select product_id from collection_products where collection_id = ${collectionId}::uuid`,
      ),
    ).map((r) => r.product_id);
    assertSameSet(current, ids);
    if (ids.length === 0) return;
    await tx.execute(sql`
      update collection_products cp set position = v.position
      from (values ${valuesList(ids)}) as v(product_id, position)
      where cp.collection_id = ${collectionId}::uuid and cp.product_id = v.product_id
        and cp.position is distinct from v.position`);
    await audit?.(tx, collectionId);
    await notifyCatalogueChanged(tx, collectionOrderScope(collectionId));
  });
  return collectionOrderScope(collectionId);
}

/** move_product_to_collection: out of the source, into the target at position 0. */
export async function moveProductToCollection(
  db: Database,
  input: { product_id: string; from_collection_id: string; to_collection_id: string },
  audit?: AuditHook,
): Promise<CatalogueScope> {
  const { product_id: productId, from_collection_id: fromId, to_collection_id: toId } = input;
  if (fromId === toId) {
    throw new AppError('validation_failed', SAME_COLLECTION_MESSAGE, {
      fields: { to_collection_id: [SAME_COLLECTION_MESSAGE] },
    });
  }
  if (![fromId, toId].every(isUuid)) throw new AppError('not_found', COLLECTION_NOT_FOUND_MESSAGE);
  if (!isUuid(productId)) throw new AppError('conflict', NOT_IN_SOURCE_MESSAGE);
  await db.transaction(async (tx) => {
    await lockCollectionRows(tx, [fromId, toId]);
    const links = rowsOf<{ collection_id: string }>(
      await tx.execute(sql`
        select collection_id from collection_products
        where product_id = ${productId}::uuid and collection_id in (${fromId}::uuid, ${toId}::uuid)`),
    ).map((r) => r.collection_id);
    if (!links.includes(fromId)) throw new AppError('conflict', NOT_IN_SOURCE_MESSAGE);
    if (links.includes(toId)) throw new AppError('conflict', ALREADY_IN_TARGET_MESSAGE);
    await tx.execute(sql`
      delete from collection_products
      where collection_id = ${fromId}::uuid and product_id = ${productId}::uuid`);
    // Position -1 sorts before every existing row; renumbering then makes it 0 and closes gaps.
    await tx.execute(sql`
      insert into collection_products (collection_id, product_id, position)
      values (${toId}::uuid, ${productId}::uuid, -1)`);
    await renumberCollections(tx, [fromId, toId]);
    await audit?.(tx, productId);
    await notifyCatalogueChanged(tx, listingScope([productId], [fromId, toId]));
  });
  return listingScope([productId], [fromId, toId]);
}
