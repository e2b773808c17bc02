import { describe, expect, it } from 'vitest';
import { MARKETING_CLAIMS } from './brand';
import { CUPS_TRUST_CLAIMS } from './cups-page';
import { HOME_HERO } from './home';
import { CLOSING_CTA } from './product-marketing';
import { PDP_BANNERS } from './product-page-strings';
import { REVIEW_STATS } from './reviews';
import { SHOP_FIGURES } from './shop-figures';

// Every customer and review figure on every page is the one configured in
// shop-figures.ts. Before, the home page said 15,000+ reviews and 50K+ customers while the product
// pages said 2,847 and 10,000+.

/** Every "<number> <word>" figure in a text, as a number (50K+ → 50000, 2,847 → 2847). */
function figuresNear(text: string, word: RegExp): number[] {
  const found: number[] = [];
  const pattern = new RegExp(`(\\d[\\d,.]*)\\s*(K)?\\+?\\s+(?:[a-z-]+\\s+)?${word.source}`, 'gi');
  for (const match of text.matchAll(pattern)) {
    const value = Number((match[1] ?? '').replace(/,/g, ''));
    found.push(match[2] ? value * 1000 : value);
  }
  return found;
}

const claimTexts = [
  ...Object.values(MARKETING_CLAIMS).map((claim) => `${claim.value} ${claim.label}`),
  ...REVIEW_STATS.map((stat) => `${stat.value} ${stat.label}`),
  ...HOME_HERO.claims.map((claim) => `${claim.value} ${claim.label}`),
  ...CUPS_TRUST_CLAIMS.map((claim) => `${claim.value} ${claim.label}`),
  PDP_BANNERS.customers,
  CLOSING_CTA.body,
];

describe('shop figures', () => {
  it('states one customer count everywhere', () => {
    const counts = claimTexts.flatMap((text) => figuresNear(text, /customers/));
    expect(counts.length).toBeGreaterThanOrEqual(4);
    expect(new Set(counts)).toEqual(new Set([SHOP_FIGURES.customers]));
  });

  // Review counts and ratings come only from approved reviews in the
  // database (per product); no static copy states one.
  it('states no review count or average rating in static copy', () => {
    const texts = claimTexts.join('\n');
    expect(claimTexts.flatMap((text) => figuresNear(text, /reviews?/))).toEqual([]);
    expect(texts).not.toMatch(/average rating|verified reviews|2,847|4\.9/i);
  });
});
