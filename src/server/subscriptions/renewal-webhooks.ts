/**
 * Shopify's answers to a renewal, by webhook: subscription_billing_attempts/success
 * links the renewal order to the subscription, moves the next date on by the frequency and
 * confirms by email; /failure starts the retry schedule (1, 3 and 7 days after the date), then
 * pauses; orders/create may arrive after the success and is linked then; and
 * subscription_contracts/create attaches a checkout's contract to its subscription. Every handler
 * is idempotent on the attempt's state, so a redelivered webhook changes nothing.
 */

import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { formatLongDate } from '../../core/dates';
import { addDaysToDate } from '../../core/subscriptions/plan-dates';
import type { Database } from '../db/client';
import { preparedOn } from '../db/prepared';
import { orders, subscriptionItems, subscriptions } from '../db/schema/orders';
import {
  type BillingAttemptKind,
  subscriptionBillingAttempts,
  subscriptionEvents,
} from '../db/schema/subscriptions';
import { describeDelivery } from './delivery-lines';
import { sendPaymentUpdateEmail } from './payment-recovery';
import {
  manageLink,
  numericTail,
  RETRY_AFTER_DAYS,
  type RenewalDeps,
  type SubscriptionSummary,
  shopifyOf,
  today,
} from './renewal-shared';
import type { ContractNode } from './shopify-subscriptions';

export const billingAttemptWebhookSchema = z.object({
  admin_graphql_api_id: z.string().nullish(),
  idempotency_key: z.string().min(1),
  order_id: z.union([z.number(), z.string()]).nullish(),
  admin_graphql_api_subscription_contract_id: z.string().min(1),
  error_message: z.string().nullish(),
  error_code: z.string().nullish(),
});
export type BillingAttemptWebhook = z.output<typeof billingAttemptWebhookSchema>;

export const contractCreatedWebhookSchema = z.object({
  admin_graphql_api_id: z.string().min(1),
  origin_order_id: z.union([z.number(), z.string()]).nullish(),
});

/** Only a pending attempt settles, so a redelivered webhook finds none and changes nothing. */
function pendingAttempt(idempotencyKey: string) {
  return and(
    eq(subscriptionBillingAttempts.idempotencyKey, idempotencyKey),
    eq(subscriptionBillingAttempts.status, 'pending'),
  );
}

/** A webhook that settled nothing: a redelivery of a settled attempt, or one the shop never made. */
async function unsettledOutcome(db: Database, idempotencyKey: string) {
  const [known] = await db
    .select({ id: subscriptionBillingAttempts.id })
    .from(subscriptionBillingAttempts)
    .where(eq(subscriptionBillingAttempts.idempotencyKey, idempotencyKey));
  return known ? ('duplicate' as const) : ('unknown' as const);
}

