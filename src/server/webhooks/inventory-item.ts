import type { AppDeps } from '../app-deps';
import type { Logger } from '../lib/logger';
import { createAdminClientFromConfig } from '../shopify/admin-client';
import { applyInventory, readShopifyInventoryItem, readShopifyStock } from '../stock/service';

/**
 * What an inventory_levels/update signal does, answered inline or from the inbox (inbox.ts):
 * reads the item's variant and its sellable quantity across locations from the Admin API now and
 * stores it, sending back-in-stock emails as a sync does. A failed read throws
 * (ShopifyAdminError): the route answers 503, the inbox retries.
 */
export async function followInventoryItem(
  deps: AppDeps,
  logger: Logger,
  itemId: string,
): Promise<{ changed: number; notified: number }> {
  const reading = await readShopifyStock(deps.db, () =>
    readShopifyInventoryItem(createAdminClientFromConfig(deps.config), itemId),
  );
  if (!reading) {
    logger.info({ itemId }, 'inventory webhook for an item Shopify no longer has');
    return { changed: 0, notified: 0 };
  }
  const result = await applyInventory(deps, reading);
  logger.info({ itemId, ...result }, 'stock updated from an inventory webhook');
  return result;
}
