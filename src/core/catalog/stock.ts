/**
 * Stock status of a variant (issue 19 feature 4) from its inventory quantity (Shopify's
 * "available" at the shop's location, synced). Null: inventory is not tracked, so Shopify sells it
 * without limit.
 */
export type StockStatus = 'in_stock' | 'low_stock' | 'out_of_stock';

/** At or below this many units (and above 0) a variant shows "Low stock". */
export const LOW_STOCK_THRESHOLD = 5;

export function stockStatusOf(quantity: number | null | undefined): StockStatus {
  if (quantity === null || quantity === undefined) return 'in_stock';
  if (quantity <= 0) return 'out_of_stock';
  if (quantity <= LOW_STOCK_THRESHOLD) return 'low_stock';
  return 'in_stock';
}

export const STOCK_LABELS: Record<StockStatus, string> = {
  in_stock: 'In stock',
  low_stock: 'Low stock',
  out_of_stock: 'Out of stock',
};

/** The server's refusal when a cart or checkout holds an out-of-stock variant. */
export function outOfStockMessage(title: string): string {
  return `${title} is out of stock. Remove it from your cart to continue.`;
}
