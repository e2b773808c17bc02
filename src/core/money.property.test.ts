/**
 * Property tests of the money helpers (integer pence, one half-up rounding, exact formatting).
 * Seeded, so every run checks the same cases: a failure is reproducible, never flaky.
 */
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

const run = { seed: 20261121 };

/** Any safe integer, biased towards small amounts and the extremes. */
const anyPence = fc.oneof(
  fc.integer({ min: -100_000, max: 100_000 }),
  fc.maxSafeInteger(),
  fc.integer({ min: 2 ** 46 * 100 - 1000, max: Number.MAX_SAFE_INTEGER }),
  fc.integer({ min: Number.MIN_SAFE_INTEGER, max: -(2 ** 46) * 100 }),
);

/** Numbers that are not safe integers: fractions, NaN, infinities, integers beyond 2^53. */
const notSafeInteger = fc.oneof(
  fc.double({ noDefaultInfinity: false }).filter((x) => !Number.isSafeInteger(x)),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, 2 ** 53, -(2 ** 53), 1e21, 0.5, -0.01),
);

/** The exact text of a decimal amount, rounded half up (away from zero) to pence, by BigInt. */
function referencePence(sign: '' | '+' | '-', whole: string, fraction: string): bigint {
  const digits = `${fraction}000`;
  const thousandths = BigInt(whole || '0') * 1000n + BigInt(digits.slice(0, 3));
  const roundUp = fraction.length > 2 && Number(fraction[2]) >= 5;
  const pence = thousandths / 10n + (roundUp ? 1n : 0n);
  return sign === '-' ? -pence : pence;
}

describe('formatPenceAsDecimal (property)', () => {
  it('gives an optional minus, whole pounds without leading zeros and exactly two decimals', () => {
    fc.assert(
      fc.property(anyPence, (pence) => {
        const text = formatPenceAsDecimal(pence);
        expect(text).toMatch(/^-?(0|[1-9]\d*)\.\d{2}$/);
        expect(text.startsWith('-')).toBe(pence < 0);
        // The digits are exactly the integer's digits with a point before the last two.
        expect(BigInt(text.replace('.', ''))).toBe(BigInt(pence));
      }),
      run,
    );
  });

  it('round-trips through parsePence for every safe integer', () => {
    fc.assert(
      fc.property(anyPence, (pence) => {
        expect(parsePence(formatPenceAsDecimal(pence))).toBe(pence);
      }),
      run,
    );
  });

  it('throws RangeError for anything that is not a safe integer', () => {
    fc.assert(
      fc.property(notSafeInteger, (value) => {
        expect(() => formatPenceAsDecimal(value)).toThrow(RangeError);
        expect(() => formatGBP(value)).toThrow(RangeError);
      }),
      run,
    );
  });
});

describe('formatGBP (property)', () => {
  it("starts with '£' (after a minus for negatives), groups thousands and has exactly two decimals", () => {
    fc.assert(
      fc.property(anyPence, (pence) => {
        const text = formatGBP(pence);
        expect(text).toMatch(/^-?£(0|[1-9]\d{0,2}(,\d{3})*)\.\d{2}$/);
        expect(text.startsWith('-')).toBe(pence < 0);
      }),
      run,
    );
  });

  it('shows exactly the amount for every safe integer, with no floating-point artefact', () => {
    // Regression: formatting pence / 100 printed £80,000,000,000,000.02 for 8e15 + 1 pence.
    fc.assert(
      fc.property(anyPence, (pence) => {
        expect(formatGBP(pence).replace(/[£,]/g, '')).toBe(formatPenceAsDecimal(pence));
      }),
      run,
    );
    expect(formatGBP(8_000_000_000_000_001)).toBe('£80,000,000,000,000.01');
    expect(formatGBP(Number.MAX_SAFE_INTEGER)).toBe('£90,071,992,547,409.91');
  });

  it('formats a negative amount as a minus before the positive one; -0 as £0.00', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (pence) => {
        expect(formatGBP(-pence)).toBe(`-${formatGBP(pence)}`);
      }),
      run,
    );
    expect(formatGBP(-0)).toBe('£0.00');
  });
});

