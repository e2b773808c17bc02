/**
 * The sandbox's `orderCancel(orderId, reason, refundMethod | refund, restock, notifyCustomer,
 * staffNote)`, as Shopify's Admin GraphQL API answers it: an unknown or already cancelled order
 * is refused in `orderCancelUserErrors` (the deprecated `userErrors` is not answered); otherwise the order is cancelled, what is left of its
 * payment is refunded to the card when asked, its units go back to the inventory when asked,
 * and a `job` is returned (Shopify finishes the cancellation asynchronously; the sandbox has
 * already finished when it answers, so the job is done).
 * https://shopify.dev/docs/api/admin-graphql/latest/mutations/orderCancel
 */
import { randomUUID } from 'node:crypto';
import { moveOrderUnits, type SandboxInventory } from './inventory-api';
import type { SandboxOrder, SandboxOrderStore } from './order-api';

export const ORDER_CANCEL_REASONS = [
  'CUSTOMER',
  'DECLINED',
  'FRAUD',
  'INVENTORY',
  'OTHER',
  'STAFF',
] as const;

type CancelUserError = { field: string[]; message: string; code: string };

export type OrderCancelAnswer = {
  job: { id: string; done: boolean } | null;
  orderCancelUserErrors: CancelUserError[];
};

function refuse(error: CancelUserError): OrderCancelAnswer {
  return { job: null, orderCancelUserErrors: [error] };
}

/**
 * Puts a cancelled order's units back on their tracked inventory items (untracked items stay
 * untracked). Called after the cancellation is stored, outside its transaction (the stock is
 * other rows, and on PGlite's one connection a second query inside it would wait forever).
 */
export async function restockOrder(order: SandboxOrder, inventory: SandboxInventory | null) {
  if (!inventory || !order.payload) return;
  await moveOrderUnits(inventory, order.payload.line_items, 1);
}

/** Cancels `order` (changed in place; null: no such order) or answers why not. */
export function cancelOrder(
  store: Pick<SandboxOrderStore, 'nextRefundId'>,
  order: SandboxOrder | null,
  variables: Record<string, unknown>,
): OrderCancelAnswer {
  if (!order) {
    return refuse({ field: ['orderId'], message: 'Order does not exist', code: 'NOT_FOUND' });
  }
  if (order.cancelledAt) {
    return refuse({
      field: ['orderId'],
      message: 'Order has already been cancelled',
      code: 'INVALID',
    });
  }
  const reason = variables.reason;
  if (!ORDER_CANCEL_REASONS.includes(reason as (typeof ORDER_CANCEL_REASONS)[number])) {
    return refuse({ field: ['reason'], message: 'Reason is invalid', code: 'INVALID' });
  }
  const method = (variables.refundMethod ?? null) as {
    originalPaymentMethodsRefund?: unknown;
  } | null;
  const refund = method?.originalPaymentMethodsRefund === true || variables.refund === true;
  order.cancelledAt = new Date().toISOString();
  order.cancelReason = reason as string;
  const left = order.paidPence - order.refunds.reduce((sum, r) => sum + r.amountPence, 0);
  if (refund && left > 0) {
    order.refunds.push({
      id: store.nextRefundId(),
      amountPence: left,
      note: typeof variables.staffNote === 'string' ? variables.staffNote : null,
      createdAt: order.cancelledAt,
    });
  }
  return {
    job: { id: `gid://shopify/Job/${randomUUID()}`, done: true },
    orderCancelUserErrors: [],
  };
}
