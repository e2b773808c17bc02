// The cart empties once its order exists, however the shopper comes back: the checkout records the
// browser's cart token on the order, and the browser asks on load whether it became an order.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CART_TOKEN_MESSAGE } from '../../core/api/checkout';
import { startTestApp, type TestApp } from '../test/harness';
import { payAtSandbox } from '../test/sandbox-pay';
import { variantOf } from './checkout-test-helpers';

let app: TestApp;
let oil100: string;

beforeAll(async () => {
  app = await startTestApp();
  oil100 = (await variantOf(app, 'black-seed-oil', '100ml')).id;
});
afterAll(async () => {
  await app?.close();
});

const TOKEN = 'f3b1c2d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d';

async function status(token: string) {
  const res = await app.fetch(`/api/cart/checkout-status/${token}`);
  return { status: res.status, cache: res.headers.get('cache-control'), body: await res.json() };
}

describe('GET /api/cart/checkout-status/:token', () => {
  it('answers false until the checkout with that token is paid, then true', async () => {
    expect(await status(TOKEN)).toEqual({
      status: 200,
      cache: 'no-store',
      body: { ordered: false },
    });
    const res = await app.client().post('/api/checkout', {
      lines: [{ kind: 'one-time', variantId: oil100, packSize: 1, quantity: 1 }],
      expectedTotalPence: 1499,
      cartToken: TOKEN,
    });
    expect(res.status).toBe(200);
    const { checkoutUrl } = (await res.json()) as { checkoutUrl: string };
    // Started, not paid: still no order.
    expect((await status(TOKEN)).body).toEqual({ ordered: false });
    const { order } = await payAtSandbox(app, checkoutUrl);
    expect(order.cartToken).toBe(TOKEN);
    expect(order.totalPence).toBe(1499);
    expect((await status(TOKEN)).body).toEqual({ ordered: true });
    expect((await status('a-different-token-0000')).body).toEqual({ ordered: false });
  });

  it('refuses a malformed token with 400', async () => {
    const bad = await status('short');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe(CART_TOKEN_MESSAGE);
  });
});
