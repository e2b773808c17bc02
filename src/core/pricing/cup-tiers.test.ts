import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUP_SIZES } from '../content/cup-sizes';
import {
  buildCupAddedToast,
  CUP_INCREMENT_TOAST,
  CUP_MINIMUM_TOAST,
  CUP_MINIMUM_WARNING,
  CUP_PRICE_TIERS,
  CUP_SELECT_SIZE_TOAST,
  type CupBuilderAction,
  type CupSelection,
  computeCupOrderTotal,
  countSelectedCups,
  isCupOrderAddable,
  normaliseCupQuantity,
  reduceCupSelection,
  selectActiveTier,
  selectCupInlineWarning,
  selectNextTier,
  validateCupOrder,
} from './cup-tiers';

describe('CUP_PRICE_TIERS', () => {
  it('has the ten tiers of docs/spec/storefront.md §9', () => {
    expect(
      CUP_PRICE_TIERS.map((t) => [t.quantity, t.pricePerCup, t.totalPrice, t.savePercentage]),
    ).toEqual([
      [50, 60, 3000, undefined],
      [100, 49, 4900, 18],
      [150, 40, 6000, 33],
      [250, 35, 8800, 42],
      [450, 32, 14400, 47],
      [500, 26, 13000, 57],
      [1000, 25, 25000, 58],
      [2000, 23, 46000, 62],
      [3000, 22, 66000, 63],
      [5000, 21, 105000, 65],
    ]);
  });

  it('tier totals are quantity × price rounded to whole pounds (half up)', () => {
    for (const tier of CUP_PRICE_TIERS) {
      const exact = tier.quantity * tier.pricePerCup;
      expect(tier.totalPrice).toBe(Math.floor((2 * exact + 100) / 200) * 100);
    }
  });
});

describe('selectActiveTier / computeCupOrderTotal', () => {
  it.each([
    [0, 50],
    [49, 50],
    [50, 50],
    [99, 50],
    [100, 100],
    [300, 250],
    [450, 450],
    [499, 450],
    [500, 500],
    [4999, 3000],
    [5000, 5000],
    [100000, 5000],
  ])('%i cups → tier %i', (total, tierQuantity) => {
    expect(selectActiveTier(total).quantity).toBe(tierQuantity);
  });

  it('computes the worked totals', () => {
    expect(computeCupOrderTotal(300)).toBe(10500);
    expect(computeCupOrderTotal(450)).toBe(14400);
    expect(computeCupOrderTotal(5000)).toBe(105000);
  });

  it('selects the next tier', () => {
    expect(selectNextTier(300)?.quantity).toBe(450);
    expect(selectNextTier(5000)).toBeNull();
  });

  it('the active tier is the highest with quantity ≤ total', () => {
    fc.assert(
      fc.property(fc.integer({ min: 50, max: 20000 }), (total) => {
        const tier = selectActiveTier(total);
        expect(tier.quantity).toBeLessThanOrEqual(total);
        for (const other of CUP_PRICE_TIERS) {
          if (other.quantity <= total) expect(other.quantity).toBeLessThanOrEqual(tier.quantity);
        }
      }),
    );
  });
});

