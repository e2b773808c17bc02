// The admin orders CSV: the list's filters, every matching order (up to 10,000).
import { desc, eq } from 'drizzle-orm';
import type { AdminOrdersFilter } from '../../core/api/admin-orders';
import { formatPenceAsDecimal, tryParsePence } from '../../core/money';
import type { Database } from '../db/client';
import { profiles } from '../db/schema/account';
import { orders } from '../db/schema/orders';
import { buildOrdersWhere, customerNameSql } from './order-service';

export const ORDERS_CSV_LIMIT = 10_000;
export const ORDERS_CSV_HEADER = [
  'Order',
  'Date',
  'Status',
  'Email',
  'Customer',
  'Type',
  'Total (GBP)',
  'Refunded (GBP)',
  'Price mismatch',
  'Carrier',
  'Tracking number',
];

/** RFC 4180 quoting, and a leading ' on values a spreadsheet would run as a formula. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export async function buildOrdersCsv(db: Database, filter: AdminOrdersFilter): Promise<string> {
  const rows = await db
    .select({ order: orders, customerName: customerNameSql })
    .from(orders)
    .leftJoin(profiles, eq(profiles.userId, orders.userId))
    .where(buildOrdersWhere(filter))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_CSV_LIMIT);
  const lines = rows.map(({ order, customerName }) =>
    [
      order.orderNumber,
      order.createdAt.toISOString(),
      order.status,
      order.email,
      customerName,
      order.orderType,
      formatPenceAsDecimal(order.totalPence ?? tryParsePence(order.totalAmount) ?? 0),
      formatPenceAsDecimal(order.refundedPence),
      order.priceMismatch ? 'yes' : 'no',
      order.carrier,
      order.trackingNumber,
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[ORDERS_CSV_HEADER.join(','), ...lines].join('\r\n')}\r\n`;
}
