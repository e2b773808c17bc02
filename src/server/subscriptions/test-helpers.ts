/**
 * Test helpers for subscription renewals: a paid sandbox checkout with a subscription line, the
 * official Admin API client pointed at the sandbox, condition polling, and the suite a
 * subscription test file shares (its app with the renewal scheduler, the clock moved by days, the
 * outbox read).
 */
import { createAdminApiClient } from '@shopify/admin-api-client';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { PriceCartResponse } from '../../core/api/checkout';
import { adminGraphql } from '../../core/shopify/graphql-document';
import { products, productVariants } from '../db/schema/catalog';
import { mailOutbox } from '../db/schema/content';
import { orders, subscriptions } from '../db/schema/orders';
import { type BillingAttemptKind, subscriptionBillingAttempts } from '../db/schema/subscriptions';
import { DAY_MS } from '../lib/clock';
import { SANDBOX_ADMIN_TOKEN } from '../shopify/admin-client';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';
import { PAY_FORM } from '../test/sandbox-pay';
import { type SubscriptionScheduler, startSubscriptionScheduler } from './scheduler';

/** Polls `check` until it returns a value that is not undefined/false (no fixed sleeps). */
export async function waitFor<T>(
  check: () => Promise<T | undefined | null | false>,
  { timeoutMs = 20_000, what = 'condition' }: { timeoutMs?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== null && value !== false) return value as T;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The 100 ml black seed oil variant (our id), the subscription tests' product. */
export async function oil100VariantId(app: TestApp): Promise<string> {
  const [row] = await app.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.handle, 'black-seed-oil'), eq(productVariants.title, '100ml')));
  if (!row) throw new Error('no 100ml black seed oil');
  return row.id;
}

/**
 * Checks out through the server (/api/checkout, server-priced, signed to the client's account)
 * and pays on the sandbox checkout; returns the stored order and its subscriptions once Shopify's
 * contracts are linked to them.
 */
export async function subscribeThroughCheckout(
  app: TestApp,
  options: {
    email: string;
    client?: TestClient;
    cardNumber?: string;
    planId?: string;
    /** Our variant id; the 100 ml black seed oil when absent. */
    variantId?: string;
    /** Packs per delivery (the drawer's quantity); 1 when absent. */
    quantity?: number;
    /** Lines bought with the subscription's, after it. */
    moreLines?: readonly Record<string, unknown>[];
    discountCode?: string;
  },
) {
  const client = options.client ?? app.client();
  const lines = [
    {
      kind: 'subscription',
      variantId: options.variantId ?? (await oil100VariantId(app)),
      planId: options.planId ?? 'subscribe-1month',
      quantity: options.quantity ?? 1,
    },
    ...(options.moreLines ?? []),
  ];
  const { discountCode } = options;
  const priced = (await (
    await client.post('/api/cart/price', { lines, discountCode })
  ).json()) as PriceCartResponse;
  const res = await client.post('/api/checkout', {
    lines,
    discountCode,
    expectedTotalPence: priced.totalPence,
  });
  if (res.status !== 200) throw new Error(`checkout answered ${res.status}: ${await res.text()}`);
  const url = new URL(((await res.json()) as { checkoutUrl: string }).checkoutUrl);
  const page = await (await app.fetch(`${url.pathname}${url.search}`)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1]?.replace(/&amp;/g, '&');
  if (!action) throw new Error('no checkout form');
  const paid = await app.fetch(action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: app.baseUrl },
    body: new URLSearchParams({
      ...PAY_FORM,
      email: options.email,
      card_number: options.cardNumber ?? PAY_FORM.card_number,
    }).toString(),
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`checkout answered ${paid.status}`);
  const [order] = await app.db.select().from(orders).where(eq(orders.email, options.email));
  if (!order) throw new Error('order not stored');
  const subs = await waitFor(
    async () => {
      const rows = await app.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.orderId, order.id));
      return rows.length > 0 && rows.every((row) => row.shopifyContractId) ? rows : undefined;
    },
    { what: 'subscription contracts' },
  );
  return { order, subscriptions: subs, totalPence: priced.totalPence, priced, paymentPage: page };
}

