/**
 * Refunds through Shopify's Admin GraphQL API: read the order's successful SALE (or
 * CAPTURE) transaction, then `refundCreate` with one REFUND transaction of that parent, so the money
 * goes back to the card the customer paid with. Shopify refuses an amount above what is left to
 * refund (userErrors), which is passed on to staff unchanged.
 * https://shopify.dev/docs/api/admin-graphql/latest/mutations/refundCreate
 */
import { formatPenceAsDecimal, tryParsePence } from '../../core/money';
import { adminGraphql } from '../../core/shopify/graphql-document';
import type { ShopifyAdminClient } from './admin-client';

export const ORDER_TRANSACTIONS_QUERY = adminGraphql`query orderTransactions($id: ID!) {
  order(id: $id) {
    id
    transactions { id kind status gateway amountSet { shopMoney { amount currencyCode } } }
  }
}`;

/**
 * With Shopify's `@idempotent` directive (mandatory for refundCreate from API 2026-04): a retry
 * with the same key returns the first refund instead of refunding again.
 * https://shopify.dev/changelog/making-idempotency-mandatory-for-inventory-adjustments-and-refund-mutations
 */
export const REFUND_CREATE_MUTATION = adminGraphql`mutation refundCreate($input: RefundInput!, $idempotencyKey: String!) {
  refundCreate(input: $input) @idempotent(key: $idempotencyKey) {
    refund { id note createdAt totalRefundedSet { shopMoney { amount currencyCode } } }
    order { id totalRefundedSet { shopMoney { amount currencyCode } } }
    userErrors { field message }
  }
}`;

type Money = { amount: string; currencyCode: string };
type Transaction = {
  id: string;
  kind: string;
  status: string;
  gateway: string;
  amountSet: { shopMoney: Money };
};

/** Shopify said no (userErrors or an unknown order): the message is shown to staff. */
export class ShopifyRefundRefused extends Error {}

export async function refundThroughShopify(
  client: Pick<ShopifyAdminClient, 'graphql'>,
  options: {
    orderGid: string;
    amountPence: number;
    currency: string;
    note: string | null;
    /** The same key on a retry, so Shopify refunds once (the shop's refund intent id). */
    idempotencyKey: string;
  },
): Promise<{ refundId: string; amountPence: number }> {
  const { order } = await client.graphql<{
    order: { id: string; transactions: Transaction[] } | null;
  }>(ORDER_TRANSACTIONS_QUERY, { id: options.orderGid });
  if (!order) throw new ShopifyRefundRefused('Shopify does not know this order.');
  const parent = order.transactions.find(
    (t) => (t.kind === 'SALE' || t.kind === 'CAPTURE') && t.status === 'SUCCESS',
  );
  if (!parent) throw new ShopifyRefundRefused('Shopify has no captured payment for this order.');
  const amount = formatPenceAsDecimal(options.amountPence);
  const { refundCreate } = await client.graphql<{
    refundCreate: {
      refund: { id: string; totalRefundedSet: { shopMoney: Money } } | null;
      userErrors: { field: string[] | null; message: string }[];
    };
  }>(REFUND_CREATE_MUTATION, {
    idempotencyKey: options.idempotencyKey,
    input: {
      orderId: order.id,
      currency: options.currency,
      note: options.note,
      // Our own email tells the customer (the outbox), so Shopify's is not sent as well.
      notify: false,
      transactions: [
        { orderId: order.id, parentId: parent.id, gateway: parent.gateway, kind: 'REFUND', amount },
      ],
    },
  });
  if (refundCreate.userErrors.length > 0 || !refundCreate.refund) {
    throw new ShopifyRefundRefused(
      refundCreate.userErrors.map((e) => e.message).join('; ') || 'Shopify refused the refund.',
    );
  }
  return {
    refundId: refundCreate.refund.id,
    amountPence:
      tryParsePence(refundCreate.refund.totalRefundedSet.shopMoney.amount) ?? options.amountPence,
  };
}
