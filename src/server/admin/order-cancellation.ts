/**
 * Staff cancel an order through Shopify's orderCancel, recorded as an intent first, as refunds
 * are (refund-intents.ts, docs/decisions/081-order-cancellation.md):
 * 1. in one transaction (the order row locked) the order is checked (not sent, not cancelled)
 *    and a `pending` order_cancellations row stored;
 * 2. Shopify is asked to cancel (shopify/order-cancel.ts; an order it has already cancelled is
 *    only read back);
 * 3. in one transaction, only if still pending: the intent settled, the order cancelled with
 *    Shopify's refunded total, the refund listed, an audit entry and the customer's email
 *    (outbox); then, with restock, the shop stores Shopify's stock of the order's variants
 *    (stock/follow-shopify.ts).
 * A failure between 2 and 3 leaves the pending row: sending the cancellation again settles it.
 */
import { and, eq, sql } from 'drizzle-orm';
import {
  CANCELLABLE_STATUSES,
  cannotCancelMessage,
  ORDER_ALREADY_CANCELLED_MESSAGE,
  type OrderCancelRequest,
} from '../../core/api/order-cancellation';
import { formatPenceAsDecimal, tryParsePence } from '../../core/money';
import { CANCELLATION_REASON, issueCreditNote } from '../account/service';
import type { AppDeps } from '../app-deps';
import { type AuditActor, recordAudit } from '../audit/service';
import type { Transaction } from '../db/client';
import { orderCancellations, orderItems, orderRefunds, orders } from '../db/schema/orders';
import { AppError } from '../http/errors';
import type { ShopifyAdminClient } from '../shopify/admin-client';
import {
  cancelThroughShopify,
  type ShopifyCancellation,
  ShopifyCancelRefused,
  ShopifyCancelUnfinished,
} from '../shopify/order-cancel';
import { followShopifyStockOfOrder } from '../stock/service';
import { buildCancellationEmail, queueEmail } from './order-emails';
import { assertRefundAllowed, type RefundAuthority } from './refund-limit';
import {
  claimIntent,
  findShopifyPaidOrder,
  INTENT_SENDING_HOLD,
  releaseIntent,
  sendIntentAndSettle,
  shopifyOrderGid,
} from './shopify-intents';

type CancelDeps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'logger' | 'catalogue'> & {
  shopify: Pick<ShopifyAdminClient, 'graphql'>;
};
type Intent = typeof orderCancellations.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

/** A cancellation asked while Shopify is down or throttling: nothing happened anywhere (decision 132). */
export const CANCEL_STORE_UNAVAILABLE_MESSAGE =
  'Shopify is not answering just now, so the order was not cancelled and nothing was changed. Please try again in a few minutes.';
export const CANCEL_NOT_RECORDED_MESSAGE =
  'Shopify cancelled the order, but we could not record it yet. Cancel it again to record it: the customer will not be refunded twice.';
export const CANCEL_IN_PROGRESS_MESSAGE =
  'This order is being cancelled by someone else. Reload the order to see the result.';
export const CANCEL_UNFINISHED_MESSAGE =
  'Shopify is still cancelling this order. Cancel it again in a minute to record the result.';

/** How many of the order's variants Shopify puts units back on (for the audit entry). */
async function countOrderVariants(tx: Transaction, orderId: string): Promise<number> {
  const [row] = await tx
    .select({ count: sql<string>`count(distinct ${orderItems.variantId})` })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  return Number(row?.count ?? 0);
}

async function settle(
  deps: CancelDeps,
  order: OrderRow,
  intent: Intent,
  cancelled: ShopifyCancellation,
  actor: AuditActor,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    if (!locked) throw new AppError('not_found', 'Order not found');
    const refundedNow = Math.max(0, cancelled.totalRefundedPence - locked.refundedPence);
    const settled = await tx
      .update(orderCancellations)
      .set({ status: 'settled', refundedPence: refundedNow, settledAt: new Date() })
      .where(and(eq(orderCancellations.id, intent.id), eq(orderCancellations.status, 'pending')))
      .returning({ id: orderCancellations.id });
    if (settled.length === 0) return false; // settled by a concurrent retry
    await tx
      .update(orders)
      .set({ status: 'cancelled', refundedPence: locked.refundedPence + refundedNow })
      .where(eq(orders.id, order.id));
    let creditNote = null;
    if (refundedNow > 0) {
      const [refund] = await tx
        .insert(orderRefunds)
        .values({
          orderId: order.id,
          status: 'settled',
          shopifyRefundId: cancelled.lastRefundId,
          amountPence: refundedNow,
          note: 'Order cancelled',
          staffUserId: actor.id,
        })
        .returning({ id: orderRefunds.id });
      if (refund) creditNote = await issueCreditNote(tx, refund.id, CANCELLATION_REASON);
    }
    const restocked = intent.restock ? await countOrderVariants(tx, order.id) : 0;
    await recordAudit(tx, actor, {
      action: 'order.cancel',
      entityType: 'order',
      entityId: order.id,
      summary: `Order ${order.orderNumber}: cancelled (${intent.reason})${refundedNow > 0 ? `, refunded £${formatPenceAsDecimal(refundedNow)}` : ''}${intent.restock ? ', restocked' : ''}${intent.staffNote ? ` (${intent.staffNote})` : ''}`,
      before: { status: locked.status, refundedPence: locked.refundedPence },
      after: {
        status: 'cancelled',
        refundedPence: locked.refundedPence + refundedNow,
        restockedVariants: restocked,
      },
    });
    await queueEmail(tx, order.email, buildCancellationEmail(deps.config, order, creditNote));
    return true;
  });
}

