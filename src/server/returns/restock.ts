// Returned, unopened items go back on sale through Shopify's inventory, as staff's stock changes
// do (stock/set-stock.ts): Shopify first (the source the sync and the inventory webhook read),
// then the shop's shown stock read back from Shopify, then the audit log.
// inventoryAdjustQuantities adds a delta (a sale between reading and writing is kept, where a
// set would overwrite it) under the `restock` reason, with an idempotency key per return and
// variant so a retry never adds the units twice. docs/decisions/136-returns.md
// https://shopify.dev/docs/api/admin-graphql/latest/mutations/inventoryAdjustQuantities
import { adminGraphql } from '../../core/shopify/graphql-document';
import type { AuditActor } from '../audit/service';
import { recordAudit } from '../audit/service';
import type { ShopifyAdminClient } from '../shopify/admin-client';
import {
  applyInventory,
  type InventoryDeps,
  readShopifyStock,
  readShopifyVariantStock,
  STOCK_TARGET_QUERY,
} from '../stock/service';

export const INVENTORY_RESTOCK_MUTATION = adminGraphql`mutation restockReturn($input: InventoryAdjustQuantitiesInput!, $idempotencyKey: String!) {
  inventoryAdjustQuantities(input: $input) @idempotent(key: $idempotencyKey) {
    inventoryAdjustmentGroup { reason }
    userErrors { field message code }
  }
}`;

type StockTarget = {
  location: { id: string } | null;
  productVariant: { inventoryItem: { id: string } } | null;
};
type AdjustAnswer = {
  inventoryAdjustQuantities: { userErrors: { field: string[]; message: string; code: string }[] };
};

export type RestockLine = {
  variantGid: string;
  productId: string | null;
  name: string;
  quantity: number;
};

/** Shopify refused the adjustment: staff see its words. */
export class RestockRefused extends Error {}

/** Adds each line's units at the primary location; the shop then shows Shopify's figures. */
export async function restockThroughShopify(
  deps: InventoryDeps,
  client: Pick<ShopifyAdminClient, 'graphql'>,
  returnId: string,
  lines: readonly RestockLine[],
  actor: AuditActor,
): Promise<void> {
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    const target = await client.graphql<StockTarget>(STOCK_TARGET_QUERY, { id: line.variantGid });
    const itemId = target.productVariant?.inventoryItem.id;
    const locationId = target.location?.id;
    if (!itemId || !locationId) continue; // no longer on Shopify: nothing to put back
    const answer = await client.graphql<AdjustAnswer>(INVENTORY_RESTOCK_MUTATION, {
      idempotencyKey: `return-${returnId}-${line.variantGid}`,
      input: {
        name: 'available',
        reason: 'restock',
        changes: [
          { inventoryItemId: itemId, locationId, delta: line.quantity, changeFromQuantity: null },
        ],
      },
    });
    const errors = answer.inventoryAdjustQuantities.userErrors;
    if (errors.length > 0) throw new RestockRefused(errors.map((e) => e.message).join('; '));
  }
  const gids = [...new Set(lines.map((l) => l.variantGid))];
  const reading = await readShopifyStock(deps.db, () => readShopifyVariantStock(client, gids));
  if (reading) await applyInventory(deps, reading);
  for (const line of lines) {
    if (line.quantity <= 0) continue;
    await recordAudit(deps.db, actor, {
      action: 'inventory.restock',
      entityType: 'product',
      entityId: line.productId,
      summary: `Restocked ${line.quantity} × ${line.name} from a return`,
      after: { returnId, variantGid: line.variantGid, delta: line.quantity },
    });
  }
}
