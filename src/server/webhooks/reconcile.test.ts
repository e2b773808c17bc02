import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseIntent } from '../../core/api/checkout';
import type { OrderReconciliationStatusResponse } from '../../core/api/reconciliation';
import { variantOf } from '../checkout/checkout-test-helpers';
import { auditLog } from '../db/schema/audit';
import { orderItems, orders, processedWebhooks } from '../db/schema/orders';
import { shopifyWebhookEvents } from '../db/schema/shopify';
import { startJobQueue } from '../jobs/job-queue';
import { startTestApp, type TestApp } from '../test/harness';
import { payAtSandbox } from '../test/sandbox-pay';
import { waitFor } from '../test/wait-for';
import { latestOrderReconciliation } from './reconcile';
import { ORDER_RECONCILIATION_QUEUE, startOrderReconciliation } from './reconcile-job';

const PATH = '/api/admin/orders-reconciliation';

let app: TestApp;
let lines: PurchaseIntent[];
beforeAll(async () => {
  app = await startTestApp();
  lines = [
    {
      kind: 'one-time',
      variantId: (await variantOf(app, 'black-seed-oil', '100ml')).id,
      packSize: 1,
      quantity: 2,
    },
    {
      kind: 'one-time',
      variantId: (await variantOf(app, 'black-seed-oil', '250ml')).id,
      packSize: 1,
      quantity: 1,
    },
  ];
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const itemsOf = async (orderId: string) =>
  (await app.db.select().from(orderItems).where(eq(orderItems.orderId, orderId)))
    .map(({ id: _id, orderId: _orderId, ...item }) => item)
    .sort(
      (a, b) => a.productTitle.localeCompare(b.productTitle) || (a.units ?? 0) - (b.units ?? 0),
    );

describe('order reconciliation with Shopify', () => {
  it('imports an order whose webhook was dropped, as its webhook would have, and reports the drift', async () => {
    const admin = (await app.adminClient()).client;
    const before = await admin.get(PATH);
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({ windowDays: 3, lastRun: null });

    // A signed-in shopper pays with a code; the shop stores the order from its webhook.
    const shopper = app.client();
    const { userId } = await shopper.signUp();
    const res = await shopper.post('/api/checkout', {
      lines,
      discountCode: 'WELCOME10',
      expectedTotalPence: 5217,
    });
    const checkout = (await res.json()) as { checkoutUrl: string };
    expect(res.status, JSON.stringify(checkout)).toBe(200);
    const { order } = await payAtSandbox(app, checkout.checkoutUrl);
    const items = await itemsOf(order.id);
    expect(order).toMatchObject({ userId, totalPence: 5217, discountPence: 580 });

    // The webhook is lost: Shopify has the order, the shop does not.
    await app.db.delete(orders).where(eq(orders.id, order.id));
    await app.db.delete(processedWebhooks);

    const run = await admin.post(PATH, {});
    expect(run.status).toBe(200);
    const body = (await run.json()) as OrderReconciliationStatusResponse;
    expect(body.lastRun).toMatchObject({
      trigger: 'staff',
      status: 'succeeded',
      checked: 1,
      missing: 1,
      imported: 1,
      missingNames: [`#${order.orderNumber}`],
      error: null,
    });

    const [imported] = await app.db
      .select()
      .from(orders)
      .where(eq(orders.shopifyOrderId, order.shopifyOrderId as string));
    const { id: _a, createdAt: _b, ...expected } = order;
    expect(imported).toMatchObject({ ...expected, userId, totalPence: 5217 });
    expect(imported?.createdAt.toISOString()).toBe(order.createdAt.toISOString());
    expect(await itemsOf(imported?.id as string)).toEqual(items);

    // Nothing missing now: the drift is 0, and the late webhook would be a duplicate.
    const again = await admin.post(PATH, {});
    expect(((await again.json()) as OrderReconciliationStatusResponse).lastRun).toMatchObject({
      checked: 1,
      missing: 0,
      imported: 0,
      missingNames: [],
    });
    const audit = await app.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(eq(auditLog.action, 'orders.reconcile'));
    expect(audit.map((a) => a.summary)).toEqual([
      'Orders reconciled with Shopify: 1 checked, 1 missing, 1 imported',
      'Orders reconciled with Shopify: 1 checked, 0 missing, 0 imported',
    ]);
  });

  it('runs daily on the job queue at 04:15 UTC, recorded as scheduled', async () => {
    const { boss } = await startJobQueue(app.database, app.deps.logger);
    try {
      await startOrderReconciliation(boss, app.deps, { pollingIntervalSeconds: 1 });
      const schedules = await boss.getSchedules(ORDER_RECONCILIATION_QUEUE);
      expect(schedules.map((s) => ({ name: s.name, cron: s.cron }))).toEqual([
        { name: ORDER_RECONCILIATION_QUEUE, cron: '15 4 * * *' },
      ]);
      // Event ids past Shopify's retry period are forgotten by the same daily job.
      await app.db.insert(shopifyWebhookEvents).values([
        {
          eventId: 'old-event',
          topic: 'orders/create',
          receivedAt: new Date(Date.now() - 15 * 86_400_000),
        },
        { eventId: 'new-event', topic: 'orders/create' },
      ]);
      // The tick's job, sent now rather than waiting for 04:15.
      await boss.send(ORDER_RECONCILIATION_QUEUE, {});
      const run = await waitFor(
        () => latestOrderReconciliation(app.deps),
        (latest) => latest?.trigger === 'schedule' && latest.status !== 'running',
        30_000,
      );
      expect(run).toMatchObject({ trigger: 'schedule', status: 'succeeded', missing: 0 });
      const kept = await waitFor(
        () => app.db.select({ eventId: shopifyWebhookEvents.eventId }).from(shopifyWebhookEvents),
        (rows) => !rows.some((row) => row.eventId === 'old-event'),
      );
      expect(kept.map((row) => row.eventId)).toContain('new-event');
    } finally {
      await boss.stop({ graceful: false, close: false });
    }
  });

  it('is for staff only', async () => {
    const shopper = app.client();
    await shopper.signUp();
    expect((await shopper.post(PATH, {})).status).toBe(403);
    expect((await app.client().get(PATH)).status).toBe(401);
  });
});
