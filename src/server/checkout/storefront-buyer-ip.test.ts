/**
 * Server-side Storefront calls carry the buyer (docs/decisions/051-storefront-buyer-ip.md):
 * the server calls with the private token and `Shopify-Storefront-Buyer-IP`, the sandbox throttles
 * each buyer address as Shopify does (and the server's own address when the header is missing),
 * and the shop limits each client's checkouts and code previews itself.
 */
import { createStorefrontApiClient } from '@shopify/storefront-api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceCartResponse, PurchaseIntent } from '../../core/api/checkout';
import { DISCOUNT_CHECK_LIMIT_MESSAGE } from '../../core/api/discount';
import {
  SANDBOX_CART_CREATE_LIMIT,
  SANDBOX_DISCOUNT_CODE_LIMIT,
} from '../../sandbox/storefront-access';
import { SANDBOX_STOREFRONT_PRIVATE_TOKEN_DEV } from '../config';
import { startTestApp, type TestApp } from '../test/harness';
import { variantOf } from './checkout-test-helpers';
import { CHECKOUT_LIMIT, CODE_PREVIEW_LIMIT } from './limits';

let app: TestApp;
let oil100: string;
let oil100Gid: string;

beforeAll(async () => {
  // Behind one trusted proxy: each client is the X-Forwarded-For address the proxy appended.
  app = await startTestApp({ env: { RATE_LIMITS: 'true', TRUST_PROXY: 'true' } });
  const v100 = await variantOf(app, 'black-seed-oil', '100ml');
  oil100 = v100.id;
  oil100Gid = v100.gid ?? '';
});
afterAll(async () => {
  await app?.close();
});

/** A JSON POST from the shopper at `address` (as the proxy reports it). */
function postAs(address: string, path: string, body: unknown) {
  return app.fetch(path, {
    method: 'POST',
    headers: {
      origin: app.baseUrl,
      'content-type': 'application/json',
      'x-forwarded-for': address,
    },
    body: JSON.stringify(body),
  });
}

const lines = (): PurchaseIntent[] => [
  { kind: 'one-time', variantId: oil100, packSize: 1, quantity: 1 },
];

describe('one client’s code previews', () => {
  it('keep the shop’s own limits within Shopify’s per-buyer limit', () => {
    expect(CODE_PREVIEW_LIMIT.max + CHECKOUT_LIMIT.max).toBeLessThanOrEqual(
      SANDBOX_CART_CREATE_LIMIT.max,
    );
    // Each preview and checkout may carry one code: Shopify's code limit never refuses them.
    expect(CODE_PREVIEW_LIMIT.max + CHECKOUT_LIMIT.max).toBeLessThanOrEqual(
      SANDBOX_DISCOUNT_CODE_LIMIT.max,
    );
  });

  it('40 previews from one client leave another client’s checkout (and its own) working', async () => {
    const guesser = '203.0.113.10';
    const answers: PriceCartResponse[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await postAs(guesser, '/api/cart/price', {
        lines: lines(),
        discountCode: `GUESS${i}`,
      });
      expect(res.status).toBe(200);
      answers.push((await res.json()) as PriceCartResponse);
    }
    // Shopify answered the first previews; past the shop's own limit the shop says why.
    expect(answers[0]?.discount).toEqual({
      code: 'GUESS0',
      applicable: false,
      discountPence: 0,
      message: 'GUESS0 is not a valid discount code for this cart',
    });
    expect(answers[CODE_PREVIEW_LIMIT.max]?.discount).toEqual({
      code: `GUESS${CODE_PREVIEW_LIMIT.max}`,
      applicable: false,
      discountPence: 0,
      message: DISCOUNT_CHECK_LIMIT_MESSAGE,
    });
    expect(answers[39]?.totalPence).toBe(1499);

    const other = await postAs('198.51.100.20', '/api/checkout', {
      lines: lines(),
      expectedTotalPence: 1499,
    });
    expect(other.status).toBe(200);
    expect(((await other.json()) as { totalPence: number }).totalPence).toBe(1499);

    const own = await postAs(guesser, '/api/checkout', {
      lines: lines(),
      expectedTotalPence: 1499,
    });
    expect(own.status).toBe(200);
  });

  it('previews of several clients do not add up on the shop server’s address', async () => {
    // Each client stays within the shop's limit; together they pass Shopify's per-address one.
    for (const address of ['203.0.113.31', '203.0.113.32']) {
      for (let i = 0; i < CODE_PREVIEW_LIMIT.max; i++) {
        const res = await postAs(address, '/api/cart/price', {
          lines: lines(),
          discountCode: 'WELCOME10',
        });
        expect(res.status).toBe(200);
        const pricing = (await res.json()) as PriceCartResponse;
        expect(pricing.totalPence).toBe(1349);
      }
    }
    const third = await postAs('203.0.113.33', '/api/checkout', {
      lines: lines(),
      expectedTotalPence: 1499,
    });
    expect(third.status).toBe(200);
  });

  it('limits one client’s checkouts to CHECKOUT_LIMIT per window with a 429', async () => {
    const address = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i <= CHECKOUT_LIMIT.max; i++) {
      const res = await postAs(address, '/api/checkout', {
        lines: lines(),
        expectedTotalPence: 1499,
      });
      statuses.push(res.status);
      if (i === CHECKOUT_LIMIT.max) {
        expect(await res.json()).toEqual({
          error: {
            code: 'rate_limited',
            message: 'Too many checkout attempts. Please wait a few minutes and try again.',
          },
        });
      }
    }
    expect(statuses).toEqual([...Array(CHECKOUT_LIMIT.max).fill(200), 429]);
    // Another client is not affected.
    const other = await postAs('203.0.113.78', '/api/checkout', {
      lines: lines(),
      expectedTotalPence: 1499,
    });
    expect(other.status).toBe(200);
  });
});

