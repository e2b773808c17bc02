import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDeletionPlanResponse, SubscriptionsResponse } from '../../core/api/account';
import { formatLongDate } from '../../core/dates';
import { DAY_MS } from '../lib/clock';
import { subscribeThroughCheckout } from '../subscriptions/test-helpers';
import { startTestApp, type TestApp } from '../test/harness';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(() => app?.close());

describe('deleting an account with subscriptions', () => {
  it('says before confirming what happens to each subscription, by the rule the deletion applies', async () => {
    const client = app.client();
    const account = await client.signUp({ verify: true });
    // A 2-month plan: its minimum term is the delivery paid at checkout, cancellable the day after.
    await subscribeThroughCheckout(app, {
      email: account.email,
      client,
      planId: 'subscribe-2month',
    });
    const subs = (await (
      await client.get('/api/account/subscriptions')
    ).json()) as SubscriptionsResponse;
    const sub = subs.subscriptions[0];
    if (!sub) throw new Error('no subscription');
    const from = sub.minimumTerm?.cancellableFrom as string;

    const plan = await client.get('/api/account/deletion-plan');
    expect(plan.status).toBe(200);
    expect(plan.headers.get('cache-control')).toBe('no-store');
    expect(await plan.json()).toEqual({
      canDelete: false,
      blockedUntil: from,
      subscriptions: [
        {
          id: sub.id,
          title: sub.items.map((i) => i.productTitle).join(', '),
          outcome: 'cannot_cancel_yet',
          minimumEndDate: from,
          message: `Cannot be cancelled yet. Minimum term: 1 delivery. You can cancel any time after your 1st delivery is paid — from ${formatLongDate(from)}. Your account cannot be deleted until then; we will keep delivering and charging it as agreed. Contact us if you need help sooner.`,
        },
      ],
    } satisfies AccountDeletionPlanResponse);
    // The deletion refuses for the same reason, with the same date.
    const early = await client.post('/api/account/delete', { password: account.password });
    expect(early.status).toBe(409);

    // Past the minimum term (by the shop's clock): cancelled now, as the deletion then does.
    app.deps.clock.advance(1 * DAY_MS);
    const later = (await (
      await client.get('/api/account/deletion-plan')
    ).json()) as AccountDeletionPlanResponse;
    expect(later).toMatchObject({
      canDelete: true,
      blockedUntil: null,
      subscriptions: [
        {
          id: sub.id,
          outcome: 'cancelled_now',
          message: 'Cancelled now: nothing more will be charged or sent.',
        },
      ],
    });
    // The Cancel button follows the same clock as the server's rule.
    const after = (await (
      await client.get('/api/account/subscriptions')
    ).json()) as SubscriptionsResponse;
    expect(after.subscriptions[0]?.canCancel).toBe(true);
    const res = await client.post('/api/account/delete', { password: account.password });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { cancelledSubscriptions: number }).cancelledSubscriptions).toBe(
      1,
    );
  }, 120_000);
});
