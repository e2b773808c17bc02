// The hand-off to the hosted checkout (storefront §4 "Cart", §7 "Checkout"): the Storefront API
// cartCreate mutation, then a redirect to the returned checkout URL with channel=online_store.
import type { StoreConfigDto } from '../../../core/api/store-types';
import type { CartLine } from '../../../core/cart/cart-line';
import {
  appendOnlineStoreChannel,
  buildCartCreateInput,
  CART_CREATE_MUTATION,
  type CartCreateResult,
  readCartCreateResult,
} from '../../../core/cart/checkout-rules';

export const STOREFRONT_TOKEN_HEADER = 'X-Shopify-Storefront-Access-Token';

/**
 * Creates the remote cart. Resolves with the checkout URL (channel=online_store appended), or
 * with a failure: network error, non-OK status, GraphQL errors, a user error, no checkout URL.
 * Never throws.
 */
export async function createStorefrontCheckout(options: {
  lines: readonly CartLine[];
  storefront: StoreConfigDto['storefront'];
  fetchImpl?: typeof fetch;
}): Promise<CartCreateResult> {
  const { lines, storefront } = options;
  const fetchImpl = options.fetchImpl ?? fetch;
  if (!storefront.endpoint)
    return { ok: false, reason: 'graphql_errors', detail: 'No storefront endpoint' };
  let response: Response;
  try {
    response = await fetchImpl(storefront.endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        [STOREFRONT_TOKEN_HEADER]: storefront.accessToken,
      },
      body: JSON.stringify({
        query: CART_CREATE_MUTATION,
        variables: { input: buildCartCreateInput(lines) },
      }),
    });
  } catch (error) {
    return { ok: false, reason: 'graphql_errors', detail: `Network error: ${String(error)}` };
  }
  if (!response.ok) {
    return { ok: false, reason: 'graphql_errors', detail: `HTTP ${response.status}` };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, reason: 'graphql_errors', detail: 'The storefront answered no JSON' };
  }
  const result = readCartCreateResult(body);
  return result.ok
    ? { ok: true, checkoutUrl: appendOnlineStoreChannel(result.checkoutUrl) }
    : result;
}
