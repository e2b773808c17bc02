import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SubscriptionsResponse } from '../../core/api/account';
import type { AuditLogResponse } from '../../core/api/audit';
import { toLondonDate } from '../../core/dates';
import { addDaysToDate } from '../../core/subscriptions/plan-dates';
import { grantRole } from '../auth/roles';
import { orders, subscriptions } from '../db/schema/orders';
import { subscriptionBillingAttempts, subscriptionEvents } from '../db/schema/subscriptions';
import { DAY_MS } from '../lib/clock';
import type { TestClient } from '../test/harness';
import { CONTRACT_QUERY, subscriptionSuite, waitFor } from './test-helpers';

// A declined renewal is recovered as on Shopify: the shop asks Shopify to email the customer a
// link to replace the contract's card (customerPaymentMethodSendUpdateEmail), the customer
// replaces it on that page, Shopify tells the shop (customer_payment_methods/update) and the
// shop's next retry bills the new card.

const suite = subscriptionSuite();
const { advanceDays, mailTo } = suite;

const DECLINING_CARD = '4000 0000 0000 0341';
const UPDATE_SUBJECT = 'Update your payment method for Habba & Honey';
const LINK = /https?:\/\/[^\s]+\/sandbox\/shopify\/payment-methods\/update\/[A-Za-z0-9_-]+/;

function shopToday() {
  return toLondonDate(suite.app.deps.clock.now());
}

async function updateLinks(email: string): Promise<string[]> {
  return (await mailTo(email))
    .filter((m) => m.subject === UPDATE_SUBJECT)
    .map((m) => LINK.exec(m.text)?.[0] ?? 'no link');
}

/** The update links once `count` update emails have come. */
function updateLinksOnceSent(email: string, count: number): Promise<string[]> {
  return waitFor(async () => {
    const links = await updateLinks(email);
    return links.length === count ? links : undefined;
  });
}

async function subscriptionRow(id: string) {
  const [row] = await suite.app.db.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (!row) throw new Error('no subscription');
  return row;
}

/** Runs the renewal sweep and waits for the subscription's next billing to be paid. */
async function sweepUntilPaid(id: string) {
  await suite.scheduler.sweepNow();
  return waitFor(async () => {
    const row = await subscriptionRow(id);
    return row.lastBillingResult === 'paid' ? row : undefined;
  });
}

async function postCard(link: string, cardNumber: string) {
  const path = new URL(link).pathname;
  return suite.app.fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: suite.app.baseUrl },
    body: new URLSearchParams({
      card_number: cardNumber,
      card_expiry: '12 / 34',
      card_cvc: '123',
      card_name: 'Amira Khan',
    }).toString(),
  });
}

async function accountSubscription(client: TestClient, id: string) {
  const res = await client.get('/api/account/subscriptions');
  expect(res.status).toBe(200);
  const body = (await res.json()) as SubscriptionsResponse;
  return body.subscriptions.find((s) => s.id === id);
}

async function subscribeDeclining(email: string) {
  const client = suite.app.client();
  await client.signUp({ email });
  const { subscriptions: subs } = await suite.subscribe({
    email,
    client,
    cardNumber: DECLINING_CARD,
  });
  const sub = subs[0]!;
  const daysUntil = Math.round(
    (Date.parse(`${sub.nextDeliveryDate}T12:00:00Z`) - Date.parse(`${shopToday()}T12:00:00Z`)) /
      DAY_MS,
  );
  return { client, sub, date: sub.nextDeliveryDate, daysUntil };
}

describe('the sandbox refuses what Shopify refuses', () => {
  it('an unknown payment method id, and a wrong or used update link', async () => {
    const admin = suite.adminApi();
    const res = await admin.request(
      `mutation send($id: ID!) {
        customerPaymentMethodSendUpdateEmail(customerPaymentMethodId: $id) {
          customer { id }
          userErrors { field message }
        }
      }`,
      { variables: { id: 'gid://shopify/CustomerPaymentMethod/0000000000000000000000000000dead' } },
    );
    expect(res.data?.customerPaymentMethodSendUpdateEmail).toEqual({
      customer: null,
      userErrors: [
        { field: ['customerPaymentMethodId'], message: 'Customer payment method does not exist' },
      ],
    });
    const page = await suite.app.fetch('/sandbox/shopify/payment-methods/update/not-a-real-token');
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('This link is not valid or has expired');
    const posted = await postCard(
      `${suite.app.baseUrl}/sandbox/shopify/payment-methods/update/not-a-real-token`,
      '4242 4242 4242 4242',
    );
    expect(posted.status).toBe(404);
  });
});

