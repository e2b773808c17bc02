import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetailResponse } from '../../core/api/store-types';
import { STOCK_QUANTITY_MESSAGE } from '../../core/schemas/variant-stock';
import { inventoryItemIdOf } from '../../sandbox/inventory-api';
import { auditLog } from '../db/schema/audit';
import { productVariants } from '../db/schema/catalog';
import { SANDBOX_ADMIN_TOKEN } from '../shopify/admin-client';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';
import { INVENTORY_ITEM_QUERY } from './service';
import { stockChangedMessage } from './set-stock';
import { firstVariantOf, type SeededVariant, setShopifyQuantity } from './test-helpers';

const HANDLE = 'black-seed-oil';
let app: TestApp;
let admin: TestClient;
let variant: SeededVariant;

beforeAll(async () => {
  // No inventory webhooks: what the shop shows comes from the staff edit alone.
  app = await startTestApp({ env: { SHOPIFY_SANDBOX_INVENTORY_WEBHOOKS: 'false' } });
  admin = (await app.adminClient()).client;
  variant = await firstVariantOf(app, HANDLE);
}, 120_000);
afterAll(() => app?.close());

const setStock = (body: unknown, id = variant.id, client = admin) =>
  client.put(`/api/admin/inventory/variants/${id}`, body);

async function shopifyQuantity(): Promise<number | null> {
  const res = await app.fetch('/sandbox/shopify/admin/api/2025-10/graphql.json', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shopify-Access-Token': SANDBOX_ADMIN_TOKEN },
    body: JSON.stringify({
      query: INVENTORY_ITEM_QUERY,
      variables: { id: inventoryItemIdOf(variant.shopifyGid) },
    }),
  });
  const body = (await res.json()) as {
    data: { inventoryItem: { tracked: boolean; variant: { inventoryQuantity: number } } };
  };
  return body.data.inventoryItem.tracked ? body.data.inventoryItem.variant.inventoryQuantity : null;
}

/** The units the admin product shows for the variant: what staff send as `expected`. */
async function adminUnits(): Promise<number | null> {
  const [row] = await app.db
    .select({ productId: productVariants.productId })
    .from(productVariants)
    .where(eq(productVariants.id, variant.id));
  const res = await admin.get(`/api/admin/products/${row?.productId}`);
  const { product } = (await res.json()) as {
    product: { variants: { id: string; inventoryQuantity: number | null }[] };
  };
  return product.variants.find((v) => v.id === variant.id)?.inventoryQuantity ?? null;
}

async function shownAvailable(): Promise<number | null | undefined> {
  const res = await app.client().get(`/api/store/products/${HANDLE}`);
  const { product } = (await res.json()) as ProductDetailResponse;
  return product.variants.find((v) => v.id === variant.id)?.available;
}

describe('staff set a variant stock', () => {
  it('sets it on Shopify, shows it in the shop at once and logs it', async () => {
    expect(await shownAvailable()).toBeNull();
    const res = await setStock({ quantity: 12, expected: null });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ variantId: variant.id, quantity: 12 });
    expect(await shopifyQuantity()).toBe(12);
    const [row] = await app.db
      .select({ quantity: productVariants.inventoryQuantity })
      .from(productVariants)
      .where(eq(productVariants.id, variant.id));
    expect(row?.quantity).toBe(12);
    expect(await shownAvailable()).toBe(12);
    const entries = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'inventory.set'), eq(auditLog.entityType, 'product')));
    expect(entries.map((e) => e.summary)).toEqual([
      `Set the stock of ${variant.title}${variant.variantTitle === 'Default' ? '' : ` (${variant.variantTitle})`} to 12 (was not tracked)`,
    ]);
    expect(entries[0]?.after).toEqual({ variantId: variant.id, quantity: 12 });

    // The admin product shows the units per variant.
    const product = await admin.get(`/api/admin/products/${entries[0]?.entityId}`);
    const { product: dto } = (await product.json()) as {
      product: { variants: { id: string; inventoryQuantity: number | null }[] };
    };
    expect(dto.variants.find((v) => v.id === variant.id)?.inventoryQuantity).toBe(12);
  });

  it('is refused when Shopify changed since staff read it (compare-and-set)', async () => {
    await setShopifyQuantity(app, variant.shopifyGid, 30);
    const res = await setStock({ quantity: 5, expected: 12 });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: {
        code: 'stock_changed',
        message: stockChangedMessage(30),
        fields: { quantity: [stockChangedMessage(30)] },
      },
    });
    expect(await shopifyQuantity()).toBe(30);
    const ok = await setStock({ quantity: 0, expected: 30 });
    expect(ok.status).toBe(200);
    expect(await shopifyQuantity()).toBe(0);
    expect(await shownAvailable()).toBe(0);
  });

  it('after sales took the stock to 0 behind staff, the refusal shows 0 and the second save of 5 saves', async () => {
    await setShopifyQuantity(app, variant.shopifyGid, 2);
    expect((await setStock({ quantity: 2, expected: 2 })).status).toBe(200);
    expect(await adminUnits()).toBe(2);
    // Sales take both units on Shopify; the shop has not heard yet (no inventory webhook).
    await setShopifyQuantity(app, variant.shopifyGid, 0);
    const refused = await setStock({ quantity: 5, expected: await adminUnits() });
    expect(refused.status).toBe(409);
    const message = stockChangedMessage(0);
    expect(message).toBe(
      'The stock changed on Shopify since you opened this product: it is now 0 units. Set it again to replace that figure.',
    );
    expect(await refused.json()).toEqual({
      error: { code: 'stock_changed', message, fields: { quantity: [message] } },
    });
    // The shop now shows Shopify's figure, so the second save compares with it and saves.
    expect(await adminUnits()).toBe(0);
    const saved = await setStock({ quantity: 5, expected: await adminUnits() });
    expect(saved.status).toBe(200);
    expect(await shopifyQuantity()).toBe(5);
    expect(await shownAvailable()).toBe(5);
  });

  it('sets the stock of an oversold variant (Shopify below zero)', async () => {
    await setShopifyQuantity(app, variant.shopifyGid, -2);
    expect((await admin.post('/api/admin/inventory/sync', {})).status).toBe(200);
    expect(await adminUnits()).toBe(-2);
    const saved = await setStock({ quantity: 5, expected: -2 });
    expect(saved.status).toBe(200);
    expect(await shopifyQuantity()).toBe(5);
    expect(await adminUnits()).toBe(5);
  });

  it('refuses negative, fractional and missing quantities, unknown variants and non-staff', async () => {
    for (const body of [
      { quantity: -1, expected: 0 },
      { quantity: 1.5, expected: 0 },
      { expected: 0 },
    ]) {
      const res = await setStock(body);
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as { error: { fields: Record<string, string[]> } };
      expect(error.fields.quantity).toEqual([STOCK_QUANTITY_MESSAGE]);
    }
    const unknown = await setStock(
      { quantity: 1, expected: 0 },
      '00000000-0000-4000-8000-000000000000',
    );
    expect(unknown.status).toBe(404);
    const customer = app.client();
    await customer.signUp({ verify: true });
    expect((await setStock({ quantity: 1, expected: 0 }, variant.id, customer)).status).toBe(403);
    expect((await setStock({ quantity: 1, expected: 0 }, variant.id, app.client())).status).toBe(
      401,
    );
  });
});
