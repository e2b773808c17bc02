/**
 * Property tests of the product page's purchase options (docs/spec/storefront.md §4, §9 table): pack prices,
 * their discounts, 'From' and 'Retail Value', and the cart lines they produce. Seeded.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeFromPrice,
  computePackFullPrice,
  computePackPrice,
  computePackSaving,
  computeRetailValue,
  PURCHASE_OPTION_IDS,
  PURCHASE_OPTIONS,
  type PurchaseOptionId,
} from './purchase-options';

const run = { seed: 20261121 };

/** A variant price in pence: mostly shop-like prices, sometimes tiny or very large. */
const basePence = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 100_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 100 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 1_000_000_000_000 }) },
);
const optionId = fc.constantFrom(...PURCHASE_OPTION_IDS);

/** The spec's §9 table: units and percent off per option. */
const SPEC_TABLE: Record<PurchaseOptionId, { units: number; percentOff: number }> = {
  onetime: { units: 1, percentOff: 0 },
  'subscribe-1month': { units: 1, percentOff: 5 },
  'onetime-2month': { units: 2, percentOff: 10 },
  'subscribe-2month': { units: 2, percentOff: 12 },
  'onetime-3month': { units: 3, percentOff: 12 },
  'subscribe-3month': { units: 3, percentOff: 15 },
};

/** A percent named in a text such as '2-month supply (12% off)' or '2 bottles (10% off)'. */
function readStatedPercent(text: string | null): number | null {
  const match = text?.match(/\((\d+)% off\)/);
  return match ? Number(match[1]) : null;
}

describe('pack prices (property)', () => {
  it('are integers, never negative, never above the undiscounted units, within ½p of the exact discount', () => {
    fc.assert(
      fc.property(basePence, optionId, (base, id) => {
        const { units, percentOff } = SPEC_TABLE[id];
        const price = computePackPrice(base, id);
        expect(Number.isSafeInteger(price)).toBe(true);
        expect(price).toBeGreaterThanOrEqual(0);
        expect(computePackFullPrice(base, id)).toBe(base * units);
        expect(price).toBeLessThanOrEqual(base * units);
        expect(computePackSaving(base, id)).toBe(base * units - price);
        // 100 × price − base × units × (100 − off) ∈ (−50, 50]: half up, once, on the whole pack.
        const error = 100 * price - base * units * (100 - percentOff);
        expect(error).toBeGreaterThan(-50);
        expect(error).toBeLessThanOrEqual(50);
      }),
      run,
    );
  });

  it('every subscription and pack text states the percent the price applies', () => {
    for (const option of PURCHASE_OPTIONS) {
      expect(option.discountPercent).toBe(SPEC_TABLE[option.id].percentOff);
      expect(option.units).toBe(SPEC_TABLE[option.id].units);
      if (option.subscriptionPlan !== null) {
        expect(readStatedPercent(option.subscriptionPlan)).toBe(option.discountPercent);
      }
      if (option.variantTitleOverride !== null) {
        expect(readStatedPercent(option.variantTitleOverride)).toBe(option.discountPercent);
      }
    }
  });

  it('more discount never costs more for the same number of units', () => {
    fc.assert(
      fc.property(basePence, optionId, optionId, (base, a, b) => {
        const [optionA, optionB] = [SPEC_TABLE[a], SPEC_TABLE[b]];
        fc.pre(optionA.units === optionB.units && optionA.percentOff <= optionB.percentOff);
        expect(computePackPrice(base, b)).toBeLessThanOrEqual(computePackPrice(base, a));
      }),
      run,
    );
  });

  it('a dearer variant never gives a cheaper pack', () => {
    fc.assert(
      fc.property(basePence, fc.integer({ min: 0, max: 100_000 }), optionId, (base, extra, id) => {
        expect(computePackPrice(base + extra, id)).toBeGreaterThanOrEqual(
          computePackPrice(base, id),
        );
      }),
      run,
    );
  });

  it('the price per unit falls with the pack size (within rounding; exactly from £1)', () => {
    const ladders: PurchaseOptionId[][] = [
      ['onetime', 'onetime-2month', 'onetime-3month'],
      ['subscribe-1month', 'subscribe-2month', 'subscribe-3month'],
    ];
    fc.assert(
      fc.property(basePence, (base) => {
        for (const ladder of ladders) {
          for (let i = 0; i + 1 < ladder.length; i++) {
            const small = ladder[i] as PurchaseOptionId;
            const large = ladder[i + 1] as PurchaseOptionId;
            const [u, v] = [SPEC_TABLE[small].units, SPEC_TABLE[large].units];
            // perUnit(large) − perUnit(small) = P/v − p/u, compared without division.
            const excess = computePackPrice(base, large) * u - computePackPrice(base, small) * v;
            // Each pack is off by at most ½p, so the units by ½p/u and ½p/v: excess ≤ (u + v) / 2.
            expect(2 * excess).toBeLessThanOrEqual(u + v);
            if (base >= 100) expect(excess).toBeLessThanOrEqual(0);
          }
        }
      }),
      run,
    );
  });

  it('a subscription never costs more than the same units bought once', () => {
    fc.assert(
      fc.property(basePence, (base) => {
        expect(computePackPrice(base, 'subscribe-1month')).toBeLessThanOrEqual(
          computePackPrice(base, 'onetime'),
        );
        expect(computePackPrice(base, 'subscribe-2month')).toBeLessThanOrEqual(
          computePackPrice(base, 'onetime-2month'),
        );
        expect(computePackPrice(base, 'subscribe-3month')).toBeLessThanOrEqual(
          computePackPrice(base, 'onetime-3month'),
        );
      }),
      run,
    );
  });
});

describe("'From' and 'Retail Value' (property)", () => {
  it("'From' is the lowest price per unit of all options, rounded half up once", () => {
    fc.assert(
      fc.property(basePence, (base) => {
        // The cheapest unit is base × (100 − the largest percent off) / 100 (subscribe-3month).
        const lowestPercentPaid = Math.min(...PURCHASE_OPTIONS.map((o) => 100 - o.discountPercent));
        const from = computeFromPrice(base);
        expect(from).toBe(Math.floor((2 * base * lowestPercentPaid + 100) / 200));
        // So it is never above any option's own price per unit (up to that option's rounding).
        for (const option of PURCHASE_OPTIONS) {
          const pack = computePackPrice(base, option.id);
          expect(2 * (from * option.units - pack)).toBeLessThanOrEqual(option.units + 1);
        }
        expect(from).toBeLessThanOrEqual(base);
      }),
      run,
    );
  });

  it("'Retail Value' is 1.2 × the price, half up, so never below it", () => {
    fc.assert(
      fc.property(basePence, (base) => {
        const retail = computeRetailValue(base);
        expect(retail).toBe(Math.floor((2 * base * 6 + 5) / 10));
        expect(retail).toBeGreaterThanOrEqual(base);
      }),
      run,
    );
  });
});
