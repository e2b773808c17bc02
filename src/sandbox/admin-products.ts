/**
 * The sandbox's `productSet(input, identifier, synchronous: true)` (Admin API 2026-10): an upsert
 * by handle kept in this process's memory, with Shopify's shapes and ProductSetUserError codes
 * (only ProductSetUserErrorCode's values: decision 139).
 * Ids are derived from the handle (and sku), so they are stable across exports and restarts.
 * https://shopify.dev/docs/api/admin-graphql/latest/mutations/productSet
 */
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { rememberBounded } from './bounds';
import type { SandboxShopProduct } from './shop-state';

/** Products the sandbox admin keeps in memory; the least recently written go first. */
export const MAX_SANDBOX_PRODUCTS = 2000;

export const decimal = z.union([z.string(), z.number()]).transform(String);

export function numericId(key: string): string {
  // 13 hex digits fit in a safe integer; Shopify ids are large numbers too.
  return String(Number.parseInt(createHash('sha256').update(key).digest('hex').slice(0, 13), 16));
}

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
function validateProduct(input: z.output<typeof productSetInputSchema>): UserError[] {
  const errors: UserError[] = [];
  if (!input.title?.trim()) {
    errors.push({
      field: ['input', 'title'],
      message: "Title can't be blank",
      code: 'INVALID_PRODUCT',
    });
  }
  const seen = new Set<string>();
  (input.variants ?? []).forEach((variant, index) => {
    const key = (variant.optionValues ?? []).map((o) => `${o.optionName}=${o.name}`).join('|');
    if (seen.has(key)) {
      const name = variant.optionValues?.map((o) => o.name).join(' / ') ?? '';
      errors.push({
        field: ['input', 'variants', String(index)],
        message: `The variant '${name}' already exists.`,
        // ProductSetUserErrorCode has no code of its own for this: its nearest (an assumption,
        // decision 139).
        code: 'INVALID_VARIANT',
      });
    }
    seen.add(key);
    for (const option of variant.optionValues ?? []) {
      const declared = input.productOptions?.find((o) => o.name === option.optionName);
      if (input.productOptions && !declared) {
        errors.push({
          field: ['input', 'variants', String(index), 'optionValues'],
          message: `Option '${option.optionName}' does not exist.`,
          code: 'OPTION_DOES_NOT_EXIST',
        });
      } else if (declared?.values && !declared.values.some((v) => v.name === option.name)) {
        errors.push({
          field: ['input', 'variants', String(index), 'optionValues'],
          message: `Option value '${option.name}' does not exist.`,
          code: 'OPTION_VALUE_DOES_NOT_EXIST',
        });
      }
    }
    if (variant.price === undefined || !/^\d+(\.\d{1,2})?$/.test(variant.price)) {
      errors.push({
        field: ['input', 'variants', String(index), 'price'],
        message: 'Price must be a decimal amount',
        code: 'INVALID_VARIANT',
      });
    }
  });
  return errors;
}

/**
 * productSet on the sandbox store: null when the input does not parse (an INVALID_VARIABLE for
 * the caller), else the payload (product or userErrors).
 */
export function setSandboxProduct(
  variables: Record<string, unknown>,
  store: Map<string, SandboxShopProduct>,
) {
  const input = productSetInputSchema.safeParse(variables.input);
  if (!input.success) return null;
  const identifier = variables.identifier as { handle?: unknown } | null | undefined;
  const handle =
    typeof identifier?.handle === 'string' ? identifier.handle : (input.data.handle ?? '');
  const userErrors = validateProduct(input.data);
  if (!handle) {
    userErrors.push({
      field: ['identifier'],
      message: 'Handle is required',
      code: 'MISSING_FIELD_REQUIRED',
    });
  }
  if (userErrors.length > 0) return { product: null, userErrors };
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
  return {
    product: {
      id: product.id,
      handle: product.handle,
      // The fields PRODUCT_SET_MUTATION selects.
      variants: { nodes: product.variants.map(({ id, sku, price }) => ({ id, sku, price })) },
    },
    userErrors: [] as UserError[],
  };
}
