/**
 * A flash sale prices a drawer for every shopper who adds to the cart: what it costs the
 * database is fixed, whatever the cart holds. A signed-in shopper's user is read once, with the
 * session, never again for the price (checkoutViewerOf).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceCartResponse } from '../../core/api/checkout';
import { startTestApp, type TestApp } from '../test/harness';
import { variantOf } from './checkout-test-helpers';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(() => app?.close());

describe('the drawer price’s queries', () => {
  it('prices a signed-in shopper’s drawer of one line or three in the same 4 queries', async () => {
    const shopper = app.client();
    await shopper.signUp({ verify: true });
    const oil = await variantOf(app, 'black-seed-oil');
    const honey = await variantOf(app, 'manuka-honey-mgo-263');
    const one = [{ kind: 'one-time', variantId: oil.id, packSize: 1, quantity: 2 }];
    const three = [
      ...one,
      { kind: 'one-time', variantId: oil.id, packSize: 3, quantity: 1 },
      { kind: 'one-time', variantId: honey.id, packSize: 1, quantity: 1 },
    ];
    const queriesOf = async (lines: unknown[]) => {
      app.database.queries.reset();
      const res = await shopper.post('/api/cart/price', { lines });
      const body = (await res.json()) as PriceCartResponse;
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(body.problems).toEqual([]);
      return app.database.queries.count;
    };
    // The session and its user (better-auth: two), the shopper's trade standing, the variants.
    expect(await queriesOf(one)).toBe(4);
    expect(await queriesOf(three)).toBe(4);
  });
});
