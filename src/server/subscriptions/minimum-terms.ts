/**
 * The minimum term of stored subscriptions, from what was paid: the origin order, then each
 * scheduled renewal that succeeded (its settlement date by the shop's clock). The rule and the
 * words are `describeMinimumTerm` (src/core/subscriptions/minimum-term.ts); every server surface
 * (account, admin, cancel rule, reminders, confirmation) reads them from here.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { isSubscriptionPlanId } from '../../core/api/checkout';
import { toLondonDate } from '../../core/dates';
import { findPlanTerms } from '../../core/pricing/price-cart';
import {
  describeMinimumTerm,
  type MinimumTerm,
  minimumTermDeliveries,
} from '../../core/subscriptions/minimum-term';
import type { Database } from '../db/client';
import { subscriptionItems, subscriptions } from '../db/schema/orders';
import { subscriptionBillingAttempts } from '../db/schema/subscriptions';

/** The plan the subscription was sold on fixes its term; a later frequency change does not. */
function planFrequencyDays(planId: string | null, currentFrequencyDays: number): number {
  return planId !== null && isSubscriptionPlanId(planId)
    ? findPlanTerms(planId).frequencyDays
    : currentFrequencyDays;
}

export async function loadMinimumTerms(
  db: Database,
  subscriptionIds: readonly string[],
): Promise<Map<string, MinimumTerm>> {
  const terms = new Map<string, MinimumTerm>();
  if (subscriptionIds.length === 0) return terms;
  const ids = [...subscriptionIds];
  const subs = await db
    .select({
      id: subscriptions.id,
      status: subscriptions.status,
      frequencyDays: subscriptions.frequencyDays,
      nextDeliveryDate: subscriptions.nextDeliveryDate,
      retryOn: subscriptions.retryOn,
      createdAt: subscriptions.createdAt,
    })
    .from(subscriptions)
    .where(inArray(subscriptions.id, ids));
  const planRows = await db
    .select({ subscriptionId: subscriptionItems.subscriptionId, planId: subscriptionItems.planId })
    .from(subscriptionItems)
    .where(inArray(subscriptionItems.subscriptionId, ids))
    .orderBy(asc(subscriptionItems.id));
  const planOf = new Map<string, string | null>();
  for (const row of planRows) {
    if (!planOf.has(row.subscriptionId) || planOf.get(row.subscriptionId) === null) {
      planOf.set(row.subscriptionId, row.planId);
    }
  }
  const paidRows = await db
    .select({
      subscriptionId: subscriptionBillingAttempts.subscriptionId,
      settledAt: subscriptionBillingAttempts.settledAt,
    })
    .from(subscriptionBillingAttempts)
    .where(
      and(
        inArray(subscriptionBillingAttempts.subscriptionId, ids),
        eq(subscriptionBillingAttempts.kind, 'renewal'),
        eq(subscriptionBillingAttempts.status, 'succeeded'),
      ),
    )
    .orderBy(asc(subscriptionBillingAttempts.settledAt));
  const renewalsPaid = new Map<string, string[]>();
  for (const row of paidRows) {
    if (!row.settledAt) continue;
    const list = renewalsPaid.get(row.subscriptionId) ?? [];
    list.push(toLondonDate(new Date(row.settledAt)));
    renewalsPaid.set(row.subscriptionId, list);
  }
  for (const sub of subs) {
    terms.set(
      sub.id,
      describeMinimumTerm({
        minimumDeliveries: minimumTermDeliveries(
          planFrequencyDays(planOf.get(sub.id) ?? null, sub.frequencyDays),
        ),
        frequencyDays: sub.frequencyDays,
        paidDeliveryDates: [
          toLondonDate(new Date(sub.createdAt)),
          ...(renewalsPaid.get(sub.id) ?? []),
        ],
        nextChargeDate: sub.status === 'active' ? (sub.retryOn ?? sub.nextDeliveryDate) : null,
      }),
    );
  }
  return terms;
}

export async function loadMinimumTerm(
  db: Database,
  subscriptionId: string,
): Promise<MinimumTerm | null> {
  return (await loadMinimumTerms(db, [subscriptionId])).get(subscriptionId) ?? null;
}
