import { describe, expect, it } from 'vitest';
import { createAdminBucket, MUTATION_COST, requestedCost } from './admin-bucket';

describe("the sandbox's Admin API bucket, as Shopify's", () => {
  it('holds 20 seconds of the plan rate and refills at it', () => {
    let now = 0;
    const bucket = createAdminBucket('standard', () => now);
    // 2,000 points on Standard: 200 mutations at once, the 201st throttled.
    for (let i = 0; i < 200; i++) expect('extensions' in bucket.take(MUTATION_COST)).toBe(true);
    const refused = bucket.take(MUTATION_COST);
    expect(refused).toEqual({
      throttled: {
        errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }],
        extensions: {
          cost: {
            requestedQueryCost: 10,
            actualQueryCost: null,
            throttleStatus: { maximumAvailable: 2000, currentlyAvailable: 0, restoreRate: 100 },
          },
        },
      },
    });
    // A tenth of a second restores 10 points: one more mutation.
    now = 100;
    expect(bucket.take(MUTATION_COST)).toEqual({
      extensions: {
        cost: {
          requestedQueryCost: 10,
          actualQueryCost: 10,
          throttleStatus: { maximumAvailable: 2000, currentlyAvailable: 0, restoreRate: 100 },
        },
      },
    });
    expect('throttled' in bucket.take(MUTATION_COST)).toBe(true);
    expect(bucket.throttledAnswers()).toBe(2);
  });

  it('restores 1,000 points a second on Plus', () => {
    let now = 0;
    const bucket = createAdminBucket('plus', () => now);
    for (let i = 0; i < 2000; i++) bucket.take(MUTATION_COST);
    expect('throttled' in bucket.take(MUTATION_COST)).toBe(true);
    now = 1000;
    for (let i = 0; i < 100; i++) expect('extensions' in bucket.take(MUTATION_COST)).toBe(true);
    expect('throttled' in bucket.take(MUTATION_COST)).toBe(true);
  });

  it('costs a mutation 10 and a query 1 plus its page sizes', () => {
    expect(requestedCost('mutation ($id: ID!) { subscriptionBillingAttemptCreate { x } }')).toBe(
      10,
    );
    expect(requestedCost('query { order(id: "1") { id } }')).toBe(1);
    expect(
      requestedCost('{ orders(first: 50) { nodes { id lineItems(first: 10) { nodes { id } } } } }'),
    ).toBe(61);
  });
});
