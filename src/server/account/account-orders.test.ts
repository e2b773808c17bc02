import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdersResponse } from '../../core/api/account';
import { orderItems, orders } from '../db/schema/orders';
import type { TestApp, TestClient } from '../test/harness';
import { startAccountApp } from './account-test-setup';

// Order history and invoices.

let app: TestApp;
let alice: TestClient;
let aliceId: string;
let bob: TestClient;
let bobId: string;

beforeAll(async () => {
  ({ app, alice, aliceId, bob, bobId } = await startAccountApp());
});
afterAll(() => app?.close());

async function seedOrder(options: {
  userId: string;
  orderNumber: string;
  createdAt: Date;
  status?: 'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled';
  items: { title: string; variant: string | null; quantity: number; price: string }[];
}) {
  return app.db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        userId: options.userId,
        email: 'x@example.co.uk',
        orderNumber: options.orderNumber,
        status: options.status ?? 'processing',
        totalAmount: options.items
          .reduce((sum, i) => sum + Math.round(Number(i.price) * 100) * i.quantity, 0)
          .toString()
          .replace(/(\d\d)$/, '.$1'),
        createdAt: options.createdAt,
      })
      .returning();
    await tx.insert(orderItems).values(
      options.items.map((i) => ({
        orderId: order!.id,
        productTitle: i.title,
        variantTitle: i.variant,
        quantity: i.quantity,
        price: i.price,
      })),
    );
    return order!;
  });
}

describe('order history and invoices', () => {
  let newest: { id: string };
  beforeAll(async () => {
    await seedOrder({
      userId: aliceId,
      orderNumber: '1001',
      createdAt: new Date('2026-03-05T10:00:00Z'),
      status: 'delivered',
      items: [{ title: 'Black Seed Oil', variant: '250ml', quantity: 2, price: '14.99' }],
    });
    newest = await seedOrder({
      userId: aliceId,
      orderNumber: '1002',
      createdAt: new Date('2026-04-07T10:00:00Z'),
      items: [
        {
          title: 'Manuka Honey <script>alert(1)</script>',
          variant: 'MGO 263+ & "big"',
          quantity: 1,
          price: '1050.00',
        },
        { title: 'Shilajit Resin', variant: null, quantity: 3, price: '29.50' },
      ],
    });
    for (let i = 0; i < 5; i++) {
      await seedOrder({
        userId: bobId,
        orderNumber: `20${i}0`,
        createdAt: new Date(`2026-02-0${i + 1}T10:00:00Z`),
        items: [{ title: 'Wipes', variant: null, quantity: 1, price: '3.00' }],
      });
    }
  });

  it('lists the user’s orders newest first with items and pence amounts, in at most 3 queries', async () => {
    app.database.queries.reset();
    const res = await alice.get('/api/account/orders');
    const queries = app.database.queries.count;
    expect(res.status).toBe(200);
    const { orders: list } = (await res.json()) as OrdersResponse;
    expect(list.map((o) => o.orderNumber)).toEqual(['1002', '1001']);
    expect(list[0]?.totalPence).toBe(105000 + 8850);
    expect(list[0]?.items).toHaveLength(2);
    expect(list[1]?.items[0]).toMatchObject({ quantity: 2, pricePence: 1499, totalPence: 2998 });
    expect(list[1]?.status).toBe('delivered');
    // session lookup (better-auth) is not counted against the budget, which is for our reads
    // (ours: the orders, their lines, their credit notes)
    expect(queries).toBeLessThanOrEqual(3 + 3);

    app.database.queries.reset();
    const bobs = (await (await bob.get('/api/account/orders')).json()) as OrdersResponse;
    const bobQueries = app.database.queries.count;
    expect(bobs.orders).toHaveLength(5);
    expect(bobQueries).toBe(queries);
  });

  it('downloads an escaped £ invoice named invoice-{order_number}.html', async () => {
    const res = await alice.get(`/api/account/orders/${newest.id}/invoice`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="invoice-1002.html"');
    const html = await res.text();
    expect(html).toContain('Date: 7 April 2026<br>');
    // The spec's Product and Variant in one Item, named and counted as every surface (decision 122).
    for (const column of ['Item', 'Quantity', 'Price', 'Total']) {
      expect(html).toContain(`>${column}</th>`);
    }
    expect(html).toContain('£1,050.00');
    expect(html).toContain('£88.50');
    expect(html).toContain('£1,138.50');
    expect(html).not.toContain('$');
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('Manuka Honey &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('MGO 263+ &amp; &quot;big&quot;');
  });

  it('answers 404 for another user’s invoice', async () => {
    expect((await bob.get(`/api/account/orders/${newest.id}/invoice`)).status).toBe(404);
    expect((await bob.get('/api/account/orders/nope/invoice')).status).toBe(404);
  });
});