/** The renewal order arrived (success webhook): link it, move the date on, confirm by email. */
export async function handleBillingSuccess(
  deps: RenewalDeps,
  payload: BillingAttemptWebhook,
): Promise<'settled' | 'unknown' | 'duplicate'> {
  const { db } = deps;
  const shopifyOrderId =
    payload.order_id === null || payload.order_id === undefined ? null : String(payload.order_id);
  const day = today(deps);
  const settled = await db.transaction(async (tx) => {
    const [attempt] = await tx
      .update(subscriptionBillingAttempts)
      .set({
        status: 'succeeded',
        shopifyOrderId,
        // Business time: the day it was paid counts toward the minimum term (minimum-terms.ts).
        settledAt: deps.clock.now(),
        orderId: shopifyOrderId
          ? sql`(select ${orders.id} from ${orders} where ${orders.shopifyOrderId} = ${shopifyOrderId})`
          : null,
      })
      .where(pendingAttempt(payload.idempotency_key))
      .returning();
    if (!attempt) return null;
    // An order placed now is an extra delivery: the schedule and its dunning state stay.
    const extra = attempt.kind === 'order_now';
    const [sub] = await tx
      .update(subscriptions)
      .set(
        extra
          ? { updatedAt: new Date() }
          : {
              // The cadence is kept; a cycle paid so late that its next date has passed (a card
              // replaced after the last retry) restarts from today.
              nextDeliveryDate: sql`(select case when d > ${day}::date then d else ${day}::date + ${subscriptions.frequencyDays} end from (select greatest(${subscriptions.nextDeliveryDate}, ${attempt.billingDate}::date + ${subscriptions.frequencyDays}) as d) as cycle)`,
              billingFailures: 0,
              retryOn: null,
              lastBillingResult: 'paid',
              lastBillingAt: deps.clock.now(),
              updatedAt: new Date(),
            },
      )
      .where(eq(subscriptions.id, attempt.subscriptionId))
      .returning({
        id: subscriptions.id,
        email: subscriptions.email,
        frequencyDays: subscriptions.frequencyDays,
        nextDeliveryDate: subscriptions.nextDeliveryDate,
        contractId: subscriptions.shopifyContractId,
      });
    // A renewal order carries no signed cart: it belongs to the subscription's customer.
    if (attempt.orderId) {
      await tx
        .update(orders)
        .set({
          userId: sql`(select ${subscriptions.userId} from ${subscriptions} where ${subscriptions.id} = ${attempt.subscriptionId})`,
        })
        .where(and(eq(orders.id, attempt.orderId), isNull(orders.userId)));
    }
    await tx.insert(subscriptionEvents).values({
      subscriptionId: attempt.subscriptionId,
      actor: 'system',
      action: extra ? 'ordered_now_paid' : 'renewed',
      detail: { billingDate: attempt.billingDate, shopifyOrderId },
    });
    return sub ? { sub, attempt } : null;
  });
  if (!settled) {
    return unsettledOutcome(db, payload.idempotency_key);
  }
  const { sub } = settled;
  // Shopify sends orders/create and this webhook independently, and they may be handled at the
  // same moment: neither transaction then sees the other's row. Each handler links again after
  // its commit, so whichever commits last links the order to the attempt and the customer.
  // When the order was already stored, the transaction linked it (attempt.orderId) and gave it
  // its customer: nothing is left to link (two queries fewer a renewal; decision 141).
  if (shopifyOrderId && !settled.attempt.orderId) await linkRenewalOrder(db, shopifyOrderId);
  // The contract's date in Shopify and the confirmation are independent: together, so the
  // webhook is answered after the slower of the two rather than after both in turn.
  await Promise.all([
    sub.contractId && settled.attempt.kind !== 'order_now'
      ? shopifyOf(deps)
          .setNextBillingDate(sub.contractId, sub.nextDeliveryDate)
          .catch((err) =>
            deps.logger.warn({ err, subscriptionId: sub.id }, 'could not move the contract date'),
          )
      : undefined,
    sendRenewalConfirmation(deps, sub, settled.attempt.billingDate, settled.attempt.kind),
  ]);
  return 'settled';
}

async function sendRenewalConfirmation(
  deps: RenewalDeps,
  sub: SubscriptionSummary,
  billingDate: string,
  kind: BillingAttemptKind,
) {
  const extra = kind === 'order_now';
  // What this attempt charged: an order placed now bills the plan's lines only.
  const items = await describeDelivery(deps.db, sub.id, extra ? null : billingDate);
  await deps.mailer.send({
    to: sub.email,
    subject: extra
      ? `Your ${deps.config.shopName} extra delivery is paid`
      : `Your ${deps.config.shopName} subscription has renewed`,
    text: [
      extra
        ? `Thank you: the delivery you ordered on ${formatLongDate(billingDate)} is paid and on its way. Your regular deliveries are unchanged.`
        : `Thank you: your subscription delivery of ${formatLongDate(billingDate)} is paid and on its way.`,
      '',
      items.lines,
      `Total: ${items.total}`,
      '',
      `Next delivery: ${formatLongDate(sub.nextDeliveryDate)} (every ${sub.frequencyDays} days).`,
      `Manage your subscription (skip, pause or cancel): ${manageLink(deps)}`,
    ].join('\n'),
  });
}

