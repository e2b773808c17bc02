// Shopify Admin GraphQL client (docs/spec/shopify.md §3): the productSet upsert,
// sellingPlanGroupCreate and sellingPlanGroupDelete, the publications query and
// publishableUnpublish, with cost-based throttling.

import { adminGraphql } from '../../core/shopify/graphql-document';
import type { Config } from '../config';
import { type AdminLane, type AdminPacer, PaceBudgetSpent, pacerFor } from './admin-pacing';
import {
  SELLING_PLAN_GROUP_CREATE_MUTATION,
  SELLING_PLAN_GROUP_DELETE_MUTATION,
  type SellingPlanGroupDeleteResult,
  type SellingPlanGroupInput,
  type SellingPlanGroupResult,
} from './selling-plans';
import {
  fetchFailureMessage,
  fetchFailureNotActed,
  isOutageStatus,
  statusNotActed,
} from './store-outage';

export const ADMIN_TOKEN_HEADER = 'X-Shopify-Access-Token';
export const SANDBOX_ADMIN_TOKEN = 'sandbox-admin-token';

export const PRODUCT_SET_MUTATION = adminGraphql`mutation productSet($input: ProductSetInput!, $identifier: ProductSetIdentifiers) {
  productSet(input: $input, identifier: $identifier, synchronous: true) {
    product { id handle variants(first: 100) { nodes { id sku price } } }
    userErrors { field message code }
  }
}`;

/** Every publication (sales channel, catalog) of the store, 250 to a page. */
export const PUBLICATIONS_QUERY = adminGraphql`query publications($after: String) {
  publications(first: 250, after: $after) {
    nodes { id catalog { title } }
    pageInfo { hasNextPage endCursor }
  }
}`;

export const PUBLISHABLE_UNPUBLISH_MUTATION = adminGraphql`mutation publishableUnpublish($id: ID!, $input: [PublicationInput!]!) {
  publishableUnpublish(id: $id, input: $input) {
    publishable { ... on Product { id } }
    userErrors { field message }
  }
}`;

