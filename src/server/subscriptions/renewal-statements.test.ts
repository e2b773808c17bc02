import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../db/schema/content';
import { orders, subscriptionItems, subscriptions } from '../db/schema/orders';
import { subscriptionBillingAttempts, subscriptionEvents } from '../db/schema/subscriptions';
import { startTestApp, type TestApp } from '../test/harness';
import { handleOrderCreated } from '../webhooks/order-created';
import { syncContractDates } from './contract-dates';
import {
  handleBillingSuccess,
  linkRenewalOrder,
  type RenewalDeps,
  type RenewalJob,
  runRenewal,
} from './renewals';
import {
  ShopifyRefusal,
  ShopifyUnavailable,
  type SubscriptionShopifyClient,
} from './shopify-subscriptions';

// A day of renewals is a few statements each, many times over: 100,000 renewals due on one day
// must bill in 15 minutes on two cores (decision 141), and every statement costs the
// shop and PostgreSQL a round trip. These are the shop's statements for one renewal's two
// webhooks, counted as the page budgets are (catalog.test.ts): a change that adds one shows here.

let app: TestApp;
/**
 * The contract dates asked of Shopify, each answered when the test lets it (`answerDates`), so
 * the record of Shopify's answer (a statement after the webhook's answer) is not counted in it.
 */
const askedDates: { contractId: string; date: string; answer: () => void }[] = [];
function answerDates() {
  for (const asked of askedDates.splice(0)) asked.answer();
}
/** The billing attempts asked of Shopify: contract and idempotency key. */
const billed: { contractId: string; idempotencyKey: string }[] = [];
const shopify = {
  setNextBillingDate: (contractId: string, date: string) =>
    new Promise<void>((resolve) => {
      askedDates.push({ contractId, date, answer: resolve });
    }),
  createBillingAttempt: async (input: { contractId: string; idempotencyKey: string }) => {
    billed.push({ contractId: input.contractId, idempotencyKey: input.idempotencyKey });
    return { id: `gid://shopify/SubscriptionBillingAttempt/${billed.length}` };
  },
} as unknown as SubscriptionShopifyClient;
let deps: RenewalDeps;
let userId: string;
let orderNumber = 70_000;

beforeAll(async () => {
  app = await startTestApp();
  deps = { ...app.deps, shopify };
  ({ userId } = await app.client().signUp({ email: 'renewal-statements@example.co.uk' }));
}, 180_000);
afterAll(() => app?.close());

/** A subscriber's active subscription due on `day`, nothing yet asked of Shopify. */
async function dueSubscription(day = '2026-12-05') {
  const contractId = `gid://shopify/SubscriptionContract/${randomUUID().slice(0, 8)}`;
  const [sub] = await app.db
    .insert(subscriptions)
    .values({
      userId,
      email: 'renewal-statements@example.co.uk',
      status: 'active',
      frequencyDays: 30,
      nextDeliveryDate: day,
      minimumEndDate: day,
      shopifyContractId: contractId,
    })
    .returning({ id: subscriptions.id });
  const job: Required<RenewalJob> = {
    subscriptionId: sub?.id as string,
    billingDate: day,
    attemptNumber: 1,
    contractId,
  };
  return job;
}

async function attemptsOf(subscriptionId: string) {
  return app.db
    .select({
      idempotencyKey: subscriptionBillingAttempts.idempotencyKey,
      status: subscriptionBillingAttempts.status,
      shopifyAttemptId: subscriptionBillingAttempts.shopifyAttemptId,
    })
    .from(subscriptionBillingAttempts)
    .where(eq(subscriptionBillingAttempts.subscriptionId, subscriptionId));
}

