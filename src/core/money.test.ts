import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyPercentOff,
  applyRate,
  convertPenceToPounds,
  divideRoundHalfUp,
  formatGBP,
  formatPenceAsDecimal,
  multiplyPence,
  parsePence,
  sumPence,
  tryParsePence,
} from './money';

describe('parsePence', () => {
  it.each([
    ['14.99', 1499],
    ['0.60', 60],
    ['0.6', 60],
    ['89.00', 8900],
    ['89', 8900],
    [' 27.99 ', 2799],
    ['1050', 105000],
    ['.5', 50],
    ['14.', 1400],
    ['1.005', 101],
    ['1.004', 100],
    ['1.0049999', 100],
    ['-0.50', -50],
    ['-1.005', -101],
    ['+2.10', 210],
    ['0', 0],
    ['-0', 0],
  ] as const)('parses %j as %i pence', (input, expected) => {
    expect(parsePence(input)).toBe(expected);
  });

  it.each([
    [14.99, 1499],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [299, 29900],
    [0.6, 60],
    [1e-7, 0],
    [-14.99, -1499],
  ] as const)('parses the number %d as %i pence without float drift', (input, expected) => {
    expect(parsePence(input)).toBe(expected);
  });

  it.each(['', ' ', '.', 'abc', '£14.99', '1,050.00', '1e3', '14.99.1', '--1', '0x10'])(
    'rejects %j',
    (input) => {
      expect(tryParsePence(input)).toBeNull();
      expect(() => parsePence(input)).toThrow(RangeError);
    },
  );

  it('rejects non-finite numbers', () => {
    expect(tryParsePence(Number.NaN)).toBeNull();
    expect(tryParsePence(Number.POSITIVE_INFINITY)).toBeNull();
    expect(tryParsePence(1e22)).toBeNull();
  });

  it('round-trips with formatPenceAsDecimal for every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (pence) => {
        expect(parsePence(formatPenceAsDecimal(pence))).toBe(pence);
        expect(parsePence(convertPenceToPounds(pence))).toBe(pence);
      }),
    );
  });

  it('reads any 2-decimal number exactly (no float drift)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (pence) => {
        expect(parsePence(pence / 100)).toBe(pence);
      }),
    );
  });
});

describe('formatPenceAsDecimal / formatGBP / convertPenceToPounds', () => {
  it('formats decimals', () => {
    expect(formatPenceAsDecimal(1499)).toBe('14.99');
    expect(formatPenceAsDecimal(60)).toBe('0.60');
    expect(formatPenceAsDecimal(5)).toBe('0.05');
    expect(formatPenceAsDecimal(0)).toBe('0.00');
    expect(formatPenceAsDecimal(105000)).toBe('1050.00');
    expect(formatPenceAsDecimal(-50)).toBe('-0.50');
    expect(() => formatPenceAsDecimal(1.5)).toThrow(RangeError);
  });

  it('formats pounds sterling the en-GB way', () => {
    expect(formatGBP(105000)).toBe('£1,050.00');
    expect(formatGBP(60)).toBe('£0.60');
    expect(formatGBP(1499)).toBe('£14.99');
    expect(formatGBP(0)).toBe('£0.00');
    expect(formatGBP(123456789)).toBe('£1,234,567.89');
    expect(formatGBP(-500)).toBe('-£5.00');
  });

  it('formatGBP agrees with formatPenceAsDecimal for every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e13 }), (pence) => {
        expect(formatGBP(pence).replace(/[£,]/g, '')).toBe(formatPenceAsDecimal(pence));
      }),
    );
  });

  it("writes every amount as Intl's en-GB pound format does", () => {
    const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (pence) => {
        expect(formatGBP(pence)).toBe(intl.format(formatPenceAsDecimal(pence) as `${number}`));
      }),
    );
    expect(formatGBP(-0)).toBe('£0.00');
  });

  it('converts to a number of pounds', () => {
    expect(convertPenceToPounds(1499)).toBe(14.99);
    expect(convertPenceToPounds(60)).toBe(0.6);
  });
});

