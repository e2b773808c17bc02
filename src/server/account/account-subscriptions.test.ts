import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionResponse, SubscriptionsResponse } from '../../core/api/account';
import { formatLongDate } from '../../core/dates';
import { SUBSCRIPTION_MESSAGES } from '../../core/schemas/subscription';
import { subscriptionItems, subscriptions } from '../db/schema/orders';
import type { TestApp, TestClient } from '../test/harness';
import { errorOf, startAccountApp } from './account-test-setup';

// Subscriptions: listing and the manage-subscription transitions.

let app: TestApp;
let alice: TestClient;
let aliceId: string;
let bob: TestClient;

beforeAll(async () => {
  ({ app, alice, aliceId, bob } = await startAccountApp());
});
afterAll(() => app?.close());

async function seedSubscription(options: {
  userId: string;
  status?: 'active' | 'paused' | 'cancelled';
  frequencyDays?: number;
  nextDeliveryDate: string;
  /**
   * Whether its minimum term is paid (default): a 2-month plan (1 delivery) bought two days
   * ago, cancellable since yesterday; else a 1-month plan (2 deliveries) bought now.
   */
  termPaid?: boolean;
  createdAt?: Date;
}) {
  const termPaid = options.termPaid ?? true;
  const [row] = await app.db
    .insert(subscriptions)
    .values({
      userId: options.userId,
      email: 'x@example.co.uk',
      status: options.status ?? 'active',
      frequencyDays: options.frequencyDays ?? 30,
      nextDeliveryDate: options.nextDeliveryDate,
      minimumEndDate: isoDate(0),
      createdAt:
        options.createdAt ?? (termPaid ? new Date(Date.now() - 2 * 86_400_000) : new Date()),
    })
    .returning();
  await app.db.insert(subscriptionItems).values({
    subscriptionId: row!.id,
    productTitle: 'Black Seed Oil Capsules',
    variantTitle: '60 capsules',
    quantity: 1,
    priceAtSubscribe: '12.74',
    planId: termPaid ? 'subscribe-2month' : 'subscribe-1month',
  });
  return row!;
}

function isoDate(offsetDays: number): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + offsetDays);
  return d.toISOString().slice(0, 10);
}

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function todayInDb(): Promise<string> {
  const result = await app.db.execute(sql`select current_date::text as today`);
  return (result as unknown as { rows: { today: string }[] }).rows[0]!.today;
}

