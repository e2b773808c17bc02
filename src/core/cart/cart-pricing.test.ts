import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart-line';
import { describeLinePurchase, estimateCart } from './cart-pricing';
import { INITIAL_CART_STATE, reduceCart } from './cart-reducer';
import {
  buildCupLines,
  buildPurchaseOptionLine,
  buildShopCardLine,
  buildTradeLine,
} from './line-builders';

const OIL = { title: 'Organic Black Seed Oil' };
const oil100 = { id: 'oil-100', title: '100ml', pricePence: 1499 };
const HONEY = { title: 'Manuka Honey MGO 263+' };
const honey = { id: 'honey-250', title: '250g', pricePence: 3499 };

function cart(...lines: CartLine[]): CartLine[] {
  let state = INITIAL_CART_STATE;
  for (const line of lines) state = reduceCart(state, { type: 'add', line });
  return state.lines;
}

describe('estimateCart: the worked prices (catalogue.md, 100ml at £14.99)', () => {
  it.each([
    ['onetime', 1499, '1 bottle', 1],
    ['onetime-2month', 2698, '2 bottles, 10% off', 2],
    ['onetime-3month', 3957, '3 bottles, 12% off', 3],
    ['subscribe-1month', 1424, 'Subscribe: 1 bottle every 30 days, 5% off', 1],
    ['subscribe-2month', 2638, 'Subscribe: 2 bottles every 60 days, 12% off', 2],
    ['subscribe-3month', 3822, 'Subscribe: 3 bottles every 90 days, 15% off', 3],
  ] as const)('%s → %i pence, “%s”, %i units', (optionId, pence, label, units) => {
    const line = buildPurchaseOptionLine({ optionId, product: OIL, variant: oil100 });
    expect(estimateCart([line])).toEqual({
      lines: [{ key: line.key, label, units, lineTotalPence: pence }],
      totalPence: pence,
      vatPence: 0,
    });
  });

  it('multiplies packs: 2 × the 3-bottle pack is 6 bottles at £79.14', () => {
    const line = buildPurchaseOptionLine({
      optionId: 'onetime-3month',
      product: OIL,
      variant: oil100,
      quantity: 2,
    });
    expect(estimateCart([line]).lines[0]).toMatchObject({ units: 6, lineTotalPence: 7914 });
  });

  it('calls jars jars', () => {
    const line = buildPurchaseOptionLine({
      optionId: 'subscribe-2month',
      product: HONEY,
      variant: honey,
    });
    expect(estimateCart([line]).lines[0]?.label).toBe('Subscribe: 2 jars every 60 days, 12% off');
    expect(describeLinePurchase(line)).toBe('Subscribe: 2 jars every 60 days, 12% off');
  });

  it('shop cards: 10% off the delivery, rounded once (£13.49 / £26.98 / £40.47)', () => {
    const totals = ([30, 60, 90] as const).map(
      (days) =>
        estimateCart([buildShopCardLine({ product: OIL, variant: oil100, subscribe: true, days })])
          .totalPence,
    );
    expect(totals).toEqual([1349, 2698, 4047]);
  });
});

describe('estimateCart: cups at the tier of the whole cups total', () => {
  it('50 + 50 B1 combine into 100 × £0.49 = £49.00', () => {
    const lines = cart(...buildCupLines({ b1: 50 }), ...buildCupLines({ b1: 50 }));
    expect(lines).toHaveLength(1);
    expect(estimateCart(lines)).toEqual({
      lines: [
        { key: 'bulk-cup-b1', label: '100 cups at £0.49/cup', units: 100, lineTotalPence: 4900 },
      ],
      totalPence: 4900,
      vatPence: 0,
    });
  });

  it('mixed sizes share the tier: 200 B1 + 100 B4 Curved = 300 × £0.35 = £105.00', () => {
    const lines = cart(...buildCupLines({ b1: 200 }), ...buildCupLines({ 'b4-curved': 100 }));
    expect(estimateCart(lines).lines.map((l) => l.lineTotalPence)).toEqual([7000, 3500]);
    expect(estimateCart(lines).totalPence).toBe(10500);
  });

  it('removing a size re-prices the others at the lower tier', () => {
    const lines = cart(...buildCupLines({ b1: 50, b2: 50 }));
    expect(estimateCart(lines).totalPence).toBe(4900);
    expect(estimateCart(lines.slice(0, 1)).totalPence).toBe(3000);
  });

  it('other lines do not count towards the cups tier', () => {
    const lines = cart(
      ...buildCupLines({ b1: 50 }),
      buildPurchaseOptionLine({ optionId: 'onetime', product: OIL, variant: oil100, quantity: 60 }),
    );
    expect(estimateCart(lines).lines[0]?.lineTotalPence).toBe(3000);
  });
});

describe('estimateCart: trade and unreadable lines', () => {
  it('trade lines at the trade price × units before VAT, with the VAT added; invalid lines count 0', () => {
    const trade = buildTradeLine({
      product: { title: 'Wholesale Black Seed Oil 1L (case of 6)' },
      variant: { id: 'ws-oil', pricePence: 8900 },
      quantity: 3,
    });
    const broken: CartLine = { ...trade, key: 'invalid-line-1', invalid: true };
    expect(estimateCart([trade, broken])).toEqual({
      lines: [
        { key: 'ws-oil:trade', label: 'Trade: 3 cases', units: 3, lineTotalPence: 26700 },
        { key: 'invalid-line-1', label: 'Trade', units: 3, lineTotalPence: 0 },
      ],
      totalPence: 26700,
      // Trade prices exclude VAT: 3 × £17.80 (standard rate while the line knows no other).
      vatPence: 5340,
    });
  });
});
