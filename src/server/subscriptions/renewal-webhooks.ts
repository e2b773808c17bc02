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
import { preparedOn, preparedSql } from '../db/prepared';
import { orders, subscriptionItems, subscriptions } from '../db/schema/orders';
import {
  type BillingAttemptKind,
  subscriptionBillingAttempts,
  subscriptionEvents,
} from '../db/schema/subscriptions';
import { waitAtMost } from '../shopify/webhook-time';
import { moveContractDate } from './contract-dates';
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

type SettledSuccess = {
  sub: SubscriptionSummary;
  attempt: { billingDate: string; kind: BillingAttemptKind; orderId: string | null };
  /** The renewal order's number when it was stored before this webhook. */
  orderNumber: string | null;
};

/**
 * A billing success's writes, as one statement (one round trip instead of six, decision 141's
 * addendum): the pending attempt succeeds and takes its order when stored; the subscription moves
 * on a cycle (an order placed now is an extra delivery: only its time changes), the stored order
 * gets the subscription's customer (a renewal order carries no signed cart), and the event is
 * logged. Null when no pending attempt has the key (a redelivery, or an attempt never made).
 */
async function settleBillingSuccess(
  db: Database,
  input: { idempotencyKey: string; shopifyOrderId: string | null; day: string; paidAt: Date },
): Promise<SettledSuccess | null> {
  const statement = preparedSql<{
    billing_date: string;
    kind: BillingAttemptKind;
    order_id: string | null;
    order_number: string | null;
    id: string | null;
    email: string;
    frequency_days: number;
    next_delivery_date: string;
    shopify_contract_id: string | null;
  }>(db, 'settle_billing_success', () => {
    const a = subscriptionBillingAttempts;
    const s = subscriptions;
    const shopifyOrderId = sql`${sql.placeholder('shopifyOrderId')}::text`;
    const paidAt = sql`${sql.placeholder('paidAt')}::timestamptz`;
    const day = sql`${sql.placeholder('day')}::date`;
    return sql`
      with attempt as (
        update ${a} set
          status = 'succeeded',
          shopify_order_id = ${shopifyOrderId},
          settled_at = ${paidAt},
          order_id = (select ${orders.id} from ${orders} where ${orders.shopifyOrderId} = ${shopifyOrderId})
        where ${a.idempotencyKey} = ${sql.placeholder('idempotencyKey')} and ${a.status} = 'pending'
        returning ${a.subscriptionId}, ${a.billingDate}, ${a.kind}, ${a.orderId}
      ),
      renewed as (
        update ${s} set
          -- The cadence is kept; a cycle paid so late that its next date has passed (a card
          -- replaced after the last retry) restarts from today.
          next_delivery_date = (
            select case when d > ${day} then d else ${day} + ${s.frequencyDays} end
            from (select greatest(${s.nextDeliveryDate}, attempt.billing_date + ${s.frequencyDays}) as d) as cycle
          ),
          billing_failures = 0,
          retry_on = null,
          last_billing_result = 'paid',
          last_billing_at = ${paidAt},
          updated_at = now()
        from attempt
        where ${s.id} = attempt.subscription_id and attempt.kind <> 'order_now'
        returning ${s.id}, ${s.userId}, ${s.email}, ${s.frequencyDays}, ${s.nextDeliveryDate}, ${s.shopifyContractId}
      ),
      extra as (
        update ${s} set updated_at = now()
        from attempt
        where ${s.id} = attempt.subscription_id and attempt.kind = 'order_now'
        returning ${s.id}, ${s.userId}, ${s.email}, ${s.frequencyDays}, ${s.nextDeliveryDate}, ${s.shopifyContractId}
      ),
      sub as (select * from renewed union all select * from extra),
      customer as (
        update ${orders} set user_id = sub.user_id
        from attempt, sub
        where ${orders.id} = attempt.order_id and ${orders.userId} is null
      ),
      event as (
        insert into ${subscriptionEvents} (subscription_id, actor, action, detail)
        select subscription_id, 'system',
          case when kind = 'order_now' then 'ordered_now_paid' else 'renewed' end,
          jsonb_build_object('billingDate', billing_date, 'shopifyOrderId', ${shopifyOrderId})
        from attempt
      )
      select attempt.billing_date::text, attempt.kind, attempt.order_id,
        (select ${orders.orderNumber} from ${orders} where ${orders.id} = attempt.order_id) as order_number,
        sub.id, sub.email, sub.frequency_days, sub.next_delivery_date::text, sub.shopify_contract_id
      from attempt left join sub on true`;
  });
  const rows = await statement.execute({
    idempotencyKey: input.idempotencyKey,
    shopifyOrderId: input.shopifyOrderId,
    day: input.day,
    paidAt: input.paidAt,
  });
  const [row] = rows;
  if (!row?.id) return null;
  return {
    attempt: { billingDate: row.billing_date, kind: row.kind, orderId: row.order_id },
    orderNumber: row.order_number,
    sub: {
      id: row.id,
      email: row.email,
      frequencyDays: row.frequency_days,
      nextDeliveryDate: row.next_delivery_date,
      contractId: row.shopify_contract_id,
    },
  };
}

