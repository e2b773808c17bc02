import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ProductDetailResponse } from '../../core/api/store-types';
import { adminGraphql } from '../../core/shopify/graphql-document';
import { inventoryItemIdOf, SANDBOX_LOCATION_ID } from '../../sandbox/inventory-api';
import { productVariants } from '../db/schema/catalog';
import { SANDBOX_ADMIN_TOKEN } from '../shopify/admin-client';
import type { TestApp } from '../test/harness';

export type SeededVariant = { id: string; shopifyGid: string; title: string; variantTitle: string };

/** The first variant of a seeded product, with its Shopify id. */
export async function firstVariantOf(app: TestApp, handle: string): Promise<SeededVariant> {
  const res = await app.client().get(`/api/store/products/${handle}`);
  const { product } = (await res.json()) as ProductDetailResponse;
  const first = product.variants[0];
  if (!first?.shopifyGid) throw new Error('seeded product has no Shopify variant');
  return {
    id: first.id,
    shopifyGid: first.shopifyGid,
    title: product.title,
    variantTitle: first.title,
  };
}

/** Sets the sandbox store's available quantity through the Admin API, as Shopify admin would. */
export async function setShopifyQuantity(app: TestApp, variantGid: string, quantity: number) {
  const res = await app.fetch('/sandbox/shopify/admin/api/2025-10/graphql.json', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shopify-Access-Token': SANDBOX_ADMIN_TOKEN },
    body: JSON.stringify({
      query: adminGraphql`mutation set($input: InventorySetQuantitiesInput!) {
        inventorySetQuantities(input: $input) { inventoryAdjustmentGroup { reason } userErrors { field message code } }
      }`,
      variables: {
        input: {
          name: 'available',
          reason: 'correction',
          quantities: [
            {
              inventoryItemId: inventoryItemIdOf(variantGid),
              locationId: SANDBOX_LOCATION_ID,
              quantity,
              changeFromQuantity: null,
            },
          ],
        },
      },
    }),
  });
  const body = (await res.json()) as {
    data: { inventorySetQuantities: { userErrors: unknown[] } };
  };
  expect(body.data.inventorySetQuantities.userErrors).toEqual([]);
}

/** Shopify's sellable units of the variant, as its Admin API answers. */
export async function shopifyUnitsOf(app: TestApp, variantGid: string): Promise<number> {
  const res = await app.fetch('/sandbox/shopify/admin/api/2025-10/graphql.json', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shopify-Access-Token': SANDBOX_ADMIN_TOKEN },
    body: JSON.stringify({
      query: adminGraphql`query ($id: ID!) { inventoryItem(id: $id) { id variant { inventoryQuantity } } }`,
      variables: { id: inventoryItemIdOf(variantGid) },
    }),
  });
  const body = (await res.json()) as {
    data: { inventoryItem: { variant: { inventoryQuantity: number } } };
  };
  return body.data.inventoryItem.variant.inventoryQuantity;
}

/** The shop's stored stock of a variant (null: not tracked). */
export async function shopUnitsOf(app: TestApp, variantId: string): Promise<number | null> {
  const [row] = await app.db
    .select({ q: productVariants.inventoryQuantity })
    .from(productVariants)
    .where(eq(productVariants.id, variantId));
  return row?.q ?? null;
}
