/**
 * Property tests of the bulk cupping cups (docs/spec/storefront.md §4 "Cup builder", §5, §9 tiers). Seeded.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toPurchaseIntent } from '../cart/cart-line';
import { estimateCart } from '../cart/cart-pricing';
import { buildCupLines } from '../cart/line-builders';
import { CUP_SIZES } from '../content/cup-sizes';
import { divideRoundHalfUp } from '../money';
import {
  CUP_MINIMUM_ORDER,
  CUP_PRICE_TIERS,
  CUP_STEP,
  type CupBuilderAction,
  type CupSelection,
  computeCupOrderTotal,
  countSelectedCups,
  isCupOrderAddable,
  normaliseCupQuantity,
  reduceCupSelection,
  selectActiveTier,
  selectNextTier,
  validateCupOrder,
} from './cup-tiers';

const run = { seed: 20261121 };

const FIRST_TIER = CUP_PRICE_TIERS[0]!;
const cups = fc.oneof(
  fc.integer({ min: 0, max: 600 }),
  fc.integer({ min: 0, max: 20_000 }),
  fc.constantFrom(...CUP_PRICE_TIERS.flatMap((t) => [t.quantity - 1, t.quantity, t.quantity + 1])),
);
const sizeId = fc.constantFrom(...CUP_SIZES.map((size) => size.id));

describe('the tier table', () => {
  it('starts at the 50-cup minimum, rises in steps of 50, and each tier is cheaper per cup', () => {
    expect(FIRST_TIER.quantity).toBe(CUP_MINIMUM_ORDER);
    for (let i = 0; i < CUP_PRICE_TIERS.length; i++) {
      const tier = CUP_PRICE_TIERS[i]!;
      expect(tier.quantity % CUP_STEP).toBe(0);
      const previous = CUP_PRICE_TIERS[i - 1];
      if (previous) {
        expect(tier.quantity).toBeGreaterThan(previous.quantity);
        expect(tier.pricePerCup).toBeLessThan(previous.pricePerCup);
      }
    }
  });

  it("each 'save' percentage is the saving per cup against the first tier, half up", () => {
    for (const tier of CUP_PRICE_TIERS.slice(1)) {
      const saving = (FIRST_TIER.pricePerCup - tier.pricePerCup) * 100;
      expect(tier.savePercentage).toBe(divideRoundHalfUp(saving, FIRST_TIER.pricePerCup));
    }
    expect(FIRST_TIER.savePercentage).toBeUndefined();
  });
});

describe('selectActiveTier / selectNextTier / computeCupOrderTotal (property)', () => {
  it('the price per cup never rises with the quantity', () => {
    fc.assert(
      fc.property(cups, cups, (a, b) => {
        const [fewer, more] = a <= b ? [a, b] : [b, a];
        expect(selectActiveTier(more).pricePerCup).toBeLessThanOrEqual(
          selectActiveTier(fewer).pricePerCup,
        );
      }),
      run,
    );
  });

  it('the active tier is the band [tier, next tier) holding the total; below 50 the first tier', () => {
    fc.assert(
      fc.property(cups, (total) => {
        const active = selectActiveTier(total);
        const next = selectNextTier(total);
        expect(next).toBe(CUP_PRICE_TIERS.find((t) => t.quantity > total) ?? null);
        if (total < FIRST_TIER.quantity) {
          expect(active).toBe(FIRST_TIER);
        } else {
          expect(active.quantity).toBeLessThanOrEqual(total);
          if (next) expect(total).toBeLessThan(next.quantity);
          else expect(active).toBe(CUP_PRICE_TIERS.at(-1));
        }
      }),
      run,
    );
  });

  it('switches tier exactly at each tier quantity (49/50, 99/100, 449/450, 4999/5000, …)', () => {
    CUP_PRICE_TIERS.forEach((tier, i) => {
      expect(selectActiveTier(tier.quantity)).toBe(tier);
      expect(selectActiveTier(tier.quantity - 1)).toBe(CUP_PRICE_TIERS[i - 1] ?? FIRST_TIER);
      expect(selectNextTier(tier.quantity - 1)).toBe(tier);
    });
  });

  it('the total is cups × the active price per cup, never above the first-tier price', () => {
    fc.assert(
      fc.property(cups, (total) => {
        const amount = computeCupOrderTotal(total);
        expect(amount).toBe(total * selectActiveTier(total).pricePerCup);
        expect(amount).toBeLessThanOrEqual(total * FIRST_TIER.pricePerCup);
      }),
      run,
    );
  });

  it('within one tier the total rises with every cup', () => {
    fc.assert(
      fc.property(cups, fc.integer({ min: 1, max: 5000 }), (total, extra) => {
        fc.pre(selectActiveTier(total) === selectActiveTier(total + extra));
        expect(computeCupOrderTotal(total + extra)).toBeGreaterThan(computeCupOrderTotal(total));
      }),
      run,
    );
  });

  it('across a tier boundary the total may FALL: the whole order takes the new price (spec §9)', () => {
    // Not monotone by design: docs/spec/storefront.md §9 prices the whole order at the tier price, and its own
    // tier totals say 450 cups cost £144 but 500 cups £130.
    expect(computeCupOrderTotal(449)).toBeGreaterThan(computeCupOrderTotal(450));
    expect(computeCupOrderTotal(450)).toBeGreaterThan(computeCupOrderTotal(500));
    expect(computeCupOrderTotal(4950)).toBeGreaterThan(computeCupOrderTotal(5000));
  });
});

describe('normaliseCupQuantity (property)', () => {
  const typed = fc.oneof(
    fc.integer({ min: -1000, max: 100_000 }),
    fc.double({ min: -1000, max: 1e9, noNaN: true }),
    fc.integer({ min: 0, max: 4000 }).map((n) => n * 25),
  );

  it('gives the nearest multiple of 50 (halves up), never below 0', () => {
    fc.assert(
      fc.property(typed, (quantity) => {
        const result = normaliseCupQuantity(quantity);
        expect(result % CUP_STEP).toBe(0);
        expect(result).toBeGreaterThanOrEqual(0);
        if (quantity <= 0) {
          expect(result).toBe(0);
        } else {
          // |result − q| ≤ 25 (a hair more for a non-integer float), ties go up.
          expect(Math.abs(result - quantity)).toBeLessThanOrEqual(25 + 1e-9 * quantity);
          if (Number.isInteger(quantity) && quantity % CUP_STEP === 25) {
            expect(result).toBe(quantity + 25);
          }
        }
      }),
      run,
    );
  });

  it('is idempotent and never decreases as the typed quantity grows', () => {
    fc.assert(
      fc.property(typed, typed, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const normalised = normaliseCupQuantity(low);
        expect(normaliseCupQuantity(normalised)).toBe(normalised);
        expect(normaliseCupQuantity(high)).toBeGreaterThanOrEqual(normalised);
      }),
      run,
    );
  });

  it('gives 0 for anything that is not a finite number', () => {
    for (const value of [Number.NaN, Infinity, -Infinity, -0]) {
      expect(normaliseCupQuantity(value)).toBe(0);
    }
  });
});

describe('the cup builder (property)', () => {
  const action: fc.Arbitrary<CupBuilderAction> = fc.oneof(
    fc.record({ type: fc.constant('increment' as const), sizeId }),
    fc.record({ type: fc.constant('decrement' as const), sizeId }),
    fc.record({
      type: fc.constant('quickAdd' as const),
      sizeId,
      amount: fc.constantFrom(100 as const, 200 as const, 500 as const),
    }),
    fc.record({
      type: fc.constant('set' as const),
      sizeId,
      // Typed amounts up to a billion cups, and non-numbers (past ~4e14 cups the total in pence
      // is no longer a safe integer and computeCupOrderTotal throws RangeError, by design).
      quantity: fc.oneof(
        fc.integer({ min: -200, max: 3000 }),
        fc.double({ min: -1e6, max: 1e9 }),
        fc.constantFrom(Number.NaN, Infinity, -Infinity),
      ),
    }),
    fc.constant({ type: 'clear' as const }),
  );
  const selection = fc
    .array(action, { maxLength: 30 })
    .map((actions) => actions.reduce<CupSelection>(reduceCupSelection, {}));

  it('every reachable selection is orderable exactly when it is not empty', () => {
    fc.assert(
      fc.property(selection, (sel) => {
        const total = countSelectedCups(sel);
        for (const quantity of Object.values(sel)) {
          expect(quantity).toBeGreaterThan(0);
          expect(quantity % CUP_STEP).toBe(0);
        }
        const result = validateCupOrder(sel);
        expect(result.ok).toBe(total > 0);
        expect(isCupOrderAddable(total)).toBe(total > 0);
        if (result.ok) {
          expect(result.totalCups).toBe(total);
          expect(result.tier).toBe(selectActiveTier(total));
          expect(result.totalPence).toBe(computeCupOrderTotal(total));
        } else {
          expect(result.code).toBe('no_size');
        }
      }),
      run,
    );
  });

  it('increment then decrement, and a quick add then as many decrements, give the selection back', () => {
    fc.assert(
      fc.property(
        selection,
        sizeId,
        fc.constantFrom(100 as const, 200 as const, 500 as const),
        (sel, id, amount) => {
          const up = reduceCupSelection(sel, { type: 'increment', sizeId: id });
          expect(reduceCupSelection(up, { type: 'decrement', sizeId: id })).toEqual(sel);
          let back = reduceCupSelection(sel, { type: 'quickAdd', sizeId: id, amount });
          expect(countSelectedCups(back)).toBe(countSelectedCups(sel) + amount);
          for (let i = 0; i < amount / CUP_STEP; i++) {
            back = reduceCupSelection(back, { type: 'decrement', sizeId: id });
          }
          expect(back).toEqual(sel);
          // Setting a size to what it holds changes nothing (same object).
          expect(reduceCupSelection(sel, { type: 'set', sizeId: id, quantity: sel[id] ?? 0 })).toBe(
            sel,
          );
        },
      ),
      run,
    );
  });

  it('validates any selection in order: a size, the 50-cup minimum, then steps of 50', () => {
    const anySelection = fc.dictionary(sizeId, fc.integer({ min: 0, max: 700 }), {
      maxKeys: 7,
    });
    fc.assert(
      fc.property(anySelection, (sel) => {
        const total = Object.values(sel).reduce((sum, q) => sum + q, 0);
        const result = validateCupOrder(sel);
        const expected =
          total === 0 ? 'no_size' : total < 50 ? 'minimum' : total % 50 !== 0 ? 'increment' : 'ok';
        expect(result.ok ? 'ok' : result.code).toBe(expected);
      }),
      run,
    );
  });

  it('cart lines: one cups line per size; the estimate prices all at the whole order’s tier', () => {
    fc.assert(
      fc.property(selection, (sel) => {
        fc.pre(countSelectedCups(sel) > 0);
        const total = countSelectedCups(sel);
        const lines = buildCupLines(sel);
        expect(lines).toHaveLength(Object.keys(sel).length);
        expect(lines.reduce((sum, line) => sum + line.quantity, 0)).toBe(total);
        for (const line of lines) {
          expect(line.purchase).toEqual({ kind: 'cups' });
          expect(toPurchaseIntent(line)).toEqual({
            kind: 'cups',
            variantId: line.variantId,
            cups: line.quantity,
          });
        }
        const estimate = estimateCart(lines);
        expect(estimate.totalPence).toBe(computeCupOrderTotal(total));
        for (const [index, line] of lines.entries()) {
          expect(estimate.lines[index]?.lineTotalPence).toBe(
            selectActiveTier(total).pricePerCup * line.quantity,
          );
        }
        expect(new Set(lines.map((line) => line.key)).size).toBe(lines.length);
      }),
      run,
    );
  });
});
