// The stock domain's public surface: other domains import it only from here
// (.dependency-cruiser.cjs, docs/architecture.md "Server domains"). Inventory itself is in
// inventory.ts, so that files of this folder that use it can be re-exported here too.

export { followShopifyStockOfOrder, readShopifyVariantStock } from './follow-shopify';
export * from './inventory';
export { STOCK_TARGET_QUERY } from './set-stock';
