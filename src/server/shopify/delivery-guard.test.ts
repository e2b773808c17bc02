import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/audit';
import { orders, subscriptions } from '../db/schema/orders';
import { shopifyWebhookEvents } from '../db/schema/shopify';
import { subscriptionEvents } from '../db/schema/subscriptions';
import { listOutbox } from '../mail/mailer';
import { startTestApp, type TestApp } from '../test/harness';
import { guestOrderPayload } from '../test/order-webhook';
import { deliverShopifyWebhook } from '../test/shopify-webhook';
import { waitFor } from '../test/wait-for';

const PRIVACY = '/api/webhooks/shopify/privacy';
const ORDERS = '/api/webhooks/shopify/orders-create';
const SUBSCRIPTIONS = '/api/webhooks/shopify/subscriptions';
const INVENTORY = '/api/webhooks/shopify/inventory';

let app: TestApp;
let shopDomain: string;
beforeAll(async () => {
  app = await startTestApp();
  shopDomain = new URL(app.config.publicUrl).host;
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const dataRequest = (email: string, domain = shopDomain) => ({
  shop_id: 954889,
  shop_domain: domain,
  orders_requested: [],
  customer: { id: 1, email, phone: null },
  data_request: { id: 77 },
});

describe('duplicate deliveries (X-Shopify-Event-Id)', () => {
  it('handles an event once however many deliveries share its id', async () => {
    const email = `dup-${randomUUID().slice(0, 8)}@example.co.uk`;
    const eventId = randomUUID();
    const first = await deliverShopifyWebhook(
      app,
      PRIVACY,
      'customers/data_request',
      dataRequest(email),
      { eventId },
    );
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, account: false, orders: 0 });
    // Shopify's duplicate: another delivery (its own webhook id) of the same event.
    const again = await deliverShopifyWebhook(
      app,
      PRIVACY,
      'customers/data_request',
      dataRequest(email),
      { eventId, webhookId: randomUUID() },
    );
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true, duplicate: true });

    const mail = (await listOutbox(app.db, app.config.supportEmail)).filter((m) =>
      m.subject.endsWith(email),
    );
    expect(mail).toHaveLength(1);
    const audited = (await app.db.select().from(auditLog)).filter((e) =>
      e.summary.startsWith('Shopify customer data request'),
    );
    expect(audited).toHaveLength(1);
  });

  it('a delivery whose handling failed is handled when Shopify retries it', async () => {
    const email = `retry-${randomUUID().slice(0, 8)}@example.co.uk`;
    const eventId = randomUUID();
    const failed = await deliverShopifyWebhook(
      app,
      PRIVACY,
      'customers/data_request',
      dataRequest(email, 'another-shop.myshopify.com'),
      { eventId },
    );
    expect(failed.status).toBe(400);
    const retried = await deliverShopifyWebhook(
      app,
      PRIVACY,
      'customers/data_request',
      dataRequest(email),
      { eventId },
    );
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ ok: true, account: false, orders: 0 });
  });

  it('a forged delivery claims no event id (401 before the claim)', async () => {
    const payload = guestOrderPayload({}, app.config.authSecret);
    const eventId = randomUUID();
    const forged = await deliverShopifyWebhook(app, ORDERS, 'orders/create', payload, {
      eventId,
      signature: 'bm90IHRoZSByaWdodCBzaWduYXR1cmUgYXQgYWxsISE=',
    });
    expect(forged.status).toBe(401);
    const real = await deliverShopifyWebhook(app, ORDERS, 'orders/create', payload, { eventId });
    expect(real.status).toBe(200);
    const stored = await app.db
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.shopifyOrderId, String(payload.id)));
    expect(stored).toEqual([{ orderNumber: String(payload.order_number) }]);
  });
});

/** The orders stored for a Shopify order id (order number each). */
async function storedOrders(shopifyOrderId: number) {
  return app.db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(eq(orders.shopifyOrderId, String(shopifyOrderId)));
}

