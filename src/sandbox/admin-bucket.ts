/**
 * Shopify's Admin GraphQL API rate limit, as the sandbox applies it to every Admin API request
 * (docs/decisions/154-sandbox-admin-rate-limit.md): a leaky bucket per app and store, restored at
 * the store plan's rate (https://shopify.dev/docs/apps/build/apis/graphql-admin/rate-limits:
 * Standard 100 points a second, Advanced 200, Plus 1,000, enterprise 2,000), holding 20 seconds
 * of it (2,000 points on Standard, as Shopify's throttleStatus reports). A request whose requested
 * cost the bucket does not hold is answered THROTTLED with the bucket's state, and nothing is done.
 * The cost is Shopify's default model, simplified: a mutation 10 points; a query 1, plus each
 * connection's page size (`first` / `last`).
 */
export type ShopifyPlan = 'standard' | 'advanced' | 'plus' | 'enterprise';

export const RESTORE_RATE_BY_PLAN: Readonly<Record<ShopifyPlan, number>> = {
  standard: 100,
  advanced: 200,
  plus: 1000,
  enterprise: 2000,
};
const BUCKET_SECONDS = 20;
export const MUTATION_COST = 10;

export function requestedCost(document: string): number {
  if (/^\s*mutation\b/.test(document)) return MUTATION_COST;
  let cost = 1;
  for (const page of document.matchAll(/\b(?:first|last)\s*:\s*(\d+)/g)) cost += Number(page[1]);
  return cost;
}

export type CostExtensions = {
  cost: {
    requestedQueryCost: number;
    actualQueryCost: number | null;
    throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
  };
};

export function createAdminBucket(plan: ShopifyPlan, now: () => number = Date.now) {
  const restoreRate = RESTORE_RATE_BY_PLAN[plan];
  const maximum = restoreRate * BUCKET_SECONDS;
  let available = maximum;
  let refilledAt = now();
  let throttledAnswers = 0;

  function refill() {
    const at = now();
    available = Math.min(maximum, available + ((at - refilledAt) / 1000) * restoreRate);
    refilledAt = at;
  }

  const extensions = (requested: number, actual: number | null): CostExtensions => ({
    cost: {
      requestedQueryCost: requested,
      actualQueryCost: actual,
      throttleStatus: {
        maximumAvailable: maximum,
        currentlyAvailable: Math.floor(available),
        restoreRate,
      },
    },
  });

  return {
    /**
     * Takes `cost` from the bucket: the answer's cost extensions, or the THROTTLED answer when
     * the bucket does not hold it.
     */
    take(cost: number): { extensions: CostExtensions } | { throttled: object } {
      refill();
      if (available < cost) {
        throttledAnswers++;
        return {
          throttled: {
            errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }],
            extensions: extensions(cost, null),
          },
        };
      }
      available -= cost;
      return { extensions: extensions(cost, cost) };
    },
    /** Gives back a cost taken for a request nothing answered (it is charged where it is). */
    refund(cost: number) {
      available = Math.min(maximum, available + cost);
    },
    /** Leaves the bucket nearly empty (a test's forced throttle). */
    drain() {
      refill();
      available = Math.min(available, 5);
    },
    throttledAnswers: () => throttledAnswers,
  };
}

export type AdminBucket = ReturnType<typeof createAdminBucket>;
