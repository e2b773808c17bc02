import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhookBody } from '../shopify/webhook-signature';
import { startTestApp, TEST_WEBHOOK_SECRET, type TestApp } from '../test/harness';
import { signedCartAttributes } from '../test/signed-cart';

// lib/logger.ts logContext: the request id on every line a request causes (a service's logger
// too), the webhook id, topic and order number on a webhook's lines, ids but no personal data.

const lines: Record<string, unknown>[] = [];
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({
    env: { LOG_LEVEL: 'info' },
    logDestination: new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    }),
  });
});
afterAll(() => app?.close());

describe('request logs', () => {
  it("carry the request id, the webhook's id, topic and order number, and no email", async () => {
    const email = `buyer-${randomUUID().slice(0, 8)}@example.co.uk`;
    const webhookId = randomUUID();
    // A drawer order the checkout signed, at the shop's price: confirmed, not held.
    const lineItems = [
      { variant_id: 44858553761926, title: 'Capsules', quantity: 1, price: '19.99' },
    ];
    const body = JSON.stringify({
      id: 5_940_139_497_001,
      order_number: 7001,
      email,
      created_at: '2026-11-21T10:30:00+00:00',
      total_price: '19.99',
      currency: 'GBP',
      line_items: lineItems,
      note_attributes: signedCartAttributes({
        secret: app.config.authSecret,
        lines: lineItems,
        pricedTotalPence: 1999,
      }),
    });
    const res = await app.fetch('/api/webhooks/shopify/orders-create', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Request-Id': 'drill-request-1',
        'X-Shopify-Topic': 'orders/create',
        'X-Shopify-Webhook-Id': webhookId,
        'X-Shopify-Hmac-Sha256': signWebhookBody(body, TEST_WEBHOOK_SECRET),
      },
      body,
    });
    expect(res.status).toBe(200);
    const caused = lines.filter((line) => line.requestId === 'drill-request-1');
    // The route's own line and the mailer's (a service logger, not the request's).
    expect(caused.map((line) => line.msg)).toEqual([
      'mail kept in outbox (no SMTP)',
      'order created from webhook',
    ]);
    for (const line of caused) {
      expect(line).toMatchObject({ webhookId, topic: 'orders/create' });
    }
    expect(caused[1]).toMatchObject({ orderNumber: 7001 });
    expect(JSON.stringify(lines)).not.toContain(email);
  });
});
