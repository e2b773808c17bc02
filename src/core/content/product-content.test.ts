import { iconNames } from 'lucide-react/dynamic';
import { describe, expect, it } from 'vitest';
import { collectStrings, FORBIDDEN_CLAIMS } from './copy-checks';
import {
  DEFAULT_PRODUCT_CONTENT,
  getProductContent,
  hasProductContent,
  type IconName,
  isConsumableHandle,
  PRODUCT_CONTENT,
  type ProductContent,
} from './product-content';

// Every handle in docs/spec/catalogue.md, with its consumable flag (docs/spec/spec-notes.md
// "Product page").
const CATALOGUE: [handle: string, isConsumable: boolean][] = [
  ['black-seed-oil', true],
  ['black-seed-oil-capsules', true],
  ['black-seed-honey', true],
  ['manuka-honey-black-seed', true],
  ['black-seed-turmeric-capsules', true],
  ['manuka-honey-mgo-263', true],
  ['manuka-honey-mgo-514', true],
  ['manuka-honey-mgo-829', true],
  ['raw-wildflower-honey', true],
  ['raw-sidr-honey', true],
  ['shilajit-resin', true],
  ['shilajit-capsules', true],
  ['ashwagandha-ksm66-capsules', true],
  ['turmeric-curcumin-capsules', true],
  ['glucosamine-turmeric-black-seed', true],
  ['cod-liver-oil-black-seed', true],
  ['cod-liver-oil-liquid', true],
  ['tongkat-ali-capsules', true],
  ['virgin-coconut-oil', true],
  ['apple-cider-vinegar-mother', true],
  ['pure-argan-oil', false],
  ['beef-tallow-skin-cream', false],
  ['tallow-lip-balm', false],
  ['cupping-cups-b1-to-b6', false],
  ['bulk-cupping-cups-wholesale', false],
  ['silicone-cupping-set', false],
  ['hijama-cupping-kit', false],
  ['facial-glider-cups', false],
  ['iastm-scraping-tool', false],
  ['sterile-surgical-blades', false],
  ['cup-liners-disposable', false],
  ['antiseptic-wipes', false],
  ['wholesale-black-seed-oil-1l', true],
  ['wholesale-manuka-honey-263-case', true],
  ['wholesale-shilajit-resin-10', true],
  ['trade-pack-ashwagandha', true],
  ['black-seed-soap', false],
];

const WHOLESALE_HANDLES = new Set([
  'wholesale-black-seed-oil-1l',
  'wholesale-manuka-honey-263-case',
  'wholesale-shilajit-resin-10',
  'trade-pack-ashwagandha',
]);

const ALL_RECORDS: [string, ProductContent][] = [
  ...Object.entries(PRODUCT_CONTENT),
  ['(default)', DEFAULT_PRODUCT_CONTENT],
];

/** A few common American spellings; the copy is British English. */
const AMERICAN_SPELLINGS =
  /\b(colors?|flavors?|favorite|centers?|fiber|odor|gray|organization|customize|optimize|moisturizer|jewelry|aluminum)\b/i;

describe('catalogue coverage', () => {
  it('lists every catalogue handle once', () => {
    expect(new Set(CATALOGUE.map(([h]) => h)).size).toBe(CATALOGUE.length);
    expect(CATALOGUE).toHaveLength(37);
  });

  it.each(CATALOGUE)('%s has its own record', (handle) => {
    expect(hasProductContent(handle)).toBe(true);
    expect(getProductContent(handle)).toBe(PRODUCT_CONTENT[handle]);
    expect(getProductContent(handle)).not.toBe(DEFAULT_PRODUCT_CONTENT);
  });

  it.each(CATALOGUE)('%s has isConsumable = %s', (handle, expected) => {
    expect(getProductContent(handle).isConsumable).toBe(expected);
  });

  it('has no records beyond the catalogue', () => {
    const catalogue = new Set(CATALOGUE.map(([h]) => h));
    expect(Object.keys(PRODUCT_CONTENT).filter((h) => !catalogue.has(h))).toEqual([]);
  });
});

