// Admin orders: every order newest first with the customer's name and items, 50 a page, searched
// by order number or email and filtered by status and UK dates; and the CSV export.
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { AdminOrderDto, AdminOrdersResponse } from '../../core/api/admin';
import type { AdminOrdersFilter } from '../../core/api/admin-orders';
import type { Database } from '../db/client';
import { profiles } from '../db/schema/account';
import { type OrderStatus, orderItems, orders } from '../db/schema/orders';

export const ORDER_PAGE_SIZE = 50;
export const ORDER_STATUSES: readonly OrderStatus[] = [
  'on_hold',
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
];

const londonDay = (day: string) => sql`(${day}::date)::timestamp at time zone 'Europe/London'`;

/** The WHERE of a filter: '#1005' / '1005' matches the order number, anything else the email. */
export function buildOrdersWhere(filter: AdminOrdersFilter): SQL | undefined {
  const q = filter.q?.trim();
  let search: SQL | undefined;
  if (q) {
    const digits = /^#?(\d+)$/.exec(q)?.[1];
    search = digits
      ? inArray(orders.orderNumber, [digits, `#${digits}`])
      : ilike(orders.email, `%${q.replace(/[%_\\]/g, '\\$&')}%`);
  }
  return and(
    search,
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.from ? gte(orders.createdAt, londonDay(filter.from)) : undefined,
    filter.to ? lt(orders.createdAt, sql`${londonDay(filter.to)} + interval '1 day'`) : undefined,
  );
}

export const customerNameSql = sql<string>`coalesce(
    nullif(trim(concat_ws(' ', ${profiles.firstName}, ${profiles.lastName})), ''),
    nullif(trim(concat_ws(' ', ${orders.shippingAddress}->>'first_name', ${orders.shippingAddress}->>'last_name')), ''),
    ${orders.email})`;

/** Two queries for the page (orders with names, then their items) plus one count. */
export async function findAdminOrders(
  db: Database,
  options: AdminOrdersFilter & { page: number; status?: OrderStatus | undefined },
): Promise<AdminOrdersResponse> {
  const where = buildOrdersWhere(options);
  const page = Math.max(1, options.page);
  const customerName = customerNameSql;
  const [rows, totals, held] = await Promise.all([
    db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        status: orders.status,
        email: orders.email,
        orderType: orders.orderType,
        totalAmount: orders.totalAmount,
        totalPence: orders.totalPence,
        pricedTotalPence: orders.pricedTotalPence,
        priceMismatch: orders.priceMismatch,
        holdReasons: orders.holdReasons,
        createdAt: orders.createdAt,
        customerName,
      })
      .from(orders)
      .leftJoin(profiles, eq(profiles.userId, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ORDER_PAGE_SIZE)
      .offset((page - 1) * ORDER_PAGE_SIZE),
    db.select({ total: count() }).from(orders).where(where),
    db.select({ total: count() }).from(orders).where(eq(orders.status, 'on_hold')),
  ]);
  const ids = rows.map((r) => r.id);
  const items =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(orderItems)
          .where(inArray(orderItems.orderId, ids))
          .orderBy(asc(orderItems.productTitle));
  const itemsByOrder = new Map<string, AdminOrderDto['items']>();
  for (const item of items) {
    const list = itemsByOrder.get(item.orderId) ?? [];
    list.push({
      id: item.id,
      productTitle: item.productTitle,
      variantTitle: item.variantTitle,
      quantity: item.quantity,
      price: item.price,
      units: item.units,
      purchaseOption: item.purchaseOption,
      lineTotalPence: item.lineTotalPence,
      sellingPlanName: item.sellingPlanName,
    });
    itemsByOrder.set(item.orderId, list);
  }
  return {
    orders: rows.map((r) => ({
      ...r,
      holdReasons: r.holdReasons ?? [],
      createdAt: r.createdAt.toISOString(),
      items: itemsByOrder.get(r.id) ?? [],
    })),
    page,
    pageSize: ORDER_PAGE_SIZE,
    total: Number(totals[0]?.total ?? 0),
    onHold: Number(held[0]?.total ?? 0),
  };
}
