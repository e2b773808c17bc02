// Dense positions (0..n-1): bulk renumbering and row locks shared by the admin writes.
import { sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { rowsOf } from '../db/rows';

/**
 * Locks every product row in id order and returns the ids. Every write that touches the global
 * shop order takes this lock first (always in the same order), so they serialise without deadlocks.
 */
export async function lockAllProducts(tx: Transaction): Promise<string[]> {
  const result = await tx.execute(sql`select id from products order by id for update`);
  return rowsOf<{ id: string }>(result).map((r) => r.id);
}

/** Renumbers products.sort_order to 0..n-1, keeping the current order (one statement). */
export async function renumberShopOrder(tx: Transaction): Promise<void> {
  await tx.execute(sql`
    update products p set sort_order = r.rn - 1
    from (select id, row_number() over (order by sort_order, created_at, id) as rn from products) r
    where p.id = r.id and p.sort_order <> r.rn - 1`);
}

/** Renumbers the positions of the given collections to 0..n-1, keeping their order (one statement). */
export async function renumberCollections(tx: Transaction, collectionIds: string[]): Promise<void> {
  if (collectionIds.length === 0) return;
  await tx.execute(sql`
    update collection_products cp set position = r.rn - 1
    from (
      select collection_id, product_id,
        row_number() over (partition by collection_id order by position, product_id) as rn
      from collection_products where collection_id in ${collectionIds}
    ) r
    where cp.collection_id = r.collection_id and cp.product_id = r.product_id
      and cp.position <> r.rn - 1`);
}
