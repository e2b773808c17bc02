// "Reorder" from a past trade order: the same products and units at today's trade prices, with
// what changed since (price, units left, products no longer sold to trade) said in words. Nothing
// is stored: the lines go to the buyer's cart, and checkout prices them again as always.
import { and, asc, eq } from 'drizzle-orm';
import type { TradeReorderResponse } from '../../core/api/store-types';
import { formatGBP, type Pence, tryParsePence } from '../../core/money';
import type { Database } from '../db/client';
import { orderItems, orders } from '../db/schema/orders';
import { AppError } from '../http/errors';
import { findWholesaleProducts } from './trade-accounts';

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const NO_TRADE_LINES_MESSAGE = 'This order has no trade products to reorder.';

export async function buildTradeReorder(
  db: Database,
  userId: string,
  orderId: string,
): Promise<TradeReorderResponse> {
  const [order] = await db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  if (!order) throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
  const items = await db
    .select({
      productId: orderItems.productId,
      productTitle: orderItems.productTitle,
      quantity: orderItems.quantity,
      unitPricePence: orderItems.unitPricePence,
      price: orderItems.price,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.purchaseOption, 'trade')))
    .orderBy(asc(orderItems.productTitle));
  if (items.length === 0) throw new AppError('not_found', NO_TRADE_LINES_MESSAGE);

  const today = new Map((await findWholesaleProducts(db)).map((p) => [p.id, p]));
  const lines: TradeReorderResponse['lines'] = [];
  const changes: string[] = [];
  for (const item of items) {
    const product = item.productId ? today.get(item.productId) : undefined;
    const left = product?.variant.available ?? null;
    if (!product || left === 0) {
      changes.push(`${item.productTitle} is no longer available to order.`);
      continue;
    }
    const quantity = left === null ? item.quantity : Math.min(item.quantity, left);
    if (quantity < item.quantity) {
      changes.push(
        `${product.title}: only ${quantity} left, so ${quantity} instead of ${item.quantity}.`,
      );
    }
    const then: Pence | null = item.unitPricePence ?? tryParsePence(item.price);
    const now = tryParsePence(product.wholesalePrice);
    if (then !== null && now !== null && then !== now) {
      changes.push(
        `${product.title} is ${formatGBP(now)} each today (${formatGBP(then)} on order ${order.orderNumber}).`,
      );
    }
    lines.push({ product, quantity });
  }
  return { orderNumber: order.orderNumber, lines, changes };
}
