import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema/orders';
import { subscriptionBillingAttempts } from '../db/schema/subscriptions';
import { DAY_MS } from '../lib/clock';
import { startTestApp, type TestApp } from '../test/harness';
import { type SubscriptionScheduler, startSubscriptionScheduler } from './scheduler';
import { subscribeThroughCheckout, waitFor } from './test-helpers';

let app: TestApp;
let first: SubscriptionScheduler;
let second: SubscriptionScheduler;
beforeAll(async () => {
  app = await startTestApp();
  // Two schedulers on one database, as two app processes run them.
  const deps = { ...app.deps, database: app.database };
  const options = { cron: null, pollingIntervalSeconds: 0.5, heartbeatSeconds: 10, concurrency: 2 };
  first = await startSubscriptionScheduler(deps, options);
  second = await startSubscriptionScheduler(deps, options);
}, 180_000);
afterAll(async () => {
  await second?.stop(false);
  await app?.close();
});

describe('two schedulers', () => {
  it('bill every due contract exactly once, even when one stops mid-run', async () => {
    const emails = Array.from({ length: 12 }, (_, i) => `two-procs-${i}@example.co.uk`);
    const ids: string[] = [];
    for (const email of emails) {
      const { subscriptions: subs } = await subscribeThroughCheckout(app, { email });
      ids.push(subs[0]!.id);
    }
    app.deps.clock.advance(30 * DAY_MS);
    // Both sweep at once: the job ids dedupe, so 12 jobs are queued in all.
    const [a, b] = await Promise.all([first.sweepNow(), second.sweepNow()]);
    expect(a + b).toBeGreaterThanOrEqual(12);
    // The first "process" dies without finishing its jobs; its active jobs are retried.
    await first.stop(false);
    await waitFor(
      async () => {
        const rows = await app.db
          .select({ status: subscriptionBillingAttempts.status })
          .from(subscriptionBillingAttempts)
          .where(inArray(subscriptionBillingAttempts.subscriptionId, ids));
        return rows.filter((row) => row.status === 'succeeded').length === 12;
      },
      { timeoutMs: 90_000, what: '12 paid renewals' },
    );
    const attempts = await app.db
      .select()
      .from(subscriptionBillingAttempts)
      .where(inArray(subscriptionBillingAttempts.subscriptionId, ids));
    expect(attempts).toHaveLength(12);
    expect(new Set(attempts.map((row) => row.subscriptionId)).size).toBe(12);
    for (const email of emails) {
      // The checkout order and exactly one renewal order.
      expect(await app.db.select().from(orders).where(eq(orders.email, email))).toHaveLength(2);
    }
  }, 240_000);
});
