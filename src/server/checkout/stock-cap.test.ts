// Overselling: a cart cannot ask for more units than are left (the server refuses, naming the
// product and what is left), and a paid order lowers the stock the shop shows at once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetailResponse } from '../../core/api/store-types';
import { productVariants } from '../db/schema/catalog';
import { setShopifyQuantity } from '../stock/test-helpers';
import { startTestApp, type TestApp } from '../test/harness';
import { payAtSandbox } from '../test/sandbox-pay';
import { price, variantOf } from './checkout-test-helpers';

let app: TestApp;
let honey: string;

beforeAll(async () => {
  app = await startTestApp();
  const variant = await variantOf(app, 'black-seed-honey');
  honey = variant.id;
  // Shopify has 3 (a sale is taken off there, and the shop stores Shopify's figure); so does the shop.
  await setShopifyQuantity(app, variant.gid ?? '', 3);
  await app.db
    .update(productVariants)
    .set({ inventoryQuantity: 3 })
    .where(eq(productVariants.id, honey));
  app.deps.catalogue.invalidate();
});
afterAll(async () => {
  await app?.close();
});

const LEFT_3 = 'Only 3 jars of Black Seed Honey are left. Lower the quantity to continue.';

async function shownStock() {
  const res = await app.fetch('/api/store/products/black-seed-honey');
  expect(res.status).toBe(200);
  const body = (await res.json()) as ProductDetailResponse;
  const variant = body.product.variants[0];
  return { stock: variant?.stock, available: variant?.available };
}

describe('stock caps a cart', () => {
  it('prices 5 jars of 3 left with the problem, and the checkout refuses them with 400', async () => {
    const client = app.client();
    const lines = [
      { kind: 'one-time' as const, variantId: honey, packSize: 1 as const, quantity: 5 },
    ];
    const pricing = await price(client, lines);
    expect(pricing.lines[0]?.availableUnits).toBe(3);
    expect(pricing.lines[0]?.lineTotalPence).toBe(8495);
    expect(pricing.problems).toEqual([{ index: 0, code: 'insufficient_stock', message: LEFT_3 }]);

    const res = await client.post('/api/checkout', { lines, expectedTotalPence: 8495 });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'CHECKOUT_BLOCKED', message: LEFT_3, fields: { 'lines.0': [LEFT_3] } },
    });
  });

  it('counts every line of the variant: a 2-pack and 2 single jars are 4 of 3 left', async () => {
    const pricing = await price(app.client(), [
      { kind: 'one-time', variantId: honey, packSize: 2, quantity: 1 },
      { kind: 'one-time', variantId: honey, packSize: 1, quantity: 2 },
    ]);
    expect(pricing.problems).toEqual([{ index: 1, code: 'insufficient_stock', message: LEFT_3 }]);
  });

  it('sells the 3 left, and the shop shows it out of stock at once', async () => {
    expect(await shownStock()).toEqual({ stock: 'low_stock', available: 3 });
    const client = app.client();
    const res = await client.post('/api/checkout', {
      lines: [{ kind: 'one-time', variantId: honey, packSize: 1, quantity: 3 }],
      expectedTotalPence: 5097,
    });
    expect(res.status).toBe(200);
    const { checkoutUrl } = (await res.json()) as { checkoutUrl: string };
    const { order } = await payAtSandbox(app, checkoutUrl);
    expect(order.totalPence).toBe(5097);
    const [row] = await app.db
      .select({ quantity: productVariants.inventoryQuantity })
      .from(productVariants)
      .where(eq(productVariants.id, honey));
    expect(row?.quantity).toBe(0);
    expect(await shownStock()).toEqual({ stock: 'out_of_stock', available: 0 });
  });
});
