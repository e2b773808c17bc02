import { iconNames } from 'lucide-react/dynamic';
import { describe, expect, it } from 'vitest';
import { collectStrings, FORBIDDEN_CLAIMS } from './copy-checks';
import {
  buildComparisonTable,
  CLOSING_CTA,
  HEALTHCARE_ENDORSEMENT,
  HOW_IT_WORKS,
  INGREDIENT_IMAGE_KEYS,
  type MarketingKey,
  QUALITY_METRICS,
  resolveMarketingKey,
  selectHeroCopy,
  selectHowItWorks,
  selectIngredientCards,
  selectQualityMetrics,
  selectScienceBenefits,
  selectWhyBenefits,
  showsMineralProfile,
} from './product-marketing';
import {
  PDP_ACCORDION_TITLES,
  PDP_BANNERS,
  PDP_STRINGS,
  PDP_TRUST_BADGES,
} from './product-page-strings';

// Every handle in docs/spec/catalogue.md with its expected marketing key and hero ingredient count:
// two for turmeric, cod liver, glucosamine and manuka/honey-with-black-seed handles, else one.
const CATALOGUE: [handle: string, key: MarketingKey, heroIngredients: 1 | 2][] = [
  ['black-seed-oil', 'black-seed', 1],
  ['black-seed-oil-capsules', 'black-seed', 1],
  ['black-seed-honey', 'honey-black-seed', 2],
  ['manuka-honey-black-seed', 'manuka-black-seed', 2],
  ['black-seed-turmeric-capsules', 'black-seed-turmeric', 2],
  ['manuka-honey-mgo-263', 'manuka', 1],
  ['manuka-honey-mgo-514', 'manuka', 1],
  ['manuka-honey-mgo-829', 'manuka', 1],
  ['raw-wildflower-honey', 'honey', 1],
  ['raw-sidr-honey', 'honey', 1],
  ['shilajit-resin', 'shilajit', 1],
  ['shilajit-capsules', 'shilajit', 1],
  ['ashwagandha-ksm66-capsules', 'ashwagandha', 1],
  ['turmeric-curcumin-capsules', 'turmeric', 2],
  ['glucosamine-turmeric-black-seed', 'glucosamine', 2],
  ['cod-liver-oil-black-seed', 'cod-liver-black-seed', 2],
  ['cod-liver-oil-liquid', 'cod-liver', 2],
  ['tongkat-ali-capsules', 'tongkat', 1],
  ['virgin-coconut-oil', 'coconut', 1],
  ['apple-cider-vinegar-mother', 'vinegar', 1],
  ['pure-argan-oil', 'default', 1],
  ['beef-tallow-skin-cream', 'default', 1],
  ['tallow-lip-balm', 'default', 1],
  ['cupping-cups-b1-to-b6', 'default', 1],
  ['bulk-cupping-cups-wholesale', 'default', 1],
  ['silicone-cupping-set', 'default', 1],
  ['hijama-cupping-kit', 'default', 1],
  ['facial-glider-cups', 'default', 1],
  ['iastm-scraping-tool', 'default', 1],
  ['sterile-surgical-blades', 'default', 1],
  ['cup-liners-disposable', 'default', 1],
  ['antiseptic-wipes', 'default', 1],
  ['wholesale-black-seed-oil-1l', 'black-seed', 1],
  ['wholesale-manuka-honey-263-case', 'manuka', 1],
  ['wholesale-shilajit-resin-10', 'shilajit', 1],
  ['trade-pack-ashwagandha', 'ashwagandha', 1],
  ['black-seed-soap', 'black-seed', 1],
];

const HANDLES = CATALOGUE.map(([h]) => h);

describe('resolveMarketingKey', () => {
  it.each(CATALOGUE)('%s → %s', (handle, key) => {
    expect(resolveMarketingKey(handle)).toBe(key);
  });

  it('treats spaces, underscores and capitals like the kebab-case handle', () => {
    expect(resolveMarketingKey('Manuka Honey Black Seed')).toBe('manuka-black-seed');
    expect(resolveMarketingKey('COD_LIVER_OIL')).toBe('cod-liver');
    expect(resolveMarketingKey('cod liver oil with black seed')).toBe('cod-liver-black-seed');
  });
});

