/**
 * The shop's own drawer checkout of every purchase option, signed by the server and paid on the
 * sandbox with the test card: none is held, each is confirmed to the shopper, and what is
 * stored comes from the Shopify ids (docs/decisions/050-orders-held-until-verified.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseIntent } from '../../core/api/checkout';
import { CUPS_DISCOUNT_MESSAGE } from '../../core/api/discount';
import { variantOf } from '../checkout/checkout-test-helpers';
import { mailOutbox } from '../db/schema/content';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';
import { payAtSandbox } from '../test/sandbox-pay';
import { insertApprovedTradeAccount } from '../test/trade-account';

let app: TestApp;
let oil100: string;
let tradeOil: string;

beforeAll(async () => {
  app = await startTestApp();
  oil100 = (await variantOf(app, 'black-seed-oil', '100ml')).id;
  tradeOil = (await variantOf(app, 'wholesale-black-seed-oil-1l')).id;
});
afterAll(async () => {
  await app?.close();
});

async function checkoutAndPay(client: TestClient, lines: PurchaseIntent[], expected: number) {
  const res = await client.post('/api/checkout', { lines, expectedTotalPence: expected });
  const body = (await res.json()) as { checkoutUrl: string; totalPence: number };
  expect(res.status, JSON.stringify(body)).toBe(200);
  return payAtSandbox(app, body.checkoutUrl);
}

async function mailAbout(orderNumber: string) {
  const mail = await app.db.select().from(mailOutbox);
  return mail.filter((m) => m.subject.includes(`#${orderNumber} `)).map((m) => m.subject);
}

describe('drawer checkouts the server signed are not held', () => {
  const CASES: [string, () => PurchaseIntent[], number, Record<string, unknown>[]][] = [
    [
      'one-time, 1 bottle (guest)',
      () => [{ kind: 'one-time', variantId: oil100, packSize: 1, quantity: 1 }],
      1499,
      [{ purchaseOption: 'onetime', units: 1, quantity: 1, lineTotalPence: 1499 }],
    ],
    [
      'one-time pack of 3',
      () => [{ kind: 'one-time', variantId: oil100, packSize: 3, quantity: 2 }],
      7914,
      [{ purchaseOption: 'onetime-3month', units: 6, quantity: 2, lineTotalPence: 7914 }],
    ],
    [
      'subscription, 2 months',
      () => [{ kind: 'subscription', variantId: oil100, planId: 'subscribe-2month', quantity: 1 }],
      2638,
      [{ purchaseOption: 'subscribe-2month', units: 2, quantity: 1, lineTotalPence: 2638 }],
    ],
    [
      'cups at the 100 tier, with a one-time bottle',
      () => [
        { kind: 'cups', variantId: 'bulk-cup-b1', cups: 100 },
        { kind: 'one-time', variantId: oil100, packSize: 1, quantity: 1 },
      ],
      6399,
      [
        { purchaseOption: 'cups', units: 100, quantity: 2, lineTotalPence: 4900 },
        { purchaseOption: 'onetime', units: 1, quantity: 1, lineTotalPence: 1499 },
      ],
    ],
  ];

  for (const [name, lines, total, items] of CASES) {
    it(name, async () => {
      const client = app.client();
      if (!name.includes('guest')) await client.signUp({ verify: true });
      const { order, items: stored } = await checkoutAndPay(client, lines(), total);
      expect(order).toMatchObject({ status: 'pending', holdReasons: null, totalPence: total });
      const sorted = [...stored].sort((a, b) =>
        String(a.purchaseOption).localeCompare(String(b.purchaseOption)),
      );
      expect(sorted).toMatchObject(items);
      expect(await mailAbout(order.orderNumber)).toEqual([
        `Your ${app.config.shopName} order #${order.orderNumber} is confirmed`,
      ]);
    });
  }

  it('trade: 3 wholesale oils for an approved trade account', async () => {
    const client = app.client();
    const { userId } = await client.signUp({ verify: true });
    await insertApprovedTradeAccount(app.db, userId);
    const { order, items } = await checkoutAndPay(
      client,
      [{ kind: 'trade', variantId: tradeOil, quantity: 3 }],
      32040, // £267.00 of trade prices excluding VAT, plus £53.40 VAT
    );
    expect(order).toMatchObject({
      status: 'pending',
      holdReasons: null,
      orderType: 'wholesale',
      userId,
    });
    expect(items).toMatchObject([
      { variantId: tradeOil, purchaseOption: 'trade', units: 3, lineTotalPence: 32040 },
    ]);
  });

  it('one-time with the shop’s code WELCOME10: the code is recorded and the order is not held', async () => {
    const client = app.client();
    const lines: PurchaseIntent[] = [
      { kind: 'one-time', variantId: oil100, packSize: 2, quantity: 1 },
    ];
    const preview = await client.post('/api/cart/price', { lines, discountCode: 'WELCOME10' });
    const priced = (await preview.json()) as { totalPence: number };
    expect(priced.totalPence).toBe(2428);
    const res = await client.post('/api/checkout', {
      lines,
      discountCode: 'WELCOME10',
      expectedTotalPence: priced.totalPence,
    });
    expect(res.status).toBe(200);
    const { order } = await payAtSandbox(
      app,
      ((await res.json()) as { checkoutUrl: string }).checkoutUrl,
    );
    expect(order).toMatchObject({
      status: 'pending',
      holdReasons: null,
      discountCode: 'WELCOME10',
      discountPence: 270,
      totalPence: 2428,
      pricedTotalPence: 2428,
    });
  });

  it('a cups cart takes no discount code, and cannot carry a subscription', async () => {
    const client = app.client();
    const cups: PurchaseIntent = { kind: 'cups', variantId: 'bulk-cup-b1', cups: 50 };
    const preview = await client.post('/api/cart/price', {
      lines: [cups],
      discountCode: 'WELCOME10',
    });
    expect(preview.status).toBe(200);
    expect((await preview.json()).discount).toMatchObject({
      applicable: false,
      message: CUPS_DISCOUNT_MESSAGE,
    });
    const mixed = await client.post('/api/checkout', {
      lines: [
        cups,
        { kind: 'subscription', variantId: oil100, planId: 'subscribe-1month', quantity: 1 },
      ],
      expectedTotalPence: 3000 + 1424,
    });
    expect(mixed.status).toBe(400);
    expect((await mixed.json()).error).toMatchObject({
      code: 'CHECKOUT_BLOCKED',
      message:
        'Cupping cups are paid for on an order of their own: please check out your subscription separately.',
    });
  });
});