describe('the private token', () => {
  it('never reaches the browser: the store config carries only the public token', async () => {
    const res = await app.fetch('/api/store/config');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('"accessToken":"sandbox-public-token"');
    expect(text).not.toContain(SANDBOX_STOREFRONT_PRIVATE_TOKEN_DEV);
  });
});

describe('the sandbox throttles server calls as Shopify does', () => {
  const rewrite = (url: string | URL | Request, init?: RequestInit) =>
    fetch(`${app.baseUrl}/sandbox/shopify${new URL(String(url)).pathname}`, init);
  const query = `mutation cartCreate($input: CartInput!) {
    cartCreate(input: $input) { cart { id } userErrors { field message code } }
  }`;
  const cart = () => ({ input: { lines: [{ merchandiseId: oil100Gid, quantity: 1 }] } });
  const serverClient = () =>
    createStorefrontApiClient({
      storeDomain: 'https://habba-sandbox.myshopify.com',
      apiVersion: '2026-10',
      privateAccessToken: SANDBOX_STOREFRONT_PRIVATE_TOKEN_DEV,
      customFetchApi: rewrite,
    });

  it('a private-token call without the buyer header is throttled on the server’s own address', async () => {
    const storefront = serverClient();
    // The server's address (this test's loopback) has its own bucket: spend it.
    for (let i = 0; i < SANDBOX_CART_CREATE_LIMIT.max; i++) {
      const ok = await storefront.request(query, { variables: cart() });
      expect(ok.errors).toBeUndefined();
    }
    const throttled = await storefront.request(query, { variables: cart() });
    expect(throttled.errors?.networkStatusCode).toBe(429);
    expect(throttled.data).toBeUndefined();

    // With the buyer's address the same server is throttled per buyer instead.
    const withBuyer = await storefront.request(query, {
      variables: cart(),
      headers: { 'Shopify-Storefront-Buyer-IP': '192.0.2.44' },
    });
    expect(withBuyer.errors).toBeUndefined();
    expect(withBuyer.data?.cartCreate.userErrors).toEqual([]);
  });

  it('ignores a buyer header on a public-token call, and refuses a wrong private token', async () => {
    const publicClient = createStorefrontApiClient({
      storeDomain: 'https://habba-sandbox.myshopify.com',
      apiVersion: '2026-10',
      publicAccessToken: 'sandbox-public-token',
      customFetchApi: rewrite,
    });
    // The loopback address's bucket is spent by the test above: a forged header does not help.
    const forged = await publicClient.request(query, {
      variables: cart(),
      headers: { 'Shopify-Storefront-Buyer-IP': '192.0.2.45' },
    });
    expect(forged.errors?.networkStatusCode).toBe(429);

    const wrong = createStorefrontApiClient({
      storeDomain: 'https://habba-sandbox.myshopify.com',
      apiVersion: '2026-10',
      privateAccessToken: 'not-the-private-token',
      customFetchApi: rewrite,
    });
    const refused = await wrong.request(query, { variables: cart() });
    expect(refused.errors?.networkStatusCode).toBe(401);
  });
});
