/**
 * The new subscription's confirmation: sent once the order that started it is
 * stored, in the payment page's words: the plan, the price of each delivery as stored, how often,
 * the next charge, the minimum term (describeMinimumTerm, via minimum-terms.ts) and how to cancel,
 * including the statutory right the account's Cancel button does not replace
 * (decisions/111-minimum-term-in-deliveries.md).
 */
import { asc, eq } from 'drizzle-orm';
import { describeItem } from '../../core/catalog/item-count';
import { formatLongDate } from '../../core/dates';
import { formatGBP } from '../../core/money';
import type { MinimumTerm } from '../../core/subscriptions/minimum-term';
import type { AppDeps } from '../app-deps';
import { orderItems, subscriptions } from '../db/schema/orders';
import { loadDeliveryLines } from './delivery-lines';
import { loadMinimumTerms } from './minimum-terms';

export type SubscriptionConfirmationLine = {
  name: string;
  planName: string;
  deliveryPence: number;
  frequencyDays: number;
  nextChargeDate: string;
  term: MinimumTerm;
};

export function buildSubscriptionConfirmation(options: {
  shopName: string;
  publicUrl: string;
  orderNumber: string;
  lines: SubscriptionConfirmationLine[];
}): { subject: string; text: string } {
  const { shopName, publicUrl, lines } = options;
  const blocks = lines.flatMap((line) => [
    line.name,
    `Plan: ${line.planName}`,
    `Each delivery: ${formatGBP(line.deliveryPence)}, charged every ${line.frequencyDays} days`,
    `Next charge: ${formatLongDate(line.nextChargeDate)}`,
    `${line.term.termLine}. ${line.term.cancelSentence}`,
    '',
  ]);
  const text = [
    `Your subscription from order #${options.orderNumber} at ${shopName} has started.`,
    '',
    ...blocks,
    `How to cancel: in your account, Subscriptions, press Cancel once your minimum term is paid: ${publicUrl}/account?tab=subscriptions. Until then you can pause or skip a delivery there.`,
    `Your legal right to cancel is not affected: you may cancel within 14 days of receiving your first delivery by replying to this email, and we refund what you paid for it as our terms explain: ${publicUrl}/terms.`,
  ].join('\n');
  return { subject: `Your ${shopName} subscription is confirmed`, text };
}

/** Queues the confirmation of the subscriptions an order started; false when it started none. */
export async function sendSubscriptionConfirmation(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer'>,
  orderId: string,
  orderNumber: string,
): Promise<boolean> {
  const { db } = deps;
  const subs = await db
    .select({
      id: subscriptions.id,
      email: subscriptions.email,
      frequencyDays: subscriptions.frequencyDays,
      nextDeliveryDate: subscriptions.nextDeliveryDate,
    })
    .from(subscriptions)
    .where(eq(subscriptions.orderId, orderId))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.id));
  const email = subs[0]?.email.trim() ?? '';
  if (subs.length === 0 || email === '') return false;
  const ids = subs.map((s) => s.id);
  // The one reader of stored lines and their price per delivery (delivery-lines.ts).
  const items = await loadDeliveryLines(db, ids);
  const planNames = await db
    .select({ variantId: orderItems.variantId, name: orderItems.subscriptionPlan })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  const terms = await loadMinimumTerms(db, ids);
  const lines = subs.flatMap((sub) => {
    const item = items.find((i) => i.subscriptionId === sub.id);
    const term = terms.get(sub.id);
    if (!item || !term) return [];
    return [
      {
        // Named and counted as every surface counts it (core/catalog/item-count.ts).
        name: describeItem(item).text,
        planName:
          planNames.find((p) => p.variantId === item.variantId && p.name)?.name ??
          `Every ${sub.frequencyDays} days`,
        deliveryPence: item.deliveryPence,
        frequencyDays: sub.frequencyDays,
        nextChargeDate: sub.nextDeliveryDate,
        term,
      },
    ];
  });
  if (lines.length === 0) return false;
  const mail = buildSubscriptionConfirmation({
    shopName: deps.config.shopName,
    publicUrl: deps.config.publicUrl,
    orderNumber,
    lines,
  });
  await deps.mailer.send({ to: email, ...mail });
  return true;
}
