/**
 * Seeded sales for the report tests: March 2026 (London; clocks go forward on 29 March) with
 * zero-rated honey and standard-rated oil, a discount code, a trade order, a subscription order,
 * refunds in and out of the period, and orders just outside it.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client';
import { type OrderShippingAddress, orderItems, orderRefunds, orders } from '../db/schema/orders';

type Line = {
  title: string;
  quantity: number;
  unitPence: number;
  discountPence?: number;
  rate: 0 | 20;
  option?: string;
  sellingPlanId?: string;
};

let sequence = 0;

export async function insertOrder(
  db: Database,
  order: {
    email: string;
    at: string;
    type?: 'retail' | 'wholesale';
    code?: string;
    lines: Line[];
    userId?: string;
    status?: 'processing' | 'cancelled';
    shippingAddress?: OrderShippingAddress;
  },
): Promise<string> {
  sequence += 1;
  const lineTotals = order.lines.map((l) => l.unitPence * l.quantity - (l.discountPence ?? 0));
  const totalPence = lineTotals.reduce((a, b) => a + b, 0);
  const discountPence = order.lines.reduce((a, l) => a + (l.discountPence ?? 0), 0);
  const [row] = await db
    .insert(orders)
    .values({
      email: order.email,
      orderNumber: `#R${1000 + sequence}`,
      status: order.status ?? 'processing',
      userId: order.userId ?? null,
      shippingAddress: order.shippingAddress ?? null,
      totalAmount: (totalPence / 100).toFixed(2),
      totalPence,
      discountCode: order.code ?? null,
      discountPence,
      orderType: order.type ?? 'retail',
      createdAt: new Date(order.at),
    })
    .returning({ id: orders.id });
  if (!row) throw new Error('order not inserted');
  if (order.lines.length === 0) return row.id;
  await db.insert(orderItems).values(
    order.lines.map((l, i) => ({
      orderId: row.id,
      productTitle: l.title,
      quantity: l.quantity,
      price: (l.unitPence / 100).toFixed(2),
      unitPricePence: l.unitPence,
      discountPence: l.discountPence ?? 0,
      lineTotalPence: lineTotals[i] ?? 0,
      units: l.quantity,
      vatRatePercent: l.rate,
      purchaseOption: l.option ?? 'onetime',
      sellingPlanId: l.sellingPlanId ?? null,
    })),
  );
  return row.id;
}

export async function insertRefund(
  db: Database,
  orderId: string,
  amountPence: number,
  at: string,
  status: 'settled' | 'pending' = 'settled',
): Promise<string> {
  const [row] = await db
    .insert(orderRefunds)
    .values({
      orderId,
      amountPence,
      status,
      // Two refunds of one order at the same minute are two refunds, as in Shopify: the id is the refund's own.
      shopifyRefundId: status === 'settled' ? `gid://shopify/Refund/${randomUUID()}` : null,
      createdAt: new Date(at),
    })
    .returning({ id: orderRefunds.id });
  if (!row) throw new Error('refund not inserted');
  return row.id;
}

const HONEY = 'Raw Wildflower Honey';
const OIL = 'Black Seed Oil';

export async function seedMarchSales(db: Database) {
  // Before the period: r@ becomes a returning customer, and its order is refunded in March.
  const february = await insertOrder(db, {
    email: 'r@example.com',
    at: '2026-02-10T10:00:00Z',
    lines: [{ title: OIL, quantity: 1, unitPence: 1000, rate: 20 }],
  });
  await insertOrder(db, {
    email: 'h@example.com',
    at: '2026-03-01T00:00:00Z', // midnight London (GMT): the period's first instant
    lines: [{ title: 'Cupping Set', quantity: 1, unitPence: 600, rate: 20 }],
  });
  const mixed = await insertOrder(db, {
    email: 'a@example.com',
    at: '2026-03-02T10:00:00Z',
    lines: [
      { title: HONEY, quantity: 2, unitPence: 1250, rate: 0 },
      { title: OIL, quantity: 1, unitPence: 1999, rate: 20 },
    ],
  });
  const discounted = await insertOrder(db, {
    email: 'b@example.com',
    at: '2026-03-10T12:00:00Z',
    code: 'WELCOME10',
    lines: [{ title: OIL, quantity: 3, unitPence: 999, discountPence: 300, rate: 20 }],
  });
  await insertOrder(db, {
    email: 't@example.com',
    at: '2026-03-15T09:00:00Z',
    type: 'wholesale',
    lines: [
      { title: OIL, quantity: 10, unitPence: 1200, rate: 20, option: 'trade' },
      { title: HONEY, quantity: 5, unitPence: 800, rate: 0, option: 'trade' },
    ],
  });
  const subscription = await insertOrder(db, {
    email: 'a@example.com',
    at: '2026-03-20T15:00:00Z',
    lines: [
      {
        title: OIL,
        quantity: 1,
        unitPence: 1799,
        rate: 20,
        option: 'subscribe-2month',
        sellingPlanId: 'gid://shopify/SellingPlan/1',
      },
    ],
  });
  await insertOrder(db, {
    email: 'r@example.com',
    at: '2026-03-25T10:00:00Z',
    lines: [{ title: HONEY, quantity: 1, unitPence: 1250, rate: 0 }],
  });
  // 23:30 UTC on 31 March is 00:30 on 1 April in London (BST): after the period.
  await insertOrder(db, {
    email: 'late@example.com',
    at: '2026-03-31T23:30:00Z',
    lines: [{ title: OIL, quantity: 1, unitPence: 5000, rate: 20 }],
  });
  await insertRefund(db, mixed, 1000, '2026-03-05T10:00:00Z');
  await insertRefund(db, february, 1000, '2026-03-12T10:00:00Z');
  await insertRefund(db, discounted, 500, '2026-03-13T10:00:00Z', 'pending');
  await insertRefund(db, subscription, 1799, '2026-04-02T10:00:00Z');
}
