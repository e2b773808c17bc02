/**
 * Cancelling an order through Shopify's Admin GraphQL API: `orderCancel` with the reason, the
 * restock choice and a refund to the original payment method, then the order is read back
 * (`cancelledAt`, `totalRefundedSet`) because Shopify cancels asynchronously (the payload is a
 * job). A retry first reads the order: one Shopify has already cancelled is not cancelled again.
 * https://shopify.dev/docs/api/admin-graphql/latest/mutations/orderCancel
 */
import type { OrderCancelReason } from '../../core/api/order-cancellation';
import { tryParsePence } from '../../core/money';
import { adminGraphql } from '../../core/shopify/graphql-document';
import { type ShopifyAdminClient, ShopifyStoreUnavailableError } from './admin-client';

export const ORDER_CANCEL_MUTATION = adminGraphql`mutation orderCancel($orderId: ID!, $reason: OrderCancelReason!, $refundMethod: OrderCancelRefundMethodInput!, $restock: Boolean!, $notifyCustomer: Boolean, $staffNote: String) {
  orderCancel(orderId: $orderId, reason: $reason, refundMethod: $refundMethod, restock: $restock, notifyCustomer: $notifyCustomer, staffNote: $staffNote) {
    job { id done }
    orderCancelUserErrors { field message code }
  }
}`;

export const ORDER_CANCEL_STATE_QUERY = adminGraphql`query orderCancelState($id: ID!) {
  order(id: $id) {
    id
    cancelledAt
    totalRefundedSet { shopMoney { amount currencyCode } }
    refunds { id }
  }
}`;

/** Shopify said no (orderCancelUserErrors or an unknown order): nothing was cancelled. */
export class ShopifyCancelRefused extends Error {}
/** Shopify accepted the cancellation but has not finished it yet: read it again later. */
export class ShopifyCancelUnfinished extends Error {}

type CancelState = {
  id: string;
  cancelledAt: string | null;
  totalRefundedSet: { shopMoney: { amount: string } };
  refunds: { id: string }[];
};

async function readState(client: Pick<ShopifyAdminClient, 'graphql'>, orderGid: string) {
  const { order } = await client.graphql<{ order: CancelState | null }>(ORDER_CANCEL_STATE_QUERY, {
    id: orderGid,
  });
  if (!order) throw new ShopifyCancelRefused('Shopify does not know this order.');
  return order;
}

export type ShopifyCancellation = {
  cancelledAt: string;
  /** Everything Shopify has refunded on the order, the cancellation's refund included. */
  totalRefundedPence: number;
  /** Shopify's latest refund on the order (the cancellation's, when it refunded), or null. */
  lastRefundId: string | null;
};

export async function cancelThroughShopify(
  client: Pick<ShopifyAdminClient, 'graphql'>,
  options: {
    orderGid: string;
    reason: OrderCancelReason;
    restock: boolean;
    refund: boolean;
    staffNote: string | null;
  },
): Promise<ShopifyCancellation> {
  let state = await readState(client, options.orderGid);
  if (!state.cancelledAt) {
    const { orderCancel } = await client.graphql<{
      orderCancel: {
        job: { id: string; done: boolean } | null;
        orderCancelUserErrors: { field: string[] | null; message: string; code: string | null }[];
      };
    }>(ORDER_CANCEL_MUTATION, {
      orderId: state.id,
      reason: options.reason.toUpperCase(),
      refundMethod: { originalPaymentMethodsRefund: options.refund },
      restock: options.restock,
      // Our own email tells the customer (the outbox), so Shopify's is not sent as well.
      notifyCustomer: false,
      staffNote: options.staffNote,
    });
    try {
      state = await readState(client, options.orderGid);
    } catch (err) {
      // orderCancel was accepted: whatever the store says now, it may be cancelling the order.
      if (err instanceof ShopifyStoreUnavailableError && err.notActed) {
        throw new ShopifyStoreUnavailableError(err.message, false);
      }
      throw err;
    }
    // Refused because a concurrent request cancelled it first: the same result, recorded once.
    if ((orderCancel.orderCancelUserErrors.length > 0 || !orderCancel.job) && !state.cancelledAt) {
      throw new ShopifyCancelRefused(
        orderCancel.orderCancelUserErrors.map((e) => e.message).join('; ') ||
          'Shopify refused to cancel the order.',
      );
    }
    if (!state.cancelledAt) throw new ShopifyCancelUnfinished('Shopify is still cancelling.');
  }
  return {
    cancelledAt: state.cancelledAt,
    totalRefundedPence: tryParsePence(state.totalRefundedSet.shopMoney.amount) ?? 0,
    lastRefundId: state.refunds.at(-1)?.id ?? null,
  };
}
