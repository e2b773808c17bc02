// Order confirmation email to the shopper: sent through the outbox when an
// order arrives (orders/create), with the items, the totals Shopify charged, the delivery address
// and a link to the account's order history.
import { eq } from 'drizzle-orm';
import { describeItem } from '../../core/catalog/item-count';
import { formatGBP, tryParsePence } from '../../core/money';
import { buildOrderDocument, discountLabel } from '../../core/orders/order-document';
import type { AppDeps } from '../app-deps';
import { type OrderShippingAddress, orderItems, orders } from '../db/schema/orders';

export type ConfirmationItem = {
  productTitle: string;
  variantTitle: string | null;
  quantity: number;
  units: number | null;
  purchaseOption: string | null;
  subscriptionPlan: string | null;
  unitPricePence: number | null;
  discountPence: number | null;
  lineTotalPence: number | null;
  price: string;
};

export type ConfirmationOrder = {
  orderNumber: string;
  email: string;
  totalPence: number | null;
  totalAmount: string;
  discountCode?: string | null;
  discountPence?: number | null;
  /** A trade buyer's order: no consumer right to cancel (Consumer Contracts Regulations). */
  orderType?: 'retail' | 'wholesale';
  shippingAddress: OrderShippingAddress | null;
  /** The account the order belongs to; null for a guest's (claimed later, never inherited). */
  userId?: string | null;
};

/** "12 High Street, Leicester, LE1 1AA, GB" as lines; empty when Shopify sent none. */
export function formatDeliveryAddress(address: OrderShippingAddress | null): string[] {
  if (!address) return [];
  const name = [address.first_name, address.last_name].filter(Boolean).join(' ');
  return [
    name,
    address.company,
    address.address1,
    address.address2,
    [address.city, address.province].filter(Boolean).join(', '),
    address.zip,
    address.country,
  ].filter((line): line is string => typeof line === 'string' && line.trim() !== '');
}

/** The email's subject and plain text (every figure in pounds from integer pence). */
export function buildOrderConfirmation(options: {
  shopName: string;
  publicUrl: string;
  order: ConfirmationOrder;
  items: ConfirmationItem[];
}): { subject: string; text: string } {
  const { shopName, publicUrl, order, items } = options;
  // The lines at the drawer's prices, then the code's discount (core/orders/order-document.ts).
  const document = buildOrderDocument(
    { discountCode: order.discountCode ?? null, discountPence: order.discountPence ?? null },
    items,
  );
  const total = order.totalPence ?? tryParsePence(order.totalAmount) ?? document.totalPence;
  const itemLines = document.lines.map(({ line: item, unitPricePence, subtotalPence }) => {
    // Counted as every surface counts it, the packs beside their price (core/catalog/item-count.ts).
    const words = describeItem({
      ...item,
      units: item.units ?? item.quantity,
      packs: item.quantity,
    });
    const plan = item.subscriptionPlan ? `, ${item.subscriptionPlan}` : '';
    const amount =
      item.quantity > 1
        ? `${item.quantity} × ${formatGBP(unitPricePence)} = ${formatGBP(subtotalPence)}`
        : formatGBP(subtotalPence);
    return `- ${words.textWithPacks}${plan}: ${amount}`;
  });
  const address = formatDeliveryAddress(order.shippingAddress);
  const discount =
    document.discountPence > 0
      ? [`${discountLabel(document.discountCode)}: ${formatGBP(-document.discountPence)}`]
      : [];
  const text = [
    `Thank you for your order #${order.orderNumber} at ${shopName}.`,
    '',
    'Items',
    ...itemLines,
    '',
    `Subtotal: ${formatGBP(document.subtotalPence)}`,
    ...discount,
    `Total paid: ${formatGBP(total)}`,
    '',
    'Delivery address',
    ...(address.length > 0 ? address : ['No delivery address was given.']),
    '',
    order.userId
      ? `See your orders and track this one in your account: ${publicUrl}/account?tab=orders`
      : `You checked out as a guest, so this order is in no account. To follow it there, create an account with this email address at ${publicUrl}/account, then claim the order in its Orders tab.`,
    '',
    order.orderType === 'wholesale'
      ? `This is a trade order, supplied under our trade terms: see ${publicUrl}/terms. Reply to this email if anything is not right.`
      : items.some((item) => item.subscriptionPlan)
        ? // The account's Cancel follows the minimum term; the statutory right runs alongside it.
          `You may cancel within 14 days of receiving your order (for a subscription, its first delivery) by replying to this email: see ${publicUrl}/terms. After that a subscription can be cancelled in your account once its minimum term is paid, as your subscription confirmation says. Reply to this email if anything is not right.`
        : `You may cancel within 14 days of receiving your order: see ${publicUrl}/terms. Reply to this email if anything is not right.`,
  ].join('\n');
  return { subject: `Your ${shopName} order #${order.orderNumber} is confirmed`, text };
}

/** Reads the stored order and queues its confirmation to the shopper's email. */
export async function sendOrderConfirmation(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer'>,
  orderId: string,
): Promise<boolean> {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  if (!order || order.email.trim() === '') return false;
  const items = await deps.db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.productTitle);
  const mail = buildOrderConfirmation({
    shopName: deps.config.shopName,
    publicUrl: deps.config.publicUrl,
    order,
    items,
  });
  await deps.mailer.send({ to: order.email, ...mail });
  return true;
}
