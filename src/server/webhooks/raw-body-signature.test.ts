import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema/orders';
import { listOutbox } from '../mail/mailer';
import { toShopifyJson } from '../shopify/shopify-json';
import { startTestApp, TEST_WEBHOOK_SECRET, type TestApp } from '../test/harness';
import { guestOrderPayload } from '../test/order-webhook';
import { deliverShopifyWebhook } from '../test/shopify-webhook';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

describe('the webhook HMAC is checked over the raw bytes as Shopify sent them', () => {
  it('formats bodies as Shopify does, which JSON.stringify does not reproduce', () => {
    const body = toShopifyJson({ company: 'Smith & Sons <Honey> Ltd', name: 'Zoë' });
    expect(body).toBe('{"company":"Smith \\u0026 Sons \\u003cHoney\\u003e Ltd","name":"Zoë"}');
    expect(JSON.stringify(JSON.parse(body))).not.toBe(body);
  });

  it('accepts an orders/create body with Shopify escapes and non-ASCII names, stored as decoded', async () => {
    const payload = guestOrderPayload({}, app.config.authSecret);
    const body = toShopifyJson(payload);
    expect(body).toContain('Smith \\u0026 Sons \\u003cHoney\\u003e Ltd');
    expect(body).toContain('"first_name":"Zoë"');
    const res = await deliverShopifyWebhook(
      app,
      '/api/webhooks/shopify/orders-create',
      'orders/create',
      payload,
      { body },
    );
    expect(res.status).toBe(200);
    const [order] = await app.db
      .select()
      .from(orders)
      .where(eq(orders.shopifyOrderId, String(payload.id)));
    expect(order?.shippingAddress).toMatchObject({
      first_name: 'Zoë',
      last_name: 'Ó Dónaill',
      company: 'Smith & Sons <Honey> Ltd',
      address1: '12 Żabka Street',
    });
  });

  it('accepts a privacy webhook body in Shopify’s format', async () => {
    const email = 'zoë.o’dónaill&co@example.co.uk';
    const res = await deliverShopifyWebhook(
      app,
      '/api/webhooks/shopify/privacy',
      'customers/data_request',
      {
        shop_id: 954889,
        shop_domain: new URL(app.config.publicUrl).host,
        orders_requested: [],
        customer: { id: 5, email, phone: null },
        data_request: { id: 6 },
      },
    );
    expect(res.status).toBe(200);
    const mail = await listOutbox(app.db, app.config.supportEmail);
    expect(mail.map((m) => m.subject)).toEqual([`Customer data request from Shopify: ${email}`]);
  });

  it('answers 401 when the same JSON arrives re-serialised under the original signature', async () => {
    const payload = guestOrderPayload({}, app.config.authSecret);
    const signedBody = toShopifyJson(payload);
    const signature = createHmac('sha256', TEST_WEBHOOK_SECRET).update(signedBody).digest('base64');
    const res = await deliverShopifyWebhook(
      app,
      '/api/webhooks/shopify/orders-create',
      'orders/create',
      payload,
      {
        body: JSON.stringify(payload),
        signature,
      },
    );
    expect(res.status).toBe(401);
  });
});
