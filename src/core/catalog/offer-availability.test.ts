import { describe, expect, it } from 'vitest';
import { isProductBuyable, selectOfferAvailability } from './offer-availability';

const linked = 'gid://shopify/ProductVariant/1';

describe('what the shop says about whether a product can be bought', () => {
  it('is InStock only for a retail variant linked to Shopify and in stock', () => {
    const product = { title: 'Organic Black Seed Oil', tags: ['Oil'] };
    expect(selectOfferAvailability(product, { shopifyGid: linked, stock: 'in_stock' })).toBe(
      'https://schema.org/InStock',
    );
    expect(selectOfferAvailability(product, { shopifyGid: linked, stock: 'low_stock' })).toBe(
      'https://schema.org/LimitedAvailability',
    );
    expect(selectOfferAvailability(product, { shopifyGid: linked, stock: 'out_of_stock' })).toBe(
      'https://schema.org/OutOfStock',
    );
  });

  it('is OutOfStock for a variant the checkout cannot sell (no Shopify variant)', () => {
    const product = { title: 'Tallow Lip Balm', tags: [] };
    expect(selectOfferAvailability(product, { shopifyGid: null, stock: 'in_stock' })).toBe(
      'https://schema.org/OutOfStock',
    );
    expect(
      isProductBuyable({ ...product, variants: [{ shopifyGid: null, stock: 'in_stock' }] }),
    ).toBe(false);
  });

  it('is OutOfStock on a trade-only product, which a shopper cannot buy', () => {
    const product = { title: 'Wholesale Black Seed Oil 1L (case of 6)', tags: ['Wholesale'] };
    expect(selectOfferAvailability(product, { shopifyGid: linked, stock: 'in_stock' })).toBe(
      'https://schema.org/OutOfStock',
    );
    expect(
      isProductBuyable({ ...product, variants: [{ shopifyGid: linked, stock: 'in_stock' }] }),
    ).toBe(false);
  });

  it('is buyable when any variant can be sold', () => {
    expect(
      isProductBuyable({
        title: 'Raw Sidr Honey',
        tags: [],
        variants: [
          { shopifyGid: linked, stock: 'out_of_stock' },
          { shopifyGid: linked, stock: 'low_stock' },
        ],
      }),
    ).toBe(true);
  });
});