describe('a claim and the work it guards are one fact', () => {
  it('a claim whose claimant died before storing the order is taken over by a redelivery after the lease: the order is stored once', async () => {
    const payload = guestOrderPayload({}, app.config.authSecret);
    const eventId = randomUUID();
    // What a process killed (-9) between claiming the event and storing the order leaves behind:
    // a claim, never completed, made longer ago than the claim lease; no order.
    await app.db.insert(shopifyWebhookEvents).values({
      eventId,
      topic: 'orders/create',
      claimedAt: new Date(Date.now() - app.config.shopify.webhookClaimLeaseMs - 5_000),
    });
    const retried = await deliverShopifyWebhook(app, ORDERS, 'orders/create', payload, {
      eventId,
    });
    expect(retried.status).toBe(200);
    const body = (await retried.json()) as { ok: boolean; orderId?: string; duplicate?: boolean };
    expect(body.duplicate).toBeUndefined();
    expect(body.orderId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await storedOrders(payload.id)).toEqual([{ orderNumber: String(payload.order_number) }]);
    // Its claim now records the work as stored: the next duplicate is answered 200 and ignored.
    const [claim] = await app.db
      .select({ completedAt: shopifyWebhookEvents.completedAt })
      .from(shopifyWebhookEvents)
      .where(
        and(
          eq(shopifyWebhookEvents.eventId, eventId),
          eq(shopifyWebhookEvents.topic, 'orders/create'),
        ),
      );
    expect(claim?.completedAt).toBeInstanceOf(Date);
    const duplicate = await deliverShopifyWebhook(app, ORDERS, 'orders/create', payload, {
      eventId,
      webhookId: randomUUID(),
    });
    expect(duplicate.status).toBe(200);
    expect(await duplicate.json()).toEqual({ ok: true, duplicate: true });
    expect(await storedOrders(payload.id)).toHaveLength(1);
  });

  it('a claim within its lease is not taken over: the redelivery is answered 409 (Shopify delivers again), never 200', async () => {
    const payload = guestOrderPayload({}, app.config.authSecret);
    const eventId = randomUUID();
    await app.db.insert(shopifyWebhookEvents).values({ eventId, topic: 'orders/create' });
    const early = await deliverShopifyWebhook(app, ORDERS, 'orders/create', payload, { eventId });
    expect(early.status).toBe(409);
    expect(await early.json()).toEqual({
      error: {
        code: 'conflict',
        message: 'This webhook event is being handled; deliver it again later',
      },
    });
    expect(await storedOrders(payload.id)).toEqual([]);
  });
});

