/**
 * Fault test: PostgreSQL restarted and the shop killed (-9) while 200
 * orders/create webhooks arrive. They are delivered as Shopify delivers them, by the sandbox's
 * delivery (src/sandbox/webhook-delivery.ts: a non-2xx answer or none is retried on Shopify's
 * schedule, here scaled down, with the same event id): every webhook answered 2xx is stored
 * exactly once, with no reconciliation (the orders exist only in these webhooks). The kill lands
 * while deliveries are between their event claim and their stored order: another connection holds
 * the orders table until the kill, so that window is open when it falls, not hoped for. The
 * retries then reach the process that replaces the killed one (started beforehand, so no
 * retry is spent waiting for it to boot).
 * A private PostgreSQL cluster (src/server/test/private-cluster.ts), never the shared server.
 */
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SHOPIFY_API_VERSION } from '../../core/shopify/api-version';
import { createWebhookDelivery, scaledRetryDelays } from '../../sandbox/webhook-delivery';
import { type AppProcess, startAppProcess } from '../test/app-process';
import { orderCreatedPayload } from '../test/order-webhook';
import { startPrivateCluster } from '../test/private-cluster';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

const PUBLIC_URL = 'https://shop.example.test';
const WEBHOOK_SECRET = 'fault-webhook-secret-0123456789';
const WEBHOOKS = 200;
const FIRST_ORDER_NUMBER = 910_001;

async function startShop(databaseUrl: string): Promise<AppProcess> {
  const proc = await startAppProcess({
    PUBLIC_URL,
    DATABASE_URL: databaseUrl,
    RATE_LIMITS: 'false',
    BETTER_AUTH_SECRET: 'fault-secret-fault-secret-fault-secret-0123',
    SHOPIFY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    // A claim left by the killed process is taken over 2 s after it was made.
    SHOPIFY_WEBHOOK_CLAIM_LEASE_SECONDS: '2',
    LOG_LEVEL: 'warn',
  });
  cleanups.push(proc.stop);
  return proc;
}

/** One query on a connection of its own (the server restarts under the test's feet). */
async function query<T extends pg.QueryResultRow>(url: string, text: string, values?: unknown[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function waitUntil(condition: () => Promise<boolean>, what: string, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!(await condition().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('webhooks through a PostgreSQL restart and a kill -9', () => {
  it(`every one of ${WEBHOOKS} orders/create webhooks answered 2xx is stored exactly once`, async () => {
    const cluster = await startPrivateCluster();
    cleanups.push(cluster.destroy);
    await query(cluster.url, 'create database shop');
    const databaseUrl = cluster.url.replace(/\/postgres$/, '/shop');
    const first = await startShop(databaseUrl);

    // Shopify: each webhook retried (same event id) until the shop answers 2xx; 5 s timeout.
    // `target` is where the shop answers: its address moves to the process that replaces it.
    const target = {
      baseUrl: first.base,
      secret: WEBHOOK_SECRET,
      apiVersion: DEFAULT_SHOPIFY_API_VERSION,
      shopDomain: new URL(PUBLIC_URL).host,
    };
    const delivery = createWebhookDelivery({
      target,
      // Shopify's schedule × 0.02: 100 ms, 300 ms, 0.9 s, 2.7 s, 8.1 s, 24 s…
      retryDelaysMs: scaledRetryDelays(0.02),
    });
    const orderNumbers = Array.from({ length: WEBHOOKS }, (_, i) => FIRST_ORDER_NUMBER + i);
    const send = (numbers: number[]) =>
      Promise.all(
        numbers.map((orderNumber) =>
          delivery.send(
            'orders/create',
            orderCreatedPayload({
              id: 7_200_000_000 + orderNumber,
              orderNumber,
              email: `webhook-fault-${orderNumber}@example.co.uk`,
              createdAt: '2026-12-04T03:00:00+00:00',
              lines: [
                { variant_id: 44858553761926, title: 'Capsules', quantity: 1, price: '14.99' },
              ],
            }),
          ),
        ),
      );
    const storedCount = async () =>
      Number(
        (await query<{ n: string }>(databaseUrl, 'select count(*) as n from orders'))[0]?.n ?? 0,
      );

    // The first half: PostgreSQL restarts (every backend terminated mid-query) under it.
    const firstHalf = send(orderNumbers.slice(0, WEBHOOKS / 2));
    await waitUntil(async () => (await storedCount()) >= 30, '30 orders stored');
    await cluster.restart();
    await firstHalf;

    // The process that replaces the killed one is started now, so Shopify's retries find it.
    const second = await startShop(databaseUrl);

    // The second half: the shop is killed while deliveries have claimed their event and wait to
    // store their order (another connection holds the orders table).
    const blocker = new pg.Client({ connectionString: databaseUrl });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table orders in exclusive mode');
    const secondHalf = send(orderNumbers.slice(WEBHOOKS / 2));
    await waitUntil(
      async () =>
        (
          await query(
            databaseUrl,
            "select 1 from pg_stat_activity where datname = 'shop' and wait_event_type = 'Lock'",
          )
        ).length > 0,
      'a delivery waiting to store its order',
    );
    const heldClaims = Number(
      (
        await query<{ n: string }>(
          databaseUrl,
          'select count(*) as n from shopify_webhook_events where completed_at is null',
        )
      )[0]?.n,
    );
    expect(heldClaims).toBeGreaterThan(0);
    first.child.kill('SIGKILL');
    await first.exited;
    target.baseUrl = second.base;
    await blocker.query('rollback');
    await blocker.end();
    await secondHalf;
    await delivery.settle();

    expect(delivery.stats.dropped).toBe(0);
    expect(delivery.stats.delivered).toBe(WEBHOOKS);
    // The faults were felt: deliveries failed and were retried.
    expect(delivery.stats.retried).toBeGreaterThan(0);
    const stored = await query<{ order_number: string; n: string }>(
      databaseUrl,
      'select order_number, count(*) as n from orders group by order_number order by order_number',
    );
    expect(stored).toEqual(orderNumbers.map((n) => ({ order_number: String(n), n: '1' })));
    const uncompleted = await query(
      databaseUrl,
      'select event_id from shopify_webhook_events where completed_at is null',
    );
    expect(uncompleted).toEqual([]);
  }, 180_000);
});
