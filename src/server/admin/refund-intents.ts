/**
 * Refunds through Shopify recorded as intents first (docs/decisions/062-refund-intents.md):
 * 1. in one transaction (the order row locked) the refund is checked against what is left and
 *    stored as a `pending` row, whose id is the idempotency key;
 * 2. Shopify's `refundCreate` is called with that key;
 * 3. the row is settled (Shopify's refund id, refunded_pence, audit entry, customer email) in one
 *    transaction, only if still pending.
 * A failure between 2 and 3 (the database, the process) leaves the pending row: the next refund
 * request on the order first re-sends it with the same key (Shopify answers with the refund it
 * already made) and settles it, so nothing is lost and nothing is refunded twice.
 * The request sending an intent holds it (`sending_until`) until it answers: a second press or tab
 * meanwhile is refused as a changed view, not answered as the refund the first one is making.
 */
import { and, eq, sql } from 'drizzle-orm';
import { type RefundRequest, refundsChangedMessage } from '../../core/api/admin-orders';
import { formatPenceAsDecimal, tryParsePence } from '../../core/money';
import { issueCreditNote, refundReason } from '../account/service';
import { type AuditActor, recordAudit } from '../audit/service';
import type { Transaction } from '../db/client';
import { orderCancellations, orderRefunds, orders } from '../db/schema/orders';
import { AppError } from '../http/errors';
import type { ShopifyAdminClient } from '../shopify/admin-client';
import { refundThroughShopify, ShopifyRefundRefused } from '../shopify/refunds';
import { buildRefundEmail, queueEmail } from './order-emails';
import type { Deps } from './order-management';
import { assertRefundAllowed, type RefundAuthority } from './refund-limit';
import {
  claimIntent,
  findShopifyPaidOrder,
  INTENT_SENDING_HOLD,
  releaseIntent,
  sendIntentAndSettle,
  shopifyOrderGid,
} from './shopify-intents';

export type RefundDeps = Deps & { shopify: Pick<ShopifyAdminClient, 'graphql'> };
export type Intent = typeof orderRefunds.$inferSelect;
type OrderRow = typeof orders.$inferSelect;

export const REFUND_NOT_RECORDED_MESSAGE =
  'Shopify made the refund, but we could not record it yet. Send the same refund again to record it: the customer will not be refunded twice.';
export const CANCELLATION_PENDING_MESSAGE =
  'This order is being cancelled. Send the cancellation again to finish it before refunding.';
/** A refund asked while Shopify is down or throttling: nothing happened anywhere (decision 132). */
export const REFUND_STORE_UNAVAILABLE_MESSAGE =
  'Shopify is not answering just now, so nothing was refunded and nothing was changed. Please try the refund again in a few minutes.';
export const EARLIER_REFUND_SETTLED_MESSAGE =
  'An earlier refund on this order had not been recorded; it is recorded now. Check the order before refunding again.';

/**
 * Sends the intent to Shopify (again, on a retry: same key, same refund), then settles it. `fresh`:
 * this request stored the intent, so a store that certainly did nothing with it drops it.
 */
function sendAndSettle(
  deps: RefundDeps,
  order: OrderRow,
  intent: Intent,
  actor: AuditActor,
  fresh: boolean,
) {
  return sendIntentAndSettle(deps, order, {
    send: () =>
      refundThroughShopify(deps.shopify, {
        orderGid: shopifyOrderGid(order),
        amountPence: intent.amountPence,
        currency: order.currency,
        note: intent.note,
        idempotencyKey: intent.id,
      }),
    // Shopify refunded nothing: the intent goes.
    refused: (err) =>
      err instanceof ShopifyRefundRefused
        ? `Shopify refused the refund, so nothing was refunded: ${err.message}`
        : undefined,
    drop: () => deps.db.delete(orderRefunds).where(eq(orderRefunds.id, intent.id)),
    release: () => releaseIntent(deps.db, orderRefunds, intent.id),
    unavailable: { drop: fresh, message: REFUND_STORE_UNAVAILABLE_MESSAGE },
    unsent: {
      log: 'refund through Shopify failed',
      message: 'We could not reach Shopify, so nothing was refunded. Please try again shortly.',
    },
    settle: (refund) => settle(deps, order, intent, refund, actor),
    unsettled: {
      log: 'refund not settled',
      message: REFUND_NOT_RECORDED_MESSAGE,
      context: (refund) => ({ refundId: refund.refundId }),
    },
  });
}

