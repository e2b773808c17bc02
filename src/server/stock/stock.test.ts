import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceCartResponse } from '../../core/api/checkout';
import type { ProductDetailResponse } from '../../core/api/store-types';
import { outOfStockMessage } from '../../core/catalog/stock';
import {
  STOCK_NOTIFY_EMAIL_MESSAGE,
  STOCK_NOTIFY_SUCCESS_MESSAGE,
} from '../../core/schemas/stock-notify';
import { productVariants } from '../db/schema/catalog';
import { stockNotifications } from '../db/schema/reviews';
import { listOutbox } from '../mail/mailer';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';
import { STOCK_NOT_OUT_MESSAGE } from './service';
import {
  firstVariantOf,
  type SeededVariant,
  setShopifyQuantity as setSandboxQuantity,
} from './test-helpers';

const HANDLE = 'black-seed-oil';
let app: TestApp;
let admin: TestClient;
let variant: SeededVariant;

async function setShopifyQuantity(quantity: number) {
  await setSandboxQuantity(app, variant.shopifyGid, quantity);
}

async function sync() {
  const res = await admin.post('/api/admin/inventory/sync');
  expect(res.status).toBe(200);
  return (await res.json()) as { changed: number; notified: number };
}

async function productStock(): Promise<string | undefined> {
  const res = await app.client().get(`/api/store/products/${HANDLE}`);
  const { product } = (await res.json()) as ProductDetailResponse;
  return product.variants.find((v) => v.id === variant.id)?.stock;
}

const line = () => ({ kind: 'one-time', variantId: variant.id, packSize: 1, quantity: 1 });

beforeAll(async () => {
  // Stock arrives by the pull sync alone here (the webhook has its own tests).
  app = await startTestApp({ env: { SHOPIFY_SANDBOX_INVENTORY_WEBHOOKS: 'false' } });
  admin = (await app.adminClient()).client;
  variant = await firstVariantOf(app, HANDLE);
}, 120_000);
afterAll(() => app?.close());

describe('stock from Shopify', () => {
  it('starts untracked (in stock) and follows Shopify: low at 3, out at 0', async () => {
    expect(await productStock()).toBe('in_stock');
    const [row] = await app.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.id, variant.id));
    expect(row?.inventoryQuantity).toBeNull();

    await setShopifyQuantity(3);
    expect((await sync()).changed).toBeGreaterThanOrEqual(1);
    expect(await productStock()).toBe('low_stock');

    await setShopifyQuantity(0);
    await sync();
    expect(await productStock()).toBe('out_of_stock');
    const html = await (await app.fetch(`/product/${HANDLE}`)).text();
    expect(html).toContain('https://schema.org/OutOfStock');
  });

  it('refuses an out-of-stock variant in /api/cart/price and /api/checkout with a clear message', async () => {
    const client = app.client();
    const priced = await client.post('/api/cart/price', { lines: [line()] });
    expect(priced.status).toBe(200);
    const pricing = (await priced.json()) as PriceCartResponse;
    expect(pricing.lines[0]?.available).toBe(false);
    expect(pricing.lines[0]?.reason).toBe('out_of_stock');
    expect(pricing.totalPence).toBe(0);
    expect(pricing.problems).toEqual([
      { index: 0, code: 'out_of_stock', message: outOfStockMessage(variant.title) },
    ]);

    const checkout = await client.post('/api/checkout', {
      lines: [line()],
      expectedTotalPence: 1499,
    });
    expect(checkout.status).toBe(400);
    const body = (await checkout.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('CHECKOUT_BLOCKED');
    expect(body.error.message).toBe(outOfStockMessage(variant.title));
  });

  it('stores "email me when it is back" (validated, once per address) and sends it on restock', async () => {
    const client = app.client();
    const bad = await client.post('/api/stock/notify', { variantId: variant.id, email: 'nope' });
    expect(bad.status).toBe(400);
    const badBody = (await bad.json()) as { error: { fields: Record<string, string[]> } };
    expect(badBody.error.fields.email).toEqual([STOCK_NOTIFY_EMAIL_MESSAGE]);

    const email = 'Waiting.Shopper@Example.co.uk';
    for (let i = 0; i < 2; i++) {
      const res = await client.post('/api/stock/notify', { variantId: variant.id, email });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ ok: true, message: STOCK_NOTIFY_SUCCESS_MESSAGE });
    }
    const stored = await app.db
      .select()
      .from(stockNotifications)
      .where(eq(stockNotifications.variantId, variant.id));
    expect(stored.map((r) => [r.email, r.notifiedAt])).toEqual([
      ['waiting.shopper@example.co.uk', null],
    ]);
    expect(await listOutbox(app.db, 'waiting.shopper@example.co.uk')).toEqual([]);

    await setShopifyQuantity(12);
    expect(await sync()).toEqual({ changed: 1, notified: 1 });
    expect(await productStock()).toBe('in_stock');
    const mail = await listOutbox(app.db, 'waiting.shopper@example.co.uk');
    expect(mail).toHaveLength(1);
    expect(variant.variantTitle).toBe('100ml');
    expect(mail[0]?.subject).toBe('Organic Black Seed Oil (100ml) is back in stock');
    expect(mail[0]?.text).toContain(`/product/${HANDLE}`);
    const [after] = await app.db
      .select()
      .from(stockNotifications)
      .where(eq(stockNotifications.variantId, variant.id));
    expect(after?.notifiedAt).not.toBeNull();

    // A second sync sends nothing again; an in-stock variant takes no request.
    expect(await sync()).toEqual({ changed: 0, notified: 0 });
    const inStock = await client.post('/api/stock/notify', { variantId: variant.id, email });
    expect(inStock.status).toBe(409);
    expect(await inStock.json()).toEqual({
      error: { code: 'in_stock', message: STOCK_NOT_OUT_MESSAGE },
    });
  });
});

describe('the last inventory sync, for staff', () => {
  it('shows when the newest sync ran, who started it and how it ended', async () => {
    const res = await admin.get('/api/admin/inventory/sync');
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      intervalMinutes: number;
      lastRun: { trigger: string; status: string; startedAt: string; finishedAt: string };
    };
    expect(body.intervalMinutes).toBe(0);
    expect(body.lastRun).toMatchObject({
      trigger: 'staff',
      status: 'succeeded',
      changed: 0,
      notified: 0,
      error: null,
    });
    expect(Date.parse(body.lastRun.finishedAt)).toBeGreaterThanOrEqual(
      Date.parse(body.lastRun.startedAt),
    );
    expect((await app.client().get('/api/admin/inventory/sync')).status).toBe(401);
  });
});
