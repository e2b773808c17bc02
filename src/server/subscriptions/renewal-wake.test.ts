import { describe, expect, it } from 'vitest';
import { subscriptionSuite } from './test-helpers';

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
    // The checkout's price for a 30-day plan of one bottle, billed once by the renewal.
    expect(await suite.billed(sub.id, 1, 8_000)).toEqual([
      { total: '14.24', totalPence: 1424, kind: 'renewal' },
    ]);
  });
});
