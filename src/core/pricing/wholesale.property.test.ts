/**
 * Property tests of wholesale pricing and the £200 minimum (docs/spec/accounts-and-back-office.md
 * §9, docs/decisions/004-wholesale-applications-and-trade-prices.md). Seeded.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PurchaseIntent } from '../api/checkout';
import { formatGBP } from '../money';
import { type PricingVariant, priceCart } from './price-cart';
import {
  buildWholesaleMinimumMessage,
  computeProfitPercent,
  computeTradeCountedPence,
  computeWholesalePricing,
  computeWholesaleRetailPence,
  computeWholesaleShortfall,
  isCuppingEquipmentTitle,
  WHOLESALE_MINIMUM_PENCE,
} from './wholesale';

const run = { seed: 20261121 };

const wholesalePence = fc.integer({ min: 0, max: 10_000_000 });

describe('wholesale prices (property)', () => {
  it('retail is the compare-at price when positive, else wholesale × 1.67 half up', () => {
    fc.assert(
      fc.property(
        wholesalePence,
        fc.option(fc.integer({ min: -1000, max: 10_000_000 }), { nil: null }),
        (wholesale, compareAt) => {
          const retail = computeWholesaleRetailPence({
            wholesalePence: wholesale,
            compareAtPence: compareAt,
          });
          if (compareAt !== null && compareAt > 0) {
            expect(retail).toBe(compareAt);
          } else {
            expect(retail).toBe(Math.floor((2 * wholesale * 167 + 100) / 200));
            expect(retail).toBeGreaterThanOrEqual(wholesale);
          }
          expect(
            computeWholesalePricing({ wholesalePence: wholesale, compareAtPence: compareAt }),
          ).toEqual({
            wholesalePence: wholesale,
            retailPence: retail,
            profitPercent: computeProfitPercent({ retailPence: retail, wholesalePence: wholesale }),
          });
        },
      ),
      run,
    );
  });

  it('profit is the rounded share of retail kept, 0–100 whenever retail ≥ wholesale ≥ 0', () => {
    fc.assert(
      fc.property(wholesalePence, fc.integer({ min: 0, max: 10_000_000 }), (wholesale, extra) => {
        const retail = wholesale + extra;
        const profit = computeProfitPercent({ retailPence: retail, wholesalePence: wholesale });
        expect(Number.isInteger(profit)).toBe(true);
        expect(profit).toBeGreaterThanOrEqual(0);
        expect(profit).toBeLessThanOrEqual(100);
        if (retail > 0) {
          // |profit − 100 × extra / retail| ≤ ½
          expect(Math.abs(2 * (profit * retail - 100 * extra))).toBeLessThanOrEqual(retail);
        } else {
          expect(profit).toBe(0);
        }
      }),
      run,
    );
  });

  it('a higher retail price never lowers the profit', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (wholesale, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const profit = (retail: number) =>
            computeProfitPercent({ retailPence: retail, wholesalePence: wholesale });
          expect(profit(wholesale + high)).toBeGreaterThanOrEqual(profit(wholesale + low));
        },
      ),
      run,
    );
  });

  it('the shortfall is what is missing to £200, and the message names exactly that amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), (counted) => {
        const shortfall = computeWholesaleShortfall(counted);
        expect(shortfall).toBe(counted >= 20_000 ? 0 : 20_000 - counted);
        expect(counted + shortfall).toBeGreaterThanOrEqual(WHOLESALE_MINIMUM_PENCE);
        expect(buildWholesaleMinimumMessage(shortfall)).toContain(
          `Add ${formatGBP(shortfall)} more to check out.`,
        );
      }),
      run,
    );
  });
});

describe('the wholesale minimum on random baskets (property)', () => {
  const COUNTED_TITLES = [
    'Wholesale Black Seed Oil 1L (case of 6)',
    'Wholesale Manuka Honey MGO 263+ (case of 12)',
    'Ashwagandha Trade Pack (12 jars)',
  ];
  const EQUIPMENT_TITLES = [
    'Silicone Cupping Set (4 cups)',
    'Facial Glider Cups',
    'Stainless Steel IASTM Scraping Tool',
    'Sterile Surgical Blades No. 11 (100)',
    'Disposable Cup Liners (200)',
  ];
  const RETAIL_TITLES = ['Organic Black Seed Oil', 'Raw Wildflower Honey'];

  type Item = { pricePence: number; quantity: number; title: string; isWholesale: boolean };
  const item: fc.Arbitrary<Item> = fc.oneof(
    fc.record({
      pricePence: fc.integer({ min: 0, max: 40_000 }),
      quantity: fc.integer({ min: 1, max: 5 }),
      title: fc.constantFrom(...COUNTED_TITLES),
      isWholesale: fc.constant(true),
    }),
    fc.record({
      pricePence: fc.integer({ min: 0, max: 40_000 }),
      quantity: fc.integer({ min: 1, max: 5 }),
      title: fc.constantFrom(...EQUIPMENT_TITLES),
      isWholesale: fc.boolean(),
    }),
    fc.record({
      pricePence: fc.integer({ min: 0, max: 40_000 }),
      quantity: fc.integer({ min: 1, max: 5 }),
      title: fc.constantFrom(...RETAIL_TITLES),
      isWholesale: fc.constant(false),
    }),
  );
  const basket = fc.array(item, { minLength: 1, maxLength: 8 });

  /** The server's pricing of the basket for an approved trade buyer (trade lines for wholesale items). */
  function priceBasket(items: readonly Item[]) {
    const variants = items.map(
      (it, i): PricingVariant => ({
        variantId: `v${i}`,
        productTitle: it.title,
        productHandle: null,
        productType: '',
        variantTitle: 'Default',
        pricePence: it.pricePence,
        isWholesale: it.isWholesale,
        imageUrl: null,
      }),
    );
    return priceCart(
      items.map(
        (it, i): PurchaseIntent =>
          it.isWholesale
            ? { kind: 'trade', variantId: `v${i}`, quantity: it.quantity }
            : { kind: 'one-time', variantId: `v${i}`, packSize: 1, quantity: it.quantity },
      ),
      (id) => variants.find((v) => v.variantId === id) ?? null,
      { isApprovedTrade: true },
    );
  }

  const minimumProblems = (items: readonly Item[]) =>
    priceBasket(items).problems.filter((p) => p.code === 'wholesale_minimum');

  it('a basket with a trade line is refused exactly when its counted lines total under £200, naming the gap', () => {
    expect(EQUIPMENT_TITLES.every(isCuppingEquipmentTitle)).toBe(true);
    expect([...COUNTED_TITLES, ...RETAIL_TITLES].some(isCuppingEquipmentTitle)).toBe(false);
    fc.assert(
      fc.property(basket, (items) => {
        const hasTrade = items.some((it) => it.isWholesale);
        const countedPence = items
          .filter((it) => it.isWholesale && COUNTED_TITLES.includes(it.title))
          .reduce((sum, it) => sum + it.pricePence * it.quantity, 0);
        expect(minimumProblems(items)).toEqual(
          hasTrade && countedPence < WHOLESALE_MINIMUM_PENCE
            ? [
                {
                  index: null,
                  code: 'wholesale_minimum',
                  message: buildWholesaleMinimumMessage(WHOLESALE_MINIMUM_PENCE - countedPence),
                },
              ]
            : [],
        );
      }),
      run,
    );
  });

  it('adding a counted trade line to a trade basket that could check out never refuses it', () => {
    fc.assert(
      fc.property(basket, item, (items, extra) => {
        fc.pre(extra.isWholesale && COUNTED_TITLES.includes(extra.title));
        fc.pre(items.some((it) => it.isWholesale) && minimumProblems(items).length === 0);
        expect(minimumProblems([...items, extra])).toEqual([]);
      }),
      run,
    );
  });

  it('cups and cupping equipment never count towards the minimum', () => {
    fc.assert(
      fc.property(basket, (items) => {
        const toLines = (list: readonly Item[]) =>
          list.map((it) => ({
            isTrade: it.isWholesale,
            productTitle: it.title,
            lineTotalPence: it.pricePence * it.quantity,
          }));
        const withoutEquipment = items.filter((it) => !EQUIPMENT_TITLES.includes(it.title));
        expect(computeTradeCountedPence(toLines(items))).toBe(
          computeTradeCountedPence(toLines(withoutEquipment)),
        );
      }),
      run,
    );
  });
});