/** Shopify's official Admin API client, its requests sent to this app's sandbox. */
export function sandboxAdminClient(app: TestApp) {
  return createAdminApiClient({
    storeDomain: 'sandbox-shop.myshopify.com',
    apiVersion: app.config.shopify.apiVersion,
    accessToken: SANDBOX_ADMIN_TOKEN,
    customFetchApi: (input, init) =>
      fetch(
        String(input).replace(
          'https://sandbox-shop.myshopify.com',
          `${app.baseUrl}/sandbox/shopify`,
        ),
        init,
      ),
  });
}

/** A contract's status, next date and interval, read back from the sandbox Admin API. */
export const CONTRACT_QUERY = adminGraphql`query contract($id: ID!) {
  subscriptionContract(id: $id) { id status nextBillingDate billingPolicy { interval intervalCount } }
}`;

export type SubscriptionSuite = {
  app: TestApp;
  scheduler: SubscriptionScheduler;
  /** Moves the app's clock on by `days` and sweeps the renewals due; answers how many ran. */
  advanceDays: (days: number) => Promise<number>;
  /** The emails queued to `email`, oldest first. */
  mailTo: (email: string) => Promise<{ subject: string; text: string }[]>;
  /** subscribeThroughCheckout on this app. */
  subscribe: (
    options: Parameters<typeof subscribeThroughCheckout>[1],
  ) => ReturnType<typeof subscribeThroughCheckout>;
  /** sandboxAdminClient for this app. */
  adminApi: () => ReturnType<typeof sandboxAdminClient>;
  /**
   * The orders Shopify billed for a subscription's attempts, oldest first, once `count` are paid
   * (waited for up to `timeoutMs`, 20 s by default).
   */
  billed: (
    subscriptionId: string,
    count: number,
    timeoutMs?: number,
  ) => Promise<{ total: string; totalPence: number | null; kind: BillingAttemptKind }[]>;
};

/**
 * A subscription test file's app on a fresh database with the renewal scheduler running (no cron:
 * a test sweeps after moving the clock): started before the file's tests, both stopped after
 * them. `app` and `scheduler` are set once the file's `beforeAll` hooks have run. Its renewal
 * workers look for jobs every half second unless `pollingIntervalSeconds` says otherwise (the
 * sweep wakes them either way).
 */
export function subscriptionSuite(
  options: { pollingIntervalSeconds?: number } = {},
): SubscriptionSuite {
  let close: (() => Promise<void>) | undefined;
  const suite: SubscriptionSuite = {
    app: undefined as unknown as TestApp,
    scheduler: undefined as unknown as SubscriptionScheduler,
    advanceDays: (days) => {
      suite.app.deps.clock.advance(days * DAY_MS);
      return suite.scheduler.sweepNow();
    },
    mailTo: (email) =>
      suite.app.db
        .select({ subject: mailOutbox.subject, text: mailOutbox.text })
        .from(mailOutbox)
        .where(eq(mailOutbox.to, email))
        .orderBy(asc(mailOutbox.createdAt)),
    subscribe: (options) => subscribeThroughCheckout(suite.app, options),
    adminApi: () => sandboxAdminClient(suite.app),
    billed: (subscriptionId, count, timeoutMs) =>
      waitFor(
        async () => {
          const rows = await suite.app.db
            .select({
              total: orders.totalAmount,
              totalPence: orders.totalPence,
              kind: subscriptionBillingAttempts.kind,
            })
            .from(subscriptionBillingAttempts)
            .innerJoin(orders, eq(orders.id, subscriptionBillingAttempts.orderId))
            .where(eq(subscriptionBillingAttempts.subscriptionId, subscriptionId))
            .orderBy(asc(subscriptionBillingAttempts.createdAt));
          return rows.length >= count ? rows : undefined;
        },
        { what: `${count} paid orders`, ...(timeoutMs ? { timeoutMs } : {}) },
      ),
  };
  beforeAll(async () => {
    const app = await startTestApp();
    const scheduler = await startSubscriptionScheduler(
      { ...app.deps, database: app.database },
      { cron: null, pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5 },
    );
    close = async () => {
      await scheduler.stop(false);
      await app.close();
    };
    Object.assign(suite, { app, scheduler });
  }, 180_000);
  afterAll(() => close?.());
  return suite;
}
