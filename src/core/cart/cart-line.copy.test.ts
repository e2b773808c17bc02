// The spec's words in cart-line.ts, in one table (docs/decisions/144-copy-tables.md): each row is
// [name, value, the words, where they come from]. Elsewhere tests use the constant, never its literal
// (src/core/content/copy-pins.unit.test.ts).
import { describe, expect, it } from 'vitest';
import { CART_STORAGE_KEY, SHOPIFY_VARIANT_GID_PREFIX } from './cart-line';

describe('cart-line.ts copy', () => {
  it.each([
    [
      'CART_STORAGE_KEY',
      CART_STORAGE_KEY,
      'shopify-cart',
      'not in the spec: shop\'s own words, kept as a contract: docs/spec/storefront.md §3 "Cart line" asks for a fixed key naming the platform, and carts already stored in browsers (and src/web/early-taps.ts, the e2e tests) read this key',
    ],
    [
      'SHOPIFY_VARIANT_GID_PREFIX',
      SHOPIFY_VARIANT_GID_PREFIX,
      'gid://shopify/ProductVariant/',
      'not in the spec: Shopify\'s own global id format, kept as a contract: docs/spec/storefront.md §3 "Cart line" (shopifyGid must begin with the platform\'s product-variant prefix) and the Storefront API reads it',
    ],
  ])('%s', (_name, value, words, source) => {
    expect(value, source).toBe(words);
  });
});