describe('payment recovery', () => {
  it('a declined renewal emails the reason and an update link; the new card is billed on the retry', async () => {
    const email = 'recover-failing@example.co.uk';
    const { client, sub, date, daysUntil } = await subscribeDeclining(email);
    await advanceDays(daysUntil);
    await waitFor(async () => (await subscriptionRow(sub.id)).billingFailures === 1, {
      what: 'the first decline',
    });
    // The shop's email gives the reason; Shopify's (the sandbox's) carries the update link.
    const failed = await waitFor(async () =>
      (await mailTo(email)).find((m) => m.subject === 'Payment for your subscription failed'),
    );
    expect(failed.text).toContain(
      `We could not take payment for your delivery of ${formatLong(date)}: Your card was declined.`,
    );
    expect(failed.text).toContain(
      'We have sent you a separate email with a secure link to update your payment method.',
    );
    const [link] = await updateLinksOnceSent(email, 1);
    expect(link).toMatch(LINK);
    // The account says why, and when the next try is.
    expect((await accountSubscription(client, sub.id))?.paymentFailure).toEqual({
      reason: 'Your card was declined.',
      retryOn: addDaysToDate(date, 1),
    });

    // The update page: a card that declines is refused and nothing changes; the test card saves.
    const form = await suite.app.fetch(new URL(link!).pathname);
    expect(form.status).toBe(200);
    expect(await form.text()).toContain('Update your payment method');
    const declined = await postCard(link!, '4000 0000 0000 0002');
    expect(declined.status).toBe(422);
    expect(await declined.text()).toContain('Your card was declined. Try another card.');
    expect((await subscriptionRow(sub.id)).retryOn).toBe(addDaysToDate(date, 1));
    const saved = await postCard(link!, '4242 4242 4242 4242');
    expect(saved.status).toBe(200);
    expect(await saved.text()).toContain('Your payment method has been updated');
    // A link works once.
    expect((await postCard(link!, '4242 4242 4242 4242')).status).toBe(404);

    // Shopify tells the shop; the retry is brought forward to today, and bills the new card.
    await waitFor(async () => (await subscriptionRow(sub.id)).retryOn === shopToday(), {
      what: 'the retry brought forward',
    });
    const renewed = await sweepUntilPaid(sub.id);
    expect(renewed).toMatchObject({
      status: 'active',
      billingFailures: 0,
      retryOn: null,
      nextDeliveryDate: addDaysToDate(date, 30),
    });
    const attempts = await suite.app.db
      .select()
      .from(subscriptionBillingAttempts)
      .where(eq(subscriptionBillingAttempts.subscriptionId, sub.id))
      .orderBy(asc(subscriptionBillingAttempts.attemptNumber));
    expect(attempts.map((a) => [a.billingDate, a.attemptNumber, a.status, a.errorCode])).toEqual([
      [date, 1, 'failed', 'CARD_DECLINED'],
      [date, 2, 'succeeded', null],
    ]);
    // The renewal order arrives by its own webhook and is linked to the attempt.
    const renewal = await waitFor(async () => {
      const [row] = await suite.app.db
        .select({ totalAmount: orders.totalAmount, totalPence: orders.totalPence })
        .from(subscriptionBillingAttempts)
        .innerJoin(orders, eq(orders.id, subscriptionBillingAttempts.orderId))
        .where(
          and(
            eq(subscriptionBillingAttempts.subscriptionId, sub.id),
            eq(subscriptionBillingAttempts.status, 'succeeded'),
            eq(orders.email, email),
          ),
        );
      return row;
    });
    expect(renewal).toEqual({ totalAmount: '14.24', totalPence: 1424 });
    const ordersRes = await client.get('/api/account/orders');
    const accountOrders = ((await ordersRes.json()) as { orders: { totalPence: number }[] }).orders;
    expect(accountOrders.map((o) => o.totalPence)).toEqual([1424, 1424]);
    expect((await accountSubscription(client, sub.id))?.paymentFailure).toBeNull();
  });

  it('after the last retry: the account asks for the email (limited), staff can send it (audited), and the update restarts billing', async () => {
    const email = 'recover-paused@example.co.uk';
    const { client, sub, date, daysUntil } = await subscribeDeclining(email);
    await advanceDays(daysUntil);
    for (const [days, failures] of [
      [0, 1],
      [1, 2],
      [2, 3],
      [4, 4],
    ] as const) {
      if (days > 0) await advanceDays(days);
      await waitFor(async () => (await subscriptionRow(sub.id)).billingFailures === failures, {
        what: `${failures} failures`,
      });
    }
    expect(await subscriptionRow(sub.id)).toMatchObject({
      status: 'paused',
      pausedReason: 'payment_failed',
    });
    const paused = await waitFor(async () =>
      (await mailTo(email)).find((m) => m.subject.startsWith('Your subscription is paused')),
    );
    expect(paused.text).toContain('(Your card was declined.)');
    expect(paused.text).toContain('Update your payment method with the link we emailed you');
    const view = await accountSubscription(client, sub.id);
    expect(view).toMatchObject({
      status: 'paused',
      pausedReason: 'payment_failed',
      paymentFailure: { reason: 'Your card was declined.', retryOn: null },
    });
    const sentBefore = (await updateLinks(email)).length;

    // The customer asks for the email from the account: sent through Shopify, limited per subscription.
    const path = `/api/account/subscriptions/${sub.id}/payment-method-email`;
    const asked = await client.post(path, {});
    expect(asked.status).toBe(202);
    expect(await asked.json()).toEqual({ sentTo: email });
    await updateLinksOnceSent(email, sentBefore + 1);
    expect((await client.post(path, {})).status).toBe(202);
    expect((await client.post(path, {})).status).toBe(202);
    const limited = await client.post(path, {});
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    // Another customer cannot ask for it.
    const stranger = suite.app.client();
    await stranger.signUp();
    expect((await stranger.post(path, {})).status).toBe(404);

    // Staff send it from the subscriptions panel: audited with who did it.
    const staff = suite.app.client();
    const { userId: staffId, password, email: staffEmail } = await staff.signUp();
    await grantRole(suite.app.db, staffId, 'admin');
    await staff.enrolTotp(password);
    const byStaff = await staff.post(`/api/admin/subscriptions/${sub.id}/payment-method-email`, {});
    expect(byStaff.status).toBe(202);
    const audit = (await (
      await staff.get('/api/admin/audit?action=subscription.payment_update_email')
    ).json()) as AuditLogResponse;
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({ entityId: sub.id, actorEmail: staffEmail });
    expect(audit.entries[0]?.summary).toBe(`Payment update email sent to ${email}`);
    const links = await updateLinksOnceSent(email, sentBefore + 4);
    const events = await suite.app.db
      .select({ actor: subscriptionEvents.actor, action: subscriptionEvents.action })
      .from(subscriptionEvents)
      .where(
        and(
          eq(subscriptionEvents.subscriptionId, sub.id),
          eq(subscriptionEvents.action, 'payment_update_email_sent'),
        ),
      );
    expect(events.map((e) => e.actor).sort()).toEqual([
      'customer',
      'customer',
      'customer',
      'staff',
      'system',
    ]);

    // The customer replaces the card: the subscription and the contract are active again, and
    // the retry the same day bills the new card; the next date follows the paid delivery.
    expect((await postCard(links.at(-1)!, '4242 4242 4242 4242')).status).toBe(200);
    const today = shopToday();
    await waitFor(
      async () => {
        const row = await subscriptionRow(sub.id);
        return row.status === 'active' && row.retryOn === today;
      },
      { what: 'the subscription reactivated' },
    );
    const admin = suite.adminApi();
    const contract = await admin.request(CONTRACT_QUERY, {
      variables: { id: sub.shopifyContractId },
    });
    expect(contract.data?.subscriptionContract.status).toBe('ACTIVE');
    const renewed = await sweepUntilPaid(sub.id);
    expect(renewed).toMatchObject({
      status: 'active',
      pausedReason: null,
      billingFailures: 0,
      nextDeliveryDate: addDaysToDate(date, 30),
    });
    const succeeded = await suite.app.db
      .select()
      .from(subscriptionBillingAttempts)
      .where(
        and(
          eq(subscriptionBillingAttempts.subscriptionId, sub.id),
          eq(subscriptionBillingAttempts.status, 'succeeded'),
        ),
      );
    expect(succeeded.map((a) => [a.billingDate, a.attemptNumber])).toEqual([[date, 5]]);
    const after = await accountSubscription(client, sub.id);
    expect(after).toMatchObject({
      status: 'active',
      paymentFailure: null,
      nextChargePence: 1424,
      nextChargeDate: addDaysToDate(date, 30),
    });
    // With nothing failing there is nothing to update.
    const nothing = await client.post(path, {});
    expect(nothing.status).toBe(409);
  });
});

function formatLong(iso: string): string {
  const [y, m, d] = iso.split('-');
  const month = new Date(Date.UTC(Number(y), Number(m) - 1, 1)).toLocaleString('en-GB', {
    month: 'long',
    timeZone: 'UTC',
  });
  return `${Number(d)} ${month} ${y}`;
}