describe('parsePence / tryParsePence (property)', () => {
  const digits = (max: number) =>
    fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: max });
  const decimalText = fc
    .record({
      sign: fc.constantFrom('' as const, '+' as const, '-' as const),
      whole: digits(13),
      point: fc.boolean(),
      fraction: digits(6),
      padLeft: fc.constantFrom('', ' ', '\t', '\n '),
      padRight: fc.constantFrom('', ' ', '\u00a0', ' \r\n'),
    })
    .filter(({ whole, point, fraction }) => whole !== '' || (point && fraction !== ''));

  it('reads any plain decimal text exactly, rounding beyond pence half up (away from zero)', () => {
    fc.assert(
      fc.property(decimalText, ({ sign, whole, point, fraction, padLeft, padRight }) => {
        const text = `${padLeft}${sign}${whole}${point ? `.${fraction}` : ''}${padRight}`;
        const expected = referencePence(sign, whole, point ? fraction : '');
        const parsed = parsePence(text);
        expect(BigInt(parsed)).toBe(expected);
        // -0 never escapes: a zero amount is +0.
        expect(Object.is(parsed, -0)).toBe(false);
      }),
      run,
    );
  });

  it('never throws on arbitrary strings and numbers; null exactly when parsePence throws', () => {
    const input = fc.oneof(
      fc.string(),
      fc.string({ unit: 'grapheme' }),
      fc.string({ unit: fc.constantFrom(...'0123456789.+-e, £') }),
      fc.double(),
    );
    fc.assert(
      fc.property(input, (value) => {
        const result = tryParsePence(value);
        if (result === null) {
          expect(() => parsePence(value)).toThrow(RangeError);
        } else {
          expect(Number.isSafeInteger(result)).toBe(true);
          expect(parsePence(value)).toBe(result);
        }
      }),
      run,
    );
  });

  it('rejects anything with letters, grouping, currency symbols or exponents', () => {
    const junk = fc
      .tuple(fc.string({ unit: fc.constantFrom(...'0123456789.') }), fc.constantFrom(...'aeE£$,_x'))
      .chain(([text, bad]) =>
        fc.nat({ max: text.length }).map((at) => `${text.slice(0, at)}${bad}${text.slice(at)}`),
      );
    fc.assert(
      fc.property(junk, (text) => {
        expect(tryParsePence(text)).toBeNull();
      }),
      run,
    );
  });

  it('reads a number through its decimal text: within half a penny, never float drift', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (pounds) => {
        const pence = parsePence(pounds);
        expect(Number.isSafeInteger(pence)).toBe(true);
        // |pence − 100 × pounds| ≤ ½, allowing for the double product's own rounding.
        expect(Math.abs(pence - pounds * 100)).toBeLessThanOrEqual(0.5 + Math.abs(pounds) * 1e-13);
      }),
      run,
    );
  });

  it('convertPenceToPounds round-trips below £2^46, where a double still separates pennies', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(2 ** 46) * 100, max: 2 ** 46 * 100 }), (pence) => {
        const pounds = convertPenceToPounds(pence);
        expect(parsePence(pounds)).toBe(pence);
        expect(tryParsePence(String(pounds))).toBe(pence);
      }),
      run,
    );
  });
});

