// The token of the checkout this browser last started (local storage, beside the cart): the
// checkout records it on the order, and on every load the shop asks whether that checkout became
// an order; if so the cart is emptied, however the shopper came back (the thank-you page's link,
// the shop typed in, or another tab or device that started the checkout).
import { api } from './api-client';
import { cartActions, getCartState, setDiscountCode } from './cart-store';

export const CHECKOUT_TOKEN_STORAGE_KEY = 'hh-checkout-token';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** A new token for the checkout about to start, kept until its order is seen. */
export function startCheckoutToken(): string {
  const token = crypto.randomUUID();
  try {
    storage()?.setItem(CHECKOUT_TOKEN_STORAGE_KEY, token);
  } catch {
    // Storage refused: the thank-you page's return link still empties the cart.
  }
  return token;
}

export function forgetCheckoutToken(): void {
  try {
    storage()?.removeItem(CHECKOUT_TOKEN_STORAGE_KEY);
  } catch {
    // As above.
  }
}

/**
 * Asks once per load whether the last checkout became an order and, if so, empties the cart
 * (every tab follows through the storage event). A failed request changes nothing.
 */
export async function clearCartIfCheckedOut(): Promise<void> {
  let token: string | null = null;
  try {
    token = storage()?.getItem(CHECKOUT_TOKEN_STORAGE_KEY) ?? null;
  } catch {
    return;
  }
  if (!token) return;
  if (getCartState().lines.length === 0) {
    forgetCheckoutToken();
    return;
  }
  try {
    const { ordered } = await api('GET /api/cart/checkout-status/:token', { params: { token } });
    if (!ordered) return;
  } catch {
    return;
  }
  cartActions.clear();
  setDiscountCode(null);
  forgetCheckoutToken();
}
