/**
 * The sandbox Admin GraphQL API (docs/spec/shopify.md §3), mounted under /sandbox/shopify/admin:
 * `POST /api/{version}/graphql.json` answering productSet (admin-products.ts), the selling plan
 * group mutations (admin-selling-plans.ts), draftOrderCreate (admin-draft-orders.ts), and the
 * publications query with publishableUnpublish / publishablePublish (admin-publications.ts),
 * urlRedirectCreate and the urlRedirects query (url-redirects.ts), with
 * Shopify's shapes, Shopify's leaky-bucket rate limit on every request, the store plan's
 * (admin-bucket.ts: THROTTLED when empty, cost extensions on every answer), and 401 on a wrong
 * token.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../server/app-deps';
import type { AppEnv } from '../server/http/app-env';
import { ADMIN_TOKEN_HEADER, SANDBOX_ADMIN_TOKEN } from '../server/shopify/admin-client';
import { createAdminBucket, requestedCost } from './admin-bucket';
import { createDraftOrder, draftOrderInputSchema } from './admin-draft-orders';
import { setSandboxProduct } from './admin-products';
import { answerPublicationOperation } from './admin-publications';
import { answerSellingPlanGroupMutation } from './admin-selling-plans';
import { createGraphQLEndpoint, type GraphQLError, type GraphQLOperations } from './graphql-route';
import type { SandboxCartStore } from './sandbox-carts';
import { createSandboxShopState, type SandboxShopState } from './shop-state';
import { answerUrlRedirectOperation } from './url-redirects';

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

/**
 * ENABLE_TEST_ROUTES only: GET /sandbox/shopify/test/admin-throttled answers how many Admin API
 * requests this process has answered THROTTLED (the benches report it: decision 155).
 */
export function createSandboxAdminTestRoutes() {
  return new Hono<AppEnv>().get('/admin-throttled', (c) =>
    c.json({ throttled: countSandboxThrottledAnswers() }),
  );
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
  const bucket = createAdminBucket(deps.config.shopify.sandbox?.plan ?? 'standard');
  /** Takes the request's cost: its answer's extensions, or the THROTTLED answer. */
  const charge = (document: string) => {
    const taken = bucket.take(requestedCost(document));
    if ('throttled' in taken) throttledAnswers++;
    return taken;
  };
  /** Every operation family, behind the bucket: a request none answers is charged later. */
  const metered: GraphQLOperations = async (request) => {
    const cost = requestedCost(request.document);
    const taken = charge(request.document);
    if ('throttled' in taken) return taken.throttled;
    for (const family of operations) {
      const answered = await family(request);
      if (answered !== null) return { ...answered, extensions: taken.extensions };
    }
    bucket.refund(cost);
    return null;
  };

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
    first: operations.length > 0 ? [metered] : [],
    answer: async (request, c) => {
      const query = request.document;
      const isProductSet = /^\s*mutation\b/.test(query) && /\bproductSet\s*\(/.test(query);
      if (isProductSet && forcedThrottles > 0) {
        forcedThrottles--;
        bucket.drain();
      }
      const taken = charge(query);
      if ('throttled' in taken) return c.json(taken.throttled);
      const costed = (body: object) => c.json({ ...body, extensions: taken.extensions });
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
        return costed(await createDraftOrder(deps, carts, input.data));
      }
      const variables = request.variables;
      const sellingPlanAnswer = answerSellingPlanGroupMutation(query, variables, sellingPlanGroups);
      if (sellingPlanAnswer) return costed(sellingPlanAnswer);
      const publicationAnswer = await answerPublicationOperation(
        query,
        variables,
        request.version,
        store,
        shop.publications,
      );
      if (publicationAnswer) return costed(publicationAnswer);
      const redirectAnswer = answerUrlRedirectOperation(query, variables, shop.urlRedirects);
      if (redirectAnswer) return costed(redirectAnswer);
      if (!isProductSet) {
        return c.json(
          errors({
            message:
              'The sandbox admin API only implements productSet, sellingPlanGroupCreate, sellingPlanGroupDelete, draftOrderCreate, publications, publishableUnpublish, publishablePublish, urlRedirectCreate and urlRedirects',
            extensions: { code: 'undefinedField' },
          }),
        );
      }

      const payload = setSandboxProduct(variables, store);
      if (!payload) {
        return c.json(
          errors({
            message: 'Variable $input of type ProductSetInput! was provided invalid value',
            extensions: { code: 'INVALID_VARIABLE' },
          }),
        );
      }
      return costed({ data: { productSet: payload } });
    },
  });
}