/** A declined renewal: retry 1, 3 and 7 days after the date, emailing each time; then pause. */
export async function handleBillingFailure(
  deps: RenewalDeps,
  payload: BillingAttemptWebhook,
): Promise<'retry_scheduled' | 'paused' | 'unknown' | 'duplicate'> {
  const { db } = deps;
  const code = (payload.error_code ?? 'unexpected_error').toUpperCase();
  const result = await db.transaction(async (tx) => {
    const [attempt] = await tx
      .update(subscriptionBillingAttempts)
      .set({
        status: 'failed',
        errorCode: code,
        errorMessage: payload.error_message ?? null,
        settledAt: new Date(),
      })
      .where(pendingAttempt(payload.idempotency_key))
      .returning();
    if (!attempt) return null;
    if (attempt.kind === 'order_now') {
      // A declined extra order leaves the schedule and its dunning state as they were.
      await tx.insert(subscriptionEvents).values({
        subscriptionId: attempt.subscriptionId,
        actor: 'system',
        action: 'order_now_failed',
        detail: { billingDate: attempt.billingDate, code },
      });
      return null;
    }
    const failures = attempt.attemptNumber;
    const retryAfter = RETRY_AFTER_DAYS[failures - 1];
    const pause = retryAfter === undefined;
    const [sub] = await tx
      .update(subscriptions)
      .set({
        billingFailures: failures,
        retryOn: pause ? null : addDaysToDate(attempt.billingDate, retryAfter),
        lastBillingResult: `failed: ${code}`,
        lastBillingAt: deps.clock.now(),
        updatedAt: new Date(),
        ...(pause ? { status: 'paused' as const, pausedReason: 'payment_failed' as const } : {}),
      })
      .where(eq(subscriptions.id, attempt.subscriptionId))
      .returning({
        id: subscriptions.id,
        email: subscriptions.email,
        contractId: subscriptions.shopifyContractId,
        retryOn: subscriptions.retryOn,
      });
    await tx.insert(subscriptionEvents).values({
      subscriptionId: attempt.subscriptionId,
      actor: 'system',
      action: pause ? 'paused_after_failed_payment' : 'payment_failed',
      detail: { billingDate: attempt.billingDate, attempt: failures, code },
    });
    return sub ? { sub, pause, failures, billingDate: attempt.billingDate } : null;
  });
  if (!result) {
    return unsettledOutcome(db, payload.idempotency_key);
  }
  const { sub } = result;
  const reason = payload.error_message ?? 'Your card was declined.';
  // The first decline of a cycle: Shopify emails the customer a link to replace the card.
  const linkSent =
    result.failures === 1 &&
    (await sendPaymentUpdateEmail(deps, sub.id, { kind: 'system' }).then(
      () => true,
      (err) => {
        deps.logger.warn(
          { err, subscriptionId: sub.id },
          'could not send the payment update email',
        );
        return false;
      },
    ));
  const updateLine = linkSent
    ? 'We have sent you a separate email with a secure link to update your payment method.'
    : `Update your payment method with the link we emailed you, or ask for a new link in your account: ${manageLink(deps)}`;
  if (result.pause) {
    if (sub.contractId) {
      await shopifyOf(deps)
        .pause(sub.contractId)
        .catch((err) => deps.logger.warn({ err }, 'could not pause the contract in Shopify'));
    }
    await deps.mailer.send({
      to: sub.email,
      subject: 'Your subscription is paused: we could not take payment',
      text: [
        `We tried ${result.failures} times to take payment for your delivery of ${formatLongDate(result.billingDate)} (${reason}), so we have paused your subscription. Nothing more will be charged.`,
        '',
        `${updateLine} Once it is updated, we take the payment for that delivery and your subscription carries on.`,
      ].join('\n'),
    });
    return 'paused';
  }
  await deps.mailer.send({
    to: sub.email,
    subject: 'Payment for your subscription failed',
    text: [
      `We could not take payment for your delivery of ${formatLongDate(result.billingDate)}: ${reason}`,
      '',
      updateLine,
      `Once your payment method is updated we try again the same day; otherwise we will try again on ${formatLongDate(sub.retryOn ?? result.billingDate)}.`,
      `Manage your subscription: ${manageLink(deps)}`,
    ].join('\n'),
  });
  return 'retry_scheduled';
}

