import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupThousands } from './number-format';

describe('groupThousands', () => {
  it('groups whole numbers in threes with commas', () => {
    expect(groupThousands(0)).toBe('0');
    expect(groupThousands(999)).toBe('999');
    expect(groupThousands(1000)).toBe('1,000');
    expect(groupThousands(10_000)).toBe('10,000');
    expect(groupThousands(1_234_567)).toBe('1,234,567');
    expect(groupThousands(-1_234)).toBe('-1,234');
  });

  it("agrees with Intl's en-GB grouping for every safe whole number", () => {
    const intl = new Intl.NumberFormat('en-GB');
    fc.assert(
      fc.property(fc.maxSafeInteger(), (value) => {
        expect(groupThousands(value)).toBe(intl.format(value));
      }),
    );
  });

  it('refuses a number that is not whole', () => {
    expect(() => groupThousands(1.5)).toThrow('not a whole number: 1.5');
    expect(() => groupThousands(Number.NaN)).toThrow(RangeError);
  });
});