describe('divideRoundHalfUp', () => {
  it('rounds half up', () => {
    expect(divideRoundHalfUp(1, 2)).toBe(1);
    expect(divideRoundHalfUp(3, 2)).toBe(2);
    expect(divideRoundHalfUp(149, 100)).toBe(1);
    expect(divideRoundHalfUp(150, 100)).toBe(2);
    expect(divideRoundHalfUp(0, 7)).toBe(0);
    expect(divideRoundHalfUp(-3, 2)).toBe(-2);
    expect(divideRoundHalfUp(-149, 100)).toBe(-1);
  });

  it('rejects a non-positive or non-integer denominator and non-integer numerators', () => {
    expect(() => divideRoundHalfUp(1, 0)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(1, -2)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(1.5, 2)).toThrow(RangeError);
    expect(() => divideRoundHalfUp(1, 2.5)).toThrow(RangeError);
  });

  it('matches the exact rational definition (n/d rounded half up)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 1, max: 1_000_000 }),
        (n, d) => {
          const q = divideRoundHalfUp(n, d);
          // q is the integer with |n/d − q| ≤ 1/2 and ties go up: 2n − d < 2dq ≤ 2n + d
          const N = BigInt(n);
          const D = BigInt(d);
          const Q = BigInt(q);
          expect(2n * D * Q > 2n * N - D).toBe(true);
          expect(2n * D * Q <= 2n * N + D).toBe(true);
        },
      ),
    );
  });

  it('is symmetric for negatives', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), fc.integer({ min: 1, max: 1e6 }), (n, d) => {
        expect(divideRoundHalfUp(-n, d)).toBe(n === 0 ? 0 : -divideRoundHalfUp(n, d));
      }),
    );
  });
});

describe('applyRate / applyPercentOff', () => {
  it('computes the worked prices exactly', () => {
    expect(applyRate({ pence: 1499, numerator: 95, denominator: 100 })).toBe(1424);
    expect(applyRate({ pence: 1499, quantity: 2, numerator: 90, denominator: 100 })).toBe(2698);
    expect(applyRate({ pence: 1499, quantity: 3, numerator: 85, denominator: 100 })).toBe(3822);
    expect(applyRate({ pence: 29900, numerator: 167, denominator: 100 })).toBe(49933);
    expect(applyPercentOff({ pence: 1499, quantity: 3, percentOff: 12 })).toBe(3957);
    expect(applyPercentOff({ pence: 1499, percentOff: 0 })).toBe(1499);
  });

  it('rounds once at the end, not per unit', () => {
    // 1495 × 0.9 = 1345.5 → 1346 per unit, but 3 units: 4036.5 → 4037 (not 3 × 1346 = 4038)
    expect(applyPercentOff({ pence: 1495, quantity: 3, percentOff: 10 })).toBe(4037);
  });

  it('handles products beyond the safe-integer range via BigInt', () => {
    expect(applyRate({ pence: 2 ** 50, quantity: 100, numerator: 1, denominator: 100 })).toBe(
      2 ** 50,
    );
  });

  it('equals the exact rational result rounded half up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 1, max: 1000 }),
        (pence, quantity, numerator, denominator) => {
          const exact = BigInt(pence) * BigInt(quantity) * BigInt(numerator);
          const D = BigInt(denominator);
          const expected = Number((2n * exact + D) / (2n * D));
          expect(applyRate({ pence, quantity, numerator, denominator })).toBe(expected);
        },
      ),
    );
  });

  it('a percent off never exceeds the undiscounted total and is never negative', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (pence, quantity, percentOff) => {
          const total = applyPercentOff({ pence, quantity, percentOff });
          expect(total).toBeGreaterThanOrEqual(0);
          expect(total).toBeLessThanOrEqual(pence * quantity);
        },
      ),
    );
  });
});

describe('multiplyPence / sumPence', () => {
  it('multiplies and sums exactly', () => {
    expect(multiplyPence(35, 300)).toBe(10500);
    expect(sumPence([1499, 2799, 60])).toBe(4358);
    expect(sumPence([])).toBe(0);
    expect(() => multiplyPence(0.5, 2)).toThrow(RangeError);
    expect(() => sumPence([1, 0.5])).toThrow(RangeError);
  });
});