describe('every Shopify webhook route keeps the claim rule', () => {
  it.each([
    [ORDERS, 'orders/create'],
    [SUBSCRIPTIONS, 'subscription_contracts/update'],
    [INVENTORY, 'inventory_levels/update'],
    [PRIVACY, 'customers/data_request'],
  ])(
    '%s (%s): a duplicate of an event still being handled is answered 409',
    async (path, topic) => {
      const eventId = randomUUID();
      await app.db.insert(shopifyWebhookEvents).values({ eventId, topic });
      const res = await deliverShopifyWebhook(app, path, topic, { id: 1 }, { eventId });
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({
        error: {
          code: 'conflict',
          message: 'This webhook event is being handled; deliver it again later',
        },
      });
    },
  );

  it('privacy: an erasure or export whose claimant died is done when Shopify delivers again', async () => {
    const email = `taken-over-${randomUUID().slice(0, 8)}@example.co.uk`;
    const eventId = randomUUID();
    await app.db.insert(shopifyWebhookEvents).values({
      eventId,
      topic: 'customers/data_request',
      claimedAt: new Date(Date.now() - app.config.shopify.webhookClaimLeaseMs - 5_000),
    });
    const retried = await deliverShopifyWebhook(
      app,
      PRIVACY,
      'customers/data_request',
      dataRequest(email),
      { eventId },
    );
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ ok: true, account: false, orders: 0 });
    const mail = (await listOutbox(app.db, app.config.supportEmail)).filter((m) =>
      m.subject.endsWith(email),
    );
    expect(mail).toHaveLength(1);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'concurrent deliveries of one event (PostgreSQL)',
  () => {
    it('five at once store one order; none is answered 200 before it is stored', async () => {
      const payload = guestOrderPayload({}, app.config.authSecret);
      const eventId = randomUUID();
      // Another connection holds the orders table, so the delivery that claims the event is
      // held between its claim and its stored order: the window a crash or restart falls in.
      const blocker = new pg.Client({
        connectionString: app.database.pool?.options.connectionString,
      });
      await blocker.connect();
      await blocker.query('begin');
      await blocker.query('lock table orders in exclusive mode');
      const answered: { status: number; body: unknown }[] = [];
      const deliveries = Array.from({ length: 5 }, () =>
        deliverShopifyWebhook(app, ORDERS, 'orders/create', payload, {
          eventId,
          webhookId: randomUUID(),
        }).then(async (res) => {
          const answer = { status: res.status, body: await res.json() };
          answered.push(answer);
          return answer;
        }),
      );
      try {
        // Four are answered while the fifth still waits for the table.
        await waitFor(
          async () => answered.length,
          (count) => count === 4,
        );
        expect(await storedOrders(payload.id)).toEqual([]);
        expect(answered.map((a) => a.status)).toEqual([409, 409, 409, 409]);
      } finally {
        await blocker.query('rollback');
        await blocker.end();
      }
      const all = await Promise.all(deliveries);
      expect(all.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
      expect(all.find((a) => a.status === 200)?.body).toEqual({
        ok: true,
        orderId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      expect(await storedOrders(payload.id)).toEqual([
        { orderNumber: String(payload.order_number) },
      ]);
      // Once stored, a duplicate is answered 200 and changes nothing.
      const after = await deliverShopifyWebhook(app, ORDERS, 'orders/create', payload, {
        eventId,
      });
      expect(await after.json()).toEqual({ ok: true, duplicate: true });
      expect(await storedOrders(payload.id)).toHaveLength(1);
    });
  },
);

describe('stale deliveries (X-Shopify-Triggered-At)', () => {
  it('a contract update triggered before the stored one does not overwrite it', async () => {
    const contractId = `gid://shopify/SubscriptionContract/${Date.now()}`;
    const [sub] = await app.db
      .insert(subscriptions)
      .values({
        email: 'contract-holder@example.co.uk',
        status: 'active',
        frequencyDays: 30,
        nextDeliveryDate: '2026-12-21',
        minimumEndDate: '2027-01-21',
        shopifyContractId: contractId,
      })
      .returning({ id: subscriptions.id });
    const subscriptionId = sub?.id as string;
    const update = (status: string, triggeredAt: string) =>
      deliverShopifyWebhook(
        app,
        SUBSCRIPTIONS,
        'subscription_contracts/update',
        { admin_graphql_api_id: contractId, id: 1, status, currency_code: 'GBP' },
        { triggeredAt },
      );
    const stored = async () =>
      (
        await app.db
          .select({ status: subscriptions.status, pausedReason: subscriptions.pausedReason })
          .from(subscriptions)
          .where(eq(subscriptions.id, subscriptionId))
      )[0];

    // Staff paused the contract in Shopify at 10:05; its webhook arrives first.
    const paused = await update('paused', '2026-11-26T10:05:00.000Z');
    expect(paused.status).toBe(200);
    expect(await paused.json()).toEqual({ ok: true, result: 'updated' });
    expect(await stored()).toEqual({ status: 'paused', pausedReason: 'staff' });

    // The 10:00 "active" delivery, delayed, arrives after it: the stored state stays.
    const late = await update('active', '2026-11-26T10:00:00.000Z');
    expect(late.status).toBe(200);
    expect(await late.json()).toEqual({ ok: true, result: 'stale' });
    expect(await stored()).toEqual({ status: 'paused', pausedReason: 'staff' });

    // A newer one does apply.
    const cancelled = await update('cancelled', '2026-11-26T10:10:00.000Z');
    expect(await cancelled.json()).toEqual({ ok: true, result: 'updated' });
    expect(await stored()).toEqual({ status: 'cancelled', pausedReason: null });

    const events = await app.db
      .select({ action: subscriptionEvents.action, detail: subscriptionEvents.detail })
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, subscriptionId))
      .orderBy(subscriptionEvents.createdAt);
    expect(events).toEqual([
      {
        action: 'shopify_status_changed',
        detail: { from: 'active', to: 'paused', shopifyStatus: 'PAUSED' },
      },
      {
        action: 'shopify_status_changed',
        detail: { from: 'paused', to: 'cancelled', shopifyStatus: 'CANCELLED' },
      },
    ]);
  });

  it('a delivery dated in the future counts as triggered when received, so it blocks no later update', async () => {
    const contractId = `gid://shopify/SubscriptionContract/${Date.now()}1`;
    const [sub] = await app.db
      .insert(subscriptions)
      .values({
        email: 'future-dated@example.co.uk',
        status: 'active',
        frequencyDays: 30,
        nextDeliveryDate: '2026-12-21',
        minimumEndDate: '2027-01-21',
        shopifyContractId: contractId,
      })
      .returning({ id: subscriptions.id });
    const update = (status: string, triggeredAt: string) =>
      deliverShopifyWebhook(
        app,
        SUBSCRIPTIONS,
        'subscription_contracts/update',
        { admin_graphql_api_id: contractId, id: 1, status, currency_code: 'GBP' },
        { triggeredAt },
      );
    const far = await update('paused', '2999-01-01T00:00:00.000Z');
    expect(await far.json()).toEqual({ ok: true, result: 'updated' });
    const now = await update('cancelled', new Date(Date.now() + 1_000).toISOString());
    expect(await now.json()).toEqual({ ok: true, result: 'updated' });
    const [row] = await app.db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.id, sub?.id as string));
    expect(row?.status).toBe('cancelled');
  });
});
