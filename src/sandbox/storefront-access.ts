/**
 * Who is calling the sandbox Storefront API, and on which address Shopify would throttle the call
 * (docs/decisions/051-storefront-buyer-ip.md):
 * - the public token (`X-Shopify-Storefront-Access-Token`, anyone may hold it): the caller's own
 *   address; a `Shopify-Storefront-Buyer-IP` header is ignored, so nobody dodges a limit with it;
 * - the private token (`Shopify-Storefront-Private-Token`, the shop's server): the address in
 *   `Shopify-Storefront-Buyer-IP`; without one, the server's own address, which every shopper
 *   then shares.
 * https://shopify.dev/docs/api/usage/authentication
 * https://shopify.dev/changelog/use-a-server-to-build-custom-storefronts-with-authenticated-access-for-the-storefront-api
 */
import { timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps } from '../server/app-deps';
import type { Config } from '../server/config';
import type { AppEnv } from '../server/http/app-env';
import {
  buyerIpValue,
  STOREFRONT_BUYER_IP_HEADER,
  STOREFRONT_PRIVATE_TOKEN_HEADER,
} from '../server/shopify/storefront-request';

/** The sandbox's well-known public Storefront token (like a payment provider's test key). */
export const SANDBOX_STOREFRONT_TOKEN = 'sandbox-public-token';
export const STOREFRONT_TOKEN_HEADER = 'X-Shopify-Storefront-Access-Token';

/** cartCreate calls one buyer address may make (RATE_LIMITS on): a shopper makes a handful. */
export const SANDBOX_CART_CREATE_LIMIT = { max: 30, windowMs: 10 * 60_000 } as const;

export type StorefrontCaller = {
  token: 'public' | 'private';
  /** The address the call is throttled on. */
  throttleAddress: string;
};

function sameSecret(given: string | undefined, expected: string): boolean {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The caller by its token, or null when it holds neither (the API answers 401). */
export function identifyStorefrontCaller(
  c: Context<AppEnv>,
  config: Config,
): StorefrontCaller | null {
  const clientIp = c.get('clientIp');
  const privateToken = config.shopify.sandbox?.storefrontPrivateToken;
  if (privateToken && sameSecret(c.req.header(STOREFRONT_PRIVATE_TOKEN_HEADER), privateToken)) {
    const buyer = buyerIpValue(c.req.header(STOREFRONT_BUYER_IP_HEADER));
    return { token: 'private', throttleAddress: buyer ?? clientIp };
  }
  if (c.req.header(STOREFRONT_TOKEN_HEADER) === SANDBOX_STOREFRONT_TOKEN) {
    return { token: 'public', throttleAddress: clientIp };
  }
  return null;
}

/**
 * Counts the Storefront API calls that create a cart per throttle address, and answers as Shopify
 * does past the limit (429, THROTTLED). The body is read once here and cached by Hono for the
 * handler. A caller without a valid token is left to the API's 401.
 */
export function limitSandboxCartCreation(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!deps.config.rateLimitsEnabled || c.req.method !== 'POST') return next();
    const caller = identifyStorefrontCaller(c, deps.config);
    if (!caller) return next();
    const body = await c.req.text().catch(() => '');
    if (!/\bcartCreate\b/.test(body)) return next();
    const count = await deps.rateLimitStore.hit(
      `sandbox-cart-create:${caller.throttleAddress}`,
      SANDBOX_CART_CREATE_LIMIT.windowMs,
    );
    if (count > SANDBOX_CART_CREATE_LIMIT.max) {
      c.header('Retry-After', String(Math.ceil(SANDBOX_CART_CREATE_LIMIT.windowMs / 1000)));
      return c.json({ errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] }, 429);
    }
    return next();
  };
}
