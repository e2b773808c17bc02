import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../lib/clock';
import { listOutbox } from '../mail/mailer';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';
import { subscribeThroughCheckout } from './test-helpers';

// A cancelled subscription is confirmed to its customer by email, whether the customer cancelled
// it from the account or staff did from the subscriptions panel: the same email either way.

let app: TestApp;
let staff: TestClient;
beforeAll(async () => {
  app = await startTestApp();
  ({ client: staff } = await app.adminClient({ firstName: 'Ada' }));
}, 120_000);
afterAll(() => app?.close());

async function subscriber() {
  const client = app.client();
  const { email } = await client.signUp({ verify: true });
  // A 2-month plan: its minimum term (1 delivery) is paid at checkout.
  const { subscriptions: subs } = await subscribeThroughCheckout(app, {
    email,
    client,
    planId: 'subscribe-2month',
  });
  const sub = subs[0];
  if (!sub) throw new Error('no subscription');
  return { client, email, id: sub.id };
}

const cancellationMail = async (email: string) =>
  (await listOutbox(app.db, email)).filter((m) => m.subject.includes('cancelled'));

describe('subscription cancellation email', () => {
  it('is sent when the customer cancels, and the same one when staff cancel', async () => {
    const own = await subscriber();
    const other = await subscriber();
    // The day after the minimum term's delivery was paid, for the shop and for Shopify's contract.
    app.deps.clock.advance(1 * DAY_MS);
    const cancelled = await own.client.post('/api/account/manage-subscription', {
      subscriptionId: own.id,
      action: 'cancel',
    });
    expect(cancelled.status).toBe(200);
    const shop = app.config.shopName;
    const [mine] = await cancellationMail(own.email);
    expect(mine?.subject).toBe(`Your ${shop} subscription has been cancelled`);
    expect(mine?.text).toBe(
      `Hello,\n\nYour subscription to Organic Black Seed Oil (100ml) has been cancelled. No more deliveries will be sent and you will not be charged for it again.\n\nYou can subscribe again at any time: ${app.config.publicUrl}/shop\nYour subscriptions: ${app.config.publicUrl}/account?tab=subscriptions\n\n${shop}`,
    );

    const byStaff = await staff.post('/api/admin/subscriptions/manage', {
      subscriptionId: other.id,
      action: 'cancel',
    });
    expect(byStaff.status).toBe(200);
    const theirs = await cancellationMail(other.email);
    expect(theirs.map((m) => [m.subject, m.text])).toEqual([[mine?.subject, mine?.text]]);

    // A refused cancel (already cancelled) sends nothing more.
    const again = await staff.post('/api/admin/subscriptions/manage', {
      subscriptionId: other.id,
      action: 'cancel',
    });
    expect(again.status).toBe(409);
    expect(await cancellationMail(other.email)).toHaveLength(1);
  });
});
