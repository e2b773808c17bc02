/**
 * The sandbox's Admin API throttles as Shopify's does, on every operation (decision 154): a
 * Standard store's bucket holds 2,000 points and a mutation costs 10, so 200 mutations at once are
 * answered and the 201st is THROTTLED with the bucket's state, its work not done; every answer
 * carries its cost.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRACT_SET_NEXT_BILLING_DATE } from '../server/subscriptions/shopify-subscriptions';
import { sandboxAdminClient } from '../server/subscriptions/test-helpers';
import { startTestApp, type TestApp } from '../server/test/harness';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: false, env: { ENABLE_TEST_ROUTES: 'true' } });
}, 120_000);
afterAll(() => app?.close());

describe("the sandbox's Admin API rate limit", () => {
  it('answers what the bucket holds of 300 mutations sent at once and throttles the rest', async () => {
    const admin = sandboxAdminClient(app);
    const variables = {
      contractId: 'gid://shopify/SubscriptionContract/1',
      date: '2027-01-01T00:00:00Z',
    };
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 300 }, () =>
        admin.request(CONTRACT_SET_NEXT_BILLING_DATE, { variables }),
      ),
    );
    const seconds = (performance.now() - started) / 1000;
    const answered = answers.filter((a) => a.data !== undefined);
    const throttled = answers.filter((a) => a.data === undefined);
    // 2,000 points at the start, 100 more each second: 200 mutations, and 10 a second.
    expect(answered.length).toBeGreaterThanOrEqual(200);
    expect(answered.length).toBeLessThanOrEqual(200 + Math.ceil(seconds * 10));
    expect(throttled.length).toBe(300 - answered.length);
    expect(answered[0]?.data).toEqual({
      subscriptionContractSetNextBillingDate: {
        contract: null,
        userErrors: [
          {
            field: ['contractId'],
            message: 'Subscription contract does not exist',
            code: 'INVALID',
          },
        ],
      },
    });
    expect(answered[0]?.extensions).toMatchObject({
      cost: {
        requestedQueryCost: 10,
        actualQueryCost: 10,
        throttleStatus: { maximumAvailable: 2000, restoreRate: 100 },
      },
    });
    // The count the benches read, over HTTP (ENABLE_TEST_ROUTES): every THROTTLED answer.
    const counted = await app.fetch('/sandbox/shopify/test/admin-throttled');
    expect(await counted.json()).toEqual({ throttled: throttled.length });
    for (const answer of throttled) {
      expect(answer.errors?.graphQLErrors).toEqual([
        { message: 'Throttled', extensions: { code: 'THROTTLED' } },
      ]);
      expect(answer.extensions).toMatchObject({
        cost: {
          requestedQueryCost: 10,
          actualQueryCost: null,
          throttleStatus: { maximumAvailable: 2000, restoreRate: 100 },
        },
      });
    }
  });
});
