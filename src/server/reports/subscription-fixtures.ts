/** Subscriptions for the report tests, dated from the shop's clock. */

import { toLondonDate } from '../../core/dates';
import { addDaysToDate } from '../../core/subscriptions/plan-dates';
import type { Database } from '../db/client';
import { subscriptionItems, subscriptions } from '../db/schema/orders';
import { subscriptionBillingAttempts } from '../db/schema/subscriptions';

export async function seedSubscriptions(db: Database, now: Date) {
  const today = toLondonDate(now);
  const rows = await db
    .insert(subscriptions)
    .values(
      [
        // Due in 5 days: the one upcoming renewal.
        {
          email: 'soon@example.com',
          status: 'active',
          frequencyDays: 30,
          nextDeliveryDate: addDaysToDate(today, 5),
        },
        // Due in 40 days, and its last charge failed.
        {
          email: 'later@example.com',
          status: 'active',
          frequencyDays: 60,
          nextDeliveryDate: addDaysToDate(today, 40),
          billingFailures: 1,
        },
        {
          email: 'failed@example.com',
          status: 'paused',
          pausedReason: 'payment_failed',
          frequencyDays: 30,
          nextDeliveryDate: addDaysToDate(today, 3),
        },
        {
          email: 'gone@example.com',
          status: 'cancelled',
          frequencyDays: 30,
          nextDeliveryDate: addDaysToDate(today, 2),
        },
      ].map((s) => ({ ...s, minimumEndDate: today, createdAt: now, updatedAt: now })) as never,
    )
    .returning({ id: subscriptions.id, email: subscriptions.email });
  const id = (email: string) => rows.find((r) => r.email === email)?.id as string;
  await db.insert(subscriptionItems).values([
    {
      subscriptionId: id('soon@example.com'),
      productTitle: 'Black Seed Oil',
      quantity: 1,
      priceAtSubscribe: '17.99',
    },
    {
      subscriptionId: id('later@example.com'),
      productTitle: 'Raw Wildflower Honey',
      quantity: 2,
      packs: 2,
      priceAtSubscribe: '10.00',
    },
    {
      subscriptionId: id('failed@example.com'),
      productTitle: 'Black Seed Oil',
      quantity: 1,
      priceAtSubscribe: '17.99',
    },
    {
      subscriptionId: id('gone@example.com'),
      productTitle: 'Black Seed Oil',
      quantity: 1,
      priceAtSubscribe: '17.99',
    },
  ]);
  const attempt = (n: number, status: 'succeeded' | 'failed', attemptNumber = 1) => ({
    subscriptionId: id('soon@example.com'),
    billingDate: addDaysToDate(today, -n),
    attemptNumber,
    idempotencyKey: `report-test-${n}-${attemptNumber}`,
    status,
    settledAt: now,
  });
  await db.insert(subscriptionBillingAttempts).values([
    attempt(1, 'succeeded'),
    attempt(2, 'succeeded'),
    attempt(3, 'succeeded'),
    attempt(4, 'failed'),
    // A card that failed once and was paid on the retry: one delivery, paid.
    attempt(5, 'failed', 1),
    attempt(5, 'succeeded', 2),
  ]);
}