/** Links a renewal order that arrived after its success webhook (orders/create hook). */
export async function linkRenewalOrder(db: Database, shopifyOrderId: string): Promise<void> {
  // Every renewal order runs these: prepared once (decision 141).
  const statements = preparedOn(db, 'link_renewal_order', (on) => {
    const id = sql.placeholder('shopifyOrderId');
    return {
      customer: on
        .update(orders)
        .set({
          userId: sql`(select ${subscriptions.userId} from ${subscriptionBillingAttempts} join ${subscriptions} on ${subscriptions.id} = ${subscriptionBillingAttempts.subscriptionId} where ${subscriptionBillingAttempts.shopifyOrderId} = ${id} limit 1)`,
        })
        .where(and(eq(orders.shopifyOrderId, id), isNull(orders.userId)))
        .prepare('link_renewal_order_customer'),
      attempt: on
        .update(subscriptionBillingAttempts)
        .set({
          orderId: sql`(select ${orders.id} from ${orders} where ${orders.shopifyOrderId} = ${id})`,
        })
        .where(
          and(
            eq(subscriptionBillingAttempts.shopifyOrderId, id),
            sql`${subscriptionBillingAttempts.orderId} is null`,
          ),
        )
        .prepare('link_renewal_order_attempt'),
    };
  });
  await statements.customer.execute({ shopifyOrderId });
  await statements.attempt.execute({ shopifyOrderId });
}

/**
 * subscription_contracts/create: attach the contract to the subscription its line created at
 * checkout. 'not_ready' when the origin order is not stored yet (Shopify retries the webhook).
 */
export async function handleContractCreated(
  deps: RenewalDeps,
  payload: z.output<typeof contractCreatedWebhookSchema>,
): Promise<'linked' | 'already_linked' | 'not_ready'> {
  const { db } = deps;
  const contractId = payload.admin_graphql_api_id;
  const [existing] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(eq(subscriptions.shopifyContractId, contractId));
  if (existing) return 'already_linked';
  const contract: ContractNode | null = await shopifyOf(deps).getContract(contractId);
  const originOrderId = contract?.originOrder?.id
    ? numericTail(contract.originOrder.id)
    : payload.origin_order_id === null || payload.origin_order_id === undefined
      ? null
      : String(payload.origin_order_id);
  if (!contract || !originOrderId) return 'not_ready';
  const candidates = await db
    .select({
      id: subscriptions.id,
      title: subscriptionItems.productTitle,
      variantTitle: subscriptionItems.variantTitle,
    })
    .from(subscriptions)
    .innerJoin(orders, eq(orders.id, subscriptions.orderId))
    .innerJoin(subscriptionItems, eq(subscriptionItems.subscriptionId, subscriptions.id))
    .where(
      and(
        eq(orders.shopifyOrderId, originOrderId),
        sql`${subscriptions.shopifyContractId} is null`,
      ),
    )
    .orderBy(subscriptions.createdAt, subscriptions.id);
  if (candidates.length === 0) return 'not_ready';
  const line = contract.lines?.nodes[0];
  const match =
    candidates.find(
      (c) => c.title === line?.title && (c.variantTitle ?? null) === (line?.variantTitle ?? null),
    ) ?? candidates[0];
  if (!match) return 'not_ready';
  const updated = await db
    .update(subscriptions)
    .set({ shopifyContractId: contractId, updatedAt: new Date() })
    .where(and(eq(subscriptions.id, match.id), sql`${subscriptions.shopifyContractId} is null`))
    .returning({ id: subscriptions.id });
  return updated.length > 0 ? 'linked' : 'already_linked';
}
