import { describe, expect, it } from 'vitest';
import { SHOPIFY_VARIANT_GID_PREFIX } from '../cart/cart-line';
import { CUP_SHARED_GID, CUP_SIZES, findCupSize } from './cup-sizes';

describe('CUP_SIZES', () => {
  it('lists the seven sizes of docs/spec/storefront.md §3 in order', () => {
    expect(CUP_SIZES.map((c) => [c.size, c.diameter])).toEqual([
      ['B1', '60 mm'],
      ['B2', '55 mm'],
      ['B3', '50 mm'],
      ['B4', '40 mm'],
      ['B4 Curved', '40 mm'],
      ['B5', '35 mm'],
      ['B6', '25 mm'],
    ]);
  });

  it('builds ids, skus and image urls from the size', () => {
    expect(findCupSize('b4-curved')).toMatchObject({
      id: 'b4-curved',
      variantId: 'bulk-cup-b4-curved',
      sku: 'BULK-CUP-B4-CURVED',
      imageUrl: '/media/cups/b4-curved.svg',
      diameterMm: 40,
      usage: 'Curved body areas',
    });
    expect(findCupSize('b1')?.sku).toBe('BULK-CUP-B1');
    expect(findCupSize('b9')).toBeUndefined();
  });

  it('shares one storefront gid and has unique ids and skus', () => {
    // docs/spec/storefront.md §3 "Cart line": a shopifyGid begins with the variant gid prefix.
    expect(CUP_SHARED_GID.startsWith(SHOPIFY_VARIANT_GID_PREFIX)).toBe(true);
    for (const cup of CUP_SIZES) expect(cup.shopifyGid).toBe(CUP_SHARED_GID);
    expect(new Set(CUP_SIZES.map((c) => c.id)).size).toBe(7);
    expect(new Set(CUP_SIZES.map((c) => c.sku)).size).toBe(7);
    expect(new Set(CUP_SIZES.map((c) => c.variantId)).size).toBe(7);
  });
});
