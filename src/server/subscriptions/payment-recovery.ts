/**
 * Recovering a declined renewal with Shopify's own mechanism
 * (docs/decisions/090-payment-recovery.md): the shop asks Shopify to email the customer a
 * secure link to replace the contract's card (customerPaymentMethodSendUpdateEmail) — at the
 * first decline of a cycle, when the customer asks from the account, or when staff send it — and
 * when Shopify reports the replaced card (customer_payment_methods/update) the retry is brought
 * forward to today; a subscription paused after the last retry is active again, so the shop's
 * next sweep bills the new card.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { subscriptions } from '../db/schema/orders';
import { AppError } from '../http/errors';
import { logSubscriptionEvent, type RenewalDeps, shopifyOf, today } from './renewal-shared';
import { ShopifyRefusal } from './shopify-subscriptions';

export const PAYMENT_METHOD_UPDATE_TOPIC = 'customer_payment_methods/update';
/** Update emails a customer may ask for per subscription and hour (staff and the shop's own are not counted). */
export const PAYMENT_UPDATE_EMAIL_LIMIT = { max: 3, windowMs: 60 * 60 * 1000 } as const;
export const NO_FAILED_PAYMENT_MESSAGE = 'This subscription has no failed payment to fix.';
export const PAYMENT_UPDATE_EMAIL_RATE_MESSAGE =
  'We have already sent you several emails for this subscription. Please use the latest link, or try again in an hour.';

export const paymentMethodUpdatedWebhookSchema = z.object({
  admin_graphql_api_id: z.string().min(1),
});

/** A declined renewal still to recover: retries left, or paused after the last one. */
export const needsPaymentUpdate = sql`(${subscriptions.billingFailures} > 0 and (${subscriptions.status} = 'active' or (${subscriptions.status} = 'paused' and ${subscriptions.pausedReason} = 'payment_failed')))`;

export type PaymentEmailActor =
  | { kind: 'customer'; userId: string }
  | { kind: 'staff'; staffUserId: string }
  | { kind: 'system' };

/**
 * Asks Shopify to email the update link for the subscription's payment method. `beforeSend`
 * runs once the request is known to be allowed (the customer's rate limit counts only those).
 */
export async function sendPaymentUpdateEmail(
  deps: RenewalDeps,
  subscriptionId: string,
  actor: PaymentEmailActor,
  beforeSend?: () => Promise<void>,
): Promise<{ sentTo: string }> {
  const [sub] = await deps.db
    .select({
      email: subscriptions.email,
      userId: subscriptions.userId,
      contractId: subscriptions.shopifyContractId,
      needsUpdate: sql<boolean>`${needsPaymentUpdate}`,
    })
    .from(subscriptions)
    .where(eq(subscriptions.id, subscriptionId));
  if (!sub || (actor.kind === 'customer' && sub.userId !== actor.userId)) {
    throw new AppError('not_found', 'Subscription not found');
  }
  if (!sub.needsUpdate || !sub.contractId) {
    throw new AppError('conflict', NO_FAILED_PAYMENT_MESSAGE);
  }
  await beforeSend?.();
  const shopify = shopifyOf(deps);
  const methodId = await shopify.getContractPaymentMethodId(sub.contractId);
  if (!methodId) {
    throw new AppError('conflict', 'Shopify holds no payment method for this subscription.');
  }
  try {
    await shopify.sendPaymentMethodUpdateEmail(methodId);
  } catch (err) {
    if (err instanceof ShopifyRefusal) throw new AppError('conflict', err.message);
    throw err;
  }
  await logSubscriptionEvent(deps.db, {
    subscriptionId,
    actor: actor.kind,
    actorUserId:
      actor.kind === 'customer' ? actor.userId : actor.kind === 'staff' ? actor.staffUserId : null,
    action: 'payment_update_email_sent',
    detail: { paymentMethodId: methodId },
  });
  return { sentTo: sub.email };
}

/**
 * customer_payment_methods/update: every subscription billed by that payment method with a
 * declined renewal is retried today (a paused one is activated, in Shopify first).
 */
export async function handlePaymentMethodUpdated(
  deps: RenewalDeps,
  payload: z.output<typeof paymentMethodUpdatedWebhookSchema>,
): Promise<{ retried: number }> {
  const shopify = shopifyOf(deps);
  const contractIds = await shopify.getPaymentMethodContractIds(payload.admin_graphql_api_id);
  if (contractIds.length === 0) return { retried: 0 };
  const due = await deps.db
    .select({
      id: subscriptions.id,
      status: subscriptions.status,
      contractId: subscriptions.shopifyContractId,
    })
    .from(subscriptions)
    .where(and(inArray(subscriptions.shopifyContractId, contractIds), needsPaymentUpdate));
  const day = today(deps);
  let retried = 0;
  for (const sub of due) {
    // The contract must be active before the shop bills it again.
    if (sub.status === 'paused' && sub.contractId) await shopify.activate(sub.contractId);
    const updated = await deps.db
      .update(subscriptions)
      .set({ status: 'active', pausedReason: null, retryOn: day, updatedAt: new Date() })
      .where(and(eq(subscriptions.id, sub.id), needsPaymentUpdate))
      .returning({ id: subscriptions.id });
    if (updated.length === 0) continue;
    retried += 1;
    await logSubscriptionEvent(deps.db, {
      subscriptionId: sub.id,
      actor: 'system',
      action: 'payment_method_updated',
      detail: { paymentMethodId: payload.admin_graphql_api_id, retryOn: day },
    });
  }
  return { retried };
}
