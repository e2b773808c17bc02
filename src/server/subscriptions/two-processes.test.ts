import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, subscriptions } from '../db/schema/orders';
import { subscriptionBillingAttempts } from '../db/schema/subscriptions';
import { DAY_MS } from '../lib/clock';
import { startTestApp, TEST_WEBHOOK_SECRET, type TestApp } from '../test/harness';
import { RENEWAL_QUEUE, type SubscriptionScheduler, startSubscriptionScheduler } from './scheduler';
import { subscribeThroughCheckout, waitFor } from './test-helpers';

const FIXTURE = fileURLToPath(new URL('./crashing-scheduler.fixture.ts', import.meta.url));

let app: TestApp;
let survivor: SubscriptionScheduler | undefined;
let child: ChildProcess | undefined;
beforeAll(async () => {
  // Shopify's redelivery schedule at a twentieth (0.25 s, 0.75 s, 2.25 s, 6.75 s, 20 s, 61 s,
  // 182 s, 547 s): the first tries still fail inside the crash window below, the last comes
  // 13 minutes on, and the run waits for the next try after A's retry, not Shopify's minutes.
  app = await startTestApp({ env: { SHOPIFY_SANDBOX_WEBHOOK_RETRY_SCALE: '0.05' } });
}, 180_000);
afterAll(async () => {
  child?.kill('SIGKILL');
  await survivor?.stop(false);
  await app?.close();
});

async function countJobs(where: string): Promise<number> {
  const pool = app.database.pool as NonNullable<typeof app.database.pool>;
  const res = await pool.query<{ n: number }>(
    `select count(*)::int as n from pgboss.job where name = $1 ${where}`,
    [RENEWAL_QUEUE],
  );
  return res.rows[0]?.n ?? -1;
}