/** `fresh`: this request stored the intent (a store that certainly did nothing drops it). */
function sendAndSettle(
  deps: CancelDeps,
  order: OrderRow,
  intent: Intent,
  actor: AuditActor,
  fresh: boolean,
) {
  return sendIntentAndSettle(deps, order, {
    send: () =>
      cancelThroughShopify(deps.shopify, {
        orderGid: shopifyOrderGid(order),
        reason: intent.reason as OrderCancelRequest['reason'],
        restock: intent.restock,
        refund: intent.refund,
        staffNote: intent.staffNote,
      }),
    refused: (err) =>
      err instanceof ShopifyCancelRefused
        ? `Shopify refused to cancel the order, so nothing changed: ${err.message}`
        : undefined,
    drop: () => deps.db.delete(orderCancellations).where(eq(orderCancellations.id, intent.id)),
    release: () => releaseIntent(deps.db, orderCancellations, intent.id),
    known: (err) =>
      err instanceof ShopifyCancelUnfinished
        ? new AppError('service_unavailable', CANCEL_UNFINISHED_MESSAGE)
        : undefined,
    unavailable: { drop: fresh, message: CANCEL_STORE_UNAVAILABLE_MESSAGE },
    unsent: {
      log: 'order cancellation through Shopify failed',
      message:
        'We could not reach Shopify. Please cancel again shortly: the order will be cancelled once.',
    },
    settle: (cancelled) => settle(deps, order, intent, cancelled, actor),
    unsettled: { log: 'order cancellation not settled', message: CANCEL_NOT_RECORDED_MESSAGE },
    afterSettled: async () => {
      if (!intent.restock) return;
      // Shopify put the units back; the shop stores Shopify's figure rather than adding them, so
      // a restock its inventory webhook already brought is not counted twice.
      await followShopifyStockOfOrder(deps, order.id, deps.shopify).catch((err: unknown) =>
        deps.logger.warn(
          { err, orderId: order.id },
          'stock after the restock not read from Shopify',
        ),
      );
    },
  });
}

/**
 * Cancels the order; sending the same cancellation again after a failure finishes it, and after
 * success changes nothing (the route answers with the cancelled order).
 */
export async function cancelOrderThroughShopify(
  deps: CancelDeps,
  id: string,
  request: OrderCancelRequest,
  authority: RefundAuthority,
): Promise<void> {
  const { actor } = authority;
  const order = await findShopifyPaidOrder(deps.db, id, 'cancelled');
  const [earlier] = await deps.db
    .select()
    .from(orderCancellations)
    .where(eq(orderCancellations.orderId, id));
  if (earlier?.status === 'settled') return;
  if (earlier) {
    const claimed = await claimIntent(deps.db, orderCancellations, earlier.id);
    if (claimed) return sendAndSettle(deps, order, claimed, actor, false);
    // Another request is sending it just now, or has settled it since it was read.
    const [now] = await deps.db
      .select({ status: orderCancellations.status })
      .from(orderCancellations)
      .where(eq(orderCancellations.id, earlier.id));
    if (now?.status === 'settled') return;
    throw new AppError('conflict', CANCEL_IN_PROGRESS_MESSAGE);
  }
  const intent = await deps.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!locked) throw new AppError('not_found', 'Order not found');
    if (locked.status === 'cancelled') {
      throw new AppError('conflict', ORDER_ALREADY_CANCELLED_MESSAGE);
    }
    if (!(CANCELLABLE_STATUSES as readonly string[]).includes(locked.status)) {
      throw new AppError('conflict', cannotCancelMessage(locked.status));
    }
    const [pendingRefund] = await tx
      .select({ id: orderRefunds.id })
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, id), eq(orderRefunds.status, 'pending')))
      .limit(1);
    if (pendingRefund) {
      throw new AppError(
        'conflict',
        'A refund on this order has not been recorded yet. Send that refund again first.',
      );
    }
    // Shopify refunds everything not refunded yet: that is what this cancellation moves.
    const charged = locked.totalPence ?? tryParsePence(locked.totalAmount) ?? 0;
    const refunding = request.refund ? Math.max(0, charged - locked.refundedPence) : 0;
    await assertRefundAllowed(tx, locked, authority, refunding, deps.config.staffRefundLimitPence);
    const [row] = await tx
      .insert(orderCancellations)
      .values({
        orderId: id,
        reason: request.reason,
        restock: request.restock,
        refund: request.refund,
        staffNote: request.staffNote || null,
        staffUserId: actor.id,
        // What it expects to refund, counted against the person's daily limit until settled.
        refundedPence: refunding,
        sendingUntil: INTENT_SENDING_HOLD,
      })
      .onConflictDoNothing({ target: orderCancellations.orderId })
      .returning();
    // Another staff member's cancellation of this order got there first.
    if (!row) throw new AppError('conflict', CANCEL_IN_PROGRESS_MESSAGE);
    return row;
  });
  await sendAndSettle(deps, order, intent, actor, true);
}
