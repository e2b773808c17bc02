/**
 * The sandbox Storefront API: `POST /api/{version}/graphql.json` answering the cartCreate
 * mutation with Shopify's request and response shapes (docs/spec/shopify.md §1). Only cartCreate
 * exists; there is no full GraphQL engine, so the answer always carries the whole cart shape that
 * shopify.md lists (a superset of what our client selects).
 */
import { z } from 'zod';
import type { AppDeps } from '../server/app-deps';
import {
  buildSandboxCheckoutUrl,
  serializeSandboxCart,
  updateSandboxDiscountCodes,
} from './cart-payload';
import { createGraphQLEndpoint, type GraphQLError, graphqlErrors } from './graphql-route';
import type { SandboxCart, SandboxCartStore } from './sandbox-carts';
import { loadSandboxCatalogue } from './sandbox-catalogue';
import type { SandboxShopState, SandboxVariant } from './shop-state';
import { identifyStorefrontCaller, storefrontRootFields } from './storefront-access';

/** Shopify allows up to 250 lines per cart. */
const MAX_CART_LINES = 250;

/** Strip comments and string literals, then check the few things a cartCreate document needs. */
export function checkCartCreateDocument(query: string): GraphQLError | null {
  const stripped = query
    .replace(/"""[\s\S]*?"""/g, '""')
    .replace(/"(?:[^"\\\n]|\\.)*"/g, '""')
    .replace(/#[^\n]*/g, '');
  const stack: string[] = [];
  const pairs: Record<string, string> = { '}': '{', ')': '(', ']': '[' };
  for (const char of stripped) {
    if (char === '{' || char === '(' || char === '[') stack.push(char);
    else if (char in pairs) {
      if (stack.pop() !== pairs[char]) {
        return { message: `syntax error, unexpected ${char}`, extensions: { code: 'PARSE_ERROR' } };
      }
    }
  }
  if (stack.length > 0) {
    return { message: 'syntax error, unexpected end of file', extensions: { code: 'PARSE_ERROR' } };
  }
  const trimmed = stripped.trim();
  if (!/^mutation\b/.test(trimmed)) {
    const match = /^(query|subscription|\{)/.exec(trimmed);
    if (!match) {
      return {
        message: 'syntax error, expected an operation definition',
        extensions: { code: 'PARSE_ERROR' },
      };
    }
    return {
      message: 'The sandbox storefront only implements the cartCreate mutation',
      extensions: { code: 'undefinedField', typeName: 'QueryRoot' },
    };
  }
  if (!/\bcart(Create|DiscountCodesUpdate)\s*\(/.test(trimmed)) {
    return {
      message: 'The sandbox storefront only implements the cartCreate mutation',
      extensions: { code: 'undefinedField', typeName: 'Mutation' },
    };
  }
  return null;
}

const cartLineInputSchema = z
  .object({
    merchandiseId: z.string().min(1),
    quantity: z.number().int().min(-2147483648).max(2147483647).default(1),
    attributes: z.array(z.object({ key: z.string(), value: z.string() })).optional(),
    sellingPlanId: z.string().optional(),
  })
  .strict();

const cartInputSchema = z
  .object({
    lines: z.array(cartLineInputSchema).default([]),
    attributes: z.array(z.object({ key: z.string(), value: z.string() })).optional(),
    note: z.string().optional(),
    buyerIdentity: z.record(z.string(), z.unknown()).optional(),
    discountCodes: z.array(z.string()).optional(),
  })
  .strict();

type UserError = { field: string[] | null; message: string; code: string };

export function createSandboxStorefrontApi(
  deps: AppDeps,
  carts: SandboxCartStore,
  shop?: SandboxShopState,
) {
  const cartCreate = (cart: SandboxCart | null, userErrors: UserError[]) => ({
    data: {
      cartCreate: {
        cart: cart
          ? serializeSandboxCart(cart, buildSandboxCheckoutUrl(deps.config.publicUrl, cart))
          : null,
        userErrors,
      },
    },
  });

  return createGraphQLEndpoint({
    api: 'storefront',
    path: '/:version/graphql.json',
    checkAnswers: deps.config.shopify.sandbox?.checkAnswers ?? false,
    maxBodyBytes: 256 * 1024,
    // The public token, or the private one the shop's server uses (storefront-access.ts).
    authorized: (c) => identifyStorefrontCaller(c, deps.config) !== null,
    unauthorized: graphqlErrors({
      message: 'Invalid or missing Storefront API access token',
      extensions: { code: 'UNAUTHORIZED' },
    }),
    badRequestExtensions: { code: 'BAD_REQUEST' },
    answer: async (request, c) => {
      const rootFields = storefrontRootFields(request.query);
      // The connect command's harmless check of a token (src/server/shopify/connect.ts).
      if (rootFields.size === 1 && rootFields.has('shop')) {
        return c.json({ data: { shop: { name: deps.config.shopName } } });
      }
      const documentError = checkCartCreateDocument(request.query);
      if (documentError) return c.json(graphqlErrors(documentError));
      // As the limits read it (storefront-access.ts): the parsed document, not its text.
      if (rootFields.has('cartDiscountCodesUpdate')) {
        return c.json(
          await updateSandboxDiscountCodes(carts, deps.config.publicUrl, request.variables),
        );
      }

      const input = cartInputSchema.safeParse(request.variables.input);
      if (!input.success) {
        const problems = input.error.issues.map((issue) => ({
          path: issue.path,
          explanation: issue.message,
        }));
        return c.json(
          graphqlErrors({
            message: `Variable $input of type CartInput! was provided invalid value${problems[0] ? ` for ${problems[0].path.join('.')} (${problems[0].explanation})` : ''}`,
            extensions: {
              code: 'INVALID_VARIABLE',
              value: request.variables.input ?? null,
              problems,
            },
          }),
        );
      }
      const lines = input.data.lines;
      if (lines.length > MAX_CART_LINES) {
        return c.json(
          cartCreate(null, [
            {
              field: ['input', 'lines'],
              message: `A cart can hold at most ${MAX_CART_LINES} lines.`,
              code: 'MAXIMUM_EXCEEDED',
            },
          ]),
        );
      }
      const userErrors: UserError[] = [];
      lines.forEach((line, index) => {
        if (line.quantity < 1) {
          userErrors.push({
            field: ['input', 'lines', String(index), 'quantity'],
            message: 'The quantity must be at least 1.',
            code: 'MINIMUM_NOT_MET',
          });
        }
      });

      const catalogue = await loadSandboxCatalogue(deps);
      // What the sandbox Admin API created (productSet, sellingPlanGroupCreate) is sellable too;
      // the shop's catalogue (exported or derived ids) keeps precedence, so a pack bought after
      // an export is named as before it ('100ml', '100ml / 2-pack') and journeys do not depend
      // on whether an export ran first.
      // Where the Admin API unpublished what (one read of the publications).
      const unpublished = (await shop?.publications.unpublished()) ?? new Map();
      for (const [gid, variant] of shop?.storefrontVariants(unpublished) ?? []) {
        if (!catalogue.variants.has(gid)) catalogue.variants.set(gid, variant);
      }
      lines.forEach((line, index) => {
        const entry = catalogue.variants.get(line.merchandiseId);
        // A variant not published to this sales channel is, to the Storefront API, one that does
        // not exist (docs/decisions/049-conditional-prices-off-the-storefront.md).
        // A variant or product the Admin API unpublished from this channel counts as not listed.
        const listed =
          entry &&
          entry.storefront !== false &&
          (shop?.isOnStorefront(line.merchandiseId, unpublished) ?? true);
        if (!entry || !listed) {
          userErrors.push({
            field: ['input', 'lines', String(index), 'merchandiseId'],
            message: `The merchandise with id ${line.merchandiseId} does not exist.`,
            code: 'MERCHANDISE_NOT_APPLICABLE',
          });
          return;
        }
        if (line.sellingPlanId !== undefined && !entry.plans.has(line.sellingPlanId)) {
          userErrors.push({
            field: ['input', 'lines', String(index), 'sellingPlanId'],
            message: 'The selling plan is not applicable to the merchandise.',
            code: 'SELLING_PLAN_NOT_APPLICABLE',
          });
        }
      });
      if (userErrors.length > 0) return c.json(cartCreate(null, userErrors));

      const buyerEmail = input.data.buyerIdentity?.email;
      const cart = await carts.create(
        lines.map((line) => {
          const entry = catalogue.variants.get(line.merchandiseId) as SandboxVariant;
          const plan = line.sellingPlanId ? entry.plans.get(line.sellingPlanId) : undefined;
          return {
            merchandiseId: line.merchandiseId,
            productTitle: entry.productTitle,
            variantTitle: entry.variantTitle,
            quantity: line.quantity,
            unitPricePence: plan ? plan.pricePence : entry.pricePence,
            compareAtPricePence: entry.pricePence,
            attributes: line.attributes ?? [],
            sellingPlan: plan ? { ...plan, id: line.sellingPlanId as string } : null,
          };
        }),
        {
          attributes: input.data.attributes ?? [],
          buyerEmail: typeof buyerEmail === 'string' ? buyerEmail : null,
          discountCodes: input.data.discountCodes ?? [],
        },
      );
      return c.json(cartCreate(cart, []));
    },
  });
}