async function settle(
  deps: RefundDeps,
  order: OrderRow,
  intent: Intent,
  refund: { refundId: string; amountPence: number },
  actor: AuditActor,
) {
  await deps.db.transaction(async (tx) => {
    const settled = await tx
      .update(orderRefunds)
      .set({
        status: 'settled',
        shopifyRefundId: refund.refundId,
        amountPence: refund.amountPence,
      })
      .where(and(eq(orderRefunds.id, intent.id), eq(orderRefunds.status, 'pending')))
      .returning({ id: orderRefunds.id });
    if (settled.length === 0) return; // settled by a concurrent retry
    const [after] = await tx
      .update(orders)
      .set({ refundedPence: sql`${orders.refundedPence} + ${refund.amountPence}` })
      .where(eq(orders.id, order.id))
      .returning({ refundedPence: orders.refundedPence });
    await recordAudit(tx, actor, {
      action: 'order.refund',
      entityType: 'order',
      entityId: order.id,
      summary: `Order ${order.orderNumber}: refunded £${formatPenceAsDecimal(refund.amountPence)}${intent.note ? ` (${intent.note})` : ''}`,
      before: { refundedPence: (after?.refundedPence ?? 0) - refund.amountPence },
      after: { refundedPence: after?.refundedPence, shopifyRefundId: refund.refundId },
    });
    const creditNote = await issueCreditNote(tx, intent.id, refundReason(intent.note));
    await queueEmail(tx, order.email, buildRefundEmail(deps.config, order, creditNote));
  });
}

export async function refundOrder(
  deps: RefundDeps,
  id: string,
  request: RefundRequest,
  authority: RefundAuthority,
): Promise<void> {
  const { actor } = authority;
  const order = await findShopifyPaidOrder(deps.db, id, 'refunded');
  // An intent left pending by a failure after Shopify was called is settled first.
  const [earlier] = await deps.db
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, id), eq(orderRefunds.status, 'pending')))
    .limit(1);
  if (earlier) {
    const claimed = await claimIntent(deps.db, orderRefunds, earlier.id);
    if (!claimed) {
      // Another request is sending it just now, or has settled it since it was read.
      const { refundable } = await deps.db.transaction((tx) => lockRefundableOrder(tx, id));
      throw new AppError('conflict', refundsChangedMessage(refundable));
    }
    await sendAndSettle(deps, order, claimed, actor, false);
    const sameRequest =
      earlier.amountPence === request.amountPence && earlier.note === (request.note || null);
    if (sameRequest) return;
    throw new AppError('conflict', EARLIER_REFUND_SETTLED_MESSAGE);
  }
  const intent = await deps.db.transaction(async (tx) => {
    const { locked, refundable } = await lockRefundableOrder(tx, id);
    // Sent from a view another refund has since changed (a second tab, press or colleague).
    if (request.refundablePence !== undefined && request.refundablePence !== refundable) {
      throw new AppError('conflict', refundsChangedMessage(refundable));
    }
    if (request.amountPence > refundable) {
      const message = `You can refund at most £${formatPenceAsDecimal(refundable)} on this order.`;
      throw new AppError('validation_failed', message, { fields: { amountPence: [message] } });
    }
    return recordRefundIntent(tx, locked, request, authority, deps.config.staffRefundLimitPence);
  });
  await sendAndSettle(deps, order, intent, actor, true);
}

/**
 * Locks the order row (every path that moves money out of it takes this lock first) and says
 * what is left to refund: charged − settled refunds − refunds still on their way to Shopify.
 * Refused while a cancellation is pending (it refunds what is left).
 */
export async function lockRefundableOrder(
  tx: Transaction,
  id: string,
): Promise<{ locked: OrderRow; refundable: number }> {
  const [locked] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!locked) throw new AppError('not_found', 'Order not found');
  // A cancellation on its way refunds what is left: a refund beside it would count twice.
  const [cancelling] = await tx
    .select({ id: orderCancellations.id })
    .from(orderCancellations)
    .where(and(eq(orderCancellations.orderId, id), eq(orderCancellations.status, 'pending')));
  if (cancelling) throw new AppError('conflict', CANCELLATION_PENDING_MESSAGE);
  const charged = locked.totalPence ?? tryParsePence(locked.totalAmount) ?? 0;
  // Another staff member's refund still on its way to Shopify counts as refunded already.
  const [pending] = await tx
    .select({ pence: sql<string>`coalesce(sum(${orderRefunds.amountPence}), 0)` })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, id), eq(orderRefunds.status, 'pending')));
  return { locked, refundable: charged - locked.refundedPence - Number(pending?.pence ?? 0) };
}

/** Stores a pending refund intent on an order locked by lockRefundableOrder, within the limits. */
export async function recordRefundIntent(
  tx: Transaction,
  locked: OrderRow,
  request: RefundRequest,
  authority: RefundAuthority,
  staffRefundLimitPence: number,
): Promise<Intent> {
  await assertRefundAllowed(tx, locked, authority, request.amountPence, staffRefundLimitPence);
  const [row] = await tx
    .insert(orderRefunds)
    .values({
      orderId: locked.id,
      status: 'pending',
      amountPence: request.amountPence,
      note: request.note || null,
      staffUserId: authority.actor.id,
      sendingUntil: INTENT_SENDING_HOLD,
    })
    .returning();
  if (!row) throw new Error('refund intent not stored');
  return row;
}

/**
 * Sends a recorded intent to Shopify (again, on a retry: same key) and settles it. The intent is
 * kept when the store is unavailable, so the caller's retry (a return marked received again)
 * settles it with the same key.
 */
export function sendRefundIntent(
  deps: RefundDeps,
  order: OrderRow,
  intent: Intent,
  actor: AuditActor,
) {
  return sendAndSettle(deps, order, intent, actor, false);
}
