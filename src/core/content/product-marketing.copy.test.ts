// The spec's words in product-marketing.ts (content/product-marketing/page.json), in one table (docs/decisions/144-copy-tables.md): each row is
// [name, value, the words, where they come from]. Elsewhere tests use the constant, never its literal
// (src/core/content/copy-pins.unit.test.ts).
import { describe, expect, it } from 'vitest';
import {
  MARKETING_SECTION_TITLES,
  SCIENCE_CTA_LABEL,
  STANDARD_BRANDS_LABEL,
} from './product-marketing';

describe('product-marketing.ts copy', () => {
  it.each([
    [
      'SCIENCE_CTA_LABEL',
      SCIENCE_CTA_LABEL,
      'Experience the Difference',
      'docs/spec/storefront.md §2 Product detail page, "Marketing sections"',
    ],
    [
      'MARKETING_SECTION_TITLES.targetAreas',
      MARKETING_SECTION_TITLES.targetAreas,
      'Target Areas and Benefits',
      'docs/spec/storefront.md §2 Product detail page, "Marketing sections"',
    ],
    [
      'MARKETING_SECTION_TITLES.mineralProfile',
      MARKETING_SECTION_TITLES.mineralProfile,
      'Complete Mineral Profile',
      'docs/spec/storefront.md §2 Product detail page, "Marketing sections"',
    ],
    [
      'MARKETING_SECTION_TITLES.qualityMetrics',
      MARKETING_SECTION_TITLES.qualityMetrics,
      'Quality Metrics',
      'docs/spec/storefront.md §2 Product detail page, "Marketing sections"',
    ],
    [
      'STANDARD_BRANDS_LABEL',
      STANDARD_BRANDS_LABEL,
      'Standard Brands',
      'docs/spec/storefront.md §2 Product detail page, "Marketing sections" (comparison table)',
    ],
  ])('%s', (_name, value, words, source) => {
    expect(value, source).toBe(words);
  });
});
