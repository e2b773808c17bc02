import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdersResponse } from '../../core/api/account';
import { findOrders } from '../account/order-history';
import { orderItems, orders } from '../db/schema/orders';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';

// "order history at most 3 whatever the number of orders (a test counts queries with
// 50 orders)". The budget is for the order-history read itself; the session lookup that every
// signed-in request pays is the same for both users, so the HTTP counts must also be equal.

let app: TestApp;
let many: TestClient;
let manyId: string;
let one: TestClient;
let oneId: string;

async function seedOrders(userId: string, count: number, prefix: string) {
  const rows = await app.db
    .insert(orders)
    .values(
      Array.from({ length: count }, (_, i) => ({
        userId,
        email: 'orders@example.co.uk',
        orderNumber: `${prefix}${String(i).padStart(3, '0')}`,
        status: 'processing' as const,
        totalAmount: '44.97',
        createdAt: new Date(Date.UTC(2026, 0, 1 + i, 10)),
      })),
    )
    .returning({ id: orders.id });
  await app.db.insert(orderItems).values(
    rows.flatMap((row) => [
      {
        orderId: row.id,
        productTitle: 'Black Seed Oil',
        variantTitle: '250ml',
        quantity: 2,
        price: '14.99',
      },
      {
        orderId: row.id,
        productTitle: 'Shilajit Resin',
        variantTitle: null,
        quantity: 1,
        price: '14.99',
      },
    ]),
  );
}

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  many = app.client();
  manyId = (await many.signUp({ firstName: 'Mary', lastName: 'Many' })).userId;
  one = app.client();
  oneId = (await one.signUp({ firstName: 'Owen', lastName: 'One' })).userId;
  await seedOrders(manyId, 50, '5');
  await seedOrders(oneId, 1, '9');
});

afterAll(async () => {
  await app?.close();
});

describe('order history query budget', () => {
  it('reads 50 orders with their items in at most 3 queries', async () => {
    app.database.queries.reset();
    const list = await findOrders(app.db, manyId);
    expect(app.database.queries.count).toBeLessThanOrEqual(3);
    expect(list).toHaveLength(50);
    expect(list.every((order) => order.items.length === 2)).toBe(true);
    expect(list[0]?.orderNumber).toBe('5049');
    expect(list[0]?.totalPence).toBe(4497);
  });

  it('costs the same over HTTP for 50 orders as for one', async () => {
    app.database.queries.reset();
    const manyRes = await many.get('/api/account/orders');
    const manyQueries = app.database.queries.count;
    app.database.queries.reset();
    const oneRes = await one.get('/api/account/orders');
    const oneQueries = app.database.queries.count;

    expect(manyRes.status).toBe(200);
    expect(((await manyRes.json()) as OrdersResponse).orders).toHaveLength(50);
    expect(((await oneRes.json()) as OrdersResponse).orders).toHaveLength(1);
    expect(manyQueries).toBe(oneQueries);
  });
});
