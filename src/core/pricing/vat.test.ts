import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildVatBreakdown, toVatRatePercent, vatIncludedPence, vatRatePercentSchema } from './vat';

describe('UK VAT on VAT-inclusive prices', () => {
  it('takes a sixth of a 20% price, to the nearest penny, half up', () => {
    expect(vatIncludedPence(2499, 20)).toBe(417); // 416.5 → 417
    expect(vatIncludedPence(1200, 20)).toBe(200);
    expect(vatIncludedPence(1, 20)).toBe(0); // 0.1666…
    expect(vatIncludedPence(3, 20)).toBe(1); // 0.5 → 1
    expect(vatIncludedPence(4497, 20)).toBe(750); // 749.5 → 750
    expect(vatIncludedPence(-2499, 20)).toBe(-417);
    expect(vatIncludedPence(2499, 0)).toBe(0);
    expect(() => vatIncludedPence(24.99, 20)).toThrow(RangeError);
  });

  it('a product’s rate is catalogue data: 20 or 0, nothing else; a missing rate is standard', () => {
    expect(vatRatePercentSchema.parse(0)).toBe(0);
    expect(vatRatePercentSchema.parse(20)).toBe(20);
    expect(vatRatePercentSchema.safeParse(5).error?.issues[0]?.message).toBe(
      'Choose the VAT rate: 20% (standard) or 0% (zero-rated)',
    );
    expect(toVatRatePercent(0)).toBe(0);
    expect(toVatRatePercent(20)).toBe(20);
    expect(toVatRatePercent(null)).toBe(20);
  });

  it('adds up an invoice of mixed rates to the penny', () => {
    const breakdown = buildVatBreakdown([
      { description: 'Black Seed Oil 100ml', quantity: 2, grossPence: 4498, ratePercent: 20 },
      { description: 'Raw Honey 250g', quantity: 1, grossPence: 1299, ratePercent: 0 },
      { description: 'Cupping set', quantity: 1, grossPence: 2999, ratePercent: 20 },
    ]);
    expect(breakdown.lines.map((l) => [l.netPence, l.vatPence])).toEqual([
      [3748, 750],
      [1299, 0],
      [2499, 500],
    ]);
    expect(breakdown.byRate).toEqual([
      { ratePercent: 20, netPence: 6247, vatPence: 1250, grossPence: 7497 },
      { ratePercent: 0, netPence: 1299, vatPence: 0, grossPence: 1299 },
    ]);
    expect(breakdown.totals).toEqual({ netPence: 7546, vatPence: 1250, grossPence: 8796 });
  });

  it('always: net + VAT = gross per line and in total; the lines sum to the totals', () => {
    const line = fc.record({
      description: fc.constant('x'),
      quantity: fc.integer({ min: 1, max: 500 }),
      grossPence: fc.integer({ min: 0, max: 50_000_000 }),
      ratePercent: fc.constantFrom(0 as const, 20 as const),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (inputs) => {
        const b = buildVatBreakdown(inputs);
        for (const l of b.lines) {
          expect(l.netPence + l.vatPence).toBe(l.grossPence);
          // Within half a penny of the exact fraction.
          expect(
            Math.abs(l.vatPence * (100 + l.ratePercent) - l.grossPence * l.ratePercent),
          ).toBeLessThanOrEqual((100 + l.ratePercent) / 2);
        }
        expect(b.totals.netPence + b.totals.vatPence).toBe(b.totals.grossPence);
        expect(b.byRate.reduce((s, r) => s + r.vatPence, 0)).toBe(b.totals.vatPence);
        expect(b.lines.reduce((s, l) => s + l.grossPence, 0)).toBe(b.totals.grossPence);
      }),
      { seed: 20261124 },
    );
  });
});
