import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceCartResponse, PurchaseIntent } from '../../core/api/checkout';
import { products, productVariants } from '../db/schema/catalog';
import { subscriptions } from '../db/schema/orders';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';
import { payAtSandbox } from '../test/sandbox-pay';
import { insertApprovedTradeAccount, insertTradeAccount } from '../test/trade-account';
import { price, variantOf } from './checkout-test-helpers';

let app: TestApp;
let oil100: string;
let oil250: string;
let _oil100Gid: string;
let tradeCase: string;
let tradeOil: string;

beforeAll(async () => {
  app = await startTestApp();
  const v100 = await variantOf(app, 'black-seed-oil', '100ml');
  oil100 = v100.id;
  _oil100Gid = v100.gid ?? '';
  oil250 = (await variantOf(app, 'black-seed-oil', '250ml')).id;
  const [caseRow] = await app.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.handle, 'wholesale-manuka-honey-263-case'));
  tradeCase = caseRow?.id ?? '';
  const [oilRow] = await app.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.handle, 'wholesale-black-seed-oil-1l'));
  tradeOil = oilRow?.id ?? '';
});
afterAll(async () => {
  await app?.close();
});

/** Check out, pay on the sandbox checkout, return the stored order and its items. */
async function checkoutAndPay(client: TestClient, lines: PurchaseIntent[], expected: number) {
  const res = await client.post('/api/checkout', { lines, expectedTotalPence: expected });
  const body = (await res.json()) as { checkoutUrl: string; totalPence: number };
  expect(res.status, JSON.stringify(body)).toBe(200);
  expect(body.totalPence).toBe(expected);
  return payAtSandbox(app, body.checkoutUrl);
}

