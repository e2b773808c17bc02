/**
 * An order's payment state, kept apart from its fulfilment state as Shopify keeps
 * financial_status apart from fulfillment_status (docs/decisions/077-order-payment-status.md).
 * It is derived from what was charged and what has been refunded, so it cannot drift from them.
 */

import type { OrderStatus } from '../api/statuses';
import { formatGBP } from '../money';

export const PAYMENT_STATUSES = ['paid', 'partially_refunded', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export function paymentStatusOf(chargedPence: number, refundedPence: number): PaymentStatus {
  if (refundedPence <= 0) return 'paid';
  return refundedPence >= chargedPence ? 'refunded' : 'partially_refunded';
}

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  paid: 'Paid',
  partially_refunded: 'Partially refunded',
  refunded: 'Refunded',
};

/** What the customer has paid once refunds are taken off: the invoice's "Net paid". */
export function netPaidPence(chargedPence: number, refundedPence: number): number {
  return Math.max(0, chargedPence - refundedPence);
}

/** Fully refunded orders are not fulfilled any more: there is nothing paid to send. */
export function canFulfil(paymentStatus: PaymentStatus): boolean {
  return paymentStatus !== 'refunded';
}

export type CustomerOrderBadge = {
  key: 'payment' | 'fulfilment';
  label: string;
  tone: 'paid' | 'refunded' | 'cancelled' | 'processing' | 'shipped' | 'delivered';
};

const FULFILMENT_LABELS = {
  processing: 'Processing',
  shipped: 'Shipped',
  delivered: 'Delivered',
} as const;

/**
 * What the customer sees in Order History: the fulfilment once it has started, and the payment
 * ("Paid", "Partially refunded £5.00", "Refunded £23.74"); a cancelled order says what came back.
 * A held order is awaiting the shop's check and shows as paid to its buyer.
 */
export function customerOrderBadges(order: {
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  refundedPence: number;
}): CustomerOrderBadge[] {
  const refunded = formatGBP(order.refundedPence);
  if (order.status === 'cancelled') {
    return [
      {
        key: 'fulfilment',
        label: order.refundedPence > 0 ? `Cancelled — refunded ${refunded}` : 'Cancelled',
        tone: 'cancelled',
      },
    ];
  }
  const badges: CustomerOrderBadge[] = [];
  if (order.status === 'processing' || order.status === 'shipped' || order.status === 'delivered') {
    badges.push({ key: 'fulfilment', label: FULFILMENT_LABELS[order.status], tone: order.status });
  }
  if (order.paymentStatus === 'paid') {
    if (badges.length === 0) badges.push({ key: 'payment', label: 'Paid', tone: 'paid' });
  } else {
    const label =
      order.paymentStatus === 'refunded'
        ? `Refunded ${refunded}`
        : `Partially refunded ${refunded}`;
    badges.push({ key: 'payment', label, tone: 'refunded' });
  }
  return badges;
}