describe('record completeness', () => {
  it.each(ALL_RECORDS)('%s is complete', (_handle, c) => {
    expect(c.benefits).toHaveLength(4);
    expect(c.keyFeatures.length).toBeGreaterThanOrEqual(4);
    expect(c.keyFeatures.length).toBeLessThanOrEqual(6);
    expect(c.howToUse.trim().length).toBeGreaterThan(40);
    expect(c.usageSteps.length).toBeGreaterThanOrEqual(3);
    expect(c.usageSteps.length).toBeLessThanOrEqual(4);
    expect(c.whyChoose.title.trim()).not.toBe('');
    expect(c.whyChoose.points).toHaveLength(4);
    expect(c.comparisonOld.length).toBeGreaterThanOrEqual(4);
    expect(c.comparisonOld.length).toBeLessThanOrEqual(5);
    expect(c.comparisonNew).toHaveLength(c.comparisonOld.length);
    expect(c.clinicalStats.length).toBeGreaterThanOrEqual(3);
    expect(c.clinicalStats.length).toBeLessThanOrEqual(4);
    expect(c.targetAreas.length).toBeGreaterThanOrEqual(3);
    expect(c.targetAreas.length).toBeLessThanOrEqual(6);
    expect(c.faqs.length).toBeGreaterThanOrEqual(4);
    expect(c.faqs.length).toBeLessThanOrEqual(5);
  });

  it.each(ALL_RECORDS)('%s has no empty strings', (_handle, c) => {
    for (const s of collectStrings(c)) expect(s.trim()).not.toBe('');
  });

  it.each(ALL_RECORDS)('%s has distinct FAQ questions and benefit titles', (_handle, c) => {
    expect(new Set(c.faqs.map((f) => f.question)).size).toBe(c.faqs.length);
    expect(new Set(c.benefits.map((b) => b.title)).size).toBe(c.benefits.length);
  });

  it('has a mineral profile for shilajit products only', () => {
    for (const [handle, c] of ALL_RECORDS) {
      expect(c.mineralsList.length > 0, handle).toBe(handle.includes('shilajit'));
    }
    expect(getProductContent('shilajit-resin').mineralsList).toEqual(
      expect.arrayContaining(['Fulvic acid', 'Iron', 'Magnesium', 'Zinc']),
    );
  });

  it('uses only real lucide icon names', () => {
    const known = new Set<string>(iconNames);
    const used = new Set<IconName>();
    for (const [, c] of ALL_RECORDS) {
      for (const b of c.benefits) used.add(b.icon);
      for (const s of c.usageSteps) used.add(s.icon);
    }
    expect([...used].filter((icon) => !known.has(icon))).toEqual([]);
  });
});

