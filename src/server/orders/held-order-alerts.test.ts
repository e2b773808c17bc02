/**
 * Held orders alert staff at most once per period, with the orders held since the last email
 * (docs/decisions/120-sandbox-parsed-limits-and-held-order-digest.md): on the
 * embedded default anyone can make held orders with the test card, and one email each flooded
 * the shop's inbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../mail/mailer';
import { checkOperations } from '../ops/alerts';
import { startTestApp, type TestApp } from '../test/harness';
import { deliverOrderCreated, OIL_100_LINE, orderCreatedPayload } from '../test/order-webhook';
import { HELD_ORDER_ALERT_PERIOD_MS } from './hold-alert';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(() => app?.close());

/** An unsigned order (not what the shop sold): stored on hold. */
async function holdOrder(n: number) {
  const res = await deliverOrderCreated(
    app,
    orderCreatedPayload({
      id: 7_200_000_000 + n,
      orderNumber: 7200 + n,
      email: `held-${n}@example.co.uk`,
      createdAt: '2026-11-24T06:00:00+00:00',
      lines: [OIL_100_LINE],
    }),
  );
  expect(res.status).toBe(200);
}

const alertSubjects = async () =>
  (await listOutbox(app.db, app.config.supportEmail)).map((m) => m.subject).reverse();

describe('held-order alerts', () => {
  it('email once per period, then the count held since the last email', async () => {
    await holdOrder(1);
    await holdOrder(2);
    await holdOrder(3);
    expect(await alertSubjects()).toEqual(['Order #7201 is on hold: check it before it ships']);

    // Within the period the periodic check sends nothing either.
    expect(await checkOperations(app.deps)).toEqual([]);
    app.deps.clock.advance(HELD_ORDER_ALERT_PERIOD_MS);
    // The two held since are reported by the periodic check, once.
    expect(await checkOperations(app.deps)).toEqual(['held-orders']);
    expect(await checkOperations(app.deps)).toEqual([]);
    const mail = await listOutbox(app.db, app.config.supportEmail);
    expect(mail[0]?.subject).toBe('2 orders are on hold: check them before they ship');
    expect(mail[0]?.text).toBe(
      [
        '2 orders were paid through Shopify but are not what Habba & Honey sold to their buyers, so they are on hold (since the last email about held orders):',
        '',
        '- Order #7202',
        '- Order #7203',
        '',
        `Release or cancel them: ${app.config.publicUrl}/admin/orders`,
        'You get at most one email about held orders every 15 minutes.',
      ].join('\n'),
    );

    // A later order, once the period has passed, is announced by itself at once.
    await holdOrder(4);
    expect(await alertSubjects()).toHaveLength(2);
    app.deps.clock.advance(HELD_ORDER_ALERT_PERIOD_MS);
    await holdOrder(5);
    expect(await alertSubjects()).toEqual([
      'Order #7201 is on hold: check it before it ships',
      '2 orders are on hold: check them before they ship',
      '2 orders are on hold: check them before they ship',
    ]);
  });
});
