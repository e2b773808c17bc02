// The admin orders CSV: the list's filters, every matching order (up to 10,000), with its
// delivery address and its lines (quantity, description and what the line charged).
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { AdminOrdersFilter } from '../../core/api/admin-orders';
import { type CsvValue, csvAmount, csvDocument } from '../../core/csv';
import { formatPenceAsDecimal, tryParsePence } from '../../core/money';
import { buildOrderDocument } from '../../core/orders/order-document';
import type { Database } from '../db/client';
import { profiles } from '../db/schema/account';
import { orderItems, orders } from '../db/schema/orders';
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
  'Delivery name',
  'Delivery company',
  'Address line 1',
  'Address line 2',
  'Town or city',
  'County',
  'Postcode',
  'Country',
  'Phone',
  'Lines',
];

type ItemRow = {
  orderId: string;
  productTitle: string;
  variantTitle: string | null;
  sellingPlanName: string | null;
  quantity: number;
  price: string;
  unitPricePence: number | null;
  discountPence: number | null;
  lineTotalPence: number | null;
};

function describeLine(item: ItemRow): string {
  const variant =
    item.variantTitle && item.variantTitle !== 'Default' && item.variantTitle !== 'Default Title'
      ? ` (${item.variantTitle})`
      : '';
  const plan = item.sellingPlanName ? `, ${item.sellingPlanName}` : '';
  return `${item.productTitle}${variant}${plan}`;
}

/** "2 × Black Seed Oil (100 ml) = 25.98; 1 × Raw Honey = 12.50": each line after its discount. */
function linesText(
  order: { discountCode: string | null; discountPence: number | null },
  items: ItemRow[],
) {
  return buildOrderDocument(order, items)
    .lines.map(
      ({ line, totalPence }) =>
        `${line.quantity} × ${describeLine(line)} = ${formatPenceAsDecimal(totalPence)}`,
    )
    .join('; ');
}

export async function buildOrdersCsv(
  db: Database,
  filter: AdminOrdersFilter,
): Promise<{ csv: string; orders: number }> {
  const rows = await db
    .select({ order: orders, customerName: customerNameSql })
    .from(orders)
    .leftJoin(profiles, eq(profiles.userId, orders.userId))
    .where(buildOrdersWhere(filter))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDERS_CSV_LIMIT);
  const itemsByOrder = new Map<string, ItemRow[]>();
  const ids = rows.map((r) => r.order.id);
  // In slices: one statement's parameters stay well under PostgreSQL's limit.
  for (let start = 0; start < ids.length; start += 1000) {
    const items = await db
      .select({
        orderId: orderItems.orderId,
        productTitle: orderItems.productTitle,
        variantTitle: orderItems.variantTitle,
        sellingPlanName: orderItems.sellingPlanName,
        quantity: orderItems.quantity,
        price: orderItems.price,
        unitPricePence: orderItems.unitPricePence,
        discountPence: orderItems.discountPence,
        lineTotalPence: orderItems.lineTotalPence,
      })
      .from(orderItems)
      .where(inArray(orderItems.orderId, ids.slice(start, start + 1000)))
      // The invoice's line order (account/vat-invoice.ts).
      .orderBy(asc(orderItems.productTitle), asc(orderItems.variantTitle), asc(orderItems.id));
    for (const item of items) {
      const list = itemsByOrder.get(item.orderId) ?? [];
      list.push(item);
      itemsByOrder.set(item.orderId, list);
    }
  }
  const lines = rows.map(({ order, customerName }): CsvValue[] => {
    const address = order.shippingAddress;
    const name = [address?.first_name, address?.last_name]
      .map((part) => part?.trim() ?? '')
      .filter(Boolean)
      .join(' ');
    return [
      order.orderNumber,
      order.createdAt.toISOString(),
      order.status,
      order.email,
      customerName,
      order.orderType,
      csvAmount(order.totalPence ?? tryParsePence(order.totalAmount) ?? 0),
      csvAmount(order.refundedPence),
      order.priceMismatch ? 'yes' : 'no',
      order.carrier,
      order.trackingNumber,
      name || null,
      address?.company ?? null,
      address?.address1 ?? null,
      address?.address2 ?? null,
      address?.city ?? null,
      address?.province ?? null,
      address?.zip ?? null,
      address?.country ?? null,
      address?.phone ?? null,
      linesText(order, itemsByOrder.get(order.id) ?? []),
    ];
  });
  return { csv: csvDocument(ORDERS_CSV_HEADER, lines), orders: rows.length };
}