describe('subscriptions (manage-subscription)', () => {
  const manage = (client: TestClient, body: unknown) =>
    client.post('/api/account/manage-subscription', body);

  it('lists newest first with items, frequency, dates and whether cancel is allowed', async () => {
    await seedSubscription({
      userId: aliceId,
      nextDeliveryDate: isoDate(10),
      createdAt: new Date(Date.now() - 86_400_000),
    });
    await seedSubscription({
      userId: aliceId,
      nextDeliveryDate: isoDate(5),
      termPaid: false,
    });
    const { subscriptions: list } = (await (
      await alice.get('/api/account/subscriptions')
    ).json()) as SubscriptionsResponse;
    expect(list).toHaveLength(2);
    expect(list[0]?.canCancel).toBe(false);
    expect(list[1]?.canCancel).toBe(true);
    expect(list[0]?.items[0]).toMatchObject({
      productTitle: 'Black Seed Oil Capsules',
      pricePence: 1274,
    });
    expect(list[0]?.frequencyDays).toBe(30);
  });

  it('walks every allowed transition', async () => {
    const sub = await seedSubscription({
      userId: aliceId,
      frequencyDays: 14,
      nextDeliveryDate: isoDate(3),
    });
    const call = async (action: string, data?: unknown) => {
      const res = await manage(alice, { subscriptionId: sub.id, action, data });
      expect(res.status, action).toBe(200);
      return ((await res.json()) as SubscriptionResponse).subscription;
    };
    const skipped = await call('skip');
    expect(skipped.nextDeliveryDate).toBe(addDays(isoDate(3), 14));
    expect((await call('pause')).status).toBe('paused');
    const resumed = await call('resume');
    expect(resumed.status).toBe('active');
    // The skipped date is still ahead: resuming keeps it.
    expect(resumed.nextDeliveryDate).toBe(addDays(isoDate(3), 14));
    expect((await call('update_frequency', { frequencyDays: 60 })).frequencyDays).toBe(60);
    expect((await call('pause')).status).toBe('paused');
    expect((await call('update_frequency', { frequencyDays: 7 })).frequencyDays).toBe(7);
    expect((await call('cancel')).status).toBe('cancelled');
  });

  it('refuses invalid transitions with 409 and a clear message', async () => {
    const active = await seedSubscription({
      userId: aliceId,
      nextDeliveryDate: isoDate(3),
    });
    const paused = await seedSubscription({
      userId: aliceId,
      status: 'paused',
      nextDeliveryDate: isoDate(3),
    });
    const cancelled = await seedSubscription({
      userId: aliceId,
      status: 'cancelled',
      nextDeliveryDate: isoDate(3),
    });
    const refused: [string, string, unknown, string][] = [
      [active.id, 'resume', undefined, 'Only a paused subscription can be resumed.'],
      [paused.id, 'pause', undefined, 'Only an active subscription can be paused.'],
      [paused.id, 'skip', undefined, 'Only an active subscription can skip a delivery.'],
      [cancelled.id, 'pause', undefined, 'Only an active subscription can be paused.'],
      [cancelled.id, 'resume', undefined, 'Only a paused subscription can be resumed.'],
      [cancelled.id, 'skip', undefined, 'Only an active subscription can skip a delivery.'],
      [cancelled.id, 'cancel', undefined, 'This subscription is already cancelled.'],
      [
        cancelled.id,
        'update_frequency',
        { frequencyDays: 7 },
        'A cancelled subscription cannot change its frequency.',
      ],
    ];
    for (const [id, action, data, message] of refused) {
      const res = await manage(alice, { subscriptionId: id, action, data });
      expect(res.status, action).toBe(409);
      expect((await errorOf(res)).message).toBe(message);
    }
  });

  it('refuses cancel inside the minimum term, naming the date; allows it the day after its last delivery is paid', async () => {
    const early = await seedSubscription({
      userId: aliceId,
      nextDeliveryDate: isoDate(3),
      termPaid: false,
    });
    const res = await manage(alice, { subscriptionId: early.id, action: 'cancel' });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(
      `This subscription cannot be cancelled yet. Minimum term: 2 deliveries. You can cancel any time after your 2nd delivery is paid — from ${formatLongDate(isoDate(4))}.`,
    );
    // Its one delivery paid yesterday (London date): cancellable today.
    const onTheDay = await seedSubscription({
      userId: aliceId,
      nextDeliveryDate: isoDate(3),
      createdAt: new Date(`${addDays(await todayInDb(), -1)}T12:00:00Z`),
    });
    expect((await manage(alice, { subscriptionId: onTheDay.id, action: 'cancel' })).status).toBe(
      200,
    );
  });

  it('validates the body with clear messages', async () => {
    const sub = await seedSubscription({
      userId: aliceId,
      nextDeliveryDate: isoDate(3),
    });
    const cases: [unknown, string, string][] = [
      [
        { subscriptionId: sub.id, action: 'update_frequency', data: { frequencyDays: 21 } },
        'data.frequencyDays',
        SUBSCRIPTION_MESSAGES.frequencyInvalid,
      ],
      [
        { subscriptionId: sub.id, action: 'update_frequency' },
        'data.frequencyDays',
        SUBSCRIPTION_MESSAGES.frequencyRequired,
      ],
      [
        { subscriptionId: sub.id, action: 'explode' },
        'action',
        SUBSCRIPTION_MESSAGES.actionInvalid,
      ],
      [
        { subscriptionId: 'abc', action: 'pause' },
        'subscriptionId',
        SUBSCRIPTION_MESSAGES.subscriptionIdInvalid,
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await manage(alice, body);
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields?.[field]).toContain(message);
    }
    for (const days of [7, 14, 30, 60, 90]) {
      const res = await manage(alice, {
        subscriptionId: sub.id,
        action: 'update_frequency',
        data: { frequencyDays: days },
      });
      expect(res.status).toBe(200);
    }
  });

  it('answers 404 for another user’s subscription and leaves it unchanged', async () => {
    const sub = await seedSubscription({
      userId: aliceId,
      nextDeliveryDate: isoDate(3),
    });
    for (const action of ['pause', 'skip', 'cancel', 'resume']) {
      const res = await manage(bob, { subscriptionId: sub.id, action });
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe('Subscription not found');
    }
    const res = await manage(bob, {
      subscriptionId: sub.id,
      action: 'update_frequency',
      data: { frequencyDays: 7 },
    });
    expect(res.status).toBe(404);
    const [row] = await app.db.select().from(subscriptions).where(eq(subscriptions.id, sub.id));
    expect(row).toMatchObject({
      status: 'active',
      frequencyDays: 30,
      nextDeliveryDate: isoDate(3),
    });
    const bobs = (await (
      await bob.get('/api/account/subscriptions')
    ).json()) as SubscriptionsResponse;
    expect(bobs.subscriptions).toHaveLength(0);
  });
});
