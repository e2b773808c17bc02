// Staff set a variant's stock: Shopify's inventory first (the source the scheduled sync and the
// inventory webhook read back), then the shop's shown stock, the audit log and the caches.
// docs/decisions/084-catalogue-stock-redirects-uploads.md
import { eq } from 'drizzle-orm';
import type { VariantStockValues } from '../../core/schemas/variant-stock';
import { adminGraphql } from '../../core/shopify/graphql-document';
import type { AppDeps } from '../app-deps';
import type { AuditActor } from '../audit/service';
import { recordAudit } from '../audit/service';
import { products, productVariants } from '../db/schema/catalog';
import { AppError } from '../http/errors';
import { createAdminClientFromConfig, type ShopifyAdminClient } from '../shopify/admin-client';
import { readShopifyVariantStock } from './follow-shopify';
import { applyInventory, readShopifyStock, takeStockReadTicket } from './inventory';

export const STOCK_TARGET_QUERY = adminGraphql`query stockTarget($id: ID!) {
  location { id }
  productVariant(id: $id) { id inventoryItem { id } }
}`;

export const INVENTORY_SET_MUTATION = adminGraphql`mutation setStock($input: InventorySetQuantitiesInput!) {
  inventorySetQuantities(input: $input) {
    inventoryAdjustmentGroup { reason }
    userErrors { field message code }
  }
}`;

export const NOT_ON_SHOPIFY_MESSAGE =
  'This option is not on Shopify yet. Export the catalogue to Shopify, then set its stock.';
/** The refusal of a stale compare-and-set, with Shopify's figure now (which the shop then shows). */
export function stockChangedMessage(current: number | null): string {
  const now =
    current === null
      ? 'it is no longer tracked'
      : `it is now ${current} ${Math.abs(current) === 1 ? 'unit' : 'units'}`;
  return `The stock changed on Shopify since you opened this product: ${now}. Set it again to replace that figure.`;
}

type StockTarget = {
  location: { id: string } | null;
  productVariant: { inventoryItem: { id: string } } | null;
};
type SetAnswer = {
  inventorySetQuantities: { userErrors: { field: string[]; message: string; code: string }[] };
};

/**
 * Sets a variant's available units at the shop's primary location with inventorySetQuantities,
 * compared with the units staff saw (Shopify refuses a stale changeFromQuantity: 409, and the
 * shop then stores and names Shopify's figure, which the next save compares with), then stores
 * them as the shown stock (back-in-stock emails go out as after a sync) and logs the change.
 */
export async function setVariantStock(
  deps: AppDeps,
  variantId: string,
  values: VariantStockValues,
  actor: AuditActor,
  client: ShopifyAdminClient = createAdminClientFromConfig(deps.config),
): Promise<number> {
  const [variant] = await deps.db
    .select({
      gid: productVariants.shopifyGid,
      quantity: productVariants.inventoryQuantity,
      title: productVariants.title,
      productId: products.id,
      productTitle: products.title,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variantId))
    .limit(1);
  if (!variant) throw new AppError('not_found', 'Product option not found', { status: 404 });
  if (!variant.gid) throw new AppError('not_on_shopify', NOT_ON_SHOPIFY_MESSAGE, { status: 409 });

  const target = await client.graphql<StockTarget>(STOCK_TARGET_QUERY, { id: variant.gid });
  const itemId = target.productVariant?.inventoryItem.id;
  const locationId = target.location?.id;
  if (!itemId || !locationId) {
    throw new AppError('not_on_shopify', NOT_ON_SHOPIFY_MESSAGE, { status: 409 });
  }
  const ticket = await takeStockReadTicket(deps.db);
  const answer = await client.graphql<SetAnswer>(INVENTORY_SET_MUTATION, {
    input: {
      name: 'available',
      reason: 'correction',
      quantities: [
        {
          inventoryItemId: itemId,
          locationId,
          quantity: values.quantity,
          // From 2026-04 each quantity must name it; null (an untracked item has no quantity to
          // compare: setting one starts tracking it) skips the check.
          // https://shopify.dev/changelog/compare-and-swap-redesign-for-inventory-set-quantities
          changeFromQuantity: values.expected,
        },
      ],
    },
  });
  const errors = answer.inventorySetQuantities.userErrors;
  if (errors.some((e) => e.code === 'CHANGE_FROM_QUANTITY_STALE')) {
    // The shop stores Shopify's figure now, so the product staff reload (the admin refetches it
    // on this refusal) compares with it and the next save succeeds; without it the shop kept
    // showing the stale figure and every save was refused again.
    const gid = variant.gid;
    const current = await readShopifyStock(deps.db, () => readShopifyVariantStock(client, [gid]));
    if (current) await applyInventory(deps, current);
    const message = stockChangedMessage(current?.quantities.get(gid) ?? null);
    throw new AppError('stock_changed', message, { status: 409, fields: { quantity: [message] } });
  }
  if (errors.length > 0) {
    throw new AppError('shopify_refused', `Shopify refused the stock: ${errors[0]?.message}`, {
      status: 502,
    });
  }

  // Staff's figure, ordered as a reading asked for just before the save: a sale's read-back
  // after the save stands over it, one before it does not.
  await applyInventory(deps, { ticket, quantities: new Map([[variant.gid, values.quantity]]) });
  const name =
    variant.title && variant.title !== 'Default'
      ? `${variant.productTitle} (${variant.title})`
      : variant.productTitle;
  await recordAudit(deps.db, actor, {
    action: 'inventory.set',
    entityType: 'product',
    entityId: variant.productId,
    summary: `Set the stock of ${name} to ${values.quantity} (was ${variant.quantity ?? 'not tracked'})`,
    before: { variantId, quantity: variant.quantity },
    after: { variantId, quantity: values.quantity },
  });
  return values.quantity;
}
