/**
 * Each product carries its UK VAT rate as catalogue data (docs/decisions/065-vat-rates.md):
 * honey and other plain food zero-rated (HMRC VAT Notice 701/14), everything else standard-rated
 * until the owner says otherwise in the admin product editor. An order line keeps the rate it was
 * sold at, so the VAT invoice of an old order never changes when a product is re-rated.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductResponse } from '../../core/api/admin';
import { buildVatInvoice } from '../account/vat-invoice';
import { products } from '../db/schema/catalog';
import type { TestApp, TestClient } from '../test/harness';
import { orderCreatedPayload, placeWebhookOrder } from '../test/order-webhook';
import { productBody, startAdminApp } from './admin-test-helpers';

let app: TestApp;
let admin: TestClient;

beforeAll(async () => {
  ({ app, admin } = await startAdminApp());
});
afterAll(() => app?.close());

async function productIdOf(handle: string): Promise<string> {
  const [row] = await app.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.handle, handle));
  if (!row) throw new Error(`no product ${handle}`);
  return row.id;
}

let orderSequence = 0;
/** An orders/create webhook for one £12.50 item of `variantId`; returns the stored order's id. */
async function placeOrder(variantId: number): Promise<string> {
  orderSequence += 1;
  const payload = orderCreatedPayload({
    id: 8_200_000_000 + orderSequence,
    orderNumber: 8200 + orderSequence,
    email: 'vat-rate@example.co.uk',
    lines: [
      { variant_id: variantId, title: 'Rated Honey', quantity: 1, price: '12.50', properties: [] },
    ],
  });
  return (await placeWebhookOrder(app, payload)).id;
}

async function invoiceLine(orderId: string) {
  const invoice = await buildVatInvoice(app.db, app.config, orderId);
  const line = invoice.breakdown.lines[0];
  return [line?.ratePercent, line?.netPence, line?.vatPence, line?.grossPence];
}

describe('VAT rates per product', () => {
  it('the seed catalogue zero-rates honey and plain food and standard-rates the rest', async () => {
    const rateOf = async (handle: string) => {
      const res = await admin.get(`/api/admin/products/${await productIdOf(handle)}`);
      return ((await res.json()) as AdminProductResponse).product.vat_rate_percent;
    };
    expect(await rateOf('manuka-honey-mgo-829')).toBe(0);
    expect(await rateOf('raw-wildflower-honey')).toBe(0);
    expect(await rateOf('apple-cider-vinegar-mother')).toBe(0);
    expect(await rateOf('black-seed-oil-capsules')).toBe(20);
    expect(await rateOf('pure-argan-oil')).toBe(20);
    expect(await rateOf('hijama-cupping-kit')).toBe(20);
  });

  it('the owner sets the rate in the editor; invoices use the rate each line was sold at', async () => {
    const gid = 9_900_000_001;
    const body = productBody({
      vat_rate_percent: 0,
      variants: [
        {
          title: '250g',
          price: '12.50',
          compareAtPrice: '',
          shopifyGid: `gid://shopify/ProductVariant/${gid}`,
        },
      ],
    });
    const created = await admin.post('/api/admin/products', body);
    expect(created.status).toBe(201);
    const { product } = (await created.json()) as AdminProductResponse;
    expect(product.vat_rate_percent).toBe(0);
    const zeroRatedOrder = await placeOrder(gid);
    expect(await invoiceLine(zeroRatedOrder)).toEqual([0, 1250, 0, 1250]);

    const updated = await admin.put(`/api/admin/products/${product.id}`, {
      ...body,
      vat_rate_percent: 20,
      variants: product.variants.map((v) => ({
        id: v.id,
        title: v.title,
        price: v.price,
        compareAtPrice: v.compareAtPrice,
        shopifyGid: v.shopifyGid,
      })),
    });
    expect(updated.status).toBe(200);
    expect(((await updated.json()) as AdminProductResponse).product.vat_rate_percent).toBe(20);
    const standardOrder = await placeOrder(gid);
    // £12.50 × 20/120 = 208.33p → £2.08 VAT, £10.42 net.
    expect(await invoiceLine(standardOrder)).toEqual([20, 1042, 208, 1250]);
    // The earlier order keeps the rate it was sold at.
    expect(await invoiceLine(zeroRatedOrder)).toEqual([0, 1250, 0, 1250]);
  });

  it('refuses any other rate with the form’s message', async () => {
    const res = await admin.post('/api/admin/products', productBody({ vat_rate_percent: 5 }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string[]> } };
    expect(body.error.fields.vat_rate_percent).toEqual([
      'Choose the VAT rate: 20% (standard) or 0% (zero-rated)',
    ]);
  });
});