describe('POST /api/cart/price and /api/checkout through the sandbox', () => {
  const OPTIONS: [string, Record<string, unknown>, number, number, number][] = [
    ['one-time 1 bottle', { kind: 'one-time', packSize: 1, quantity: 1 }, 1499, 2799, 1],
    ['one-time 2 bottles', { kind: 'one-time', packSize: 2, quantity: 1 }, 2698, 5038, 2],
    ['one-time 3 bottles', { kind: 'one-time', packSize: 3, quantity: 1 }, 3957, 7389, 3],
    [
      'subscribe 1 month',
      { kind: 'subscription', planId: 'subscribe-1month', quantity: 1 },
      1424,
      2659,
      1,
    ],
    [
      'subscribe 2 months',
      { kind: 'subscription', planId: 'subscribe-2month', quantity: 1 },
      2638,
      4926,
      2,
    ],
    [
      'subscribe 3 months',
      { kind: 'subscription', planId: 'subscribe-3month', quantity: 1 },
      3822,
      7137,
      3,
    ],
    [
      'shop card 30 days',
      { kind: 'subscription', planId: 'shop-card-30', quantity: 1 },
      1349,
      2519,
      1,
    ],
    [
      'shop card 60 days',
      { kind: 'subscription', planId: 'shop-card-60', quantity: 1 },
      2698,
      5038,
      2,
    ],
    [
      'shop card 90 days',
      { kind: 'subscription', planId: 'shop-card-90', quantity: 1 },
      4047,
      7557,
      3,
    ],
  ];

  it.each(OPTIONS)(
    '%s: 100 ml and 250 ml are charged and stored exactly',
    async (_name, option, p100, p250, units) => {
      const client = app.client();
      const { userId } = await client.signUp();
      const lines = [
        { ...option, variantId: oil100 },
        { ...option, variantId: oil250 },
      ] as PurchaseIntent[];
      const priced = await price(client, lines);
      expect(priced.problems).toEqual([]);
      expect(priced.lines.map((l) => [l.lineTotalPence, l.units])).toEqual([
        [p100, units],
        [p250, units],
      ]);
      expect(priced.totalPence).toBe(p100 + p250);
      const { order, items } = await checkoutAndPay(client, lines, p100 + p250);
      expect(order.totalPence).toBe(p100 + p250);
      expect(order.totalAmount).toBe(((p100 + p250) / 100).toFixed(2));
      expect(order.pricedTotalPence).toBe(p100 + p250);
      expect(order.priceMismatch).toBe(false);
      expect(order.userId).toBe(userId);
      const sorted = items.sort((a, b) => (a.lineTotalPence ?? 0) - (b.lineTotalPence ?? 0));
      expect(sorted.map((i) => [i.variantId, i.units, i.lineTotalPence, i.quantity])).toEqual([
        [oil100, units, p100, 1],
        [oil250, units, p250, 1],
      ]);
      const isSubscription = option.kind === 'subscription';
      expect(sorted.every((i) => (i.sellingPlanId !== null) === isSubscription)).toBe(true);
      const subs = await app.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.orderId, order.id));
      expect(subs).toHaveLength(isSubscription ? 2 : 0);
    },
  );

  it('two packs of 3 bottles ship 6 bottles at twice the pack price', async () => {
    const client = app.client();
    const lines: PurchaseIntent[] = [
      { kind: 'one-time', variantId: oil100, packSize: 3, quantity: 2 },
    ];
    const { order, items } = await checkoutAndPay(client, lines, 7914);
    expect(order.totalPence).toBe(7914);
    expect(items.map((i) => [i.units, i.unitPricePence, i.lineTotalPence])).toEqual([
      [6, 3957, 7914],
    ]);
  });

  it('cups: 100 cups (50 + 50 B1) at the 100-cup tier, 300 mixed sizes at the 250 tier', async () => {
    const client = app.client();
    const hundred: PurchaseIntent[] = [
      { kind: 'cups', variantId: 'bulk-cup-b1', cups: 50 },
      { kind: 'cups', variantId: 'bulk-cup-b1', cups: 50 },
    ];
    expect((await price(client, hundred)).totalPence).toBe(4900);
    const first = await checkoutAndPay(client, hundred, 4900);
    expect(first.order.totalPence).toBe(4900);
    expect(first.items.reduce((sum, i) => sum + (i.units ?? 0), 0)).toBe(100);

    const mixed: PurchaseIntent[] = [
      { kind: 'cups', variantId: 'bulk-cup-b1', cups: 100 },
      { kind: 'cups', variantId: 'bulk-cup-b4-curved', cups: 150 },
      { kind: 'cups', variantId: 'bulk-cup-b6', cups: 50 },
    ];
    const { order, items } = await checkoutAndPay(client, mixed, 10500);
    expect(order.totalPence).toBe(10500);
    expect(order.priceMismatch).toBe(false);
    expect(items.map((i) => [i.units, i.lineTotalPence, i.purchaseOption]).sort()).toEqual(
      [
        [100, 3500, 'cups'],
        [150, 5250, 'cups'],
        [50, 1750, 'cups'],
      ].sort(),
    );
  });

  it('answers 409 PRICE_CHANGED with the server figures when the drawer showed another total', async () => {
    const lines: PurchaseIntent[] = [
      { kind: 'one-time', variantId: oil100, packSize: 2, quantity: 1 },
    ];
    const res = await app.client().post('/api/checkout', { lines, expectedTotalPence: 1499 });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: { code: string }; pricing: PriceCartResponse };
    expect(body.error.code).toBe('PRICE_CHANGED');
    expect(body.pricing.totalPence).toBe(2698);
  });

  it.each([
    [
      { kind: 'one-time', variantId: 'x', packSize: 1, quantity: 0 },
      'lines.0.quantity',
      'Quantity must be at least 1',
    ],
    [
      { kind: 'one-time', variantId: 'x', packSize: 1, quantity: -2 },
      'lines.0.quantity',
      'Quantity must be at least 1',
    ],
    [
      { kind: 'one-time', variantId: 'x', packSize: 1, quantity: 1.5 },
      'lines.0.quantity',
      'Quantity must be a whole number',
    ],
    [
      { kind: 'one-time', variantId: 'x', packSize: 1, quantity: 10_001 },
      'lines.0.quantity',
      'Quantity cannot be more than 10,000 units',
    ],
    [
      { kind: 'subscription', variantId: 'x', planId: 'weekly', quantity: 1 },
      'lines.0.planId',
      'Unknown subscription plan',
    ],
    [
      { kind: 'cups', variantId: 'bulk-cup-b1', cups: 99 },
      'lines.0.cups',
      'Cups are sold in steps of 50',
    ],
  ])('400 for bad input %o', async (line, field, message) => {
    for (const path of ['/api/cart/price', '/api/checkout']) {
      const res = await app.client().post(path, { lines: [line], expectedTotalPence: 0 });
      expect(res.status).toBe(400);
      const body = (await res.json()) as {
        error: { code: string; fields: Record<string, string[]> };
      };
      expect(body.error.code).toBe('validation_failed');
      expect(body.error.fields[field]).toEqual([message]);
    }
  });

  it('an unknown variant is priced unavailable and refused at checkout with 400', async () => {
    const lines: PurchaseIntent[] = [
      {
        kind: 'one-time',
        variantId: '00000000-0000-4000-8000-000000000000',
        packSize: 1,
        quantity: 1,
      },
    ];
    const priced = await price(app.client(), lines);
    expect(priced.lines[0]?.available).toBe(false);
    expect(priced.problems).toEqual([
      { index: 0, code: 'unknown_variant', message: 'This product is no longer available' },
    ]);
    const res = await app.client().post('/api/checkout', { lines, expectedTotalPence: 0 });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('CHECKOUT_BLOCKED');
  });

  it('visitors and retail customers get no trade price and 403 on a trade checkout', async () => {
    const lines: PurchaseIntent[] = [{ kind: 'trade', variantId: tradeCase, quantity: 1 }];
    const retail = app.client();
    await retail.signUp();
    for (const client of [app.client(), retail]) {
      const priced = await price(client, lines);
      expect(priced.lines[0]?.lineTotalPence).toBe(0);
      expect(priced.lines[0]?.listPricePence).toBe(0);
      expect(JSON.stringify(priced)).not.toContain('29900');
      const res = await client.post('/api/checkout', { lines, expectedTotalPence: 29900 });
      expect(res.status).toBe(403);
      // …and not as a retail one-time line either.
      const asRetail = await client.post('/api/checkout', {
        lines: [{ kind: 'one-time', variantId: tradeCase, packSize: 1, quantity: 1 }],
        expectedTotalPence: 29900,
      });
      expect(asRetail.status).toBe(403);
      // No trade price in the product API or the server-rendered product page either.
      for (const path of [
        '/api/store/products/wholesale-manuka-honey-263-case',
        '/product/wholesale-manuka-honey-263-case',
        '/product/wholesale-manuka-honey-263-case?wholesale=true',
      ]) {
        const res = await client.get(path);
        expect(res.status, path).toBe(200);
        expect(await res.text(), path).not.toMatch(/299\.00|29900/);
      }
    }
  });

  it('a pending or rejected trade applicant pays no trade price and cannot check out trade lines', async () => {
    for (const status of ['pending', 'rejected'] as const) {
      const client = app.client();
      const { userId } = await client.signUp();
      await insertTradeAccount(app.db, userId, status);
      const lines: PurchaseIntent[] = [{ kind: 'trade', variantId: tradeCase, quantity: 1 }];
      const priced = await price(client, lines);
      expect(priced.lines[0]?.lineTotalPence, status).toBe(0);
      expect(JSON.stringify(priced), status).not.toContain('29900');
      const res = await client.post('/api/checkout', { lines, expectedTotalPence: 29900 });
      expect(res.status, status).toBe(403);
    }
  });

  it('an approved trade account checks out a draft order at trade prices above the £200 minimum', async () => {
    const client = app.client();
    const { userId } = await client.signUp();
    await insertApprovedTradeAccount(app.db, userId);
    const small: PurchaseIntent[] = [{ kind: 'trade', variantId: tradeOil, quantity: 2 }];
    const refused = await client.post('/api/checkout', { lines: small, expectedTotalPence: 17800 });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      'Wholesale orders have a £200 minimum (excluding cups and cupping equipment). Add £22.00 more to check out.',
    );
    const lines: PurchaseIntent[] = [
      { kind: 'trade', variantId: tradeOil, quantity: 2 },
      { kind: 'trade', variantId: tradeCase, quantity: 1 },
    ];
    // Trade prices exclude VAT, added per item: the oil £89.00 + £17.80, the honey case zero-rated.
    const { order, items } = await checkoutAndPay(client, lines, 2 * 10680 + 29900);
    expect(order).toMatchObject({
      totalPence: 51260,
      pricedTotalPence: 51260,
      priceMismatch: false,
      orderType: 'wholesale',
      userId,
    });
    expect(items.map((i) => [i.units, i.lineTotalPence, i.purchaseOption]).sort()).toEqual(
      [
        [2, 21360, 'trade'],
        [1, 29900, 'trade'],
      ].sort(),
    );
  });
});
