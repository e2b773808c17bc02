import { describe, expect, it } from 'vitest';
import {
  buildCartLine,
  CART_STORAGE_KEY,
  type CartLine,
  parseStoredCart,
  readLinePricePence,
  readStoredCartLine,
  SHOPIFY_VARIANT_GID_PREFIX,
  serializeStoredCart,
} from './cart-line';

const line: CartLine = {
  variantId: 'v1',
  shopifyGid: 'gid://shopify/ProductVariant/49000000000001',
  productTitle: 'Organic Black Seed Oil',
  variantTitle: '100ml',
  price: 14.99,
  quantity: 2,
  imageUrl: '',
  isSubscription: false,
};

describe('constants', () => {
  it('match the spec', () => {
    expect(CART_STORAGE_KEY).toBe('shopify-cart');
    expect(SHOPIFY_VARIANT_GID_PREFIX).toBe('gid://shopify/ProductVariant/');
  });
});

describe('parseStoredCart', () => {
  it('round-trips a stored cart', () => {
    const cart = { lines: [line], checkoutUrl: 'https://shop.example/checkout' };
    expect(parseStoredCart(serializeStoredCart(cart))).toEqual(cart);
  });

  it.each([null, undefined, '', '{', 'not json', '42', '"text"', 'null', 'true'])(
    'gives an empty cart for %j',
    (raw) => {
      expect(parseStoredCart(raw)).toEqual({ lines: [], checkoutUrl: null });
    },
  );

  it('accepts a bare array and an older { items } shape', () => {
    expect(parseStoredCart(JSON.stringify([line])).lines).toEqual([line]);
    expect(parseStoredCart(JSON.stringify({ items: [line] })).lines).toEqual([line]);
    expect(parseStoredCart(JSON.stringify({ lines: 'nope', checkoutUrl: 'x' }))).toEqual({
      lines: [],
      checkoutUrl: 'x',
    });
  });

  it('fills defaults for missing optional fields', () => {
    const { lines } = parseStoredCart(
      JSON.stringify({
        lines: [{ variantId: 'v', shopifyGid: 'g', productTitle: 'P', price: 1, quantity: 1 }],
      }),
    );
    expect(lines).toEqual([
      {
        variantId: 'v',
        shopifyGid: 'g',
        productTitle: 'P',
        variantTitle: 'Default',
        price: 1,
        quantity: 1,
        imageUrl: '',
        isSubscription: false,
      },
    ]);
  });

  it('keeps malformed lines, flagged invalid, with readable fallbacks', () => {
    const raw = JSON.stringify({
      lines: [
        line,
        { variantId: 'v2', productTitle: 'Broken', price: '7.5', quantity: 'two' },
        17,
        null,
      ],
      checkoutUrl: null,
    });
    const { lines } = parseStoredCart(raw);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toEqual(line);
    expect(lines[1]).toEqual({
      variantId: 'v2',
      shopifyGid: '',
      productTitle: 'Broken',
      variantTitle: 'Default',
      price: 7.5,
      quantity: 1,
      imageUrl: '',
      isSubscription: false,
      invalid: true,
    });
    expect(lines[2]).toMatchObject({ variantId: 'invalid-line-2', invalid: true, price: 0 });
    expect(lines[3]).toMatchObject({ variantId: 'invalid-line-3', invalid: true });
  });

  it('keeps the invalid flag across a save and reload', () => {
    const { lines } = parseStoredCart(JSON.stringify([{ variantId: 'x', price: -1 }]));
    const reloaded = parseStoredCart(serializeStoredCart({ lines, checkoutUrl: null }));
    expect(reloaded.lines[0]?.invalid).toBe(true);
  });

  it('never throws on arbitrary text', () => {
    for (const raw of ['[', '[[]]', '{"lines":[{"price":{}}]}', '{"lines":[[]]}', '\u0000']) {
      expect(() => parseStoredCart(raw)).not.toThrow();
    }
  });
});

describe('readStoredCartLine', () => {
  it('rejects negative prices and non-integer quantities', () => {
    expect(readStoredCartLine({ ...line, price: -1 })).toBeNull();
    expect(readStoredCartLine({ ...line, quantity: 1.5 })).toBeNull();
    expect(readStoredCartLine({ ...line, quantity: 0 })).toBeNull();
    expect(readStoredCartLine({ ...line, variantId: '' })).toBeNull();
    expect(readStoredCartLine({ ...line, isSubscription: 'yes' })).toBeNull();
    expect(readStoredCartLine(line)).toEqual(line);
    expect(readStoredCartLine({ ...line, unknownKey: 1 })).toEqual(line);
  });
});

describe('buildCartLine / readLinePricePence', () => {
  it('builds a plain line in pounds', () => {
    expect(
      buildCartLine({
        product: { title: 'Facial Glider Cups' },
        variant: { id: 'g', pricePence: 999, shopifyGid: 'gid://shopify/ProductVariant/9' },
        quantity: 25,
        isWholesale: true,
      }),
    ).toEqual({
      variantId: 'g',
      shopifyGid: 'gid://shopify/ProductVariant/9',
      productTitle: 'Facial Glider Cups',
      variantTitle: 'Default',
      price: 9.99,
      quantity: 25,
      imageUrl: '',
      isSubscription: false,
      isWholesale: true,
    });
  });

  it('reads prices exactly', () => {
    expect(readLinePricePence({ price: 14.99 })).toBe(1499);
    expect(readLinePricePence({ price: 0.35 })).toBe(35);
    expect(readLinePricePence({ price: Number.NaN })).toBe(0);
  });
});