describe('selectHeroCopy', () => {
  it.each(CATALOGUE)('%s (%s) has %s hero ingredient(s)', (handle, _key, count) => {
    const hero = selectHeroCopy(handle);
    expect(hero.ingredients).toHaveLength(count);
    expect(hero.eyebrow.trim()).not.toBe('');
    expect(hero.headline.trim()).not.toBe('');
    expect(hero.subheadline.trim()).not.toBe('');
  });

  it.each<[string, 1 | 2]>([
    ['golden-turmeric-latte', 2],
    ['cod-liver-oil-lemon', 2],
    ['glucosamine-chondroitin', 2],
    ['acacia-honey-black-seed', 2],
    ['manuka-honey-blackseed', 2],
    ['acacia-honey', 1],
    ['black-seed-gummies', 1],
    ['unknown-product', 1],
  ])('handles outside the catalogue: %s → %s', (handle, count) => {
    expect(selectHeroCopy(handle).ingredients).toHaveLength(count);
  });

  it('names the two ingredients of the blends', () => {
    expect(selectHeroCopy('black-seed-honey').ingredients).toEqual(['Raw Honey', 'Black Seed']);
    expect(selectHeroCopy('manuka-honey-black-seed').ingredients).toEqual([
      'Manuka Honey',
      'Black Seed',
    ]);
    expect(selectHeroCopy('turmeric-curcumin-capsules').ingredients).toEqual([
      'Turmeric',
      'Black Pepper',
    ]);
    expect(selectHeroCopy('cod-liver-oil-black-seed').ingredients).toEqual([
      'Cod Liver Oil',
      'Black Seed',
    ]);
  });

  it('names the Manuka grade when the handle has one', () => {
    expect(selectHeroCopy('manuka-honey-mgo-514').eyebrow).toBe('MGO 514+ Certified Manuka');
    expect(selectHeroCopy('wholesale-manuka-honey-263-case').eyebrow).toContain('MGO 263+');
  });

  it('returns a fresh copy each time', () => {
    selectHeroCopy('black-seed-oil').ingredients.push('Mutated');
    expect(selectHeroCopy('black-seed-oil').ingredients).toEqual(['Black Seed']);
  });
});

describe('selectIngredientCards', () => {
  it.each(HANDLES)('%s has three cards for glucosamine, otherwise two', (handle) => {
    const cards = selectIngredientCards(handle);
    expect(cards).toHaveLength(handle.includes('glucosamine') ? 3 : 2);
    for (const c of cards) {
      expect(c.name.trim()).not.toBe('');
      expect(c.purity.trim()).not.toBe('');
      expect(c.description.trim()).not.toBe('');
      expect(INGREDIENT_IMAGE_KEYS.map((k) => `/media/ingredients/${k}.svg`)).toContain(c.image);
    }
  });

  it.each<[string, string[]]>([
    ['black-seed-oil', ['black-seed', 'default']],
    ['black-seed-honey', ['honey', 'black-seed']],
    ['manuka-honey-black-seed', ['manuka', 'black-seed']],
    ['manuka-honey-mgo-829', ['manuka', 'default']],
    ['black-seed-turmeric-capsules', ['black-seed', 'turmeric']],
    ['turmeric-curcumin-capsules', ['turmeric', 'black-pepper']],
    ['glucosamine-turmeric-black-seed', ['glucosamine', 'turmeric', 'black-seed']],
    ['cod-liver-oil-black-seed', ['cod-liver', 'black-seed']],
    ['cod-liver-oil-liquid', ['cod-liver', 'default']],
    ['shilajit-resin', ['shilajit', 'default']],
    ['ashwagandha-ksm66-capsules', ['ashwagandha', 'default']],
    ['tongkat-ali-capsules', ['tongkat', 'default']],
    ['virgin-coconut-oil', ['coconut', 'default']],
    ['apple-cider-vinegar-mother', ['vinegar', 'default']],
    ['mystery-product', ['default', 'default']],
  ])('%s uses images %j', (handle, keys) => {
    expect(selectIngredientCards(handle).map((c) => c.image)).toEqual(
      keys.map((k) => `/media/ingredients/${k}.svg`),
    );
  });

  it('shows a purity figure with a percentage for the core ingredients', () => {
    expect(selectIngredientCards('glucosamine-turmeric-black-seed').map((c) => c.purity)).toEqual([
      '99%',
      '95%',
      '100%',
    ]);
  });

  it('shows the Manuka grade on the Manuka card', () => {
    expect(selectIngredientCards('manuka-honey-mgo-514')[0]?.purity).toBe('MGO 514+');
    expect(selectIngredientCards('manuka-honey-black-seed')[0]?.purity).toBe('100%');
  });

  it('returns fresh objects each time', () => {
    const first = selectIngredientCards('black-seed-oil');
    if (first[0]) first[0].purity = 'Mutated';
    expect(selectIngredientCards('black-seed-oil')[0]?.purity).toBe('100%');
  });
});

