import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../../core/cart/cart-line';
import { createStorefrontCheckout, STOREFRONT_TOKEN_HEADER } from './checkout';

const LINE: CartLine = {
  variantId: 'v1:subscribe-30',
  shopifyGid: 'gid://shopify/ProductVariant/44858553761923',
  productTitle: 'Organic Black Seed Oil',
  variantTitle: '100ml',
  price: 13.49,
  quantity: 1,
  imageUrl: '',
  isSubscription: true,
  subscriptionFrequency: '30',
  subscriptionPlan: '1-month supply (10% off)',
};
const STOREFRONT = {
  endpoint: '/sandbox/shopify/api/2025-07/graphql.json',
  accessToken: 'sandbox-public-token',
  apiVersion: '2025-07',
  isSandbox: true,
};

function answer(body: unknown, status = 200): typeof fetch {
  return async () =>
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
}

describe('createStorefrontCheckout', () => {
  it('posts cartCreate with the token header and the plan attribute, and appends the channel', async () => {
    let sent: { url: string; init: RequestInit } | null = null;
    const fetchImpl: typeof fetch = async (url, init) => {
      sent = { url: String(url), init: init ?? {} };
      return new Response(
        JSON.stringify({
          data: {
            cartCreate: {
              cart: { checkoutUrl: 'https://shop.example/cart/c/abc?key=k' },
              userErrors: [],
            },
          },
        }),
        { status: 200 },
      );
    };
    const result = await createStorefrontCheckout({
      lines: [LINE],
      storefront: STOREFRONT,
      fetchImpl,
    });
    expect(result).toEqual({
      ok: true,
      checkoutUrl: 'https://shop.example/cart/c/abc?key=k&channel=online_store',
    });
    const request = sent as unknown as { url: string; init: RequestInit };
    expect(request.url).toBe(STOREFRONT.endpoint);
    expect(request.init.method).toBe('POST');
    const headers = request.init.headers as Record<string, string>;
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers[STOREFRONT_TOKEN_HEADER]).toBe('sandbox-public-token');
    const body = JSON.parse(String(request.init.body));
    expect(body.query).toContain('cartCreate(input: $input)');
    expect(body.variables.input.lines).toEqual([
      {
        merchandiseId: LINE.shopifyGid,
        quantity: 1,
        attributes: [{ key: 'Subscription Plan', value: '1-month supply (10% off)' }],
      },
    ]);
  });

  it.each([
    [
      'a network error',
      (async () => {
        throw new TypeError('Failed to fetch');
      }) as typeof fetch,
    ],
    ['a non-OK status', answer({ errors: [{ message: 'boom' }] }, 500)],
    ['GraphQL errors', answer({ errors: [{ message: 'Parse error' }] })],
    [
      'a user error',
      answer({
        data: {
          cartCreate: {
            cart: null,
            userErrors: [{ field: ['input'], message: 'Gone', code: 'MERCHANDISE_NOT_APPLICABLE' }],
          },
        },
      }),
    ],
    ['no checkout URL', answer({ data: { cartCreate: { cart: { id: 'x' }, userErrors: [] } } })],
    ['a body that is not JSON', answer('<html>')],
  ])('fails on %s', async (_name, fetchImpl) => {
    const result = await createStorefrontCheckout({
      lines: [LINE],
      storefront: STOREFRONT,
      fetchImpl,
    });
    expect(result.ok).toBe(false);
  });

  it('keeps the first user error message for the log', async () => {
    const result = await createStorefrontCheckout({
      lines: [LINE],
      storefront: STOREFRONT,
      fetchImpl: answer({
        data: {
          cartCreate: { cart: null, userErrors: [{ message: 'First' }, { message: 'Second' }] },
        },
      }),
    });
    expect(result).toEqual({ ok: false, reason: 'user_errors', detail: 'First' });
  });
});
