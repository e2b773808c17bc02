/**
 * Where and how the server calls the Storefront API (docs/decisions/051-storefront-buyer-ip.md):
 * with the private access token in `Shopify-Storefront-Private-Token` and the shopper's address in
 * `Shopify-Storefront-Buyer-IP`, so Shopify throttles each shopper on their own address instead of
 * every shopper on the shop server's one.
 * https://shopify.dev/docs/api/usage/authentication (access tokens for the Storefront API)
 */
import { isIP } from 'node:net';
import type { Config } from '../config';
import { SANDBOX_STOREFRONT_PRIVATE_TOKEN_DEV } from '../config';

/** The private (server-to-server) token's header, as Shopify's own clients send it. */
export const STOREFRONT_PRIVATE_TOKEN_HEADER = 'Shopify-Storefront-Private-Token';
/** The public token's header (browsers send it; so does the connect command's check). */
export const STOREFRONT_PUBLIC_TOKEN_HEADER = 'X-Shopify-Storefront-Access-Token';
/** The built-in sandbox's public Storefront token (not a secret: browsers are sent it). */
export const SANDBOX_STOREFRONT_PUBLIC_TOKEN = 'sandbox-public-token';
/** The buyer's address on a private-token call; Shopify throttles that call on it. */
export const STOREFRONT_BUYER_IP_HEADER = 'Shopify-Storefront-Buyer-IP';

/** The address as a header value, or null when it is not an IPv4 or IPv6 address. */
export function buyerIpValue(address: string | null | undefined): string | null {
  const value = address?.trim() ?? '';
  return isIP(value) === 0 ? null : value;
}

/** The Storefront GraphQL endpoint: the real store's, or the built-in sandbox's. */
export function storefrontEndpoint(config: Config): string {
  const store = config.shopify.store;
  return store
    ? `https://${store.domain}/api/${config.shopify.apiVersion}/graphql.json`
    : `${config.publicUrl}/sandbox/shopify/api/${config.shopify.apiVersion}/graphql.json`;
}

/**
 * The headers of one server-side Storefront call made for a shopper at `buyerIp` (the client
 * address the request context resolved with the shop's trusted-proxy rules). Without a usable
 * address the header is left off, and Shopify counts the call against the server's own address.
 */
export function serverStorefrontHeaders(
  config: Config,
  buyerIp: string | null,
): Record<string, string> {
  const token =
    config.shopify.store?.storefrontPrivateToken ??
    config.shopify.sandbox?.storefrontPrivateToken ??
    SANDBOX_STOREFRONT_PRIVATE_TOKEN_DEV;
  const address = buyerIpValue(buyerIp);
  return {
    [STOREFRONT_PRIVATE_TOKEN_HEADER]: token,
    ...(address ? { [STOREFRONT_BUYER_IP_HEADER]: address } : {}),
  };
}
