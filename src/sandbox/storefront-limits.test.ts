// biome-ignore-all lint/suspicious/noExplicitAny: the test reads loose GraphQL JSON answers.
/**
 * The sandbox Storefront API's per-address limits are decided on the parsed GraphQL document
 * (docs/decisions/120-sandbox-parsed-limits-and-held-order-digest.md): a JSON
 * escape in the body, an alias or a fragment does not hide a cartCreate, and discount-code
 * attempts (cartDiscountCodesUpdate and cartCreate's discountCodes) are limited per address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../server/test/harness';
import { FULL_CART_CREATE_MUTATION } from './cart-create-document';
import { SANDBOX_CART_CREATE_LIMIT, SANDBOX_DISCOUNT_CODE_LIMIT } from './storefront-access';

const ENDPOINT = '/sandbox/shopify/api/2026-01/graphql.json';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { RATE_LIMITS: 'true', TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await app?.close();
});

/** A public-token call from `address`, the body sent exactly as given. */
function postRaw(address: string, body: string) {
  return app.fetch(ENDPOINT, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-shopify-storefront-access-token': 'sandbox-public-token',
      'x-forwarded-for': address,
    },
    body,
  });
}

const THROTTLED = { errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] };

async function cartId(address: string): Promise<string> {
  const res = await postRaw(
    address,
    JSON.stringify({ query: FULL_CART_CREATE_MUTATION, variables: { input: { lines: [] } } }),
  );
  const body = (await res.json()) as any;
  return body.data.cartCreate.cart.id as string;
}

const UPDATE = `mutation update($cartId: ID!, $discountCodes: [String!]!) {
  cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) {
    cart { discountCodes { code applicable } } userErrors { message }
  }
}`;

describe('the sandbox’s per-address limits', () => {
  it('count a cartCreate spelt with JSON escapes in the body', async () => {
    const address = '198.51.100.21';
    // `cart\u0043reate` is `cartCreate` once the JSON is read: the raw text never says it.
    const escaped = JSON.stringify({
      query: FULL_CART_CREATE_MUTATION,
      variables: { input: { lines: [] } },
    }).replaceAll('cartCreate', 'cart\\u0043reate');
    expect(escaped).not.toContain('cartCreate');
    const statuses: number[] = [];
    for (let i = 0; i <= SANDBOX_CART_CREATE_LIMIT.max; i++) {
      statuses.push((await postRaw(address, escaped)).status);
    }
    expect(statuses.slice(0, SANDBOX_CART_CREATE_LIMIT.max).every((s) => s === 200)).toBe(true);
    expect(statuses[SANDBOX_CART_CREATE_LIMIT.max]).toBe(429);
  });

  it('count a cartCreate behind an alias and a fragment', async () => {
    const address = '198.51.100.22';
    const hidden = `mutation m($input: CartInput!) { ...Make }
      fragment Make on Mutation { made: cartCreate(input: $input) { cart { id } } }`;
    for (let i = 0; i < SANDBOX_CART_CREATE_LIMIT.max; i++) {
      const res = await postRaw(
        address,
        JSON.stringify({ query: hidden, variables: { input: { lines: [] } } }),
      );
      expect(res.status).toBe(200);
    }
    const over = await postRaw(
      address,
      JSON.stringify({ query: hidden, variables: { input: { lines: [] } } }),
    );
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual(THROTTLED);
  });

  it('stop discount-code guesses by cartDiscountCodesUpdate at the limit, counting each code', async () => {
    const address = '198.51.100.23';
    const id = await cartId(address);
    const guess = (codes: string[]) =>
      postRaw(
        address,
        JSON.stringify({ query: UPDATE, variables: { cartId: id, discountCodes: codes } }),
      );
    const answers: number[] = [];
    for (let i = 0; i < SANDBOX_DISCOUNT_CODE_LIMIT.max; i++) {
      answers.push((await guess([`GUESS${i}`])).status);
    }
    expect(answers.every((s) => s === 200)).toBe(true);
    const over = await guess(['WELCOME10']);
    expect(over.status).toBe(429);
    expect(await over.json()).toEqual(THROTTLED);
    // Another address is not affected.
    const other = '198.51.100.24';
    const otherCart = await cartId(other);
    const fine = await postRaw(
      other,
      JSON.stringify({
        query: UPDATE,
        variables: { cartId: otherCart, discountCodes: ['WELCOME10'] },
      }),
    );
    expect(fine.status).toBe(200);
    const answered = ((await fine.json()) as any).data.cartDiscountCodesUpdate;
    expect(answered.userErrors).toEqual([]);
    expect(answered.cart.discountCodes.map((d: { code: string }) => d.code)).toEqual(['WELCOME10']);
  });

  it('count every code of one request: a list of guesses past the limit is refused whole', async () => {
    const address = '198.51.100.25';
    const id = await cartId(address);
    const codes = Array.from({ length: SANDBOX_DISCOUNT_CODE_LIMIT.max + 1 }, (_, i) => `G${i}`);
    const res = await postRaw(
      address,
      JSON.stringify({ query: UPDATE, variables: { cartId: id, discountCodes: codes } }),
    );
    expect(res.status).toBe(429);
    // cartCreate's own discountCodes are attempts too (the address has none left).
    const created = await postRaw(
      address,
      JSON.stringify({
        query: FULL_CART_CREATE_MUTATION,
        variables: { input: { lines: [], discountCodes: ['WELCOME10'] } },
      }),
    );
    expect(created.status).toBe(429);
  });
});
