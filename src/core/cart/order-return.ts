/**
 * The return to the shop after a paid checkout: the checkout's "Continue
 * shopping" link carries `?order=placed`, and the shop then empties the cart, so the shopper is
 * not invited to pay for the same items twice.
 */
export const ORDER_RETURN_PARAM = 'order';
export const ORDER_RETURN_VALUE = 'placed';

/** The shop URL the checkout's thank-you page links back to. */
export function buildOrderReturnUrl(shopUrl: string): string {
  const url = new URL(shopUrl);
  url.searchParams.set(ORDER_RETURN_PARAM, ORDER_RETURN_VALUE);
  return url.toString();
}

/** True when the URL is the thank-you return; `cleanSearch` is the query without the marker. */
export function readOrderReturn(search: string): { isReturn: boolean; cleanSearch: string } {
  const params = new URLSearchParams(search);
  const isReturn = params.get(ORDER_RETURN_PARAM) === ORDER_RETURN_VALUE;
  if (isReturn) params.delete(ORDER_RETURN_PARAM);
  const rest = params.toString();
  return { isReturn, cleanSearch: rest ? `?${rest}` : '' };
}
