import { describe, expect, it } from 'vitest';
import { findPurchaseOption } from '../pricing/purchase-options';
import {
  buildMetaDescription,
  buildPurchaseToast,
  buildSoldText,
  buildStockLeftText,
  buildViewersText,
  clampImageIndex,
  isMinimalMode,
  MAX_THUMBNAILS,
  selectGalleryImages,
  selectThumbnails,
  selectVariant,
  showsMarketingSections,
} from './product-page';

describe('buildMetaDescription', () => {
  it('keeps the first 160 characters, whitespace collapsed', () => {
    const long = `${'a'.repeat(150)}  \n ${'b'.repeat(40)}`;
    const result = buildMetaDescription(long);
    expect(result).toHaveLength(160);
    expect(result).toBe(`${'a'.repeat(150)} ${'b'.repeat(9)}`);
  });

  it('keeps short descriptions and answers empty for none', () => {
    expect(buildMetaDescription(' Cold-pressed oil. ')).toBe('Cold-pressed oil.');
    expect(buildMetaDescription(null)).toBe('');
  });
});

describe('gallery', () => {
  const images = [1, 2, 3, 4, 5].map((n) => ({
    src: `/media/products/x/${n}.svg`,
    alt: `View ${n}`,
  }));

  it('uses the images, with the title as fallback alt text', () => {
    expect(
      selectGalleryImages({ title: 'Oil', imageUrl: null, images: [{ src: '/a.svg', alt: ' ' }] }),
    ).toEqual([{ src: '/a.svg', alt: 'Oil' }]);
  });

  it('falls back to image_url, then to no image', () => {
    expect(selectGalleryImages({ title: 'Oil', imageUrl: '/b.svg', images: [] })).toEqual([
      { src: '/b.svg', alt: 'Oil' },
    ]);
    expect(selectGalleryImages({ title: 'Oil', imageUrl: null, images: [] })).toEqual([]);
  });

  it('shows at most 4 thumbnails, and none for a single image', () => {
    expect(selectThumbnails(images)).toHaveLength(MAX_THUMBNAILS);
    expect(selectThumbnails(images.slice(0, 2))).toHaveLength(2);
    expect(selectThumbnails(images.slice(0, 1))).toEqual([]);
  });

  it('keeps the selected index inside the gallery', () => {
    expect(clampImageIndex(0, 5)).toBe(0);
    expect(clampImageIndex(3, 5)).toBe(3);
    expect(clampImageIndex(9, 5)).toBe(4);
    expect(clampImageIndex(-1, 5)).toBe(0);
    expect(clampImageIndex(2, 0)).toBe(0);
  });
});

describe('minimal mode and marketing sections', () => {
  it('is minimal only with wholesale=true', () => {
    expect(isMinimalMode('?wholesale=true')).toBe(true);
    expect(isMinimalMode(new URLSearchParams('wholesale=true&x=1'))).toBe(true);
    expect(isMinimalMode('?wholesale=false')).toBe(false);
    expect(isMinimalMode('')).toBe(false);
  });

  it('shows marketing only when not minimal and consumable', () => {
    expect(showsMarketingSections({ isMinimal: false, isConsumable: true })).toBe(true);
    expect(showsMarketingSections({ isMinimal: true, isConsumable: true })).toBe(false);
    expect(showsMarketingSections({ isMinimal: false, isConsumable: false })).toBe(false);
  });
});

describe('selectVariant', () => {
  const variants = [{ id: 'a' }, { id: 'b' }];
  it('answers the chosen variant, else the first, else null', () => {
    expect(selectVariant(variants, 'b')).toEqual({ id: 'b' });
    expect(selectVariant(variants, '')).toEqual({ id: 'a' });
    expect(selectVariant(variants, 'gone')).toEqual({ id: 'a' });
    expect(selectVariant([], '')).toBeNull();
  });
});

describe('buildPurchaseToast (docs/spec/storefront.md §8)', () => {
  const oil = { title: 'Organic Black Seed Oil', unitNoun: 'bottle' };
  it('names the product and what was added: a 3-pack is one pack of 3 bottles, never "3 product(s)"', () => {
    expect(buildPurchaseToast(findPurchaseOption('subscribe-3month'), 1, oil)).toBe(
      'Added to your cart: Organic Black Seed Oil, 3 bottles delivered every 90 days',
    );
    expect(buildPurchaseToast(findPurchaseOption('subscribe-1month'), 1, oil)).toBe(
      'Added to your cart: Organic Black Seed Oil, 1 bottle delivered every 30 days',
    );
    expect(
      buildPurchaseToast(findPurchaseOption('subscribe-2month'), 1, {
        title: 'Raw Wildflower Honey',
        unitNoun: 'jar',
      }),
    ).toBe('Added to your cart: Raw Wildflower Honey, 2 jars delivered every 60 days');
  });

  it("counts single units in the product's own noun, and packs as packs", () => {
    expect(buildPurchaseToast(findPurchaseOption('onetime'), 1, oil)).toBe(
      'Added to your cart: Organic Black Seed Oil, 1 bottle',
    );
    expect(buildPurchaseToast(findPurchaseOption('onetime'), 25, oil)).toBe(
      'Added to your cart: Organic Black Seed Oil, 25 bottles',
    );
    const pack = findPurchaseOption('onetime-3month');
    expect(buildPurchaseToast(pack, 1, oil)).toBe(
      `Added to your cart: Organic Black Seed Oil, 3 bottles, ${pack.discountPercent}% off`,
    );
    expect(buildPurchaseToast(pack, 2, oil)).toBe(
      `Added to your cart: Organic Black Seed Oil, 2 × 3 bottles, ${pack.discountPercent}% off`,
    );
  });
});

describe('counter texts', () => {
  it('reads naturally', () => {
    expect(buildViewersText(247)).toBe('247 people are viewing this right now');
    expect(buildSoldText(83)).toBe('83 sold in the last 24 hours');
    expect(buildStockLeftText(12)).toBe('Only 12 left in stock');
  });
});
