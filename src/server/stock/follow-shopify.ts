// After a sale or a cancellation with restock the shop stores Shopify's figure for the order's
// variants, read back from the Admin API, instead of subtracting or adding the units itself:
// Shopify moves its own `available` (and sends inventory_levels/update, which stores the same
// figure), so whichever of the two arrives last, the shop ends at Shopify's count.
// docs/decisions/096-stock-follows-shopify.md
import { eq } from 'drizzle-orm';
import { adminGraphql } from '../../core/shopify/graphql-document';
import { productVariants } from '../db/schema/catalog';
import { orderItems } from '../db/schema/orders';
import { createAdminClientFromConfig, type ShopifyAdminClient } from '../shopify/admin-client';
import { applyInventory, type InventoryDeps, readShopifyStock } from './inventory';

export const VARIANT_STOCK_QUERY = adminGraphql`query variantStock($id: ID!) {
  productVariant(id: $id) { id inventoryQuantity inventoryItem { id tracked } }
}`;

type VariantStockAnswer = {
  productVariant: {
    inventoryQuantity: number | null;
    inventoryItem: { tracked: boolean } | null;
  } | null;
};

/** Shopify's sellable quantity of each variant (null: not tracked); unknown variants are left out. */
export async function readShopifyVariantStock(
  client: Pick<ShopifyAdminClient, 'graphql'>,
  variantGids: readonly string[],
): Promise<Map<string, number | null>> {
  const quantities = new Map<string, number | null>();
  for (const gid of variantGids) {
    const data = await client.graphql<VariantStockAnswer>(VARIANT_STOCK_QUERY, { id: gid });
    const variant = data.productVariant;
    if (!variant) continue;
    quantities.set(gid, variant.inventoryItem?.tracked ? (variant.inventoryQuantity ?? 0) : null);
  }
  return quantities;
}

/**
 * Stores Shopify's current stock of the order's variants (back-in-stock emails as after a sync);
 * returns how many changed. Throws when Shopify does not answer: the inventory webhook or the
 * scheduled sync brings the figure later.
 */
export async function followShopifyStockOfOrder(
  deps: InventoryDeps,
  orderId: string,
  client: Pick<ShopifyAdminClient, 'graphql'> = createAdminClientFromConfig(deps.config),
): Promise<number> {
  const rows = await deps.db
    .selectDistinct({ gid: productVariants.shopifyGid })
    .from(orderItems)
    .innerJoin(productVariants, eq(productVariants.id, orderItems.variantId))
    .where(eq(orderItems.orderId, orderId));
  const gids = rows.map((r) => r.gid).filter((gid): gid is string => gid !== null);
  if (gids.length === 0) return 0;
  const reading = await readShopifyStock(deps.db, () => readShopifyVariantStock(client, gids));
  return reading ? (await applyInventory(deps, reading)).changed : 0;
}
