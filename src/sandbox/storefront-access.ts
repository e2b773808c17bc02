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
import { type FragmentDefinitionNode, Kind, type SelectionNode } from 'graphql';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppDeps } from '../server/app-deps';
import type { Config } from '../server/config';
import type { AppEnv } from '../server/http/app-env';
import {
  buyerIpValue,
  SANDBOX_STOREFRONT_PUBLIC_TOKEN,
  STOREFRONT_BUYER_IP_HEADER,
  STOREFRONT_PRIVATE_TOKEN_HEADER,
  STOREFRONT_PUBLIC_TOKEN_HEADER,
} from '../server/shopify/storefront-request';
import { validDocument } from './schema-check';

/** The sandbox's well-known public Storefront token (like a payment provider's test key). */
export const SANDBOX_STOREFRONT_TOKEN = SANDBOX_STOREFRONT_PUBLIC_TOKEN;
export const STOREFRONT_TOKEN_HEADER = STOREFRONT_PUBLIC_TOKEN_HEADER;

/** cartCreate calls one buyer address may make (RATE_LIMITS on): a shopper makes a handful. */
export const SANDBOX_CART_CREATE_LIMIT = { max: 30, windowMs: 10 * 60_000 } as const;

/**
 * Discount codes one buyer address may try (RATE_LIMITS on): the shop's own previews and
 * checkouts (server/checkout/limits.ts) fit inside it; 151 guesses in 2 s do not.
 */
export const SANDBOX_DISCOUNT_CODE_LIMIT = { max: 30, windowMs: 10 * 60_000 } as const;

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

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The names (never the aliases) of the root fields of every operation in `query`, through its
 * fragments, when the document is valid against the Storefront schema (else none: nothing runs).
 * Limits and the handler's choice of mutation read this, never the raw text, which JSON escapes
 * (`cart\u0043reate`), comments or aliases make say something else.
 */
export function storefrontRootFields(query: string): Set<string> {
  const fields = new Set<string>();
  const document = validDocument('storefront', query);
  if (!document) return fields;
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) {
      fragments.set(definition.name.value, definition);
    }
  }
  const spread = new Set<string>();
  const walk = (selections: readonly SelectionNode[]) => {
    for (const selection of selections) {
      if (selection.kind === Kind.FIELD) fields.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) walk(selection.selectionSet.selections);
      else if (!spread.has(selection.name.value)) {
        spread.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) walk(fragment.selectionSet.selections);
      }
    }
  };
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) walk(definition.selectionSet.selections);
  }
  return fields;
}

/** The distinct codes a request tries (as the handler stores them: trimmed, none empty). */
function codesTried(list: unknown): number {
  if (!Array.isArray(list)) return 0;
  const codes = list.filter((code): code is string => typeof code === 'string');
  return new Set(codes.map((code) => code.trim()).filter((code) => code !== '')).size;
}

/**
 * Adds `attempts` hits to `key`, stopping at the first past `limit.max` (so a flood writes at
 * most one counter past the limit); answers whether the limit is passed.
 */
async function overLimit(
  deps: AppDeps,
  key: string,
  limit: { max: number; windowMs: number },
  attempts: number,
): Promise<boolean> {
  for (let i = 0; i < attempts; i++) {
    if ((await deps.rateLimitStore.hit(key, limit.windowMs)) > limit.max) return true;
  }
  return false;
}

/**
 * Per throttle address, as Shopify limits the Storefront API on the buyer's address: the
 * carts created, and the discount codes tried (each code of cartDiscountCodesUpdate's list and of
 * cartCreate's `discountCodes`), read from the parsed document and its variables. Past a limit
 * the answer is Shopify's (429, THROTTLED). The body is read once here and cached by Hono for
 * the handler. A caller without a valid token is left to the API's 401.
 */
export function limitSandboxStorefrontAttempts(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!deps.config.rateLimitsEnabled || c.req.method !== 'POST') return next();
    const caller = identifyStorefrontCaller(c, deps.config);
    if (!caller) return next();
    let envelope: unknown;
    try {
      envelope = JSON.parse(await c.req.text());
    } catch {
      return next();
    }
    if (!isRecord(envelope) || typeof envelope.query !== 'string') return next();
    const fields = storefrontRootFields(envelope.query);
    const variables = isRecord(envelope.variables) ? envelope.variables : {};
    const throttled = (limit: { windowMs: number }) => {
      c.header('Retry-After', String(Math.ceil(limit.windowMs / 1000)));
      return c.json({ errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] }, 429);
    };
    const address = caller.throttleAddress;
    if (
      fields.has('cartCreate') &&
      (await overLimit(deps, `sandbox-cart-create:${address}`, SANDBOX_CART_CREATE_LIMIT, 1))
    ) {
      return throttled(SANDBOX_CART_CREATE_LIMIT);
    }
    const codes =
      (fields.has('cartCreate') && isRecord(variables.input)
        ? codesTried(variables.input.discountCodes)
        : 0) + (fields.has('cartDiscountCodesUpdate') ? codesTried(variables.discountCodes) : 0);
    if (
      await overLimit(deps, `sandbox-discount-codes:${address}`, SANDBOX_DISCOUNT_CODE_LIMIT, codes)
    ) {
      return throttled(SANDBOX_DISCOUNT_CODE_LIMIT);
    }
    return next();
  };
}
