// A paid order lowers the stock the shop shows at once. Shopify lowers its own inventory when the
// order is created and sends inventory_levels/update (handled by webhooks/inventory-routes.ts);
// that may come later or never (webhook off), so the shop takes the sold units off its synced
// quantity itself, and the next sync or inventory webhook replaces it with Shopify's figure.
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import { notifyCatalogueChanged } from '../cache/catalogue-cache';
import { productVariants } from '../db/schema/catalog';
import { orderItems } from '../db/schema/orders';

/** Takes the order's units off each tracked variant (never below 0); returns variants changed. */
export async function recordSaleInStock(deps: AppDeps, orderId: string): Promise<number> {
  const sold = await deps.db
    .select({
      variantId: orderItems.variantId,
      units: sql<string>`sum(${orderItems.units})`,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .groupBy(orderItems.variantId);
  const lines = sold.filter(
    (row): row is { variantId: string; units: string } =>
      row.variantId !== null && row.units !== null && Number(row.units) > 0,
  );
  if (lines.length === 0) return 0;
  // Stock changes a product's availability, never where it is listed: only pages showing one of
  // the sold products leave the page cache (CatalogueScope).
  const productIds = new Set<string>();
  const changed = await deps.db.transaction(async (tx) => {
    let count = 0;
    for (const line of lines) {
      const updated = await tx
        .update(productVariants)
        .set({
          inventoryQuantity: sql`greatest(${productVariants.inventoryQuantity} - ${Number(line.units)}, 0)`,
        })
        .where(
          sql`${productVariants.id} = ${line.variantId} and ${productVariants.inventoryQuantity} is not null`,
        )
        .returning({ id: productVariants.id, productId: productVariants.productId });
      count += updated.length;
      for (const row of updated) productIds.add(row.productId);
    }
    if (count > 0) await notifyCatalogueChanged(tx, { productIds: [...productIds] });
    return count;
  });
  if (changed > 0) deps.catalogue.invalidate({ productIds: [...productIds] });
  return changed;
}
