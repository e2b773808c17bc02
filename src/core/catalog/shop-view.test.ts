import { describe, expect, it } from 'vitest';
import type { ProductSummaryDto } from '../api/store-types';
import {
  applyShopView,
  buildShopHref,
  DEFAULT_SHOP_VIEW,
  readShopView,
  type ShopView,
} from './shop-view';

function product(id: string, price: string | null, tags: string[] = []): ProductSummaryDto {
  return {
    id,
    handle: id,
    title: id,
    description: '',
    type: '',
    imageUrl: null,
    tags,
    sortOrder: 0,
    cheapestVariant: price
      ? {
          id: `${id}-v`,
          productId: id,
          title: 'Default',
          price,
          compareAtPrice: null,
          shopifyGid: null,
          stock: 'in_stock',
          available: null,
        }
      : null,
  };
}

const LIST = [
  product('oil', '14.99', ['Halal', 'Vegan']),
  product('honey', '34.99', ['Halal']),
  product('balm', null, ['Vegan']),
  product('caps', '9.99', ['vegan', 'halal']),
  product('resin', '14.99'),
];
const view = (v: Partial<ShopView>): ShopView => ({ ...DEFAULT_SHOP_VIEW, ...v });
const ids = (list: ProductSummaryDto[]) => list.map((p) => p.id);

describe('readShopView', () => {
  it('reads sort, dietary tags and a price range, ignoring what it does not know', () => {
    expect(
      readShopView(new URLSearchParams('sort=price-desc&diet=vegan&diet=halal&min=5&max=20')),
    ).toEqual({
      sort: 'price-desc',
      diet: ['halal', 'vegan'],
      minPounds: 5,
      maxPounds: 20,
    });
    expect(readShopView(new URLSearchParams('sort=cheap&diet=keto&min=-1&max=1e3'))).toEqual(
      DEFAULT_SHOP_VIEW,
    );
    expect(readShopView(new URLSearchParams('min=30&max=10'))).toMatchObject({
      minPounds: 10,
      maxPounds: 30,
    });
    expect(readShopView(new URLSearchParams('max=10001')).maxPounds).toBeNull();
  });

  it('round-trips through buildShopHref', () => {
    const v = view({ sort: 'newest', diet: ['vegan'], minPounds: 0, maxPounds: 15 });
    const href = buildShopHref('black-seed', v);
    expect(href).toBe('/shop?collection=black-seed&sort=newest&diet=vegan&min=0&max=15');
    expect(readShopView(new URL(href, 'https://x.test').searchParams)).toEqual(v);
    expect(buildShopHref(null, DEFAULT_SHOP_VIEW)).toBe('/shop');
  });
});

describe('applyShopView', () => {
  it('keeps the featured order by default', () => {
    expect(ids(applyShopView(LIST, DEFAULT_SHOP_VIEW))).toEqual([
      'oil',
      'honey',
      'balm',
      'caps',
      'resin',
    ]);
  });

  it('sorts by price both ways, stable on ties, unpriced last', () => {
    expect(ids(applyShopView(LIST, view({ sort: 'price-asc' })))).toEqual([
      'caps',
      'oil',
      'resin',
      'honey',
      'balm',
    ]);
    expect(ids(applyShopView(LIST, view({ sort: 'price-desc' })))).toEqual([
      'honey',
      'oil',
      'resin',
      'caps',
      'balm',
    ]);
  });

  it('filters by every chosen dietary tag, in any case', () => {
    expect(ids(applyShopView(LIST, view({ diet: ['vegan'] })))).toEqual(['oil', 'balm', 'caps']);
    expect(ids(applyShopView(LIST, view({ diet: ['halal', 'vegan'] })))).toEqual(['oil', 'caps']);
  });

  it('filters by price to the penny, inclusive, leaving out unpriced products', () => {
    expect(ids(applyShopView(LIST, view({ minPounds: 10, maxPounds: 15 })))).toEqual([
      'oil',
      'resin',
    ]);
    expect(ids(applyShopView(LIST, view({ maxPounds: 14 })))).toEqual(['caps']);
    expect(ids(applyShopView(LIST, view({ minPounds: 35 })))).toEqual([]);
  });

  it('orders newest and best sellers by the rankings, the rest after in featured order', () => {
    const rankings = { newest: ['resin', 'caps'], bestSellers: ['honey'] };
    expect(ids(applyShopView(LIST, view({ sort: 'newest' }), rankings))).toEqual([
      'resin',
      'caps',
      'oil',
      'honey',
      'balm',
    ]);
    expect(ids(applyShopView(LIST, view({ sort: 'best-sellers' }), rankings))).toEqual([
      'honey',
      'oil',
      'balm',
      'caps',
      'resin',
    ]);
    expect(ids(applyShopView(LIST, view({ sort: 'best-sellers' }), null))).toEqual(ids(LIST));
  });
});
