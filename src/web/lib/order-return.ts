import { readOrderReturn } from '../../core/cart/order-return';
import { cartActions, setDiscountCode } from './cart-store';
import { forgetCheckoutToken } from './checkout-token';

/**
 * Runs once before the app starts: on the return from a paid checkout (`?order=placed`) it
 * empties the cart (every tab follows through the storage event) and drops the marker from the
 * address bar, so a reload or a shared link never clears a later cart.
 */
export function clearCartOnOrderReturn(): void {
  const { isReturn, cleanSearch } = readOrderReturn(window.location.search);
  if (!isReturn) return;
  cartActions.clear();
  setDiscountCode(null);
  forgetCheckoutToken();
  window.history.replaceState(
    window.history.state,
    '',
    `${window.location.pathname}${cleanSearch}${window.location.hash}`,
  );
}
