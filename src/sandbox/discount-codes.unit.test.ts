import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocateProportionally, applySandboxDiscountCodes } from './discount-codes';

describe('the sandbox store’s discount codes', () => {
  it('WELCOME10 takes 10% off the order, rounded half up once, any letter case', () => {
    const result = applySandboxDiscountCodes(['welcome10'], [1499, 2799]);
    expect(result.codes).toEqual([{ code: 'welcome10', applicable: true }]);
    expect(result.discountPence).toBe(430);
    expect(result.lineAllocations).toEqual([150, 280]);
  });

  it('an unknown code is reported not applicable and takes nothing off', () => {
    const result = applySandboxDiscountCodes(['WELCOM'], [1499]);
    expect(result).toEqual({
      codes: [{ code: 'WELCOM', applicable: false }],
      applied: null,
      discountPence: 0,
      lineAllocations: [0],
    });
  });

  it('allocations add up to the discount exactly and follow the line totals', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5_000_000 }), { minLength: 1, maxLength: 20 }),
        (weights) => {
          const total = weights.reduce((a, b) => a + b, 0);
          const amount = Math.round(total / 10);
          const shares = allocateProportionally(amount, weights);
          expect(shares.reduce((a, b) => a + b, 0)).toBe(total === 0 ? 0 : amount);
          weights.forEach((weight, i) => {
            const exact = total === 0 ? 0 : (amount * weight) / total;
            expect(Math.abs((shares[i] ?? 0) - exact)).toBeLessThan(1);
          });
        },
      ),
      { seed: 19 },
    );
  });
});
