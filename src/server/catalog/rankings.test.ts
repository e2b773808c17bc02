import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ShopRankings } from '../../core/catalog/shop-view';
import { products } from '../db/schema/catalog';
import { orderItems, orders } from '../db/schema/orders';
import { startTestApp, type TestApp } from '../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

async function rankings(): Promise<ShopRankings> {
  const res = await app.fetch('/api/store/rankings');
  expect(res.status).toBe(200);
  return (await res.json()) as ShopRankings;
}

async function productIds(handles: string[]): Promise<Record<string, string>> {
  const rows = await app.db
    .select({ id: products.id, handle: products.handle })
    .from(products)
    .where(inArray(products.handle, handles));
  return Object.fromEntries(rows.map((r) => [r.handle, r.id]));
}

async function order(
  status: 'processing' | 'cancelled',
  orderType: 'retail' | 'wholesale',
  lines: { productId: string; quantity: number; units: number | null }[],
) {
  const [row] = await app.db
    .insert(orders)
    .values({
      email: 'buyer@example.co.uk',
      orderNumber: `#${Math.random().toString().slice(2, 8)}`,
      status,
      orderType,
      totalAmount: '10.00',
    })
    .returning({ id: orders.id });
  await app.db.insert(orderItems).values(
    lines.map((line) => ({
      orderId: row!.id,
      productTitle: 'x',
      quantity: line.quantity,
      units: line.units,
      price: '1.00',
      productId: line.productId,
    })),
  );
}

describe('GET /api/store/rankings', () => {
  it('lists every published retail product newest first, and nothing as a best seller without orders', async () => {
    const body = await rankings();
    const ids = await productIds(['black-seed-oil', 'wholesale-black-seed-oil-1l']);
    expect(body.bestSellers).toEqual([]);
    expect(body.newest).toContain(ids['black-seed-oil']);
    expect(body.newest).not.toContain(ids['wholesale-black-seed-oil-1l']);
    // The seed stamps each product a minute before the previous one: the first is the newest.
    expect(body.newest[0]).toBe(ids['black-seed-oil']);
  });

  it('ranks best sellers by units of retail orders that were not cancelled', async () => {
    const ids = await productIds([
      'black-seed-oil',
      'manuka-honey-mgo-263',
      'shilajit-resin',
      'wholesale-black-seed-oil-1l',
    ]);
    const oil = ids['black-seed-oil']!;
    const honey = ids['manuka-honey-mgo-263']!;
    const resin = ids['shilajit-resin']!;
    // Oil: 1 order × 3 units (a 3-pack) = 3; honey: 2 + 2 = 4; resin: 9 but cancelled.
    await order('processing', 'retail', [
      { productId: oil, quantity: 1, units: 3 },
      { productId: honey, quantity: 2, units: null },
    ]);
    await order('processing', 'retail', [{ productId: honey, quantity: 2, units: 2 }]);
    await order('cancelled', 'retail', [{ productId: resin, quantity: 9, units: 9 }]);
    await order('processing', 'wholesale', [
      { productId: ids['wholesale-black-seed-oil-1l']!, quantity: 50, units: 50 },
      { productId: resin, quantity: 20, units: 20 },
    ]);
    expect((await rankings()).bestSellers).toEqual([honey, oil]);
  });
});
