/**
 * Two shop processes sweeping renewals against one Standard store (2,000 points, 100 restored a
 * second; decision 154) keep to its pace (decision 155): each process has its own pacer and sees
 * the other's calls only in the reports, yet no call is throttled, and a member of staff calling
 * in the middle of the sweep is answered at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countSandboxThrottledAnswers } from '../../sandbox/admin-api';
import {
  CONTRACT_SET_NEXT_BILLING_DATE,
  type ShopifyUserError,
} from '../subscriptions/shopify-subscriptions';
import { startTestApp, type TestApp } from '../test/harness';
import { createAdminClientFromConfig } from './admin-client';
import { AdminPacer } from './admin-pacing';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
}, 120_000);
afterAll(() => app?.close());

type SetDateAnswer = {
  subscriptionContractSetNextBillingDate: { userErrors: ShopifyUserError[] };
};
const variables = {
  contractId: 'gid://shopify/SubscriptionContract/1',
  date: '2027-01-01T00:00:00Z',
};

describe('one pace with the store across two processes', () => {
  it('sweeps 2 × 130 mutations, none throttled, the people’s share kept, a person answered at once', async () => {
    // Every bucket level Shopify reports to either process.
    const levels: number[] = [];
    const recording: typeof fetch = async (input, init) => {
      const res = await fetch(input, init);
      const body = (await res.clone().json()) as {
        extensions?: { cost?: { throttleStatus: { currentlyAvailable: number } } };
      };
      const level = body.extensions?.cost?.throttleStatus.currentlyAvailable;
      if (level !== undefined) levels.push(level);
      return res;
    };
    const processes = [new AdminPacer(), new AdminPacer()];
    const sweeps = processes.map((pacer) =>
      createAdminClientFromConfig(app.config, { lane: 'background', pacer, fetch: recording }),
    );
    const staff = createAdminClientFromConfig(app.config, { pacer: processes[0] });
    const throttledBefore = countSandboxThrottledAnswers();
    const started = performance.now();
    const answered = sweeps.map((sweep) =>
      Promise.all(
        Array.from({ length: 130 }, () =>
          sweep.graphql<SetDateAnswer>(CONTRACT_SET_NEXT_BILLING_DATE, variables),
        ),
      ),
    );
    // Once the sweep has reached the people's share of the bucket, a person calls.
    await expect.poll(() => levels.at(-1) ?? 2000, { timeout: 10_000 }).toBeLessThan(600);
    const personStarted = performance.now();
    await staff.graphql<SetDateAnswer>(CONTRACT_SET_NEXT_BILLING_DATE, variables);
    const personMs = performance.now() - personStarted;
    const answers = (await Promise.all(answered)).flat();
    const seconds = (performance.now() - started) / 1000;

    expect(answers).toHaveLength(260);
    expect(
      answers.every(
        (a) =>
          a.subscriptionContractSetNextBillingDate.userErrors[0]?.message ===
          'Subscription contract does not exist',
      ),
    ).toBe(true);
    expect(countSandboxThrottledAnswers() - throttledBefore).toBe(0);
    expect(personMs).toBeLessThan(500);
    // A quarter of 2,000 points kept for people, less what the two processes may each have
    // unanswered before a report shows it (a tenth each).
    expect(Math.min(...levels)).toBeGreaterThanOrEqual(2000 * (0.25 - 2 * 0.1) - 10);
    // 2,610 points from a bucket of 2,000 restored at 100 a second, kept above 100: ≥ 7 s.
    expect(seconds).toBeGreaterThanOrEqual(7);
  }, 60_000);
});
