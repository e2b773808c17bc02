import { randomUUID } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema/orders';
import {
  CART_NONCE_KEY,
  CART_PRICED_TOTAL_KEY,
  CART_SIGNATURE_KEY,
  CART_USER_KEY,
  signCheckout,
} from '../shopify/merchandise';
import { signWebhookBody } from '../shopify/webhook-signature';
import { startTestApp, TEST_WEBHOOK_SECRET, type TestApp } from '../test/harness';

// Webhook reordering: Shopify does not guarantee delivery order. An older order's
// webhook arriving after a newer one's is stored with its own creation time, and the order
// history is sorted by when orders were placed, not when their webhooks arrived.
// (Forgery and replay: src/server/webhooks/orders-create.test.ts.)

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

/** The server-signed cart attributes that link an order to the shopper who checked out. */
function signedFor(userId: string) {
  const nonce = randomUUID();
  return [
    { name: CART_PRICED_TOTAL_KEY, value: '1499' },
    { name: CART_USER_KEY, value: userId },
    { name: CART_NONCE_KEY, value: nonce },
    {
      name: CART_SIGNATURE_KEY,
      value: signCheckout({
        secret: app.config.authSecret,
        userId,
        pricedTotalPence: 1499,
        nonce,
        lines: [{ merchandiseId: 44858553761926, sellingPlanId: null, quantity: 1 }],
      }),
    },
  ];
}

function payload(orderNumber: number, email: string, createdAt: string, userId: string) {
  return {
    note_attributes: signedFor(userId),
    id: 7_100_000_000_000 + orderNumber,
    admin_graphql_api_id: `gid://shopify/Order/${7_100_000_000_000 + orderNumber}`,
    order_number: orderNumber,
    name: `#${orderNumber}`,
    email,
    created_at: createdAt,
    total_price: '14.99',
    currency: 'GBP',
    line_items: [
      {
        variant_id: 44858553761926,
        title: 'Black Seed Oil Capsules 1000mg',
        variant_title: '60 capsules',
        quantity: 1,
        price: '14.99',
        properties: [],
      },
    ],
    shipping_address: null,
    customer: { email },
  };
}

function send(body: string) {
  return app.fetch('/api/webhooks/shopify/orders-create', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Topic': 'orders/create',
      'X-Shopify-Shop-Domain': 'test.myshopify.com',
      'X-Shopify-API-Version': '2025-07',
      'X-Shopify-Webhook-Id': randomUUID(),
      'X-Shopify-Triggered-At': new Date().toISOString(),
      'X-Shopify-Hmac-Sha256': signWebhookBody(body, TEST_WEBHOOK_SECRET),
    },
    body,
  });
}

describe('webhooks arriving out of order', () => {
  it('keeps each order at its own creation time; history is newest placed first', async () => {
    const customer = app.client();
    const { email, userId } = await customer.signUp();
    const newer = payload(8802, email, '2026-11-21T12:00:00+00:00', userId);
    const older = payload(8801, email, '2026-11-20T09:00:00+00:00', userId);
    expect((await send(JSON.stringify(newer))).status).toBe(200);
    expect((await send(JSON.stringify(older))).status).toBe(200);

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