describe('Why, Science, How It Works and Quality Metrics', () => {
  it.each(HANDLES)('%s has up to 4 why, up to 3 science, 3 steps and metrics', (handle) => {
    const why = selectWhyBenefits(handle);
    const science = selectScienceBenefits(handle);
    expect(why.length).toBeGreaterThanOrEqual(1);
    expect(why.length).toBeLessThanOrEqual(4);
    expect(science.length).toBeGreaterThanOrEqual(1);
    expect(science.length).toBeLessThanOrEqual(3);
    expect(selectHowItWorks(handle).map((s) => s.step)).toEqual(['1', '2', '3']);
    const metrics = selectQualityMetrics(handle);
    expect(metrics.length).toBeGreaterThanOrEqual(3);
    for (const m of metrics) {
      expect(m.score).toBeGreaterThanOrEqual(0);
      expect(m.score).toBeLessThanOrEqual(100);
    }
  });

  it('varies the copy by keyword', () => {
    expect(selectWhyBenefits('shilajit-resin')).not.toEqual(selectWhyBenefits('black-seed-oil'));
    expect(selectHowItWorks('ashwagandha-ksm66-capsules')).not.toEqual(
      selectHowItWorks('virgin-coconut-oil'),
    );
    expect(selectQualityMetrics('manuka-honey-mgo-263')).not.toEqual(
      selectQualityMetrics('raw-wildflower-honey'),
    );
  });

  it('uses only real lucide icon names', () => {
    const known = new Set<string>(iconNames);
    const icons = [
      ...HANDLES.flatMap((h) => [...selectWhyBenefits(h), ...selectScienceBenefits(h)]),
      ...Object.values(HOW_IT_WORKS).flat(),
      ...PDP_TRUST_BADGES,
    ].map((x) => x.icon);
    expect(icons.filter((icon) => !known.has(icon))).toEqual([]);
  });
});

describe('showsMineralProfile', () => {
  it.each(HANDLES)('%s', (handle) => {
    expect(showsMineralProfile(handle)).toBe(handle.includes('shilajit'));
  });
});

describe('section copy', () => {
  it('compares the shop against Standard Brands', () => {
    const table = buildComparisonTable('Habba & Honey');
    expect(table.columns.ours).toBe('Habba & Honey');
    expect(table.columns.standard).toBe('Standard Brands');
    expect(table.rows.length).toBeGreaterThanOrEqual(4);
    for (const row of table.rows) {
      expect(row.feature && row.ours && row.standard).toBeTruthy();
      expect(row.ours).not.toBe(row.standard);
    }
    expect(buildComparisonTable('Oak & Ember').columns.ours).toBe('Oak & Ember');
    expect(buildComparisonTable('   ').columns.ours).toBe('Habba & Honey');
  });

  it('has a complete endorsement and closing call to action', () => {
    for (const s of collectStrings(HEALTHCARE_ENDORSEMENT)) expect(s.trim()).not.toBe('');
    expect(HEALTHCARE_ENDORSEMENT.note).toMatch(/not medical advice/);
    expect(CLOSING_CTA.buttonLabel.trim()).not.toBe('');
    expect(CLOSING_CTA.headline.trim()).not.toBe('');
    expect(CLOSING_CTA.body.trim()).not.toBe('');
  });
});

describe('product page strings', () => {
  it('has the trust badges (no simulated sells-out warning)', () => {
    expect(PDP_TRUST_BADGES.map((b) => b.label)).toEqual([
      '60-Day Guarantee',
      'Lab Tested',
      'Free Shipping',
    ]);
  });

  it('has the accordion titles', () => {
    expect(Object.values(PDP_ACCORDION_TITLES)).toEqual([
      'Product Details',
      'Key Benefits',
      'How to Use',
      'Frequently Asked Questions',
    ]);
  });

  it('has the banner claims of docs/spec/storefront.md §9', () => {
    expect(PDP_BANNERS.flashSale).toContain('up to 15%');
    expect(PDP_BANNERS.flashSale).not.toMatch(/flash sale/i);
    expect(PDP_BANNERS).not.toHaveProperty('verifiedReviews');
    expect(PDP_BANNERS.customers).toContain('10,000+ customers');
  });

  it('has the not-found, add-to-cart and price labels', () => {
    expect(PDP_STRINGS).toEqual({
      notFoundTitle: 'Product Not Found',
      notFoundText: "The product you're looking for doesn't exist.",
      backToShop: 'Back to Shop',
      backToWholesaleShop: 'Back to Wholesale Shop',
      adding: 'Adding...',
      selectVariant: 'Please select a variant',
      addToCartFailed: 'Failed to add to cart',
      retailValue: 'Retail Value',
      from: 'From',
    });
  });
});

describe('copy rules', () => {
  it('makes no disease or cure claims anywhere in the marketing copy', () => {
    const strings = [
      ...HANDLES.flatMap((h) =>
        collectStrings([
          selectHeroCopy(h),
          selectIngredientCards(h),
          selectWhyBenefits(h),
          selectScienceBenefits(h),
          selectHowItWorks(h),
          selectQualityMetrics(h),
        ]),
      ),
      ...collectStrings([
        QUALITY_METRICS,
        buildComparisonTable('Habba & Honey'),
        HEALTHCARE_ENDORSEMENT,
        CLOSING_CTA,
        PDP_BANNERS,
      ]),
    ];
    for (const s of strings) {
      for (const pattern of FORBIDDEN_CLAIMS) expect(s, s).not.toMatch(pattern);
    }
  });
});
