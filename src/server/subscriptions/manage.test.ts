import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../../core/dates';
import { addDaysToDate } from '../../core/subscriptions/plan-dates';
import { orders, subscriptions } from '../db/schema/orders';
import { subscriptionBillingAttempts, subscriptionEvents } from '../db/schema/subscriptions';
import { DAY_MS } from '../lib/clock';
import { SUBSCRIPTION_CHANGE_IN_PROGRESS, SUBSCRIPTION_CHANGED_MEANWHILE } from './manage';
import { today } from './renewals';
import { CONTRACT_QUERY, subscriptionSuite, waitFor } from './test-helpers';

const suite = subscriptionSuite();
const CANCEL = `mutation cancel($id: ID!) {
  subscriptionContractCancel(subscriptionContractId: $id) { contract { id status } userErrors { field message code } }
}`;

async function contractOf(id: string) {
  const res = await suite.adminApi().request(CONTRACT_QUERY, { variables: { id } });
  const contract = res.data?.subscriptionContract as {
    status: string;
    nextBillingDate: string;
    billingPolicy: { intervalCount: number };
  };
  return { ...contract, date: contract.nextBillingDate.slice(0, 10) };
}

describe('self-service changes write through to the Shopify contract', () => {
  it('skip, pause, resume, frequency and cancel change the contract and the schedule together', async () => {
    const client = suite.app.client();
    const { email } = await client.signUp();
    const { subscriptions: subs } = await suite.subscribe({ email, client });
    const sub = subs[0]!;
    const contractId = sub.shopifyContractId!;
    const manage = (action: string, data?: unknown) =>
      client.post('/api/account/manage-subscription', { subscriptionId: sub.id, action, data });
    const local = async () =>
      (await suite.app.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id)))[0]!;

    // Skip: both dates move on by the frequency.
    const skipped = await manage('skip');
    expect(skipped.status).toBe(200);
    const skippedDate = addDaysToDate(sub.nextDeliveryDate, 30);
    expect((await local()).nextDeliveryDate).toBe(skippedDate);
    expect((await contractOf(contractId)).date).toBe(skippedDate);

    // Pause: the contract pauses and nothing renews on the date.
    expect((await manage('pause')).status).toBe(200);
    expect((await contractOf(contractId)).status).toBe('PAUSED');
    suite.app.deps.clock.advance(35 * DAY_MS);
    expect(await suite.scheduler.sweepNow()).toBe(0);

    // Resume while the date is still ahead: the original date stays.
    const resumed = await manage('resume');
    expect(resumed.status).toBe(200);
    expect((await local()).nextDeliveryDate).toBe(skippedDate);
    expect(await contractOf(contractId)).toMatchObject({ status: 'ACTIVE', date: skippedDate });

    // Cancel inside the minimum term (2 deliveries, one paid): refused by the server, naming
    // the day after the next delivery, and by Shopify's contract (its minCycles).
    const early = await manage('cancel');
    expect(early.status).toBe(409);
    const body = (await early.json()) as { error: { message: string } };
    expect(body.error.message).toBe(
      `This subscription cannot be cancelled yet. Minimum term: 2 deliveries. You can cancel any time after your 2nd delivery is paid — from ${formatLongDate(addDaysToDate(skippedDate, 1))}.`,
    );
    const direct = await suite.adminApi().request(CANCEL, {
      variables: { id: contractId },
    });
    expect(direct.data?.subscriptionContractCancel.userErrors[0]).toMatchObject({
      code: 'INVALID',
    });
    expect((await contractOf(contractId)).status).toBe('ACTIVE');
    expect((await local()).status).toBe('active');

    // Frequency: the contract's billing policy and the schedule change together.
    expect((await manage('update_frequency', { frequencyDays: 14 })).status).toBe(200);
    expect((await contractOf(contractId)).billingPolicy.intervalCount).toBe(14);
    expect((await local()).frequencyDays).toBe(14);

    // Resumed, it renews on its date.
    suite.app.deps.clock.advance(30 * DAY_MS);
    expect(await suite.scheduler.sweepNow()).toBe(1);
    await waitFor(async () => {
      const [row] = await suite.app.db
        .select()
        .from(subscriptionBillingAttempts)
        .where(eq(subscriptionBillingAttempts.subscriptionId, sub.id));
      return row?.status === 'succeeded';
    });
    await waitFor(async () => (await local()).nextDeliveryDate === addDaysToDate(skippedDate, 14));

    // After the minimum: cancel goes through in both places.
    suite.app.deps.clock.advance(10 * DAY_MS);
    expect((await manage('cancel')).status).toBe(200);
    expect((await contractOf(contractId)).status).toBe('CANCELLED');
    expect((await local()).status).toBe('cancelled');

    const events = await suite.app.db
      .select({ action: subscriptionEvents.action, actor: subscriptionEvents.actor })
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, sub.id));
    expect(events.filter((e) => e.actor === 'customer').map((e) => e.action)).toEqual([
      'skip',
      'pause',
      'resume',
      'update_frequency',
      'cancel',
    ]);
  });

  it('pause holds renewals past their date; resume after the date bills from today + frequency', async () => {
    const client = suite.app.client();
    const { email } = await client.signUp();
    const { subscriptions: subs } = await suite.subscribe({ email, client });
    const sub = subs[0]!;
    const contractId = sub.shopifyContractId!;
    const manage = (action: string) =>
      client.post('/api/account/manage-subscription', { subscriptionId: sub.id, action });
    const attempts = () =>
      suite.app.db
        .select()
        .from(subscriptionBillingAttempts)
        .where(eq(subscriptionBillingAttempts.subscriptionId, sub.id));

    expect((await manage('pause')).status).toBe(200);
    // Five days past the date: nothing is queued, attempted or ordered.
    suite.app.deps.clock.advance(35 * DAY_MS);
    expect(await suite.scheduler.sweepNow()).toBe(0);
    expect(await attempts()).toEqual([]);
    expect(await suite.app.db.select().from(orders).where(eq(orders.email, email))).toHaveLength(1);

    // Resumed after the date: the next date is today + 30 in the shop and in Shopify.
    expect((await manage('resume')).status).toBe(200);
    const restart = addDaysToDate(today(suite.app.deps), 30);
    const [resumed] = await suite.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, sub.id));
    expect(resumed).toMatchObject({ status: 'active', nextDeliveryDate: restart });
    expect(await contractOf(contractId)).toMatchObject({ status: 'ACTIVE', date: restart });
    expect(await suite.scheduler.sweepNow()).toBe(0);

    // On that date it renews again: one attempt, one renewal order.
    suite.app.deps.clock.advance(30 * DAY_MS);
    expect(await suite.scheduler.sweepNow()).toBe(1);
    const [paid] = await waitFor(async () => {
      const rows = await attempts();
      return rows[0]?.status === 'succeeded' ? rows : undefined;
    });
    expect(paid).toMatchObject({ billingDate: restart, attemptNumber: 1 });
    await waitFor(
      async () =>
        (await suite.app.db.select().from(orders).where(eq(orders.email, email))).length === 2,
      { what: 'the renewal order' },
    );
  });

  it('when Shopify refuses, nothing changes locally and the customer sees why', async () => {
    const client = suite.app.client();
    const { email } = await client.signUp();
    // A 2-month plan: its minimum term (1 delivery) is paid at checkout.
    const { subscriptions: subs } = await suite.subscribe({
      email,
      client,
      planId: 'subscribe-2month',
    });
    const sub = subs[0]!;
    // The contract was cancelled in Shopify (after the minimum), unknown to the shop.
    suite.app.deps.clock.advance(1 * DAY_MS);
    const direct = await suite.adminApi().request(CANCEL, {
      variables: { id: sub.shopifyContractId },
    });
    expect(direct.data?.subscriptionContractCancel.userErrors).toEqual([]);
    const res = await client.post('/api/account/manage-subscription', {
      subscriptionId: sub.id,
      action: 'skip',
    });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error).toEqual({
      code: 'conflict',
      message:
        'Our payment provider refused this change, so nothing was changed: Cannot update a contract that is cancelled or expired',
    });
    const [after] = await suite.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, sub.id));
    expect(after?.nextDeliveryDate).toBe(sub.nextDeliveryDate);
    expect(after?.status).toBe('active');
  });

  it('a skip names the delivery it skips: pressed again after it is done, it answers 409 and moves nothing', async () => {
    const client = suite.app.client();
    const { email } = await client.signUp();
    const { subscriptions: subs } = await suite.subscribe({ email, client });
    const sub = subs[0]!;
    const skipShown = () =>
      client.post('/api/account/manage-subscription', {
        subscriptionId: sub.id,
        action: 'skip',
        data: { deliveryDate: sub.nextDeliveryDate },
      });
    expect((await skipShown()).status).toBe(200);
    const once = addDaysToDate(sub.nextDeliveryDate, 30);
    const again = await skipShown();
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: 'conflict', message: SUBSCRIPTION_CHANGED_MEANWHILE },
    });
    const [row] = await suite.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, sub.id));
    expect(row?.nextDeliveryDate).toBe(once);
    expect((await contractOf(sub.shopifyContractId!)).date).toBe(once);
  });

  it('five concurrent skips of the delivery shown act once: one 200, four 409, and the two dates stay equal', async () => {
    const client = suite.app.client();
    const { email } = await client.signUp();
    const { subscriptions: subs } = await suite.subscribe({ email, client });
    const sub = subs[0]!;
    // As the account page sends it: the delivery the card showed. However the five requests
    // interleave (all read before the first finishes, or one arrives after), one skip is made.
    const skip = (deliveryDate = sub.nextDeliveryDate) =>
      client.post('/api/account/manage-subscription', {
        subscriptionId: sub.id,
        action: 'skip',
        data: { deliveryDate },
      });
    const answers = await Promise.all([skip(), skip(), skip(), skip(), skip()]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const messages = await Promise.all(
      answers
        .filter((a) => a.status === 409)
        .map(async (a) => ((await a.json()) as { error: { message: string } }).error.message),
    );
    for (const message of messages) {
      expect([SUBSCRIPTION_CHANGE_IN_PROGRESS, SUBSCRIPTION_CHANGED_MEANWHILE]).toContain(message);
    }
    const once = addDaysToDate(sub.nextDeliveryDate, 30);
    const [row] = await suite.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, sub.id));
    expect(row?.nextDeliveryDate).toBe(once);
    expect((await contractOf(sub.shopifyContractId!)).date).toBe(once);
    // Only the change that was made is in the subscription's history.
    const events = await suite.app.db
      .select()
      .from(subscriptionEvents)
      .where(eq(subscriptionEvents.subscriptionId, sub.id));
    expect(events.filter((e) => e.action === 'skip')).toHaveLength(1);
    // Once it is done, the next skip is taken (from the new date).
    expect((await skip(once)).status).toBe(200);
    expect((await contractOf(sub.shopifyContractId!)).date).toBe(addDaysToDate(once, 30));
  });
});
