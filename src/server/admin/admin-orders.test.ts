import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrdersResponse } from '../../core/api/admin';
import { orderItems, orders } from '../db/schema/orders';
import type { TestApp, TestClient } from '../test/harness';
import { startAdminApp } from './admin-test-helpers';

// The admin orders list.

let app: TestApp;
let admin: TestClient;
let adminUserId: string;

beforeAll(async () => {
  ({ app, admin, adminUserId } = await startAdminApp());
});
afterAll(() => app?.close());

describe('orders', () => {
  it('lists every order newest first with names and items, 50 a page, filterable by status', async () => {
    const rows = Array.from({ length: 55 }, (_, i) => ({
      userId: i === 54 ? adminUserId : null,
      email: `buyer${i}@example.co.uk`,
      orderNumber: `#${2000 + i}`,
      status: (i % 5 === 0 ? 'shipped' : 'pending') as 'shipped' | 'pending',
      totalAmount: '41.37',
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      shippingAddress:
        i === 53
          ? {
              first_name: 'Amira',
              last_name: 'Khan',
              company: null,
              address1: null,
              address2: null,
              city: null,
              province: null,
              zip: null,
              country: null,
              phone: null,
            }
          : null,
    }));
    const inserted = await app.db
      .insert(orders)
      .values(rows)
      .returning({ id: orders.id, n: orders.orderNumber });
    const newest = inserted.find((o) => o.n === '#2054');
    await app.db.insert(orderItems).values([
      {
        orderId: newest?.id as string,
        productTitle: 'Organic Black Seed Oil',
        variantTitle: '100ml',
        quantity: 2,
        price: '14.99',
      },
    ]);
    const page1 = (await (await admin.get('/api/admin/orders')).json()) as AdminOrdersResponse;
    expect(page1.total).toBe(55);
    expect(page1.orders).toHaveLength(50);
    expect(page1.orders[0]?.orderNumber).toBe('#2054');
    expect(page1.orders[0]?.customerName).toBe('Ada Admin');
    expect(page1.orders[0]?.items).toEqual([
      expect.objectContaining({
        productTitle: 'Organic Black Seed Oil',
        quantity: 2,
        price: '14.99',
      }),
    ]);
    expect(page1.orders[1]?.customerName).toBe('Amira Khan');
    expect(page1.orders[2]?.customerName).toBe('buyer52@example.co.uk');
    const page2 = (await (
      await admin.get('/api/admin/orders?page=2')
    ).json()) as AdminOrdersResponse;
    expect(page2.orders).toHaveLength(5);
    const shipped = (await (
      await admin.get('/api/admin/orders?status=shipped')
    ).json()) as AdminOrdersResponse;
    expect(shipped.total).toBe(11);
    expect(shipped.orders.every((o) => o.status === 'shipped')).toBe(true);
    expect((await admin.get('/api/admin/orders?status=lost')).status).toBe(400);
  });
});
