// The subscription card says what each delivery costs: 2 × the 3-month plan of Black Seed Oil
// Capsules 120 (£89.22 each) is 6 units and £178.44 per delivery, charged next on the next
// delivery date — never "× 6 · £89.22".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SubscriptionsResponse } from '../../core/api/account';
import { variantOf } from '../checkout/checkout-test-helpers';
import { startTestApp, type TestApp } from '../test/harness';
import { payAtSandbox } from '../test/sandbox-pay';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe('the subscription card figures', () => {
  it('shows units, the price per delivery and the next charge amount and date', async () => {
    const client = app.client();
    await client.signUp({ verify: true });
    const capsules = (await variantOf(app, 'black-seed-oil-capsules', '120 capsules')).id;
    const res = await client.post('/api/checkout', {
      lines: [
        { kind: 'subscription', variantId: capsules, planId: 'subscribe-3month', quantity: 2 },
      ],
      expectedTotalPence: 17844,
    });
    expect(res.status).toBe(200);
    const { order } = await payAtSandbox(
      app,
      ((await res.json()) as { checkoutUrl: string }).checkoutUrl,
    );
    expect(order.totalPence).toBe(17844);

    const { subscriptions } = (await (
      await client.get('/api/account/subscriptions')
    ).json()) as SubscriptionsResponse;
    expect(subscriptions).toHaveLength(1);
    const [sub] = subscriptions;
    expect(sub?.items).toEqual([
      expect.objectContaining({
        productTitle: 'Black Seed Oil Capsules 1000mg',
        variantTitle: '120 capsules',
        quantity: 6,
        pricePence: 8922,
        deliveryPence: 17844,
      }),
    ]);
    expect(sub?.nextChargePence).toBe(17844);
    expect(sub?.nextChargeDate).toBe(sub?.nextDeliveryDate);
  });
});
