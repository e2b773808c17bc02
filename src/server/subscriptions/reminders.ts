/** Renewal reminders: a few days before each date, once per date across processes. */

import { and, eq, lte, sql } from 'drizzle-orm';
import { formatLongDate } from '../../core/dates';
import { canCancelOn } from '../../core/subscriptions/minimum-term';
import { addDaysToDate } from '../../core/subscriptions/plan-dates';
import { subscriptions } from '../db/schema/orders';
import { describeDelivery } from './delivery-lines';
import { loadMinimumTerms } from './minimum-terms';
import { manageLink, REMINDER_DAYS_BEFORE, type RenewalDeps, today } from './renewal-shared';

/** Reminders for dates within REMINDER_DAYS_BEFORE days: each date once, across processes. */
export async function sendDueReminders(deps: RenewalDeps): Promise<number> {
  const { db } = deps;
  const horizon = addDaysToDate(today(deps), REMINDER_DAYS_BEFORE);
  const claimed = await db
    .update(subscriptions)
    .set({ reminderSentFor: sql`${subscriptions.nextDeliveryDate}` })
    .where(
      and(
        eq(subscriptions.status, 'active'),
        eq(subscriptions.billingFailures, 0),
        lte(subscriptions.nextDeliveryDate, horizon),
        sql`${subscriptions.reminderSentFor} is distinct from ${subscriptions.nextDeliveryDate}`,
      ),
    )
    .returning({
      id: subscriptions.id,
      email: subscriptions.email,
      nextDeliveryDate: subscriptions.nextDeliveryDate,
      frequencyDays: subscriptions.frequencyDays,
    });
  const terms = await loadMinimumTerms(
    db,
    claimed.map((s) => s.id),
  );
  for (const sub of claimed) {
    const items = await describeDelivery(db, sub.id, sub.nextDeliveryDate);
    const link = manageLink(deps);
    // No cancel link the account would refuse: inside the minimum term, its words instead.
    const term = terms.get(sub.id);
    const cancel =
      !term || canCancelOn(term, today(deps))
        ? `Cancel your subscription: ${link}&action=cancel&subscription=${sub.id}`
        : term.summary;
    await deps.mailer.send({
      to: sub.email,
      subject: `Your next delivery is on ${formatLongDate(sub.nextDeliveryDate)}`,
      text: [
        `Your ${deps.config.shopName} subscription renews on ${formatLongDate(sub.nextDeliveryDate)}. We will charge your card then:`,
        '',
        items.lines,
        `Total: ${items.total}`,
        '',
        `Skip this delivery: ${link}&action=skip&subscription=${sub.id}`,
        `Pause your subscription: ${link}&action=pause&subscription=${sub.id}`,
        cancel,
      ].join('\n'),
    });
  }
  return claimed.length;
}
