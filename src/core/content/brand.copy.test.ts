// The spec's words in brand.ts (figures from shop-figures.ts), in one table (docs/decisions/144-copy-tables.md): each row is
// [name, value, the words, where they come from]. Elsewhere tests use the constant, never its literal
// (src/core/content/copy-pins.unit.test.ts).
import { describe, expect, it } from 'vitest';
import { MARKETING_CLAIMS } from './brand';

describe('brand.ts copy', () => {
  it.each([
    [
      'MARKETING_CLAIMS.customers.value',
      MARKETING_CLAIMS.customers.value,
      '10,000+',
      'docs/spec/storefront.md §9 Business constants and limits, "Banner claims"',
    ],
    [
      'MARKETING_CLAIMS.guarantee.label',
      MARKETING_CLAIMS.guarantee.label,
      '60-Day Guarantee',
      'docs/spec/storefront.md §2 Product detail page (trust badges below the buy box)',
    ],
  ])('%s', (_name, value, words, source) => {
    expect(value, source).toBe(words);
  });
});
