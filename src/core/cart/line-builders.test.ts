import { describe, expect, it } from 'vitest';
import { toPurchaseIntent } from './cart-line';
import {
  buildCupLines,
  buildOneTimeLine,
  buildPurchaseOptionLine,
  buildShopCardLine,
  buildTradeLine,
} from './line-builders';

const OIL = { title: 'Organic Black Seed Oil', imageUrl: '/oil.png' };
const oil100 = { id: 'oil-100', title: '100ml', pricePence: 1499 };

describe('the intent each purchase option adds', () => {
  it.each([
    ['onetime', { kind: 'one-time', variantId: 'oil-100', packSize: 1, quantity: 1 }],
    ['onetime-2month', { kind: 'one-time', variantId: 'oil-100', packSize: 2, quantity: 1 }],
    ['onetime-3month', { kind: 'one-time', variantId: 'oil-100', packSize: 3, quantity: 1 }],
    [
      'subscribe-1month',
      { kind: 'subscription', variantId: 'oil-100', planId: 'subscribe-1month', quantity: 1 },
    ],
    [
      'subscribe-2month',
      { kind: 'subscription', variantId: 'oil-100', planId: 'subscribe-2month', quantity: 1 },
    ],
    [
      'subscribe-3month',
      { kind: 'subscription', variantId: 'oil-100', planId: 'subscribe-3month', quantity: 1 },
    ],
  ] as const)('product page %s', (optionId, intent) => {
    const line = buildPurchaseOptionLine({ optionId, product: OIL, variant: oil100 });
    expect(toPurchaseIntent(line)).toEqual(intent);
    expect(line).toMatchObject({ variantTitle: '100ml', listPricePence: 1499, unitNoun: 'bottle' });
  });

  it('shop cards: one bottle, or the shop-card plan of 30/60/90 days', () => {
    expect(
      toPurchaseIntent(buildShopCardLine({ product: OIL, variant: oil100, subscribe: false })),
    ).toEqual({
      kind: 'one-time',
      variantId: 'oil-100',
      packSize: 1,
      quantity: 1,
    });
    for (const days of [30, 60, 90] as const) {
      expect(
        toPurchaseIntent(
          buildShopCardLine({ product: OIL, variant: oil100, subscribe: true, days }),
        ),
      ).toEqual({
        kind: 'subscription',
        variantId: 'oil-100',
        planId: `shop-card-${days}`,
        quantity: 1,
      });
    }
  });

  it('bulk layout: n single units; trade shop: n trade units', () => {
    expect(
      toPurchaseIntent(buildOneTimeLine({ product: OIL, variant: oil100, quantity: 25 })),
    ).toEqual({
      kind: 'one-time',
      variantId: 'oil-100',
      packSize: 1,
      quantity: 25,
    });
    const trade = buildTradeLine({
      product: { title: 'Wholesale Manuka Honey MGO 263+ (case of 12)' },
      variant: { id: 'ws-honey', pricePence: 29900 },
      quantity: 2,
    });
    expect(toPurchaseIntent(trade)).toEqual({ kind: 'trade', variantId: 'ws-honey', quantity: 2 });
    expect(trade.unitNoun).toBe('case');
  });

  it('cups: one line per chosen size, the cups count as the intent', () => {
    const lines = buildCupLines({ b1: 200, 'b4-curved': 100, nope: 50 });
    expect(lines.map(toPurchaseIntent)).toEqual([
      { kind: 'cups', variantId: 'bulk-cup-b1', cups: 200 },
      { kind: 'cups', variantId: 'bulk-cup-b4-curved', cups: 100 },
    ]);
    expect(lines.map((l) => [l.variantTitle, l.unitNoun, l.listPricePence])).toEqual([
      ['B1 (60 mm)', 'cup', 60],
      ['B4 Curved (40 mm)', 'cup', 60],
    ]);
  });
});
