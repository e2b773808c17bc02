import { describe, expect, it } from 'vitest';
import {
  BULK_MIN_QUANTITY,
  BULK_QUICK_PICKS,
  canDecreaseBulkQuantity,
  clampBulkQuantity,
  type ProductLayout,
  selectProductLayout,
  selectShopCardAction,
} from './product-rules';

const CATALOGUE: [handle: string, layout: ProductLayout, halal: boolean][] = [
  ['black-seed-oil', 'standard', true],
  ['black-seed-oil-capsules', 'standard', true],
  ['black-seed-honey', 'standard', true],
  ['manuka-honey-black-seed', 'standard', true],
  ['black-seed-turmeric-capsules', 'standard', true],
  ['manuka-honey-mgo-263', 'standard', true],
  ['manuka-honey-mgo-514', 'standard', true],
  ['manuka-honey-mgo-829', 'standard', true],
  ['raw-wildflower-honey', 'standard', true],
  ['raw-sidr-honey', 'standard', true],
  ['shilajit-resin', 'standard', true],
  ['shilajit-capsules', 'standard', true],
  ['ashwagandha-ksm66-capsules', 'standard', true],
  ['turmeric-curcumin-capsules', 'standard', true],
  ['glucosamine-turmeric-black-seed', 'standard', true],
  ['cod-liver-oil-black-seed', 'standard', true],
  ['cod-liver-oil-liquid', 'standard', true],
  ['tongkat-ali-capsules', 'standard', true],
  ['virgin-coconut-oil', 'standard', true],
  ['apple-cider-vinegar-mother', 'standard', true],
  ['pure-argan-oil', 'standard', true],
  ['beef-tallow-skin-cream', 'standard', true],
  ['tallow-lip-balm', 'standard', true],
  ['cupping-cups-b1-to-b6', 'cup-builder', false],
  ['bulk-cupping-cups-wholesale', 'cup-builder', false],
  ['silicone-cupping-set', 'bulk', false],
  ['hijama-cupping-kit', 'bulk', false],
  ['facial-glider-cups', 'bulk', false],
  ['iastm-scraping-tool', 'bulk', false],
  ['sterile-surgical-blades', 'bulk', false],
  ['cup-liners-disposable', 'bulk', true],
  ['antiseptic-wipes', 'standard', true],
  ['wholesale-black-seed-oil-1l', 'standard', true],
  ['wholesale-manuka-honey-263-case', 'standard', true],
  ['wholesale-shilajit-resin-10', 'standard', true],
  ['trade-pack-ashwagandha', 'standard', true],
];

describe('selectProductLayout', () => {
  it.each(CATALOGUE)('%s → %s', (handle, layout) => {
    expect(selectProductLayout(handle)).toBe(layout);
  });

  it('matches each bulk keyword', () => {
    for (const word of ['cupping', 'cup-', 'glider', 'blade', 'iastm', 'surgical']) {
      expect(selectProductLayout(`x-${word}y`)).toBe('bulk');
    }
    expect(selectProductLayout('teacups')).toBe('standard');
  });
});

describe('bulk quantity', () => {
  it('has quick picks 5, 10, 25, 50 and a minimum of 1 without a maximum', () => {
    expect(BULK_QUICK_PICKS).toEqual([5, 10, 25, 50]);
    expect(BULK_MIN_QUANTITY).toBe(1);
    expect(clampBulkQuantity(0)).toBe(1);
    expect(clampBulkQuantity(-5)).toBe(1);
    expect(clampBulkQuantity(2.7)).toBe(2);
    expect(clampBulkQuantity(Number.NaN)).toBe(1);
    expect(clampBulkQuantity(100000)).toBe(100000);
    expect(canDecreaseBulkQuantity(1)).toBe(false);
    expect(canDecreaseBulkQuantity(2)).toBe(true);
  });
});

describe('selectShopCardAction', () => {
  it('shows View Product in the cupping shop or without a gid', () => {
    const gid = 'gid://shopify/ProductVariant/1';
    expect(
      selectShopCardAction({ collectionHandle: 'cupping-shop', cheapestVariantGid: gid }),
    ).toBe('view-product');
    expect(selectShopCardAction({ collectionHandle: 'raw-honey', cheapestVariantGid: null })).toBe(
      'view-product',
    );
    expect(selectShopCardAction({ collectionHandle: 'raw-honey', cheapestVariantGid: '' })).toBe(
      'view-product',
    );
    expect(selectShopCardAction({ collectionHandle: 'black-seed', cheapestVariantGid: gid })).toBe(
      'subscribe-and-save',
    );
    expect(selectShopCardAction({ collectionHandle: null, cheapestVariantGid: gid })).toBe(
      'subscribe-and-save',
    );
  });
});