describe('reduceCupSelection', () => {
  it('steps by 50, never below 0, removing sizes at 0', () => {
    let s: CupSelection = {};
    s = reduceCupSelection(s, { type: 'increment', sizeId: 'b1' });
    expect(s).toEqual({ b1: 50 });
    s = reduceCupSelection(s, { type: 'increment', sizeId: 'b1' });
    expect(s).toEqual({ b1: 100 });
    s = reduceCupSelection(s, { type: 'decrement', sizeId: 'b1' });
    s = reduceCupSelection(s, { type: 'decrement', sizeId: 'b1' });
    expect(s).toEqual({});
    s = reduceCupSelection(s, { type: 'decrement', sizeId: 'b1' });
    expect(s).toEqual({});
  });

  it('quick-adds 100, 200 and 500', () => {
    let s: CupSelection = { b2: 50 };
    s = reduceCupSelection(s, { type: 'quickAdd', sizeId: 'b2', amount: 100 });
    s = reduceCupSelection(s, { type: 'quickAdd', sizeId: 'b3', amount: 200 });
    s = reduceCupSelection(s, { type: 'quickAdd', sizeId: 'b3', amount: 500 });
    expect(s).toEqual({ b2: 150, b3: 700 });
  });

  it('rounds typed quantities to the nearest 50 and clears', () => {
    expect(reduceCupSelection({}, { type: 'set', sizeId: 'b4', quantity: 74 })).toEqual({ b4: 50 });
    expect(reduceCupSelection({}, { type: 'set', sizeId: 'b4', quantity: 75 })).toEqual({
      b4: 100,
    });
    expect(reduceCupSelection({}, { type: 'set', sizeId: 'b4', quantity: 24 })).toEqual({});
    expect(reduceCupSelection({ b4: 50 }, { type: 'set', sizeId: 'b4', quantity: -10 })).toEqual(
      {},
    );
    expect(
      reduceCupSelection({ b4: 50 }, { type: 'set', sizeId: 'b4', quantity: Number.NaN }),
    ).toEqual({});
    expect(reduceCupSelection({ b1: 50, b2: 100 }, { type: 'clear' })).toEqual({});
    expect(normaliseCupQuantity(125)).toBe(150);
    expect(normaliseCupQuantity(124.6)).toBe(100);
  });

  it('returns the same object when nothing changes and never mutates', () => {
    const s: CupSelection = Object.freeze({ b1: 50 });
    expect(reduceCupSelection(s, { type: 'set', sizeId: 'b1', quantity: 60 })).toBe(s);
    const empty: CupSelection = Object.freeze({});
    expect(reduceCupSelection(empty, { type: 'clear' })).toBe(empty);
    expect(reduceCupSelection(empty, { type: 'decrement', sizeId: 'b1' })).toBe(empty);
  });

  it('keeps every size a positive multiple of 50 (property)', () => {
    const sizeIds = CUP_SIZES.map((c) => c.id);
    const action: fc.Arbitrary<CupBuilderAction> = fc.oneof(
      fc.record({ type: fc.constant('increment' as const), sizeId: fc.constantFrom(...sizeIds) }),
      fc.record({ type: fc.constant('decrement' as const), sizeId: fc.constantFrom(...sizeIds) }),
      fc.record({
        type: fc.constant('quickAdd' as const),
        sizeId: fc.constantFrom(...sizeIds),
        amount: fc.constantFrom(100 as const, 200 as const, 500 as const),
      }),
      fc.record({
        type: fc.constant('set' as const),
        sizeId: fc.constantFrom(...sizeIds),
        quantity: fc.double({ min: -1000, max: 10000, noNaN: true }),
      }),
      fc.constant({ type: 'clear' as const }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 60 }), (actions) => {
        let s: CupSelection = {};
        for (const a of actions) s = reduceCupSelection(s, a);
        for (const quantity of Object.values(s)) {
          expect(quantity).toBeGreaterThan(0);
          expect(quantity % 50).toBe(0);
        }
        expect(isCupOrderAddable(countSelectedCups(s)) || countSelectedCups(s) === 0).toBe(true);
      }),
    );
  });
});

describe('validateCupOrder', () => {
  it('asks for a size first, then the minimum, then increments', () => {
    expect(validateCupOrder({})).toEqual({
      ok: false,
      code: 'no_size',
      message: CUP_SELECT_SIZE_TOAST,
    });
    expect(validateCupOrder({ b1: 0 })).toMatchObject({ code: 'no_size' });
    expect(validateCupOrder({ b1: 25 })).toMatchObject({
      code: 'minimum',
      message: CUP_MINIMUM_TOAST,
    });
    expect(validateCupOrder({ b1: 50, b2: 25 })).toMatchObject({
      code: 'increment',
      message: CUP_INCREMENT_TOAST,
    });
  });

  it('accepts 300 cups at £0.35', () => {
    const result = validateCupOrder({ b1: 100, b3: 200 });
    expect(result).toMatchObject({ ok: true, totalCups: 300, totalPence: 10500 });
    if (result.ok) expect(result.tier.pricePerCup).toBe(35);
  });

  it('gives inline warnings', () => {
    expect(selectCupInlineWarning(0)).toBe(CUP_MINIMUM_WARNING);
    expect(selectCupInlineWarning(25)).toBe('Minimum order: 50 cups (increments of 50)');
    expect(selectCupInlineWarning(75)).toBe('Orders must be in 50-cup increments');
    expect(selectCupInlineWarning(100)).toBeNull();
    expect(isCupOrderAddable(100)).toBe(true);
    expect(isCupOrderAddable(40)).toBe(false);
  });

  it('builds the success toast', () => {
    expect(buildCupAddedToast(300)).toBe('300 cups added to cart at £0.35/cup!');
    expect(buildCupAddedToast(5000)).toBe('5000 cups added to cart at £0.21/cup!');
  });
});