/** A subscriber's active subscription due today with its renewal requested of Shopify. */
async function requestedRenewal() {
  const day = '2026-12-05';
  const { subscriptionId } = await dueSubscription(day);
  await app.db.insert(subscriptionItems).values({
    subscriptionId,
    productTitle: 'Organic Black Seed Oil',
    variantTitle: '100ml',
    quantity: 1,
    priceAtSubscribe: '14.24',
  });
  const idempotencyKey = `renewal-${subscriptionId}-${day}-1`;
  await app.db.insert(subscriptionBillingAttempts).values({
    subscriptionId,
    billingDate: day,
    attemptNumber: 1,
    idempotencyKey,
    shopifyAttemptId: `gid://shopify/SubscriptionBillingAttempt/${orderNumber}`,
  });
  orderNumber += 1;
  const shopifyOrderId = String(5_950_000_000_000 + orderNumber);
  return {
    subscriptionId,
    shopifyOrderId,
    orderNumber: String(orderNumber),
    success: {
      idempotency_key: idempotencyKey,
      order_id: shopifyOrderId,
      admin_graphql_api_subscription_contract_id: 'gid://shopify/SubscriptionContract/1',
    },
    order: {
      webhookId: randomUUID(),
      topic: 'orders/create',
      payload: {
        source_name: 'subscription_contract',
        id: shopifyOrderId,
        order_number: orderNumber,
        email: 'renewal-statements@example.co.uk',
        created_at: '2026-12-05T06:00:00+00:00',
        total_price: 1424,
        currency: 'GBP',
        line_items: [
          {
            title: 'Organic Black Seed Oil',
            variant_title: '100ml',
            quantity: 1,
            price: 1424,
          },
        ],
      },
    },
  };
}

/** The contract date Shopify last confirmed for a subscription (null: none yet). */
async function shopifyDateOf(subscriptionId: string) {
  const [row] = await app.db
    .select({ date: subscriptions.shopifyNextBillingDate })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  return row?.date ?? null;
}

async function contractOf(subscriptionId: string) {
  const [row] = await app.db
    .select({ contractId: subscriptions.shopifyContractId })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  return row?.contractId as string;
}

async function counted(work: () => Promise<unknown>): Promise<number> {
  app.database.queries.reset();
  await work();
  return app.database.queries.count;
}

/** What a renewal leaves, whichever webhook came first. */
async function expectRenewed(renewal: Awaited<ReturnType<typeof requestedRenewal>>) {
  const [attempt] = await app.db
    .select()
    .from(subscriptionBillingAttempts)
    .where(eq(subscriptionBillingAttempts.subscriptionId, renewal.subscriptionId));
  const [order] = await app.db
    .select()
    .from(orders)
    .where(eq(orders.shopifyOrderId, renewal.shopifyOrderId));
  expect(attempt).toMatchObject({
    status: 'succeeded',
    shopifyOrderId: renewal.shopifyOrderId,
    orderId: order?.id,
  });
  expect(order).toMatchObject({ userId, totalPence: 1424, status: 'pending' });
  const [sub] = await app.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, renewal.subscriptionId));
  expect(sub).toMatchObject({
    nextDeliveryDate: '2027-01-04',
    billingFailures: 0,
    lastBillingResult: 'paid',
  });
  const events = await app.db
    .select({ action: subscriptionEvents.action })
    .from(subscriptionEvents)
    .where(eq(subscriptionEvents.subscriptionId, renewal.subscriptionId));
  expect(events).toEqual([{ action: 'renewed' }]);
  // One email for the renewal, naming its order; no order confirmation besides (it could not
  // know the order's account when orders/create came first).
  const mails = await app.db
    .select({ subject: mailOutbox.subject, text: mailOutbox.text })
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `%#${renewal.orderNumber}%`));
  expect(mails.map((m) => m.subject)).toEqual([
    `Your ${app.config.shopName} subscription has renewed: order #${renewal.orderNumber}`,
  ]);
  expect(mails[0]?.text).toContain(
    `Thank you: your subscription delivery of 5 December 2026 is paid and on its way (order #${renewal.orderNumber}).\n\n- Organic Black Seed Oil (100ml), 1 bottle per delivery: £14.24\nTotal: £14.24\n\nNext delivery: 4 January 2027 (every 30 days).`,
  );
}