/** The renewal order arrived (success webhook): link it, move the date on, confirm by email. */
export async function handleBillingSuccess(
  deps: RenewalDeps,
  payload: BillingAttemptWebhook,
): Promise<'settled' | 'unknown' | 'duplicate'> {
  const { db } = deps;
  const shopifyOrderId =
    payload.order_id === null || payload.order_id === undefined ? null : String(payload.order_id);
  const settled = await settleBillingSuccess(db, {
    idempotencyKey: payload.idempotency_key,
    shopifyOrderId,
    day: today(deps),
    // Business time: the day it was paid counts toward the minimum term (minimum-terms.ts).
    paidAt: deps.clock.now(),
  });
  if (!settled) {
    return unsettledOutcome(db, payload.idempotency_key);
  }
  const { sub, attempt } = settled;
  // Shopify sends orders/create and this webhook independently, and they may be handled at the
  // same moment: neither statement then sees the other's row. Each handler links after its
  // commit, and the one that links the order to this attempt confirms the renewal, once, with
  // its order number: here when the order was stored first (the settle linked it), else in
  // orders/create, or in this link if orders/create committed meanwhile.
  const confirmed =
    attempt.orderId && settled.orderNumber !== null
      ? sendRenewalConfirmation(deps, {
          sub,
          billingDate: attempt.billingDate,
          kind: attempt.kind,
          orderNumber: settled.orderNumber,
        })
      : shopifyOrderId
        ? linkRenewalOrder(deps, shopifyOrderId)
        : undefined;
  // The contract's date in Shopify is moved without this webhook waiting for it (a throttled
  // store must not slow the answer); one left behind is moved by the sweep (contract-dates.ts).
  if (sub.contractId && attempt.kind !== 'order_now') {
    void moveContractDate(
      deps,
      { id: sub.id, contractId: sub.contractId, date: sub.nextDeliveryDate },
      'background',
    ).catch((err) =>
      deps.logger.warn(
        { err, subscriptionId: sub.id },
        'contract date not moved now; the sweep moves it',
      ),
    );
  }
  await confirmed;
  return 'settled';
}

/** A paid renewal (or extra delivery) and its order, confirmed to the subscriber. */
type PaidRenewal = {
  sub: SubscriptionSummary;
  billingDate: string;
  kind: BillingAttemptKind;
  orderNumber: string;
};

/**
 * The subscriber's one email for a paid renewal: what it charged, its order (the subject names
 * it, so staff find the email on the order's timeline), and the next date. A renewal order gets no
 * order confirmation besides (order-created.ts): when orders/create came first it could not
 * know the order's account yet, and two emails for one delivery are one too many.
 */
async function sendRenewalConfirmation(deps: RenewalDeps, paid: PaidRenewal): Promise<void> {
  // The renewal is stored and linked: a mail failure is logged, never a failed webhook (its
  // redelivery would find the renewal settled and send nothing either).
  await queueRenewalConfirmation(deps, paid).catch((err: unknown) =>
    deps.logger.error(
      { err, subscriptionId: paid.sub.id, orderNumber: paid.orderNumber },
      'renewal confirmation could not be queued',
    ),
  );
}

