/**
 * The minimum term is the one the payment page states, in deliveries, and a customer
 * can cancel on the day after its last delivery is paid, never paying for one beyond it. Each
 * plan is bought through the sandbox checkout and lived through on the test clock.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../core/dates';
import { formatGBP } from '../../core/money';
import { addDaysToDate } from '../../core/subscriptions/plan-dates';
import { orderItems, orders } from '../db/schema/orders';
import { subscriptionBillingAttempts } from '../db/schema/subscriptions';
import { today } from './renewals';
import { subscriptionSuite, waitFor } from './test-helpers';

const suite = subscriptionSuite();

const PLANS = [
  {
    planId: 'subscribe-1month',
    days: 30,
    term: '2 deliveries',
    nth: '2nd',
    ships: '1 bottle',
    renewalsInTerm: 1,
    deliveryPence: 1424,
  },
  {
    planId: 'subscribe-2month',
    days: 60,
    term: '1 delivery',
    nth: '1st',
    ships: '2 bottles',
    renewalsInTerm: 0,
    deliveryPence: 2638,
  },
  {
    planId: 'subscribe-3month',
    days: 90,
    term: '1 delivery',
    nth: '1st',
    ships: '3 bottles',
    renewalsInTerm: 0,
    deliveryPence: 3822,
  },
] as const;

describe('the minimum term is kept, and nothing beyond it is charged', () => {
  for (const plan of PLANS) {
    it(`${plan.planId}: minimum term ${plan.term}; refused the day before, cancelled on the day after it is paid, never charged again`, async () => {
      const client = suite.app.client();
      const { email } = await client.signUp();
      const { order, subscriptions: subs } = await suite.subscribe({
        email,
        client,
        planId: plan.planId,
      });
      const sub = subs[0]!;
      const firstDay = today(suite.app.deps);
      const mails = await waitFor(async () => {
        const all = await suite.mailTo(email);
        return all.some((m) => m.subject.includes('subscription is confirmed')) ? all : undefined;
      });
      const attempts = () =>
        suite.app.db
          .select()
          .from(subscriptionBillingAttempts)
          .where(eq(subscriptionBillingAttempts.subscriptionId, sub.id));

      // The day the last delivery of the term is paid: the checkout, or the renewals within it.
      const lastTermDay = addDaysToDate(firstDay, plan.renewalsInTerm * plan.days);
      const cancellableFrom = addDaysToDate(lastTermDay, 1);
      const summary = `Minimum term: ${plan.term}. You can cancel any time after your ${plan.nth} delivery is paid — from ${formatLongDate(cancellableFrom)}.`;

      // The account states the same term and date before any renewal.
      const listed = (await (await client.get('/api/account/subscriptions')).json()) as {
        subscriptions: {
          id: string;
          canCancel: boolean;
          minimumTerm: { summary: string };
          items: { deliveryPence: number; productTitle: string; variantTitle: string }[];
        }[];
      };
      const card = listed.subscriptions.find((s) => s.id === sub.id);
      expect(card?.minimumTerm.summary).toBe(summary);
      expect(card?.canCancel).toBe(false);

      // The subscription confirmation states the same term, the stored price of a delivery and
      // the next charge; the order confirmation no longer promises a cancel the account refuses.
      const deliveryPence = card?.items[0]?.deliveryPence as number;
      expect(deliveryPence).toBe(plan.deliveryPence);
      const [orderLine] = await suite.app.db
        .select({
          plan: orderItems.subscriptionPlan,
          title: orderItems.productTitle,
          variant: orderItems.variantTitle,
        })
        .from(orderItems)
        .where(eq(orderItems.orderId, order.id));
      const shop = suite.app.config.shopName;
      const url = suite.app.config.publicUrl;
      expect(mails.find((m) => m.subject === `Your ${shop} subscription is confirmed`)?.text).toBe(
        [
          `Your subscription from order #${order.orderNumber} at ${shop} has started.`,
          '',
          // The catalogue's name for what ships, as every subscription email names it.
          `Organic Black Seed Oil (100ml), ${plan.ships}`,
          `Plan: ${orderLine?.plan}`,
          `Each delivery: ${formatGBP(deliveryPence)}, charged every ${plan.days} days`,
          `Next charge: ${formatLongDate(addDaysToDate(firstDay, plan.days))}`,
          summary,
          '',
          `How to cancel: in your account, Subscriptions, press Cancel once your minimum term is paid: ${url}/account?tab=subscriptions. Until then you can pause or skip a delivery there.`,
          `Your legal right to cancel is not affected: you may cancel within 14 days of receiving your first delivery by replying to this email, and we refund what you paid for it as our terms explain: ${url}/terms.`,
        ].join('\n'),
      );
      const orderMail = mails.find(
        (m) => m.subject.endsWith('is confirmed') && m.subject.includes('order #'),
      );
      expect(orderMail?.text).toContain(
        `You may cancel within 14 days of receiving your order (for a subscription, its first delivery) by replying to this email: see ${url}/terms. After that a subscription can be cancelled in your account once its minimum term is paid, as your subscription confirmation says.`,
      );

      // Live to the last day of the term; the renewals inside it are charged.
      if (plan.renewalsInTerm > 0) {
        expect(await suite.advanceDays(plan.renewalsInTerm * plan.days)).toBe(1);
        await waitFor(async () => {
          const rows = await attempts();
          return rows.filter((r) => r.status === 'succeeded').length === plan.renewalsInTerm;
        });
      }
      expect(today(suite.app.deps)).toBe(lastTermDay);

      const manage = (action: string) =>
        client.post('/api/account/manage-subscription', { subscriptionId: sub.id, action });
      const early = await manage('cancel');
      expect(early.status).toBe(409);
      expect(((await early.json()) as { error: { message: string } }).error.message).toBe(
        `This subscription cannot be cancelled yet. ${summary}`,
      );

      // The day after: cancelled, in the shop and in Shopify.
      expect(await suite.advanceDays(1)).toBe(0);
      const cancelled = await manage('cancel');
      expect(cancelled.status).toBe(200);
      expect(
        ((await cancelled.json()) as { subscription: { status: string } }).subscription.status,
      ).toBe('cancelled');

      // Two whole intervals on: no renewal is attempted, no order placed beyond the term.
      expect(await suite.advanceDays(plan.days)).toBe(0);
      expect(await suite.advanceDays(plan.days)).toBe(0);
      const rows = await attempts();
      expect(rows.map((r) => r.status)).toEqual(
        Array.from({ length: plan.renewalsInTerm }, () => 'succeeded'),
      );
      const placed = await suite.app.db
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.email, email)));
      expect(placed).toHaveLength(1 + plan.renewalsInTerm);
    });
  }
});
