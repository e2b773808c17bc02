/**
 * The product page's quantity selector: how many of the chosen pack (one-time) or delivery
 * (subscription) one Add to Cart puts in the cart. The bounds are the cart line's own
 * (cart-quantity.ts): at least 1, at most the count whose units stay within MAX_LINE_UNITS, so the
 * selector never offers a count the cart or the server would refuse.
 */
import { MAX_LINE_UNITS } from './cart-line';

export const MIN_PURCHASE_QUANTITY = 1;

/** The highest count of a pack of `unitsPerCount` units (1 → 10,000; 3 → 3,333). */
export function maxPurchaseQuantity(unitsPerCount: number): number {
  return Math.floor(MAX_LINE_UNITS / Math.max(1, Math.floor(unitsPerCount)));
}

/** A count kept within 1..max: fractions round down, anything unreadable is 1. */
export function clampPurchaseQuantity(value: number, max: number): number {
  if (!Number.isFinite(value)) return MIN_PURCHASE_QUANTITY;
  return Math.min(Math.max(MIN_PURCHASE_QUANTITY, Math.floor(value)), Math.max(1, max));
}

/** What the typed text means as a count ('' or 'abc' → 1, '0' → 1, '12.7' → 12, '99999' → max). */
export function readQuantityInput(text: string, max: number): number {
  const trimmed = text.trim();
  return clampPurchaseQuantity(trimmed === '' ? Number.NaN : Number(trimmed), max);
}
