/**
 * The client's address is the server's to decide (http/rate-limit.ts clientAddress): a header the
 * client forges is never taken as its address, on the sign-in limit nor on the buyer address the
 * checkout sends to Shopify (docs/decisions/051-storefront-buyer-ip.md). No trusted proxy here
 * (TRUST_PROXY off), so every request below is the loopback socket's.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { variantOf } from '../checkout/checkout-test-helpers';
import { STOREFRONT_BUYER_IP_HEADER } from '../shopify/storefront-request';
import { startTestApp, type TestApp } from '../test/harness';
import { CLIENT_IP_HEADER } from './rate-limit';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { RATE_LIMITS: 'true', TRUST_PROXY: 'false' } });
}, 120_000);
afterAll(() => app?.close());

describe('a forged client address is not trusted', () => {
  it(`sign-in: a new ${CLIENT_IP_HEADER} on every attempt still meets the limit at the 11th`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await app.fetch('/api/auth/sign-in/email', {
        method: 'POST',
        headers: {
          origin: app.baseUrl,
          'content-type': 'application/json',
          [CLIENT_IP_HEADER]: `198.51.100.${i + 1}`,
        },
        body: JSON.stringify({ email: 'nobody@example.co.uk', password: 'whatever-1' }),
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
  });

  it('checkout: with TRUST_PROXY=false the buyer address sent to Shopify is the socket’s, not X-Forwarded-For', async () => {
    const oil = await variantOf(app, 'black-seed-oil', '100ml');
    const sent: string[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      const buyer = headers[STOREFRONT_BUYER_IP_HEADER];
      if (buyer !== undefined) sent.push(buyer);
      return realFetch(input, init);
    });
    try {
      const res = await app.fetch('/api/checkout', {
        method: 'POST',
        headers: {
          origin: app.baseUrl,
          'content-type': 'application/json',
          'x-forwarded-for': '203.0.113.50',
        },
        body: JSON.stringify({
          lines: [{ kind: 'one-time', variantId: oil.id, packSize: 1, quantity: 1 }],
          expectedTotalPence: 1499,
        }),
      });
      expect(res.status).toBe(200);
    } finally {
      spy.mockRestore();
    }
    expect(sent).toEqual(['127.0.0.1']);
  });
});
