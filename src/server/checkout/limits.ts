/**
 * The shop's own per-client limits on the routes that call Shopify's Storefront API
 * (docs/decisions/051-storefront-buyer-ip.md), keyed on the client address the request
 * context resolved (the socket's, or X-Forwarded-For only behind trusted proxies): one visitor
 * cannot spend anything other shoppers need. Together they stay within what Shopify allows one
 * buyer address (the sandbox's SANDBOX_CART_CREATE_LIMIT), so a client the shop lets through is
 * never throttled by Shopify.
 */
const TEN_MINUTES = 10 * 60_000;

/** POST /api/checkout: a shopper checks out a handful of times at most. */
export const CHECKOUT_LIMIT = { max: 10, windowMs: TEN_MINUTES } as const;
export const CHECKOUT_LIMIT_MESSAGE =
  'Too many checkout attempts. Please wait a few minutes and try again.';

/** POST /api/cart/price with a discount code (each asks Shopify; guessing codes is the abuse). */
export const CODE_PREVIEW_LIMIT = { max: 20, windowMs: TEN_MINUTES } as const;
