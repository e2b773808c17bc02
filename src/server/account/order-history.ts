import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OrderDto } from '../../core/api/account';
import { parsePence } from '../../core/money';
import type { Database } from '../db/client';
import { orderItems, orders } from '../db/schema/orders';
import { AppError } from '../http/errors';

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
  const itemsByOrder = new Map<string, OrderDto['items']>();
  for (const item of itemRows) {
    const pricePence = parsePence(item.price);
    const list = itemsByOrder.get(item.orderId) ?? [];
    list.push({
      id: item.id,
      productTitle: item.productTitle,
      variantTitle: item.variantTitle,
      quantity: item.quantity,
      units: item.units ?? item.quantity,
      purchaseOption: item.purchaseOption,
      pricePence,
      totalPence: item.lineTotalPence ?? pricePence * item.quantity,
    });
    itemsByOrder.set(item.orderId, list);
  }
  return orderRows.map((o) => ({
    id: o.id,
    orderNumber: o.orderNumber,
    // A held order is awaiting the shop's check: to its buyer it is still pending.
    status: o.status === 'on_hold' ? 'pending' : o.status,
    totalPence: parsePence(o.totalAmount),
    discountCode: o.discountCode,
    discountPence: o.discountPence ?? 0,
    currency: o.currency,
    createdAt: o.createdAt.toISOString(),
    items: itemsByOrder.get(o.id) ?? [],
  }));
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