describe("the shop's statements for one renewal", () => {
  it('orders/create first, then the billing success', async () => {
    const renewal = await requestedRenewal();
    const orderStatements = await counted(() =>
      handleOrderCreated(app.deps, app.deps.logger, renewal.order),
    );
    const successStatements = await counted(() => handleBillingSuccess(deps, renewal.success));
    await expectRenewed(renewal);
    // orders/create: the order, its line and its webhook id in one statement (1), the link (1).
    // The success: its writes (1), the delivery's lines and extras (2), the email (1).
    expect({ orderStatements, successStatements }).toEqual({
      orderStatements: 2,
      successStatements: 4,
    });
    // Off the webhook's path: Shopify's answer on the contract's date is recorded (1).
    const recorded = await counted(async () => {
      answerDates();
      await vi.waitFor(async () =>
        expect(await shopifyDateOf(renewal.subscriptionId)).toBe('2027-01-04'),
      );
    });
    expect(recorded).toBeGreaterThanOrEqual(2); // the record, and the test's read
  });

  it('the billing success first, then orders/create', async () => {
    const renewal = await requestedRenewal();
    const successStatements = await counted(() => handleBillingSuccess(deps, renewal.success));
    const orderStatements = await counted(() =>
      handleOrderCreated(app.deps, app.deps.logger, renewal.order),
    );
    await expectRenewed(renewal);
    // The success: its writes (1), a link that finds no order yet (1). orders/create: the order
    // (1), the link, which reads the subscription too (1), and the confirmation: its lines and
    // extras (2), the email (1).
    expect({ orderStatements, successStatements }).toEqual({
      orderStatements: 5,
      successStatements: 2,
    });
    answerDates();
  });

  it('links a renewal order in one statement', async () => {
    const renewal = await requestedRenewal();
    expect(await counted(() => linkRenewalOrder(deps, renewal.shopifyOrderId))).toBe(1);
  });
});

describe('a store that keeps throttling', () => {
  it("answers the billing success without waiting for Shopify; the contract's date follows when the store answers", async () => {
    const renewal = await requestedRenewal();
    const started = performance.now();
    expect(await handleBillingSuccess(deps, renewal.success)).toBe('settled');
    // Shopify counts a webhook failed after 5 s: the date is not waited for at all.
    expect(performance.now() - started).toBeLessThan(1_000);
    await handleOrderCreated(app.deps, app.deps.logger, renewal.order);
    await expectRenewed(renewal);
    expect(await shopifyDateOf(renewal.subscriptionId)).toBeNull();
    expect(askedDates.map((a) => a.date)).toEqual(['2027-01-04']);
    answerDates();
    await vi.waitFor(async () =>
      expect(await shopifyDateOf(renewal.subscriptionId)).toBe('2027-01-04'),
    );
  });
});

