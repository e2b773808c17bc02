import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderDto } from '../../core/api/account';
import { tryParsePence } from '../../core/money';
import { buildOrderDocument } from '../../core/orders/order-document';
import { netPaidPence, paymentStatusOf } from '../../core/orders/payment-status';
import { trackingUrlFor } from '../../core/orders/tracking-link';
import type { Database } from '../db/client';
import { orderItems, orders } from '../db/schema/orders';
import { AppError } from '../http/errors';
import { creditNotesOfOrders } from './credit-note-list';

export async function findOrders(
  db: Database,
  userId: string,
  options: { orderId?: string } = {},
): Promise<OrderDto[]> {
  const conditions = [eq(orders.userId, userId)];
  if (options.orderId) conditions.push(eq(orders.id, options.orderId));
  const orderRows = await db
    .select()
    .from(orders)
    .where(and(...conditions))
    .orderBy(desc(orders.createdAt), desc(orders.orderNumber));
  if (orderRows.length === 0) return [];
  const itemRows = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        orderRows.map((o) => o.id),
      ),
    )
    .orderBy(asc(orderItems.productTitle), asc(orderItems.id));
  const notes = await creditNotesOfOrders(
    db,
    orderRows.map((o) => o.id),
  );
  const itemsByOrder = new Map<string, (typeof itemRows)[number][]>();
  for (const item of itemRows) {
    const list = itemsByOrder.get(item.orderId) ?? [];
    list.push(item);
    itemsByOrder.set(item.orderId, list);
  }
  // Every figure from the order's document (the lines at the drawer's prices, then the code).
  return orderRows.map((o) => {
    const document = buildOrderDocument(o, itemsByOrder.get(o.id) ?? []);
    const charged = o.totalPence ?? tryParsePence(o.totalAmount) ?? document.totalPence;
    return {
      id: o.id,
      orderNumber: o.orderNumber,
      // A held order is awaiting the shop's check: to its buyer it is still pending.
      status: o.status === 'on_hold' ? 'pending' : o.status,
      paymentStatus: paymentStatusOf(charged, o.refundedPence),
      netPaidPence: netPaidPence(charged, o.refundedPence),
      creditNotes: notes.get(o.id) ?? [],
      refundedPence: o.refundedPence,
      totalPence: document.totalPence,
      subtotalPence: document.subtotalPence,
      discountCode: document.discountCode,
      discountPence: document.discountPence,
      currency: o.currency,
      createdAt: o.createdAt.toISOString(),
      items: document.lines.map(({ line, unitPricePence, subtotalPence, discountPence }) => ({
        id: line.id,
        productTitle: line.productTitle,
        variantTitle: line.variantTitle,
        quantity: line.quantity,
        units: line.units ?? line.quantity,
        purchaseOption: line.purchaseOption,
        pricePence: unitPricePence,
        totalPence: subtotalPence,
        discountPence,
      })),
      shipment:
        o.carrier && o.trackingNumber && o.shippedAt
          ? {
              carrier: o.carrier,
              trackingNumber: o.trackingNumber,
              trackingUrl: trackingUrlFor(o.carrier, o.trackingNumber),
              shippedAt: o.shippedAt.toISOString(),
            }
          : null,
    };
  });
}

export async function findOrder(db: Database, userId: string, orderId: string): Promise<OrderDto> {
  const [order] = await findOrders(db, userId, { orderId });
  if (!order) throw new AppError('not_found', 'Order not found');
  return order;
}

export async function countOwnOrders(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.userId, userId));
  return Number(row?.count ?? 0);
}
