/**
 * The sandbox Admin GraphQL API (shopify.md §3), mounted under /sandbox/shopify/admin:
 * `POST /api/{version}/graphql.json` answering the productSet mutation (an upsert by handle kept in
 * this process's memory) with Shopify's shapes, a leaky-bucket cost model that answers THROTTLED
 * when empty, and 401 on a wrong token. Ids are derived from the handle (and sku), so they are
 * stable across exports and restarts.
 */
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { formatPenceAsDecimal, multiplyPence, sumPence, tryParsePence } from '../../../core/money';
import type { AppDeps } from '../../app-deps';
import { products, productVariants } from '../../db/schema/catalog';
import type { AppEnv } from '../../http/app-env';
import { ADMIN_TOKEN_HEADER, SANDBOX_ADMIN_TOKEN } from '../admin-client';
import { rememberBounded } from './bounds';
import { buildSandboxCheckoutUrl } from './cart-payload';
import type { SandboxCartStore } from './sandbox-carts';
import {
  sellingPlanGroupInputSchema,
  sellingPlanGroupResourcesSchema,
} from './selling-plan-groups';
import {
  createSandboxShopState,
  type SandboxShopProduct,
  type SandboxShopState,
} from './shop-state';

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

const attributeSchema = z.object({ key: z.string(), value: z.string() });

/**
 * DraftOrderInput as far as the shop uses it (Admin API 2026-10). `.strict()` on the line: a
 * field the version does not have (e.g. sellingPlanId, only from 2027-01) is an invalid variable.
 */
const draftOrderInputSchema = z.object({
  email: z.string().optional(),
  note: z.string().optional(),
  tags: z.array(z.string()).optional(),
  customAttributes: z.array(attributeSchema).optional(),
  lineItems: z
    .array(
      z
        .object({
          variantId: z.string().min(1),
          quantity: z.number().int(),
          priceOverride: z
            .object({ amount: decimal, currencyCode: z.string().length(3) })
            .optional(),
          customAttributes: z.array(attributeSchema).optional(),
        })
        .strict(),
    )
    .min(1),
});

export const DRAFT_ORDER_CREATE_COST = 10;
let draftSequence = 0;