/** The second app process: its own node, its own pool, the same PostgreSQL and Shopify. */
function startCrashingProcess(output: string[]): ChildProcess {
  const pool = app.database.pool as unknown as { options: { connectionString: string } };
  const proc = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      PORT: String(new URL(app.baseUrl).port),
      HOST: '127.0.0.1',
      PUBLIC_URL: app.baseUrl,
      DATA_DIR: app.config.dataDir,
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      SHOPIFY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      LOG_LEVEL: 'silent',
      DATABASE_URL: pool.options.connectionString,
      CLOCK_OFFSET_MS: String(app.deps.clock.offsetMs()),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (chunk) => output.push(...String(chunk).split('\n').filter(Boolean)));
  proc.stderr?.on('data', (chunk) => output.push(`stderr: ${String(chunk)}`));
  return proc;
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two app processes on one PostgreSQL', () => {
  it('bill every due contract exactly once when one process is killed mid-renewal', async () => {
    const emails = Array.from({ length: 12 }, (_, i) => `two-procs-${i}@example.co.uk`);
    const ids: string[] = [];
    for (const email of emails) {
      const { subscriptions: subs } = await subscribeThroughCheckout(app, { email });
      ids.push(subs[0]!.id);
    }
    app.deps.clock.advance(30 * DAY_MS);
    // The crash window held open: Shopify's success webhook cannot settle an attempt whose
    // Shopify id the shop has not recorded yet (the webhook answers 5xx and Shopify redelivers
    // it after 5 s, 15 s, 45 s…). So when B dies, its four attempts are charged at Shopify and
    // unrecorded in the shop, and A's retry must bill them again with the same key.
    await app.db.execute(sql`create function hold_unrecorded_attempts() returns trigger
      language plpgsql as $$
      begin
        if new.status = 'succeeded' and new.shopify_attempt_id is null then
          raise exception 'attempt not recorded yet';
        end if;
        return new;
      end $$`);
    await app.db.execute(sql`create trigger hold_unrecorded_attempts before update
      on subscription_billing_attempts for each row execute function hold_unrecorded_attempts()`);

    // Process B sweeps and takes four renewals; it asks Shopify to bill each, then hangs before
    // recording the attempt.
    const output: string[] = [];
    child = startCrashingProcess(output);
    const billedByB = await waitFor(
      async () => {
        const billed = output.filter((line) => line.startsWith('billed '));
        return billed.length === 4 ? billed.map((line) => line.slice(7)) : undefined;
      },
      { timeoutMs: 60_000, what: `process B to bill four contracts (${output.join(' | ')})` },
    );
    expect(output).toContain('swept 12');
    const byB = () =>
      app.db
        .select()
        .from(subscriptionBillingAttempts)
        .where(inArray(subscriptionBillingAttempts.idempotencyKey, billedByB));
    // Shopify has charged B's four; the shop has no record of Shopify's attempts.
    expect((await byB()).map((row) => [row.status, row.shopifyAttemptId])).toEqual(
      billedByB.map(() => ['pending', null]),
    );

    // Process A (this one) sweeps the same day while B is alive: all twelve are still due (the
    // shop has recorded none of B's), and their job ids are the ones B queued, so nothing is
    // queued twice.
    survivor = await startSubscriptionScheduler(
      { ...app.deps, database: app.database },
      {
        cron: null,
        pollingIntervalSeconds: 0.5,
        heartbeatSeconds: 10,
        concurrency: 2,
        // B's lapsed jobs are found within 2 s of their heartbeat lapsing, so A's retry records
        // them before Shopify's next redeliveries of their webhooks.
        superviseIntervalSeconds: 2,
      },
    );
    expect(await survivor.sweepNow()).toBe(12);
    expect(await countJobs('')).toBe(12);

    // B dies in the window. A bills the other eight, and retries B's four once their heartbeat
    // lapses: it asks Shopify again with the same idempotency key and records the attempt
    // Shopify already made, so nobody is charged twice.
    child.kill('SIGKILL');
    await waitFor(async () => (await survivor!.pendingRenewals()) === 0, {
      timeoutMs: 150_000,
      what: 'every renewal job to complete, B’s four retried',
    });
    expect((await byB()).every((row) => row.shopifyAttemptId !== null)).toBe(true);
    // Shopify's redelivered success webhooks settle them.
    await waitFor(
      async () => {
        const rows = await app.db
          .select({ status: subscriptionBillingAttempts.status })
          .from(subscriptionBillingAttempts)
          .where(inArray(subscriptionBillingAttempts.subscriptionId, ids));
        return rows.length === 12 && rows.every((row) => row.status === 'succeeded');
      },
      // The sandbox redelivers on Shopify's schedule at a twentieth: the wait follows it.
      { timeoutMs: 120_000, what: 'the redelivered webhooks of all twelve attempts' },
    );
    // B's four were retried by A (and found already billed), the rest ran once.
    expect(await countJobs(`and retry_count > 0 and state = 'completed'`)).toBe(4);
    expect(await countJobs(`and state = 'completed'`)).toBe(12);

    const attempts = await app.db
      .select()
      .from(subscriptionBillingAttempts)
      .where(inArray(subscriptionBillingAttempts.subscriptionId, ids));
    expect(attempts).toHaveLength(12);
    expect(attempts.every((row) => row.status === 'succeeded')).toBe(true);
    expect(new Set(attempts.map((row) => row.subscriptionId)).size).toBe(12);
    expect(billedByB.every((key) => attempts.some((row) => row.idempotencyKey === key))).toBe(true);
    for (const email of emails) {
      // The checkout order and exactly one renewal order: nobody was charged twice.
      expect(await app.db.select().from(orders).where(eq(orders.email, email))).toHaveLength(2);
    }
    const advanced = await app.db
      .select({ next: subscriptions.nextDeliveryDate })
      .from(subscriptions)
      .where(inArray(subscriptions.id, ids));
    expect(new Set(advanced.map((row) => row.next)).size).toBe(1);
  }, 480_000);
});