async function queueRenewalConfirmation(deps: RenewalDeps, paid: PaidRenewal) {
  const { sub, billingDate } = paid;
  const extra = paid.kind === 'order_now';
  // What this attempt charged: an order placed now bills the plan's lines only.
  const items = await describeDelivery(deps.db, sub.id, extra ? null : billingDate);
  const order = `order #${paid.orderNumber.replace(/^#/, '')}`;
  await deps.mailer.send({
    to: sub.email,
    subject: extra
      ? `Your ${deps.config.shopName} extra delivery is paid: ${order}`
      : `Your ${deps.config.shopName} subscription has renewed: ${order}`,
    text: [
      extra
        ? `Thank you: the delivery you ordered on ${formatLongDate(billingDate)} is paid and on its way (${order}). Your regular deliveries are unchanged.`
        : `Thank you: your subscription delivery of ${formatLongDate(billingDate)} is paid and on its way (${order}).`,
      '',
      items.lines,
      `Total: ${items.total}`,
      '',
      `Next delivery: ${formatLongDate(sub.nextDeliveryDate)} (every ${sub.frequencyDays} days).`,
      `Your orders: ${deps.config.publicUrl}/account?tab=orders`,
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
    (await waitAtMost(
      sendPaymentUpdateEmail(deps, sub.id, { kind: 'system' }).then(
        () => true,
        (err) => {
          deps.logger.warn(
            { err, subscriptionId: sub.id },
            'could not send the payment update email',
          );
          return false;
        },
      ),
    )) === true;
  const updateLine = linkSent
    ? 'We have sent you a separate email with a secure link to update your payment method.'
    : `Update your payment method with the link we emailed you, or ask for a new link in your account: ${manageLink(deps)}`;
  if (result.pause) {
    if (sub.contractId) {
      await waitAtMost(
        shopifyOf(deps, 'background')
          .pause(sub.contractId)
          .catch((err) => deps.logger.warn({ err }, 'could not pause the contract in Shopify')),
      );
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

/**
 * Links a stored renewal order to its paid billing attempt and gives it the subscription's
 * customer, whichever webhook came last (orders/create and the success webhook each call it after
 * their commit); the call that links the attempt confirms the renewal by email, so it is sent
 * once. One statement (decision 141's addendum): the customer is set in a data-modifying CTE,
 * which runs to completion though nothing reads it; neither write depends on the other's. The
 * link returns the subscription the confirmation describes.
 */
export async function linkRenewalOrder(deps: RenewalDeps, shopifyOrderId: string): Promise<void> {
  const statement = preparedOn(deps.db, 'link_renewal_order', (on) => {
    const id = sql.placeholder('shopifyOrderId');
    const storedOrder = sql`(select ${orders.id} from ${orders} where ${orders.shopifyOrderId} = ${id})`;
    const customer = on.$with('customer').as(
      on
        .update(orders)
        .set({
          userId: sql`(select ${subscriptions.userId} from ${subscriptionBillingAttempts} join ${subscriptions} on ${subscriptions.id} = ${subscriptionBillingAttempts.subscriptionId} where ${subscriptionBillingAttempts.shopifyOrderId} = ${id} limit 1)`,
        })
        .where(and(eq(orders.shopifyOrderId, id), isNull(orders.userId)))
        .returning({ id: orders.id }),
    );
    return on
      .with(customer)
      .update(subscriptionBillingAttempts)
      .set({ orderId: storedOrder })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptionBillingAttempts.shopifyOrderId, id),
          sql`${subscriptionBillingAttempts.orderId} is null`,
          sql`exists ${storedOrder}`,
          eq(subscriptions.id, subscriptionBillingAttempts.subscriptionId),
        ),
      )
      .returning({
        billingDate: subscriptionBillingAttempts.billingDate,
        kind: subscriptionBillingAttempts.kind,
        orderNumber: sql<string>`(select ${orders.orderNumber} from ${orders} where ${orders.shopifyOrderId} = ${id})`,
        // The subscription as the confirmation describes it, read by the same statement.
        sub: {
          id: subscriptions.id,
          email: subscriptions.email,
          frequencyDays: subscriptions.frequencyDays,
          nextDeliveryDate: subscriptions.nextDeliveryDate,
          contractId: subscriptions.shopifyContractId,
        },
      })
      .prepare('link_renewal_order');
  });
  const [linked] = await statement.execute({ shopifyOrderId });
  if (!linked) return;
  await sendRenewalConfirmation(deps, linked);
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
    .set({
      shopifyContractId: contractId,
      // What Shopify says now; the sweep moves it if it is not the shop's (contract-dates.ts).
      shopifyNextBillingDate: contract.nextBillingDate?.slice(0, 10) ?? null,
      updatedAt: new Date(),
    })
    .where(and(eq(subscriptions.id, match.id), sql`${subscriptions.shopifyContractId} is null`))
    .returning({ id: subscriptions.id });
  return updated.length > 0 ? 'linked' : 'already_linked';
}
