/**
 * Checkout rules (docs/spec/storefront.md §5 "Checkout", §7 "Checkout", §8) and the cart drawer's
 * strings. The drawer checks these before asking the server; the server checks them again.
 */
import { formatGBP, type Pence } from '../money';
import { type CartLine, SHOPIFY_VARIANT_GID_PREFIX } from './cart-line';
import { findQuantityProblem } from './cart-quantity';

// Cart drawer copy (docs/spec/storefront.md §2 "Cart drawer", §8).
export const CART_TITLE = 'Shopping Cart';
export const CART_EMPTY_TITLE = 'Your cart is empty';
export const CART_EMPTY_HINT = 'Add items to get started';
/** The drawer's note under the checkout button. The spec's 'Shipping and taxes calculated at
 * checkout' was untrue beside free UK delivery and VAT-inclusive prices: nothing is added at the
 * payment page (docs/decisions/118-promises-kept-or-removed.md). */
export const CART_SHIPPING_NOTE = 'Free UK delivery · prices include VAT';
export const ITEM_REMOVED_TOAST = 'Item removed';
export const CART_CLEARED_TOAST = 'Cart cleared';
export const CLEAR_CART_LABEL = 'Clear Cart';
export const INVALID_LINES_WARNING =
  'Some items in your cart are no longer available. Clear your cart and add them again.';
/** Shown beside the total while the server's prices for the current lines are on their way. */
export const PRICES_UPDATING_TEXT = 'Updating prices…';
/** Shown when the server could not be asked for prices (the local estimate stays). */
export const PRICES_UNCONFIRMED_TEXT =
  'Prices could not be confirmed. They are checked again at checkout.';

// Checkout messages (docs/spec/storefront.md §8).
export const CHECKOUT_EMPTY_MESSAGE = 'Your cart is empty';
export const CHECKOUT_INVALID_LINES_MESSAGE =
  'Some items in your cart are not available for checkout. Please remove them and try again.';
export const CHECKOUT_QUANTITY_MESSAGE =
  'Some quantities in your cart cannot be ordered. Please correct them and try again.';
export const CHECKOUT_FAILED_MESSAGE = 'Failed to create checkout. Please try again.';
/**
 * Shopify is down or throttling (503 PAYMENT_UNAVAILABLE): the basket stays as it is
 * (docs/decisions/132-shopify-outage.md).
 */
export const PAYMENT_UNAVAILABLE_CODE = 'PAYMENT_UNAVAILABLE';
export const PAYMENT_UNAVAILABLE_MESSAGE =
  'Payment is unavailable just now. Your basket is kept; please try again in a few minutes.';

/** The attribute key that carries a subscription line's plan text to the storefront. */
export const SUBSCRIPTION_PLAN_ATTRIBUTE_KEY = 'Subscription Plan';

/** 'Checkout with Shopify' for the platform name. */
export function buildCheckoutLabel(platformName: string): string {
  return `Checkout with ${platformName}`;
}

/**
 * The 409 PRICE_CHANGED message: 'Prices changed since you added Organic Black Seed
 * Oil and Manuka Honey MGO 263+ — new total £41.37. Review and check out again.'
 */
export function buildPriceChangedMessage(
  changedTitles: readonly string[],
  newTotalPence: Pence,
): string {
  const unique = [...new Set(changedTitles)];
  const what =
    unique.length === 0
      ? 'these items'
      : unique.length === 1
        ? unique[0]
        : `${unique.slice(0, -1).join(', ')} and ${unique[unique.length - 1]}`;
  return `Prices changed since you added ${what} — new total ${formatGBP(newTotalPence)}. Review and check out again.`;
}

/** Invalid when missing, holding placeholder text (YOUR_, VARIANT_ID), or not a variant gid. */
export function isValidVariantGid(gid: string | null | undefined): boolean {
  if (typeof gid !== 'string' || gid.trim() === '') return false;
  if (gid.includes('YOUR_') || gid.includes('VARIANT_ID')) return false;
  if (!gid.startsWith(SHOPIFY_VARIANT_GID_PREFIX)) return false;
  return gid.length > SHOPIFY_VARIANT_GID_PREFIX.length;
}

/** A line that can never check out: unreadable in storage (or stored by an older version of the shop). */
export function isInvalidCartLine(line: CartLine): boolean {
  return line.invalid === true;
}

export function findInvalidCartLines(lines: readonly CartLine[]): CartLine[] {
  return lines.filter(isInvalidCartLine);
}

export type CheckoutBlockCode = 'empty' | 'invalid_lines' | 'quantity';

export type CheckoutValidation =
  | { ok: true }
  | { ok: false; code: CheckoutBlockCode; message: string };

/**
 * What the drawer can tell without the server, checked in this order: empty cart, invalid lines,
 * a count the server would refuse. Money rules (the trade minimum among them) are the server's
 * alone: the drawer shows the problems of its POST /api/cart/price answer.
 */
export function validateCheckout(lines: readonly CartLine[]): CheckoutValidation {
  if (lines.length === 0) return { ok: false, code: 'empty', message: CHECKOUT_EMPTY_MESSAGE };
  if (lines.some(isInvalidCartLine)) {
    return { ok: false, code: 'invalid_lines', message: CHECKOUT_INVALID_LINES_MESSAGE };
  }
  if (lines.some((line) => findQuantityProblem(line, line.quantity) !== null)) {
    return { ok: false, code: 'quantity', message: CHECKOUT_QUANTITY_MESSAGE };
  }
  return { ok: true };
}

/** The drawer hides the variant title when it is 'Default'. */
export function shouldShowVariantTitle(line: Pick<CartLine, 'variantTitle'>): boolean {
  return line.variantTitle.trim() !== '' && line.variantTitle !== 'Default';
}
