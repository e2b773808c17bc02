import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema/orders';
import { startTestApp, type TestApp } from '../test/harness';
import { CAPSULES_LINE, deliverOrderCreated, orderCreatedPayload } from '../test/order-webhook';

// Webhook reordering: Shopify does not guarantee delivery order. An older order's
// webhook arriving after a newer one's is stored with its own creation time, and the order
// history is sorted by when orders were placed, not when their webhooks arrived.
// (Forgery and replay: src/server/webhooks/orders-create.test.ts.)

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** A signed-in shopper's drawer order (signed for `userId`), placed at `createdAt`. */
function payload(orderNumber: number, email: string, createdAt: string, userId: string) {
  return orderCreatedPayload({
    orderNumber,
    email,
    createdAt,
    lines: [{ ...CAPSULES_LINE, price: '14.99' }],
    signed: { secret: app.config.authSecret, userId },
  });
}

describe('webhooks arriving out of order', () => {
  it('keeps each order at its own creation time; history is newest placed first', async () => {
    const customer = app.client();
    const { email, userId } = await customer.signUp();
    const newer = payload(8802, email, '2026-11-21T12:00:00+00:00', userId);
    const older = payload(8801, email, '2026-11-20T09:00:00+00:00', userId);
    expect((await deliverOrderCreated(app, newer)).status).toBe(200);
    expect((await deliverOrderCreated(app, older)).status).toBe(200);

    const rows = await app.db
      .select()
      .from(orders)
      .where(inArray(orders.orderNumber, ['8801', '8802']));
    expect(rows).toHaveLength(2);
    const byNumber = Object.fromEntries(
      rows.map((r) => [r.orderNumber, r.createdAt.toISOString()]),
    );
    expect(byNumber).toEqual({
      '8801': '2026-11-20T09:00:00.000Z',
      '8802': '2026-11-21T12:00:00.000Z',
    });

    const history = await customer.get('/api/account/orders');
    expect(history.status).toBe(200);
    const text = await history.text();
    expect(text.indexOf('8802')).toBeGreaterThanOrEqual(0);
    expect(text.indexOf('8802')).toBeLessThan(text.indexOf('8801'));
  });
});
