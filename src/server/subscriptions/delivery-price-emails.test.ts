import { describe, expect, it } from 'vitest';
import type { AdminSubscriptionsResponse } from '../../core/api/admin-subscriptions';
import { formatGBP } from '../../core/money';
import { variantOf } from '../checkout/checkout-test-helpers';
import { subscriptionSuite, waitFor } from './test-helpers';

const suite = subscriptionSuite();

const billedTotals = suite.billed;

async function emailWith(email: string, subjectPart: string) {
  return waitFor(
    async () =>
      (await suite.mailTo(email)).find((mail) => mail.subject.includes(subjectPart))?.text,
    { what: `the "${subjectPart}" email` },
  );
}

const CASES = [
  {
    name: 'Manuka 514+ 250g, 2-month plan, 1 pack',
    handle: 'manuka-honey-mgo-514',
    variant: '250g',
    planId: 'subscribe-2month',
    quantity: 1,
    frequencyDays: 60,
    deliveryPence: 9678,
    line: '- Manuka Honey MGO 514+ (250g), 2 jars per delivery: £96.78',
  },
  {
    name: 'Shilajit resin 30g, 3-month plan, 2 packs',
    handle: 'shilajit-resin',
    variant: '30g',
    planId: 'subscribe-3month',
    quantity: 2,
    frequencyDays: 90,
    deliveryPence: 20394,
    line: '- Pure Himalayan Shilajit Resin (30g), 6 jars per delivery: £203.94',
  },
] as const;

describe('the per-delivery price in the subscription emails', () => {
  for (const plan of CASES) {
    it(`${plan.name}: order now, reminder and renewal each say ${formatGBP(plan.deliveryPence)}`, async () => {
      const email = `${plan.handle}-${plan.planId}@example.co.uk`;
      const client = suite.app.client();
      await client.signUp({ email });
      const { variantId } = {
        variantId: (await variantOf(suite.app, plan.handle, plan.variant)).id,
      };
      const { order, subscriptions } = await suite.subscribe({
        email,
        client,
        variantId,
        planId: plan.planId,
        quantity: plan.quantity,
      });
      expect(order.totalPence).toBe(plan.deliveryPence);
      const sub = subscriptions[0]!;
      const total = `Total: ${formatGBP(plan.deliveryPence)}`;

      // Order now: charged once more at the per-delivery price, and the email says so.
      const res = await client.post(`/api/account/subscriptions/${sub.id}/order-now`, {});
      expect(res.status).toBe(200);
      expect((await billedTotals(sub.id, 1)).map((r) => r.totalPence)).toEqual([
        plan.deliveryPence,
      ]);
      const extra = await emailWith(email, 'extra delivery is paid');
      expect(extra).toContain(`\n${plan.line}\n${total}\n`);

      // The reminder three days before the date.
      await suite.advanceDays(plan.frequencyDays - 3);
      const reminder = await emailWith(email, 'Your next delivery');
      expect(reminder).toContain(`\n${plan.line}\n${total}\n`);

      // The renewal on the date.
      await suite.advanceDays(3);
      expect((await billedTotals(sub.id, 2)).map((r) => r.totalPence)).toEqual([
        plan.deliveryPence,
        plan.deliveryPence,
      ]);
      const renewed = await emailWith(email, 'has renewed');
      expect(renewed).toContain(`\n${plan.line}\n${total}\n`);

      // The back office's subscription list states the same figure.
      const { client: staff } = await suite.app.adminClient({ email: `staff-${email}` });
      const listed = await staff.get(`/api/admin/subscriptions?email=${encodeURIComponent(email)}`);
      expect(listed.status).toBe(200);
      expect(
        ((await listed.json()) as AdminSubscriptionsResponse).subscriptions.map(
          (s) => s.deliveryPence,
        ),
      ).toEqual([plan.deliveryPence]);
    }, 90_000);
  }

  it('an item added to the next delivery only is in that delivery’s reminder and renewal total, as charged', async () => {
    const email = 'added-once@example.co.uk';
    const client = suite.app.client();
    await client.signUp({ email });
    const { subscriptions } = await suite.subscribe({ email, client });
    const sub = subscriptions[0]!;
    const honey = await variantOf(suite.app, 'black-seed-honey', '250g');
    const added = await client.post(`/api/account/subscriptions/${sub.id}/one-time-items`, {
      variantId: honey.id,
      quantity: 2,
    });
    expect(added.status).toBe(200);
    const lines = [
      '- Organic Black Seed Oil (100ml), 1 bottle per delivery: £14.24',
      '- Black Seed Honey (250g), 2 jars, this delivery only: £33.98',
      'Total: £48.22',
    ].join('\n');

    await suite.advanceDays(27);
    expect(await emailWith(email, 'Your next delivery')).toContain(`\n${lines}\n`);
    await suite.advanceDays(3);
    expect((await billedTotals(sub.id, 1)).map((r) => r.totalPence)).toEqual([4822]);
    expect(await emailWith(email, 'has renewed')).toContain(`\n${lines}\n`);
  });
});
