/**
 * The sandbox Admin GraphQL API (docs/spec/shopify.md §3), mounted under /sandbox/shopify/admin:
 * `POST /api/{version}/graphql.json` answering productSet (admin-products.ts), the selling plan
 * group mutations (admin-selling-plans.ts), draftOrderCreate (admin-draft-orders.ts), and the
 * publications query with publishableUnpublish / publishablePublish (admin-publications.ts),
 * urlRedirectCreate and the urlRedirects query (url-redirects.ts), with
 * Shopify's shapes, a leaky-bucket cost model on productSet that answers THROTTLED when empty,
 * and 401 on a wrong token.
 */
import type { AppDeps } from '../server/app-deps';
import { ADMIN_TOKEN_HEADER, SANDBOX_ADMIN_TOKEN } from '../server/shopify/admin-client';
import { createDraftOrder, draftOrderInputSchema } from './admin-draft-orders';
import { setSandboxProduct } from './admin-products';
import { answerPublicationOperation } from './admin-publications';
import { answerSellingPlanGroupMutation } from './admin-selling-plans';
import { createGraphQLEndpoint, type GraphQLError, type GraphQLOperations } from './graphql-route';
import type { SandboxCartStore } from './sandbox-carts';
import { createSandboxShopState, type SandboxShopState } from './shop-state';
import { answerUrlRedirectOperation } from './url-redirects';

export const SANDBOX_BUCKET_MAX = 2000;
export const SANDBOX_RESTORE_RATE = 100;
export const PRODUCT_SET_COST = 10;

/** Test hook: the next `count` productSet calls answer THROTTLED (bucket nearly empty). */
let forcedThrottles = 0;
let throttledAnswers = 0;

export function forceSandboxAdminThrottle(count: number): void {
  forcedThrottles = count;
}

/** How many THROTTLED answers the sandbox has given in this process (tests read it). */
export function countSandboxThrottledAnswers(): number {
  return throttledAnswers;
}

function costExtensions(available: number, actual: number | null) {
  return {
    cost: {
      requestedQueryCost: PRODUCT_SET_COST,
      actualQueryCost: actual,
      throttleStatus: {
        maximumAvailable: SANDBOX_BUCKET_MAX,
        currentlyAvailable: Math.floor(available),
        restoreRate: SANDBOX_RESTORE_RATE,
      },
    },
  };
}

/**
 * The Admin API endpoint. `operations` (inventory-api.ts, order-api.ts, subscription-api.ts) are
 * asked first, in order; what none of them answers is answered here.
 */
export function createSandboxAdminApi(
  deps: AppDeps,
  carts: SandboxCartStore,
  shop: SandboxShopState = createSandboxShopState(),
  operations: GraphQLOperations[] = [],
) {
  const adminToken = deps.config.shopify.sandbox?.adminToken ?? SANDBOX_ADMIN_TOKEN;
  const store = shop.products;
  const sellingPlanGroups = shop.sellingPlanGroups;
  let available = SANDBOX_BUCKET_MAX;
  let refilledAt = Date.now();

  function refill() {
    const now = Date.now();
    available = Math.min(
      SANDBOX_BUCKET_MAX,
      available + ((now - refilledAt) / 1000) * SANDBOX_RESTORE_RATE,
    );
    refilledAt = now;
  }

  function throttled() {
    throttledAnswers++;
    return {
      errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }],
      extensions: costExtensions(available, null),
    };
  }

  const errors = (...list: GraphQLError[]) => ({ errors: list });

  return createGraphQLEndpoint({
    api: 'admin',
    path: '/api/:version/graphql.json',
    checkAnswers: deps.config.shopify.sandbox?.checkAnswers ?? false,
    maxBodyBytes: 1024 * 1024,
    authorized: (c) => c.req.header(ADMIN_TOKEN_HEADER) === adminToken,
    unauthorized: {
      errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
    },
    first: operations,
    answer: async (request, c) => {
      const query = request.document;
      if (/^\s*mutation\b/.test(query) && /\bdraftOrderCreate\s*\(/.test(query)) {
        const input = draftOrderInputSchema.safeParse(request.variables.input);
        if (!input.success) {
          return c.json(
            errors({
              message: `Variable $input of type DraftOrderInput! was provided invalid value for ${input.error.issues[0]?.path.join('.') ?? 'input'} (${input.error.issues[0]?.message ?? 'invalid'})`,
              extensions: { code: 'INVALID_VARIABLE' },
            }),
          );
        }
        return c.json(await createDraftOrder(deps, carts, input.data));
      }
      const variables = request.variables;
      const sellingPlanAnswer = answerSellingPlanGroupMutation(query, variables, sellingPlanGroups);
      if (sellingPlanAnswer) return c.json(sellingPlanAnswer);
      const publicationAnswer = await answerPublicationOperation(
        query,
        variables,
        request.version,
        store,
        shop.publications,
      );
      if (publicationAnswer) return c.json(publicationAnswer);
      const redirectAnswer = answerUrlRedirectOperation(query, variables, shop.urlRedirects);
      if (redirectAnswer) return c.json(redirectAnswer);
      if (!/^\s*mutation\b/.test(query) || !/\bproductSet\s*\(/.test(query)) {
        return c.json(
          errors({
            message:
              'The sandbox admin API only implements productSet, sellingPlanGroupCreate, sellingPlanGroupDelete, draftOrderCreate, publications, publishableUnpublish, publishablePublish, urlRedirectCreate and urlRedirects',
            extensions: { code: 'undefinedField' },
          }),
        );
      }

      refill();
      if (forcedThrottles > 0) {
        forcedThrottles--;
        available = Math.min(available, 5);
        return c.json(throttled());
      }
      if (available < PRODUCT_SET_COST) return c.json(throttled());
      available -= PRODUCT_SET_COST;

      const payload = setSandboxProduct(variables, store);
      if (!payload) {
        return c.json(
          errors({
            message: 'Variable $input of type ProductSetInput! was provided invalid value',
            extensions: { code: 'INVALID_VARIABLE' },
          }),
        );
      }
      return c.json({
        data: { productSet: payload },
        extensions: costExtensions(available, PRODUCT_SET_COST),
      });
    },
  });
}
