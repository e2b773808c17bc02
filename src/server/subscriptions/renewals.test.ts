import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AuditLogResponse } from '../../core/api/audit';
import { formatLongDate, toLondonDate } from '../../core/dates';
import { addDaysToDate } from '../../core/subscriptions/plan-dates';
import { grantRole } from '../auth/roles';
import { orderItems, orders, subscriptions } from '../db/schema/orders';
import { subscriptionBillingAttempts, subscriptionEvents } from '../db/schema/subscriptions';
import { DAY_MS } from '../lib/clock';
import { CONTRACT_QUERY, subscriptionSuite, waitFor } from './test-helpers';

const suite = subscriptionSuite();
const { advanceDays, mailTo } = suite;

describe('subscription renewals', () => {
  it('renews a checkout subscription on its date: order stored and linked, next date advanced, emails sent', async () => {
    const email = 'renew-ok@example.co.uk';
    const client = suite.app.client();
    const { userId } = await client.signUp({ email });
    const { subscriptions: subs, order: first } = await suite.subscribe({
      email,
      client,
    });
    const sub = subs[0]!;
    expect(sub.frequencyDays).toBe(30);
    expect(first.totalAmount).toBe('14.24');
    const firstDate = sub.nextDeliveryDate;
    expect(firstDate).toBe(addDaysToDate(toLondonDate(suite.app.deps.clock.now()), 30));

    // The contract in Shopify bills on the same date, every 30 days.
    const admin = suite.adminApi();
    const before = await admin.request(CONTRACT_QUERY, {
      variables: { id: sub.shopifyContractId },
    });
    expect(before.data?.subscriptionContract).toMatchObject({
      status: 'ACTIVE',
      billingPolicy: { interval: 'DAY', intervalCount: 30 },
    });
    expect(String(before.data?.subscriptionContract.nextBillingDate).slice(0, 10)).toBe(firstDate);

    // The day before: nothing is billed, but the reminder has gone out.
    expect(await advanceDays(29)).toBe(0);
    const reminders = (await mailTo(email)).filter((m) =>
      m.subject.startsWith('Your next delivery'),
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.text).toContain(
      '- Organic Black Seed Oil (100ml), 1 bottle per delivery: £14.24\nTotal: £14.24\n',
    );
    expect(reminders[0]?.text).toMatch(/Skip this delivery: .*action=skip/);
    // This delivery completes the minimum term: no cancel link the account would refuse yet.
    expect(reminders[0]?.text).not.toContain('action=cancel');
    expect(reminders[0]?.text).toContain(
      `Minimum term: 2 deliveries. You can cancel any time after your 2nd delivery is paid — from ${formatLongDate(addDaysToDate(firstDate, 1))}.`,
    );

    // The date: one renewal is queued and paid.
    expect(await advanceDays(1)).toBe(1);
    const attempt = await waitFor(
      async () => {
        const [row] = await suite.app.db
          .select()
          .from(subscriptionBillingAttempts)
          .where(eq(subscriptionBillingAttempts.subscriptionId, sub.id));
        return row?.status === 'succeeded' && row.orderId ? row : undefined;
      },
      { what: 'the renewal to be paid' },
    );
    expect(attempt).toMatchObject({ billingDate: firstDate, attemptNumber: 1 });
    expect(attempt.idempotencyKey).toBe(
      `renewal-${sub.shopifyContractId?.split('/').pop()}-${firstDate}-1`,
    );
    const [renewal] = await suite.app.db
      .select()
      .from(orders)
      .where(eq(orders.id, attempt.orderId!));
    // The renewal charges the plan price again and lands in the customer's account.
    expect(renewal).toMatchObject({ email, totalAmount: '14.24', userId });
    const items = await suite.app.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, renewal!.id));
    expect(items.map((i) => [i.productTitle, i.quantity])).toEqual([['Organic Black Seed Oil', 1]]);
    // The renewal order does not start another subscription.
    expect(
      await suite.app.db.select().from(subscriptions).where(eq(subscriptions.email, email)),
    ).toHaveLength(1);

    const [after] = await suite.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, sub.id));
    expect(after).toMatchObject({
      status: 'active',
      nextDeliveryDate: addDaysToDate(firstDate, 30),
      billingFailures: 0,
      lastBillingResult: 'paid',
    });
    // Shopify's contract moved to the same next date.
    await waitFor(async () => {
      const res = await admin.request(CONTRACT_QUERY, { variables: { id: sub.shopifyContractId } });
      return (
        String(res.data?.subscriptionContract.nextBillingDate).slice(0, 10) ===
        addDaysToDate(firstDate, 30)
      );
    });
    const confirmations = await waitFor(async () => {
      const list = (await mailTo(email)).filter((m) => m.subject.includes('has renewed'));
      return list.length > 0 ? list : undefined;
    });
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.text).toContain(`Next delivery: `);

    // Sweeping again the same day bills nothing more.
    expect(await advanceDays(0)).toBe(0);
    expect(
      await suite.app.db
        .select()
        .from(subscriptionBillingAttempts)
        .where(eq(subscriptionBillingAttempts.subscriptionId, sub.id)),
    ).toHaveLength(1);
  });

  it('a declining card retries 1, 3 and 7 days after the date, emailing each time, then pauses', async () => {
    const email = 'renew-declined@example.co.uk';
    const client = suite.app.client();
    await client.signUp({ email });
    const { subscriptions: subs } = await suite.subscribe({
      email,
      client,
      cardNumber: '4000 0000 0000 0341',
    });
    const sub = subs[0]!;
    const date = sub.nextDeliveryDate;
    const staff = suite.app.client();
    const { userId: staffId, password } = await staff.signUp();
    await grantRole(suite.app.db, staffId, 'admin');
    await staff.enrolTotp(password); // the admin area needs a second factor
    const listed = async (query: string) => {
      const res = await staff.get(`/api/admin/subscriptions?${query}`);
      expect(res.status).toBe(200);
      const body = (await res.json()) as { subscriptions: { id: string }[] };
      return body.subscriptions.map((row) => row.id);
    };
    // Before any renewal it is active, due on its date, and not failing.
    expect(await listed('status=active&email=RENEW-DECLINED')).toEqual([sub.id]);
    expect(await listed(`email=renew-declined&dueBy=${date}`)).toEqual([sub.id]);
    expect(await listed(`email=renew-declined&dueBy=${addDaysToDate(date, -1)}`)).toEqual([]);
    expect(await listed('status=failing&email=renew-declined')).toEqual([]);
    const daysUntil = Math.round(
      (Date.parse(`${date}T12:00:00Z`) -
        Date.parse(`${toLondonDate(suite.app.deps.clock.now())}T12:00:00Z`)) /
        DAY_MS,
    );
    const state = async (failures: number) =>
      waitFor(
        async () => {
          const [row] = await suite.app.db
            .select()
            .from(subscriptions)
            .where(eq(subscriptions.id, sub.id));
          return row && row.billingFailures === failures ? row : undefined;
        },
        { what: `${failures} failures` },
      );

    await advanceDays(daysUntil);
    expect(await state(1)).toMatchObject({
      status: 'active',
      retryOn: addDaysToDate(date, 1),
      lastBillingResult: 'failed: CARD_DECLINED',
    });
    // Failing: staff find it under "failing", not yet under "paused by failure".
    expect(await listed('status=failing&email=renew-declined')).toEqual([sub.id]);
    expect(await listed('status=paused_by_failure&email=renew-declined')).toEqual([]);
    await advanceDays(1);
    expect(await state(2)).toMatchObject({ retryOn: addDaysToDate(date, 3) });
    // Not before the retry date.
    await advanceDays(1);
    expect(await advanceDays(0)).toBe(0);
    await advanceDays(1);
    expect(await state(3)).toMatchObject({ retryOn: addDaysToDate(date, 7) });
    await advanceDays(4);
    expect(await state(4)).toMatchObject({
      status: 'paused',
      pausedReason: 'payment_failed',
      retryOn: null,
      nextDeliveryDate: date,
    });
    const attempts = await suite.app.db
      .select()
      .from(subscriptionBillingAttempts)
      .where(
        and(
          eq(subscriptionBillingAttempts.subscriptionId, sub.id),
          eq(subscriptionBillingAttempts.status, 'failed'),
        ),
      );
    expect(attempts.map((a) => [a.attemptNumber, a.errorCode]).sort()).toEqual([
      [1, 'CARD_DECLINED'],
      [2, 'CARD_DECLINED'],
      [3, 'CARD_DECLINED'],
      [4, 'CARD_DECLINED'],
    ]);
    const mails = await waitFor(async () => {
      const list = await mailTo(email);
      return list.some((m) => m.subject.startsWith('Your subscription is paused'))
        ? list
        : undefined;
    });
    const failed = mails.filter((m) => m.subject === 'Payment for your subscription failed');
    expect(failed).toHaveLength(3);
    expect(failed[0]?.text).toContain(
      'We have sent you a separate email with a secure link to update your payment method.',
    );
    const paused = mails.filter((m) => m.subject.startsWith('Your subscription is paused'));
    expect(paused).toHaveLength(1);
    // The contract is paused in Shopify too; nothing is billed while paused.
    const admin = suite.adminApi();
    const res = await admin.request(CONTRACT_QUERY, { variables: { id: sub.shopifyContractId } });
    expect(res.data?.subscriptionContract.status).toBe('PAUSED');
    expect(await advanceDays(10)).toBe(0);
    expect(await suite.app.db.select().from(orders).where(eq(orders.email, email))).toHaveLength(1);

    // Staff see it among the subscriptions paused by a failed payment, and can resume it (logged).
    const list = await staff.get(
      '/api/admin/subscriptions?status=paused_by_failure&email=renew-declined',
    );
    expect(list.status).toBe(200);
    const pausedRows = ((await list.json()) as { subscriptions: Record<string, unknown>[] })
      .subscriptions;
    expect(pausedRows).toHaveLength(1);
    expect(pausedRows[0]).toMatchObject({
      id: sub.id,
      email,
      status: 'paused',
      pausedReason: 'payment_failed',
      lastBillingResult: 'failed: CARD_DECLINED',
      billingFailures: 4,
    });
    expect(await listed('status=failing&email=renew-declined')).toEqual([]);
    const customer = suite.app.client();
    expect((await customer.get('/api/admin/subscriptions')).status).toBe(401);
    // Bad filters are refused with the field named.
    for (const [query, field] of [
      ['status=overdue', 'status'],
      ['dueBy=next-week', 'dueBy'],
      [`email=${'x'.repeat(201)}`, 'email'],
    ] as const) {
      const bad = await staff.get(`/api/admin/subscriptions?${query}`);
      expect(bad.status).toBe(400);
      const body = (await bad.json()) as {
        error: { code: string; fields: Record<string, string> };
      };
      expect(body.error.code).toBe('validation_failed');
      expect(Object.keys(body.error.fields)).toEqual([field]);
    }

    // Staff resume it after the date: renewals restart from today + 30, the contract is active
    // again, and the action is logged with the staff member's id.
    const resumed = await staff.post('/api/admin/subscriptions/manage', {
      subscriptionId: sub.id,
      action: 'resume',
    });
    expect(resumed.status).toBe(200);
    const restart = addDaysToDate(toLondonDate(suite.app.deps.clock.now()), 30);
    const [row] = await suite.app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, sub.id));
    expect(row).toMatchObject({ status: 'active', nextDeliveryDate: restart, pausedReason: null });
    const again = await admin.request(CONTRACT_QUERY, { variables: { id: sub.shopifyContractId } });
    expect(again.data?.subscriptionContract.status).toBe('ACTIVE');
    const logged = await suite.app.db
      .select()
      .from(subscriptionEvents)
      .where(
        and(eq(subscriptionEvents.subscriptionId, sub.id), eq(subscriptionEvents.actor, 'staff')),
      );
    expect(logged.map((e) => [e.action, e.actorUserId])).toEqual([['resume', staffId]]);
    // …and in the staff audit log, with the state before and after.
    const audit = (await (
      await staff.get('/api/admin/audit?action=subscription.manage')
    ).json()) as AuditLogResponse;
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({
      entityId: sub.id,
      before: { status: 'paused' },
      after: { status: 'active', nextDeliveryDate: restart },
    });
    expect(audit.entries[0]?.summary).toMatch(/^resume for renew-declined/);
  });
});