describe("the contract's date in Shopify follows the shop's", () => {
  /** The subscription's change made three minutes ago (the sweep leaves newer ones alone). */
  const settled = (subscriptionId: string) =>
    app.db
      .update(subscriptions)
      .set({ updatedAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(subscriptions.id, subscriptionId));

  it("a move that failed is made by the minute's sweep once the change has settled", async () => {
    const renewal = await requestedRenewal();
    const down = {
      ...shopify,
      setNextBillingDate: async () => {
        throw new ShopifyUnavailable('Shopify answered HTTP 503');
      },
    } as unknown as SubscriptionShopifyClient;
    expect(await handleBillingSuccess({ ...deps, shopify: down }, renewal.success)).toBe('settled');
    await handleOrderCreated(app.deps, app.deps.logger, renewal.order);
    await expectRenewed(renewal);
    expect(await shopifyDateOf(renewal.subscriptionId)).toBeNull();

    // Changed just now: left to the call the change made.
    const moved: { contractId: string; date: string }[] = [];
    const up = {
      ...shopify,
      setNextBillingDate: async (contractId: string, date: string) => {
        moved.push({ contractId, date });
      },
    } as unknown as SubscriptionShopifyClient;
    const contractId = await contractOf(renewal.subscriptionId);
    await syncContractDates({ ...deps, shopify: up });
    expect(moved.filter((m) => m.contractId === contractId)).toEqual([]);

    await settled(renewal.subscriptionId);
    await syncContractDates({ ...deps, shopify: up });
    expect(moved.filter((m) => m.contractId === contractId)).toEqual([
      { contractId, date: '2027-01-04' },
    ]);
    expect(await shopifyDateOf(renewal.subscriptionId)).toBe('2027-01-04');
    // In step now: not asked again.
    await syncContractDates({ ...deps, shopify: up });
    expect(moved.filter((m) => m.contractId === contractId)).toHaveLength(1);
  });

  it('a date Shopify refuses is logged and not asked every minute', async () => {
    const { subscriptionId, contractId } = await dueSubscription('2027-02-01');
    await settled(subscriptionId);
    const asked: string[] = [];
    const refusing = {
      ...shopify,
      setNextBillingDate: async (contract: string) => {
        asked.push(contract);
        throw new ShopifyRefusal([
          { field: ['contractId'], message: 'Contract is not active', code: 'INVALID' },
        ]);
      },
    } as unknown as SubscriptionShopifyClient;
    await syncContractDates({ ...deps, shopify: refusing });
    expect(asked.filter((c) => c === contractId)).toEqual([contractId]);
    expect(await shopifyDateOf(subscriptionId)).toBe('2027-02-01');
    await syncContractDates({ ...deps, shopify: refusing });
    expect(asked.filter((c) => c === contractId)).toHaveLength(1);
  });
});

describe("the renewal job's claim", () => {
  it('claims a due renewal and asks Shopify in two statements, once however often it runs', async () => {
    const job = await dueSubscription();
    const key = `renewal-${job.contractId.split('/').pop()}-2026-12-05-1`;
    billed.length = 0;
    let outcome: string | undefined;
    // The claim (which reads the subscription as it inserts) and the attempt's Shopify id.
    expect(
      await counted(async () => {
        outcome = await runRenewal(deps, job);
      }),
    ).toBe(2);
    expect(outcome).toBe('requested');
    expect(billed).toEqual([{ contractId: job.contractId, idempotencyKey: key }]);
    // Again (pg-boss retries a job whose process died after Shopify answered): nothing asked.
    expect(await runRenewal(deps, job)).toBe('already_requested');
    expect(billed).toHaveLength(1);
    expect(await attemptsOf(job.subscriptionId)).toEqual([
      {
        idempotencyKey: key,
        status: 'pending',
        shopifyAttemptId: 'gid://shopify/SubscriptionBillingAttempt/1',
      },
    ]);
  });

  it('a job queued before the sweep carried the contract still bills it', async () => {
    const { contractId, ...job } = await dueSubscription();
    billed.length = 0;
    expect(await runRenewal(deps, job)).toBe('requested');
    expect(billed.map((b) => b.contractId)).toEqual([contractId]);
  });

  const changes: [string, Partial<typeof subscriptions.$inferInsert>][] = [
    ['cancelled', { status: 'cancelled' }],
    ['paused', { status: 'paused' }],
    ['skipped to a later date', { nextDeliveryDate: '2026-12-19' }],
    ['declined once (the job is the first try)', { billingFailures: 1 }],
    ['on a new contract', { shopifyContractId: 'gid://shopify/SubscriptionContract/999999' }],
  ];
  it.each(changes)(
    'a subscription %s since the sweep is stale: nothing claimed or billed',
    async (_, change) => {
      const job = await dueSubscription();
      await app.db
        .update(subscriptions)
        .set(change)
        .where(eq(subscriptions.id, job.subscriptionId));
      billed.length = 0;
      expect(await runRenewal(deps, job)).toBe('stale');
      expect(billed).toEqual([]);
      expect(await attemptsOf(job.subscriptionId)).toEqual([]);
    },
  );
});