export function createSandboxAdminApi(
  deps: AppDeps,
  carts: SandboxCartStore,
  shop: SandboxShopState = createSandboxShopState(),
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

  /** draftOrderCreate: variant lines at their priceOverride (else the variant price); the
   * invoiceUrl opens the sandbox checkout, which charges the draft's subtotal. */
  async function createDraftOrder(input: z.output<typeof draftOrderInputSchema>) {
    const gids = [...new Set(input.lineItems.map((line) => line.variantId))];
    const rows = await deps.db
      .select({
        gid: productVariants.shopifyGid,
        variantTitle: productVariants.title,
        price: productVariants.price,
        productTitle: products.title,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(inArray(productVariants.shopifyGid, gids), eq(products.published, true)));
    const byGid = new Map(rows.map((row) => [row.gid, row]));
    const userErrors: { field: string[]; message: string }[] = [];
    input.lineItems.forEach((line, index) => {
      if (!byGid.has(line.variantId)) {
        userErrors.push({
          field: ['lineItems', String(index), 'variantId'],
          message: 'Product with ID could not be found.',
        });
      }
      if (line.quantity < 1) {
        userErrors.push({
          field: ['lineItems', String(index), 'quantity'],
          message: 'Quantity must be greater than or equal to 1',
        });
      }
      const override = line.priceOverride;
      if (
        override &&
        (override.currencyCode !== 'GBP' || tryParsePence(override.amount) === null)
      ) {
        userErrors.push({
          field: ['lineItems', String(index), 'priceOverride'],
          message: 'Price override must be an amount in the draft order currency (GBP)',
        });
      }
    });
    if (userErrors.length > 0) {
      return { data: { draftOrderCreate: { draftOrder: null, userErrors } } };
    }
    draftSequence++;
    const draftOrderId = `gid://shopify/DraftOrder/${numericId(`draft:${Date.now()}:${draftSequence}`)}`;
    const cart = carts.create(
      input.lineItems.map((line) => {
        const row = byGid.get(line.variantId) as (typeof rows)[number];
        const variantPrice = tryParsePence(row.price) ?? 0;
        const price = line.priceOverride
          ? (tryParsePence(line.priceOverride.amount) ?? 0)
          : variantPrice;
        return {
          merchandiseId: line.variantId,
          productTitle: row.productTitle,
          variantTitle: row.variantTitle,
          quantity: line.quantity,
          unitPricePence: price,
          compareAtPricePence: variantPrice,
          attributes: line.customAttributes ?? [],
          sellingPlan: null,
        };
      }),
      {
        attributes: input.customAttributes ?? [],
        buyerEmail: input.email ?? null,
        draftOrderId,
      },
    );
    const subtotal = sumPence(cart.lines.map((l) => multiplyPence(l.unitPricePence, l.quantity)));
    const money = { amount: formatPenceAsDecimal(subtotal), currencyCode: 'GBP' };
    return {
      data: {
        draftOrderCreate: {
          draftOrder: {
            id: draftOrderId,
            invoiceUrl: buildSandboxCheckoutUrl(deps.config.publicUrl, cart),
            subtotalPriceSet: { shopMoney: money, presentmentMoney: money },
            totalPriceSet: { shopMoney: money, presentmentMoney: money },
          },
          userErrors: [],
        },
      },
    };
  }

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
      if (/^\s*mutation\b/.test(query) && /\bdraftOrderCreate\s*\(/.test(query)) {
        const input = draftOrderInputSchema.safeParse(request.data.variables?.input);
        if (!input.success) {
          return c.json(
            errors({
              message: `Variable $input of type DraftOrderInput! was provided invalid value for ${input.error.issues[0]?.path.join('.') ?? 'input'} (${input.error.issues[0]?.message ?? 'invalid'})`,
              extensions: { code: 'INVALID_VARIABLE' },
            }),
          );
        }
        return c.json(await createDraftOrder(input.data));
      }
      if (/^\s*mutation\b/.test(query) && /\bsellingPlanGroupCreate\s*\(/.test(query)) {
        const variables = request.data.variables ?? {};
        const input = sellingPlanGroupInputSchema.safeParse(variables.input);
        const resources = sellingPlanGroupResourcesSchema.safeParse(variables.resources);
        if (!input.success || !resources.success) {
          const issue = (input.error ?? resources.error)?.issues[0];
          return c.json(
            errors({
              message: `Variable $${input.success ? 'resources' : 'input'} of type ${input.success ? 'SellingPlanGroupResourceInput' : 'SellingPlanGroupInput!'} was provided invalid value for ${issue?.path.join('.') ?? 'input'} (${issue?.message ?? 'invalid'})`,
              extensions: { code: 'INVALID_VARIABLE' },
            }),
          );
        }
        return c.json({
          data: { sellingPlanGroupCreate: sellingPlanGroups.create(input.data, resources.data) },
        });
      }
      if (!/^\s*mutation\b/.test(query) || !/\bproductSet\s*\(/.test(query)) {
        return c.json(
          errors({
            message:
              'The sandbox admin API only implements productSet, sellingPlanGroupCreate and draftOrderCreate',
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
      const product: SandboxShopProduct = {
        id: `gid://shopify/Product/${numericId(`product:${handle}`)}`,
        handle,
        title: input.data.title ?? handle,
        // List fields replace what the store had: variants left out are gone.
        variants: (input.data.variants ?? []).map((variant, index) => {
          const key = variant.sku || variant.optionValues?.map((o) => o.name).join('/') || index;
          return {
            id: `gid://shopify/ProductVariant/${numericId(`variant:${handle}:${key}`)}`,
            sku: variant.sku ?? null,
            price: Number(variant.price).toFixed(2),
            // Shopify's variant title: the option values joined with ' / '.
            title: variant.optionValues?.map((o) => o.name).join(' / ') || 'Default Title',
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
              // The fields PRODUCT_SET_MUTATION selects.
              variants: {
                nodes: product.variants.map(({ id, sku, price }) => ({ id, sku, price })),
              },
            },
            userErrors: [],
          },
        },
        extensions: costExtensions(available, PRODUCT_SET_COST),
      });
    },
  );
}