export type PublicationsResult = {
  nodes: { id: string; catalog: { title: string } | null }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

export type PublishableUnpublishResult = {
  publishable: { id: string } | null;
  userErrors: { field: string[] | null; message: string }[];
};

export type ProductSetVariantInput = {
  optionValues: { optionName: string; name: string }[];
  price: string;
  compareAtPrice: string | null;
  sku: string;
};

export type ProductSetInput = {
  title: string;
  handle: string;
  descriptionHtml: string;
  vendor: string;
  productType: string;
  tags: string[];
  status: 'ACTIVE' | 'DRAFT';
  productOptions: { name: string; values: { name: string }[] }[];
  variants: ProductSetVariantInput[];
};

export type ProductSetResult = {
  product: {
    id: string;
    handle: string;
    variants: { nodes: { id: string; sku: string | null; price: string }[] };
  } | null;
  userErrors: { field: string[] | null; message: string; code: string | null }[];
};

export type ThrottleStatus = {
  maximumAvailable: number;
  currentlyAvailable: number;
  restoreRate: number;
};

export type QueryCost = {
  requestedQueryCost: number;
  actualQueryCost: number | null;
  throttleStatus: ThrottleStatus;
};

type GraphQLResponse<T> = {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
  extensions?: { cost?: QueryCost };
};

/** A failure of the whole call (transport, auth, GraphQL errors): stops the export. */
export class ShopifyAdminError extends Error {}

/**
 * The store is unavailable just now (5xx, 429/430, throttled past the retry budget, unreachable):
 * callers tell the person "try again shortly" and change nothing (decision 132). `notActed`: the
 * store certainly did nothing with the request (store-outage.ts).
 */
export class ShopifyStoreUnavailableError extends ShopifyAdminError {
  constructor(
    message: string,
    readonly notActed: boolean,
  ) {
    super(message);
  }
}

export type AdminClientOptions = {
  /** https://{domain} or {publicUrl}/sandbox/shopify */
  baseUrl: string;
  token: string;
  apiVersion: string;
  fetch?: typeof fetch;
  /** Waits (tests may record the delays). */
  sleep?: (ms: number) => Promise<void>;
  /** Retries of one call after THROTTLED answers before giving up. */
  maxThrottleRetries?: number;
  /**
   * Who waits for the calls: a person (the default) goes first; background work (the renewal
   * sweep) leaves room for them (admin-pacing.ts).
   */
  lane?: AdminLane;
  /** The pace kept with the store: this process's for it unless given (tests play two processes). */
  pacer?: AdminPacer;
  /**
   * The most one call waits in all for room in the bucket before it fails with
   * ShopifyStoreUnavailableError (decision 132): 10 s for a person, 60 s in the background.
   */
  throttleBudgetMs?: number;
  /** How long one request may take before the store counts as unreachable. 20 s by default. */
  timeoutMs?: number;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What Shopify last asked for each document, for pacing; a mutation's 10 until it is known. */
const requestedCosts = new Map<string, number>();
const MUTATION_COST = 10;
const expectedCost = (query: string) => requestedCosts.get(query) ?? MUTATION_COST;

/** Seconds to wait before a call of `cost` fits in the bucket: (requested − available) / restoreRate. */
export function computeThrottleDelayMs(cost: number, status: ThrottleStatus): number {
  const missing = cost - status.currentlyAvailable;
  if (missing <= 0 || status.restoreRate <= 0) return 0;
  return Math.ceil((missing / status.restoreRate) * 1000);
}

/** The Admin API client of the configured store, or of the sandbox when none is configured. */
export function createAdminClientFromConfig(
  config: Pick<Config, 'publicUrl' | 'shopify'>,
  overrides: Partial<AdminClientOptions> = {},
) {
  const store = config.shopify.store;
  return createShopifyAdminClient({
    baseUrl: store ? `https://${store.domain}` : `${config.publicUrl}/sandbox/shopify`,
    token: store ? store.adminToken : (config.shopify.sandbox?.adminToken ?? SANDBOX_ADMIN_TOKEN),
    apiVersion: config.shopify.apiVersion,
    ...overrides,
  });
}

export function createShopifyAdminClient(options: AdminClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? wait;
  const maxRetries = options.maxThrottleRetries ?? 8;
  const lane = options.lane ?? 'person';
  const throttleBudgetMs = options.throttleBudgetMs ?? (lane === 'person' ? 10_000 : 60_000);
  const timeoutMs = options.timeoutMs ?? 20_000;
  const url = `${options.baseUrl}/admin/api/${options.apiVersion}/graphql.json`;
  const pacer = options.pacer ?? pacerFor(url, options.token);

  async function post<T>(query: string, variables: Record<string, unknown>) {
    let response: Response;
    try {
      response = await doFetch(url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Accept: 'application/json',
          [ADMIN_TOKEN_HEADER]: options.token,
        },
        body: JSON.stringify({ query, variables }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new ShopifyStoreUnavailableError(fetchFailureMessage(err), fetchFailureNotActed(err));
    }
    if (response.status === 401 || response.status === 403) {
      throw new ShopifyAdminError('Shopify refused the admin access token');
    }
    if (isOutageStatus(response.status)) {
      await response.body?.cancel().catch(() => {});
      throw new ShopifyStoreUnavailableError(
        `Shopify answered HTTP ${response.status}`,
        statusNotActed(response.status),
      );
    }
    if (!response.ok) throw new ShopifyAdminError(`Shopify answered HTTP ${response.status}`);
    try {
      return (await response.json()) as GraphQLResponse<T>;
    } catch {
      throw new ShopifyAdminError('Shopify answered with invalid JSON');
    }
  }

  /** Runs a query at the store's pace (admin-pacing.ts), retrying THROTTLED answers. */
  async function request<T>(query: string, variables: Record<string, unknown>): Promise<T> {
    const deadline = Date.now() + throttleBudgetMs;
    for (let attempt = 0; ; attempt++) {
      const body = await paced(query, () => post<T>(query, variables), deadline);
      const throttled = body.errors?.some((e) => e.extensions?.code === 'THROTTLED');
      if (throttled) {
        // Shopify's guidance: wait until the bucket holds the requested cost, then retry
        // (https://shopify.dev/docs/apps/build/apis/graphql-admin/rate-limits). When that wait
        // keeps proving too short, the floor doubles; all the waits stay within the budget, else
        // the store counts as unavailable (decision 132).
        const cost = body.extensions?.cost;
        const delay = Math.max(
          cost ? computeThrottleDelayMs(cost.requestedQueryCost, cost.throttleStatus) : 0,
          50 * 2 ** Math.max(0, attempt - 1),
        );
        if (attempt >= maxRetries || Date.now() + delay > deadline) {
          throw new ShopifyStoreUnavailableError('Shopify kept throttling requests', true);
        }
        await sleepFor(delay);
        continue;
      }
      if (body.errors && body.errors.length > 0) {
        throw new ShopifyAdminError(body.errors.map((e) => e.message).join('; '));
      }
      if (!body.data) throw new ShopifyAdminError('Shopify answered without data');
      return body.data;
    }
  }

  /** One call, sent when the bucket holds its expected cost; its answer's report goes back. */
  async function paced<T>(
    query: string,
    send: () => Promise<GraphQLResponse<T>>,
    deadline: number,
  ): Promise<GraphQLResponse<T>> {
    let ticket: number;
    try {
      ticket = await pacer.take(expectedCost(query), lane, deadline - Date.now());
    } catch (err) {
      if (err instanceof PaceBudgetSpent) {
        throw new ShopifyStoreUnavailableError(err.message, true);
      }
      throw err;
    }
    let body: GraphQLResponse<T> | undefined;
    try {
      body = await send();
      return body;
    } finally {
      const cost = body?.extensions?.cost;
      if (cost) requestedCosts.set(query, cost.requestedQueryCost);
      pacer.settle(ticket, cost?.throttleStatus ?? null);
    }
  }

  async function sleepFor(ms: number) {
    if (ms > 0) await sleep(ms);
  }

  return {
    url,
    /** Any Admin GraphQL operation, paced and retried like the rest (refunds.ts uses it). */
    graphql: request,
    /** productSet keyed by handle (an upsert): the store ends up with exactly these variants. */
    async setProduct(input: ProductSetInput): Promise<ProductSetResult> {
      const data = await request<{ productSet: ProductSetResult }>(PRODUCT_SET_MUTATION, {
        input,
        identifier: { handle: input.handle },
      });
      return data.productSet;
    },
    /** The ids of every publication of the store (all pages). */
    async listPublicationIds(): Promise<string[]> {
      const ids: string[] = [];
      let after: string | null = null;
      do {
        const data: { publications: PublicationsResult } = await request(PUBLICATIONS_QUERY, {
          after,
        });
        ids.push(...data.publications.nodes.map((n) => n.id));
        after = data.publications.pageInfo.hasNextPage
          ? data.publications.pageInfo.endCursor
          : null;
      } while (after);
      return ids;
    },
    /** publishableUnpublish: the resource stays in the store, off these publications. */
    async unpublish(id: string, publicationIds: string[]): Promise<PublishableUnpublishResult> {
      const data = await request<{ publishableUnpublish: PublishableUnpublishResult }>(
        PUBLISHABLE_UNPUBLISH_MUTATION,
        { id, input: publicationIds.map((publicationId) => ({ publicationId })) },
      );
      return data.publishableUnpublish;
    },
    /** sellingPlanGroupCreate: a group of plans attached to the given variants. */
    async createSellingPlanGroup(
      input: SellingPlanGroupInput,
      productVariantIds: string[],
    ): Promise<SellingPlanGroupResult> {
      const data = await request<{ sellingPlanGroupCreate: SellingPlanGroupResult }>(
        SELLING_PLAN_GROUP_CREATE_MUTATION,
        { input, resources: { productVariantIds } },
      );
      return data.sellingPlanGroupCreate;
    },
    /** sellingPlanGroupDelete: the group goes; existing subscription contracts are unaffected. */
    async deleteSellingPlanGroup(id: string): Promise<SellingPlanGroupDeleteResult> {
      const data = await request<{ sellingPlanGroupDelete: SellingPlanGroupDeleteResult }>(
        SELLING_PLAN_GROUP_DELETE_MUTATION,
        { id },
      );
      return data.sellingPlanGroupDelete;
    },
  };
}

export type ShopifyAdminClient = ReturnType<typeof createShopifyAdminClient>;
