/**
 * The sandbox Admin GraphQL API (shopify.md §3), mounted under /sandbox/shopify/admin:
 * `POST /api/{version}/graphql.json` answering the productSet mutation (an upsert by handle kept in
 * this process's memory) with Shopify's shapes, a leaky-bucket cost model that answers THROTTLED
 * when empty, and 401 on a wrong token. Ids are derived from the handle (and sku), so they are
 * stable across exports and restarts.
 */
import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { ADMIN_TOKEN_HEADER, SANDBOX_ADMIN_TOKEN } from '../admin-client';
import { rememberBounded } from './bounds';

export const SANDBOX_BUCKET_MAX = 2000;
export const SANDBOX_RESTORE_RATE = 100;
export const PRODUCT_SET_COST = 10;
/** Products the sandbox admin keeps in memory; the least recently written go first. */
export const MAX_SANDBOX_PRODUCTS = 2000;

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

type GraphQLError = { message: string; extensions?: Record<string, unknown> };

const requestSchema = z.object({
  query: z.string().min(1),
  variables: z.record(z.string(), z.unknown()).nullish(),
  operationName: z.string().nullish(),
});

const decimal = z.union([z.string(), z.number()]).transform(String);

const productSetInputSchema = z.object({
  title: z.string().optional(),
  handle: z.string().optional(),
  descriptionHtml: z.string().optional(),
  vendor: z.string().optional(),
  productType: z.string().optional(),
  tags: z.array(z.string()).optional(),
  status: z.enum(['ACTIVE', 'DRAFT', 'ARCHIVED']).optional(),
  productOptions: z
    .array(
      z.object({ name: z.string(), values: z.array(z.object({ name: z.string() })).optional() }),
    )
    .optional(),
  variants: z
    .array(
      z.object({
        optionValues: z.array(z.object({ optionName: z.string(), name: z.string() })).optional(),
        price: decimal.optional(),
        compareAtPrice: decimal.nullish(),
        sku: z.string().nullish(),
      }),
    )
    .optional(),
});

type UserError = { field: string[]; message: string; code: string };
type StoredProduct = {
  id: string;
  handle: string;
  variants: { id: string; sku: string | null; price: string }[];
};

function numericId(key: string): string {
  // 13 hex digits fit in a safe integer; Shopify ids are large numbers too.
  return String(Number.parseInt(createHash('sha256').update(key).digest('hex').slice(0, 13), 16));
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

function validateProduct(input: z.output<typeof productSetInputSchema>): UserError[] {
  const errors: UserError[] = [];
  if (!input.title?.trim()) {
    errors.push({ field: ['input', 'title'], message: "Title can't be blank", code: 'BLANK' });
  }
  const seen = new Set<string>();
  (input.variants ?? []).forEach((variant, index) => {
    const key = (variant.optionValues ?? []).map((o) => `${o.optionName}=${o.name}`).join('|');
    if (seen.has(key)) {
      const name = variant.optionValues?.map((o) => o.name).join(' / ') ?? '';
      errors.push({
        field: ['input', 'variants', String(index)],
        message: `The variant '${name}' already exists.`,
        code: 'DUPLICATE_VARIANT',
      });
    }
    seen.add(key);
    if (variant.price === undefined || !/^\d+(\.\d{1,2})?$/.test(variant.price)) {
      errors.push({
        field: ['input', 'variants', String(index), 'price'],
        message: 'Price must be a decimal amount',
        code: 'INVALID',
      });
    }
  });
  return errors;
}

export function createSandboxAdminApi(deps: AppDeps) {
  const adminToken = deps.config.shopify.sandbox?.adminToken ?? SANDBOX_ADMIN_TOKEN;
  const store = new Map<string, StoredProduct>();
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

  return new Hono<AppEnv>().post(
    '/api/:version/graphql.json',
    bodyLimit({
      maxSize: 1024 * 1024,
      onError: (c) => c.json(errors({ message: 'Request body is too large' }), 413),
    }),
    async (c) => {
      if (!/^\d{4}-\d{2}$|^unstable$/.test(c.req.param('version'))) {
        return c.json(errors({ message: 'Not Found', extensions: { code: 'NOT_FOUND' } }), 404);
      }
      if (c.req.header(ADMIN_TOKEN_HEADER) !== adminToken) {
        return c.json(
          {
            errors: '[API] Invalid API key or access token (unrecognized login or wrong password)',
          },
          401,
        );
      }
      let raw: unknown;
      try {
        raw = await c.req.json();
      } catch {
        return c.json(errors({ message: 'Request body is not valid JSON' }), 400);
      }
      const request = requestSchema.safeParse(raw);
      if (!request.success) {
        return c.json(errors({ message: 'Required parameter missing or invalid: query' }), 400);
      }
      const query = request.data.query.replace(/#[^\n]*/g, '');
      if (!/^\s*mutation\b/.test(query) || !/\bproductSet\s*\(/.test(query)) {
        return c.json(
          errors({
            message: 'The sandbox admin API only implements the productSet mutation',
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

      const variables = request.data.variables ?? {};
      const input = productSetInputSchema.safeParse(variables.input);
      if (!input.success) {
        return c.json(
          errors({
            message: 'Variable $input of type ProductSetInput! was provided invalid value',
            extensions: { code: 'INVALID_VARIABLE' },
          }),
        );
      }
      const identifier = variables.identifier as { handle?: unknown } | null | undefined;
      const handle =
        typeof identifier?.handle === 'string' ? identifier.handle : (input.data.handle ?? '');
      const userErrors = validateProduct(input.data);
      if (!handle) {
        userErrors.push({ field: ['identifier'], message: 'Handle is required', code: 'BLANK' });
      }
      if (userErrors.length > 0) {
        return c.json({
          data: { productSet: { product: null, userErrors } },
          extensions: costExtensions(available, PRODUCT_SET_COST),
        });
      }
      const product: StoredProduct = {
        id: `gid://shopify/Product/${numericId(`product:${handle}`)}`,
        handle,
        // List fields replace what the store had: variants left out are gone.
        variants: (input.data.variants ?? []).map((variant, index) => {
          const key = variant.sku || variant.optionValues?.map((o) => o.name).join('/') || index;
          return {
            id: `gid://shopify/ProductVariant/${numericId(`variant:${handle}:${key}`)}`,
            sku: variant.sku ?? null,
            price: Number(variant.price).toFixed(2),
          };
        }),
      };
      rememberBounded(store, handle, product, MAX_SANDBOX_PRODUCTS);
      return c.json({
        data: {
          productSet: {
            product: {
              id: product.id,
              handle: product.handle,
              variants: { nodes: product.variants },
            },
            userErrors: [],
          },
        },
        extensions: costExtensions(available, PRODUCT_SET_COST),
      });
    },
  );
}
