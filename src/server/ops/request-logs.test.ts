import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';
import { deliverOrderCreated, orderCreatedPayload } from '../test/order-webhook';

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
    const payload = orderCreatedPayload({
      id: 5_940_139_497_001,
      orderNumber: 7001,
      email,
      lines: [{ variant_id: 44858553761926, title: 'Capsules', quantity: 1, price: '19.99' }],
      signed: { secret: app.config.authSecret },
    });
    const res = await deliverOrderCreated(app, payload, {
      webhookId,
      headers: { 'X-Request-Id': 'drill-request-1' },
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
