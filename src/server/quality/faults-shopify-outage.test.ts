import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetailResponse } from '../../core/api/admin-orders';
import {
  PAYMENT_UNAVAILABLE_CODE,
  PAYMENT_UNAVAILABLE_MESSAGE,
} from '../../core/cart/checkout-rules';
import { countSandboxFaultedRequests, setSandboxFault } from '../../sandbox/faults';
import { REFUND_STORE_UNAVAILABLE_MESSAGE } from '../admin/refund-intents';
import { auditLog } from '../db/schema/audit';
import { orderRefunds, orders, subscriptions } from '../db/schema/orders';
import { subscriptionBillingAttempts } from '../db/schema/subscriptions';
import { DAY_MS } from '../lib/clock';
import { type SubscriptionScheduler, startSubscriptionScheduler } from '../subscriptions/scheduler';
import {
  oil100VariantId,
  sandboxAdminClient,
  subscribeThroughCheckout,
  waitFor,
} from '../subscriptions/test-helpers';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';
import { payOneTimeOrder } from '../test/paid-order';
import { payAtSandbox } from '../test/sandbox-pay';

// A Shopify outage is survived (docs/decisions/132-shopify-outage.md): with the sandbox store
// answering 503, then THROTTLED, for "a minute" (the fault switch's window, ended early by
// switching the store back, never a real minute of sleeping), a checkout, a staff refund, a staff
// pause and a renewal sweep are answered plainly, pages keep serving, nothing stored changes; once
// the store is back each completes exactly once.

const A_MINUTE_MS = 60_000;
const PAUSE_UNAVAILABLE_MESSAGE =
  'We could not reach our payment provider, so nothing was changed. Please try again shortly.';

let app: TestApp;
let scheduler: SubscriptionScheduler;
let staff: TestClient;
let shopper: TestClient;
let paid: Awaited<ReturnType<typeof payOneTimeOrder>>;
let subscriptionId: string;

type ErrorBody = { error: { code: string; message: string } };

async function shopifyRefunded(gid: string): Promise<string> {
  const read = await sandboxAdminClient(app).request(
    `query ($id: ID!) { order(id: $id) { totalRefundedSet { shopMoney { amount } } } }`,
    { variables: { id: gid } },
  );
  return (read.data as { order: { totalRefundedSet: { shopMoney: { amount: string } } } }).order
    .totalRefundedSet.shopMoney.amount;
}

/** What the shop has stored that a Shopify call could change: compared before and after. */
async function storedState() {
  const [order] = await app.db
    .select({ refundedPence: orders.refundedPence, status: orders.status })
    .from(orders)
    .where(eq(orders.id, paid.id));
  const [sub] = await app.db
    .select({
      status: subscriptions.status,
      next: subscriptions.nextDeliveryDate,
      failures: subscriptions.billingFailures,
      lastBillingResult: subscriptions.lastBillingResult,
    })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  const refunds = await app.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, paid.id));
  const audits = await app.db.select().from(auditLog).where(eq(auditLog.entityId, paid.id));
  const billed = await app.db
    .select()
    .from(subscriptionBillingAttempts)
    .where(
      and(
        eq(subscriptionBillingAttempts.subscriptionId, subscriptionId),
        isNotNull(subscriptionBillingAttempts.shopifyAttemptId),
      ),
    );
  const orderCount = (await app.db.select({ id: orders.id }).from(orders)).length;
  return {
    order,
    sub,
    refunds: refunds.length,
    audits: audits.length,
    billed: billed.length,
    orderCount,
  };
}

async function checkoutLines() {
  const lines = [
    { kind: 'one-time', variantId: await oil100VariantId(app), packSize: 1, quantity: 1 },
  ];
  const priced = (await (await shopper.post('/api/cart/price', { lines })).json()) as {
    totalPence: number;
  };
  return { lines, expectedTotalPence: priced.totalPence };
}

/** Pages and the catalogue API serve from the shop's own database and cache. */
async function expectPagesServe() {
  for (const path of ['/', '/shop', '/product/black-seed-oil', '/api/store/products']) {
    const res = await app.fetch(path);
    expect(res.status, path).toBe(200);
    await res.arrayBuffer();
  }
}

beforeAll(async () => {
  app = await startTestApp();
  scheduler = await startSubscriptionScheduler(
    { ...app.deps, database: app.database },
    { cron: null, pollingIntervalSeconds: 0.5, renewalRetryDelaySeconds: 1 },
  );
  ({ client: staff } = await app.adminClient({ firstName: 'Ada' }));
  shopper = app.client();
  const { email } = await shopper.signUp({ verify: true });
  paid = await payOneTimeOrder(app, shopper, email);
  const subscriber = app.client();
  const account = await subscriber.signUp({ verify: true });
  const subscribed = await subscribeThroughCheckout(app, {
    email: account.email,
    client: subscriber,
  });
  subscriptionId = subscribed.subscriptions[0]?.id ?? '';
}, 180_000);

afterEach(() => setSandboxFault('off'));

afterAll(async () => {
  setSandboxFault('off');
  await scheduler?.stop(false);
  await app?.close();
});

