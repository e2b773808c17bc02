import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptionBillingAttempts } from '../db/schema/subscriptions';
import { subscriptionSuite, waitFor } from './test-helpers';

// The sweep wakes its process's renewal workers (jobs/job-batch.ts): a due renewal is billed
// moments after the sweep, though the workers' own look for jobs comes only every 30 s here.
const suite = subscriptionSuite({ pollingIntervalSeconds: 30 });

describe('a renewal queued by the sweep', () => {
  it('is billed at once by the workers the sweep woke, not at their next look', async () => {
    const email = 'renew-woken@example.co.uk';
    const client = suite.app.client();
    await client.signUp({ email });
    const { subscriptions: subs } = await suite.subscribe({ email, client });
    const sub = subs[0]!;

    expect(await suite.advanceDays(30)).toBe(1);
    const attempt = await waitFor(
      async () => {
        const [row] = await suite.app.db
          .select()
          .from(subscriptionBillingAttempts)
          .where(eq(subscriptionBillingAttempts.subscriptionId, sub.id));
        return row?.status === 'succeeded' ? row : undefined;
      },
      { timeoutMs: 8_000, what: 'the renewal to be paid within 8 s of the sweep' },
    );
    expect(attempt).toMatchObject({ billingDate: sub.nextDeliveryDate, attemptNumber: 1 });
  });
});
