import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildWholesaleMinimumMessage,
  computeProfitPercent,
  computeWholesalePricing,
  computeWholesaleRetailPence,
  computeWholesaleShortfall,
  isCuppingEquipmentTitle,
  isWholesaleProduct,
  WHOLESALE_MINIMUM_NOTICE,
  WHOLESALE_MINIMUM_PENCE,
} from './wholesale';

describe('isWholesaleProduct', () => {
  it('looks at the title and every tag, case-insensitively', () => {
    expect(isWholesaleProduct({ title: 'Wholesale Black Seed Oil 1L (case of 6)', tags: [] })).toBe(
      true,
    );
    expect(
      isWholesaleProduct({ title: 'Ashwagandha Trade Pack (12 jars)', tags: ['Wholesale'] }),
    ).toBe(true);
    expect(
      isWholesaleProduct({ title: 'Bulk Cupping Cups', tags: ['trade', 'WHOLESALE-only'] }),
    ).toBe(true);
    expect(isWholesaleProduct({ title: 'Organic Black Seed Oil', tags: ['oil'] })).toBe(false);
    expect(isWholesaleProduct({ title: 'Organic Black Seed Oil' })).toBe(false);
    expect(isWholesaleProduct({ title: 'Organic Black Seed Oil', tags: null })).toBe(false);
  });
});

describe('retail and profit', () => {
  it('Wholesale Manuka Honey: £299.00 → retail £499.33, profit 40%', () => {
    expect(computeWholesalePricing({ wholesalePence: 29900 })).toEqual({
      wholesalePence: 29900,
      retailPence: 49933,
      profitPercent: 40,
    });
  });

  it('uses the compare-at price when present', () => {
    expect(computeWholesaleRetailPence({ wholesalePence: 8900, compareAtPence: 14999 })).toBe(
      14999,
    );
    expect(computeWholesaleRetailPence({ wholesalePence: 8900, compareAtPence: null })).toBe(14863);
    expect(computeProfitPercent({ retailPence: 14999, wholesalePence: 8900 })).toBe(41);
    expect(computeProfitPercent({ retailPence: 39990, wholesalePence: 19900 })).toBe(50);
    expect(computeProfitPercent({ retailPence: 0, wholesalePence: 100 })).toBe(0);
  });

  it('the 1.67 markup always gives 40% profit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 100, max: 100_000_000 }), (wholesalePence) => {
        expect(computeWholesalePricing({ wholesalePence }).profitPercent).toBe(40);
      }),
    );
  });
});

describe('minimum order', () => {
  it('is £200 with the spec notice', () => {
    expect(WHOLESALE_MINIMUM_PENCE).toBe(20000);
    expect(WHOLESALE_MINIMUM_NOTICE).toBe(
      'Minimum order: £200 (excludes cups and cupping equipment)',
    );
    expect(computeWholesaleShortfall(8900)).toBe(11100);
    expect(computeWholesaleShortfall(25000)).toBe(0);
    expect(buildWholesaleMinimumMessage(11100)).toBe(
      'Wholesale orders have a £200 minimum (excluding cups and cupping equipment). Add £111.00 more to check out.',
    );
  });

  it.each([
    ['Professional Cupping Cups', true],
    ['Silicone Cupping Set (4 cups)', true],
    ['Facial Glider Cups', true],
    ['Sterile Surgical Blades No. 11 (100)', true],
    ['Stainless Steel IASTM Scraping Tool', true],
    ['Disposable Cup Liners (200)', true],
    ['Wholesale Black Seed Oil 1L (case of 6)', false],
    ['Wholesale Manuka Honey MGO 263+ (case of 12)', false],
  ] as const)('%s is equipment: %s', (title, expected) => {
    expect(isCuppingEquipmentTitle(title)).toBe(expected);
  });
});