describe('rounding and arithmetic (property)', () => {
  const rate = fc.record({
    numerator: fc.integer({ min: 0, max: 1000 }),
    denominator: fc.integer({ min: 1, max: 1000 }),
  });

  it('divideRoundHalfUp is within half of the exact quotient and non-decreasing in the numerator', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e15, max: 1e15 }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 1, max: 1e6 }),
        (n, step, d) => {
          const q = divideRoundHalfUp(n, d);
          expect(Number.isSafeInteger(q)).toBe(true);
          expect(Math.abs(2 * (q * d - n))).toBeLessThanOrEqual(d);
          expect(divideRoundHalfUp(n + step, d)).toBeGreaterThanOrEqual(q);
        },
      ),
      run,
    );
  });

  it('applyRate is an integer, monotone in price, quantity and rate, and never above the full price for rates ≤ 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1000 }),
        rate,
        fc.integer({ min: 0, max: 1000 }),
        (pence, quantity, { numerator, denominator }, extra) => {
          const base = applyRate({ pence, quantity, numerator, denominator });
          expect(Number.isSafeInteger(base)).toBe(true);
          expect(base).toBeGreaterThanOrEqual(0);
          expect(
            applyRate({ pence: pence + extra, quantity, numerator, denominator }),
          ).toBeGreaterThanOrEqual(base);
          expect(
            applyRate({ pence, quantity: quantity + extra, numerator, denominator }),
          ).toBeGreaterThanOrEqual(base);
          expect(
            applyRate({ pence, quantity, numerator: numerator + extra, denominator }),
          ).toBeGreaterThanOrEqual(base);
          if (numerator <= denominator) expect(base).toBeLessThanOrEqual(pence * quantity);
        },
      ),
      run,
    );
  });

  it('more percent off never costs more; 0% is the full price and 100% is free', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (pence, quantity, a, b) => {
          const [less, more] = a <= b ? [a, b] : [b, a];
          expect(applyPercentOff({ pence, quantity, percentOff: more })).toBeLessThanOrEqual(
            applyPercentOff({ pence, quantity, percentOff: less }),
          );
          expect(applyPercentOff({ pence, quantity, percentOff: 0 })).toBe(pence * quantity);
          expect(applyPercentOff({ pence, quantity, percentOff: 100 })).toBe(0);
        },
      ),
      run,
    );
  });

  it('rounds once at the end: the result is within half a penny of the exact amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 1000 }),
        rate,
        (pence, quantity, { numerator, denominator }) => {
          const result = BigInt(applyRate({ pence, quantity, numerator, denominator }));
          const exact = BigInt(pence) * BigInt(quantity) * BigInt(numerator);
          const D = BigInt(denominator);
          // exact/D − ½ < result ≤ exact/D + ½ (ties go up)
          expect(2n * exact - D < 2n * D * result).toBe(true);
          expect(2n * D * result <= 2n * exact + D).toBe(true);
        },
      ),
      run,
    );
  });

  it('multiplyPence distributes over quantities and sumPence is order-independent and exact', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e7, max: 1e7 }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.integer({ min: 0, max: 1e6 }),
        fc.array(fc.integer({ min: -1e12, max: 1e12 }), { maxLength: 30 }),
        (pence, q1, q2, amounts) => {
          expect(multiplyPence(pence, q1 + q2)).toBe(
            multiplyPence(pence, q1) + multiplyPence(pence, q2),
          );
          const total = sumPence(amounts);
          expect(BigInt(total)).toBe(amounts.reduce((sum, x) => sum + BigInt(x), 0n));
          expect(sumPence([...amounts].reverse())).toBe(total);
        },
      ),
      run,
    );
  });

  it('multiplyPence and sumPence throw RangeError instead of losing pennies beyond 2^53', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2 ** 27, max: 2 ** 40 }),
        fc.integer({ min: 2 ** 27, max: 2 ** 40 }),
        (a, b) => {
          fc.pre(!Number.isSafeInteger(a * b));
          expect(() => multiplyPence(a, b)).toThrow(RangeError);
        },
      ),
      run,
    );
    fc.assert(
      fc.property(notSafeInteger, fc.array(fc.integer(), { maxLength: 5 }), (bad, amounts) => {
        expect(() => sumPence([...amounts, bad])).toThrow(RangeError);
        expect(() => multiplyPence(bad, 1)).toThrow(RangeError);
      }),
      run,
    );
    expect(() => sumPence([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });
});
