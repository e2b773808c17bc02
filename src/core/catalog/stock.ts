/**
 * Stock status of a variant from its inventory quantity (Shopify's
 * "available" at the shop's location, synced). Null: inventory is not tracked, so Shopify sells it
 * without limit.
 */
import { formatUnits } from './unit-noun';

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

/**
 * The badge's colours (Tailwind classes) per level: kept here, beside the labels, so the card and
 * the product page draw the same badge without a shared chunk of their own (bundle budget).
 */
export const STOCK_BADGE_CLASSES: Record<StockStatus, string> = {
  in_stock:
    'inline-flex items-center rounded-full px-2.5 py-0.5 font-semibold text-xs bg-success-soft text-success',
  low_stock:
    'inline-flex items-center rounded-full px-2.5 py-0.5 font-semibold text-xs bg-warning-soft text-warning',
  out_of_stock:
    'inline-flex items-center rounded-full px-2.5 py-0.5 font-semibold text-xs bg-sand-deep text-foreground/80',
};

/** The server's refusal when a cart or checkout holds an out-of-stock variant. */
export function outOfStockMessage(title: string): string {
  return `${title} is out of stock. Remove it from your cart to continue.`;
}

/**
 * The refusal when a cart asks for more units than are left (the drawer's cap, the add-to-cart
 * toast and the server's 400 at checkout say the same words): the product and what is left.
 */
export function insufficientStockMessage(
  title: string,
  availableUnits: number,
  unitNoun: string,
): string {
  const left = formatUnits(availableUnits, unitNoun);
  return `Only ${left} of ${title} ${availableUnits === 1 ? 'is' : 'are'} left. Lower the quantity to continue.`;
}