describe('a Shopify outage', () => {
  it('503 then THROTTLED for a minute: plain answers, nothing stored changes; back: each done once', async () => {
    const refundPath = `/api/admin/orders/${paid.id}/refunds`;
    const refund = { amountPence: 523, note: 'Outage refund' };
    const before = await storedState();
    expect(before.refunds).toBe(0);
    expect(before.billed).toBe(0);
    const faultedBefore = countSandboxFaultedRequests();

    // The store answers 503 for a minute.
    setSandboxFault('unavailable', { ms: A_MINUTE_MS });
    await expectPagesServe();
    const checkout = await checkoutLines();
    const down = await shopper.post('/api/checkout', checkout);
    expect(down.status).toBe(503);
    expect(((await down.json()) as ErrorBody).error).toEqual({
      code: PAYMENT_UNAVAILABLE_CODE,
      message: PAYMENT_UNAVAILABLE_MESSAGE,
    });
    // The basket is the browser's: it still prices as it did.
    expect(
      (
        (await (await shopper.post('/api/cart/price', { lines: checkout.lines })).json()) as {
          totalPence: number;
        }
      ).totalPence,
    ).toBe(checkout.expectedTotalPence);

    const refundDown = await staff.post(refundPath, refund);
    expect(refundDown.status).toBe(503);
    expect(((await refundDown.json()) as ErrorBody).error).toEqual({
      code: 'service_unavailable',
      message: REFUND_STORE_UNAVAILABLE_MESSAGE,
    });

    const pauseDown = await staff.post('/api/admin/subscriptions/manage', {
      subscriptionId,
      action: 'pause',
    });
    expect(pauseDown.status).toBe(503);
    expect(((await pauseDown.json()) as ErrorBody).error.message).toBe(PAUSE_UNAVAILABLE_MESSAGE);

    // The renewal comes due and the sweep queues it; Shopify is down, so the job fails and waits.
    app.deps.clock.advance(31 * DAY_MS);
    expect(await scheduler.sweepNow()).toBe(1);
    await waitFor(
      async () => {
        const [attempt] = await app.db
          .select()
          .from(subscriptionBillingAttempts)
          .where(eq(subscriptionBillingAttempts.subscriptionId, subscriptionId));
        return attempt && attempt.shopifyAttemptId === null && attempt.status === 'pending';
      },
      { what: 'the renewal attempt, unsent' },
    );
    expect(await storedState()).toEqual(before);

    // Then THROTTLED for a minute.
    setSandboxFault('throttled', { ms: A_MINUTE_MS });
    await expectPagesServe();
    const throttled = await shopper.post('/api/checkout', checkout);
    expect(throttled.status).toBe(503);
    expect(((await throttled.json()) as ErrorBody).error).toEqual({
      code: PAYMENT_UNAVAILABLE_CODE,
      message: PAYMENT_UNAVAILABLE_MESSAGE,
    });
    const refundThrottled = await staff.post(refundPath, refund);
    expect(refundThrottled.status).toBe(503);
    expect(((await refundThrottled.json()) as ErrorBody).error.message).toBe(
      REFUND_STORE_UNAVAILABLE_MESSAGE,
    );
    expect(await storedState()).toEqual(before);
    expect(await scheduler.pendingRenewals()).toBe(1);
    expect(countSandboxFaultedRequests()).toBeGreaterThan(faultedBefore);

    // The store is back.
    setSandboxFault('off');
    const back = await shopper.post('/api/checkout', checkout);
    expect(back.status).toBe(200);
    const { checkoutUrl, totalPence } = (await back.json()) as {
      checkoutUrl: string;
      totalPence: number;
    };
    expect(totalPence).toBe(checkout.expectedTotalPence);
    const placed = await payAtSandbox(app, checkoutUrl);
    expect(placed.order.totalPence).toBe(checkout.expectedTotalPence);

    const refunded = await staff.post(refundPath, refund);
    expect(refunded.status).toBe(201);
    const detail = ((await refunded.json()) as AdminOrderDetailResponse).order;
    expect(detail.payment.refundedPence).toBe(523);
    expect(detail.refunds.map((r) => [r.amountPence, r.note])).toEqual([[523, 'Outage refund']]);
    expect(await shopifyRefunded(paid.gid)).toBe('5.23');

    // pg-boss retries the renewal on its own; Shopify bills it once.
    const billed = await waitFor(
      async () => {
        const rows = await app.db
          .select()
          .from(subscriptionBillingAttempts)
          .where(
            and(
              eq(subscriptionBillingAttempts.subscriptionId, subscriptionId),
              isNotNull(subscriptionBillingAttempts.orderId),
            ),
          );
        return rows.length > 0 ? rows : undefined;
      },
      { what: 'the renewal billed', timeoutMs: 30_000 },
    );
    expect(billed).toHaveLength(1);
    expect(await scheduler.sweepNow()).toBe(0);
    const after = await storedState();
    expect(after.order?.refundedPence).toBe(523);
    expect(after.refunds).toBe(1);
    expect(after.billed).toBe(1);
    expect(after.sub?.failures).toBe(0);
    expect(after.sub?.status).toBe('active');
    expect((after.sub?.next ?? '') > (before.sub?.next ?? '')).toBe(true);
    // The checkout's order and the renewal's order: two more, no others.
    expect(after.orderCount).toBe(before.orderCount + 2);
  }, 120_000);

  it('an unreachable store (connection closed): pages serve, checkout says payment is unavailable', async () => {
    setSandboxFault('unreachable', { ms: A_MINUTE_MS });
    await expectPagesServe();
    const res = await shopper.post('/api/checkout', await checkoutLines());
    expect(res.status).toBe(503);
    expect(((await res.json()) as ErrorBody).error).toEqual({
      code: PAYMENT_UNAVAILABLE_CODE,
      message: PAYMENT_UNAVAILABLE_MESSAGE,
    });
  });

  it('the fault ends by itself when its window has passed', async () => {
    setSandboxFault('unavailable', { ms: 1 });
    await waitFor(
      async () => {
        const res = await shopper.post('/api/checkout', await checkoutLines());
        await res.arrayBuffer();
        return res.status === 200;
      },
      { what: 'the store back after its window' },
    );
  });
});