describe('copy rules', () => {
  it.each(ALL_RECORDS)('%s makes no disease or cure claims', (_handle, c) => {
    for (const s of collectStrings(c)) {
      for (const pattern of FORBIDDEN_CLAIMS) expect(s, s).not.toMatch(pattern);
    }
  });

  it.each(ALL_RECORDS)('%s is written in British English', (_handle, c) => {
    for (const s of collectStrings(c)) expect(s, s).not.toMatch(AMERICAN_SPELLINGS);
  });

  it('gives each retail product its own copy, not a template', () => {
    const retail = Object.entries(PRODUCT_CONTENT).filter(([h]) => !WHOLESALE_HANDLES.has(h));
    const howToUse = retail.map(([, c]) => c.howToUse);
    const firstBenefitDescriptions = retail.map(([, c]) => c.benefits[0]?.description);
    expect(new Set(howToUse).size).toBe(retail.length);
    expect(new Set(firstBenefitDescriptions).size).toBe(retail.length);
  });

  it('gives wholesale records FAQs of their own', () => {
    for (const handle of WHOLESALE_HANDLES) {
      const c = getProductContent(handle);
      expect(c.faqs.some((f) => /wholesale|trade/i.test(f.answer))).toBe(true);
    }
  });

  it('tells food supplement buyers the statutory notice and pregnancy guidance', () => {
    const supplements = [
      'black-seed-oil-capsules',
      'black-seed-turmeric-capsules',
      'shilajit-resin',
      'shilajit-capsules',
      'ashwagandha-ksm66-capsules',
      'turmeric-curcumin-capsules',
      'glucosamine-turmeric-black-seed',
      'cod-liver-oil-black-seed',
      'cod-liver-oil-liquid',
      'tongkat-ali-capsules',
    ];
    for (const handle of supplements) {
      const { howToUse } = getProductContent(handle);
      expect(howToUse, handle).toMatch(/should not replace a varied, balanced diet/);
      expect(howToUse, handle).toMatch(/pregnan/);
    }
  });

  it('warns that honey is not for babies under 12 months', () => {
    for (const handle of Object.keys(PRODUCT_CONTENT).filter((h) => h.includes('honey'))) {
      expect(collectStrings(getProductContent(handle)).join(' '), handle).toMatch(
        /under 12 months/,
      );
    }
  });

  it('declares the allergens of glucosamine (crustaceans) and cod liver oil (fish)', () => {
    expect(getProductContent('glucosamine-turmeric-black-seed').keyFeatures.join(' ')).toMatch(
      /crustaceans/i,
    );
    expect(getProductContent('cod-liver-oil-black-seed').keyFeatures).toContain('Contains fish');
    expect(getProductContent('cod-liver-oil-liquid').keyFeatures).toContain('Contains fish');
  });
});

describe('getProductContent', () => {
  it('matches handles case-insensitively and ignores surrounding spaces', () => {
    expect(getProductContent('  Black-Seed-Oil ')).toBe(PRODUCT_CONTENT['black-seed-oil']);
  });

  it('answers the default for unknown handles', () => {
    const c = getProductContent('mystery-product');
    expect(c.benefits).toBe(DEFAULT_PRODUCT_CONTENT.benefits);
    expect(c.isConsumable).toBe(false);
    expect(hasProductContent('mystery-product')).toBe(false);
  });

  it('never reads object prototype keys as records', () => {
    for (const handle of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(getProductContent(handle).benefits).toBe(DEFAULT_PRODUCT_CONTENT.benefits);
      expect(hasProductContent(handle)).toBe(false);
    }
  });

  it('decides isConsumable for unknown handles from their words', () => {
    expect(getProductContent('organic-ginger-capsules').isConsumable).toBe(true);
    expect(getProductContent('rosehip-facial-oil').isConsumable).toBe(false);
  });
});

describe('isConsumableHandle', () => {
  it.each<[string, boolean]>([
    ['black-seed-oil', true],
    ['acacia-honey', true],
    ['moringa-capsules', true],
    ['magnesium-tablets', true],
    ['shilajit-resin', true],
    ['apple-cider-vinegar-mother', true],
    ['virgin-coconut-oil', true],
    ['pure-argan-oil', false],
    ['beef-tallow-skin-cream', false],
    ['tallow-lip-balm', false],
    ['antiseptic-wipes', false],
    ['hijama-cupping-kit', false],
    ['cup-liners-disposable', false],
    ['sterile-surgical-blades', false],
    ['facial-glider-cups', false],
    ['iastm-scraping-tool', false],
    ['black-seed-soap', false],
    ['gift-card', false],
  ])('%s → %s', (handle, expected) => {
    expect(isConsumableHandle(handle)).toBe(expected);
  });

  it('agrees with every record in the catalogue', () => {
    for (const [handle, expected] of CATALOGUE) {
      expect(isConsumableHandle(handle), handle).toBe(expected);
    }
  });
});
