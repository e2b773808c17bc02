import { describe, expect, it } from 'vitest';
import {
  buildLineKey,
  type CartLine,
  lineUnits,
  parseStoredCart,
  readStoredCartLine,
  serializeStoredCart,
  toPurchaseIntent,
} from './cart-line';
import { buildPurchaseOptionLine } from './line-builders';

const line: CartLine = buildPurchaseOptionLine({
  optionId: 'onetime-2month',
  product: { title: 'Organic Black Seed Oil', imageUrl: '/oil.png' },
  variant: { id: 'oil-100', title: '100ml', pricePence: 1499 },
  quantity: 3,
});

describe('a cart line', () => {
  it('holds the intent and display info in integer pence, never a float price', () => {
    expect(line).toEqual({
      key: 'oil-100:pack-2',
      variantId: 'oil-100',
      purchase: { kind: 'one-time', packSize: 2 },
      quantity: 3,
      productTitle: 'Organic Black Seed Oil',
      variantTitle: '100ml',
      imageUrl: '/oil.png',
      unitNoun: 'bottle',
      listPricePence: 1499,
    });
    expect(lineUnits(line)).toBe(6);
    expect(toPurchaseIntent(line)).toEqual({
      kind: 'one-time',
      variantId: 'oil-100',
      packSize: 2,
      quantity: 3,
    });
  });

  it('keys keep options apart and merge the same option', () => {
    expect(buildLineKey('v', { kind: 'one-time', packSize: 1 })).toBe('v');
    expect(buildLineKey('v', { kind: 'one-time', packSize: 3 })).toBe('v:pack-3');
    expect(buildLineKey('v', { kind: 'subscription', planId: 'subscribe-2month' })).toBe(
      'v:subscribe-2month',
    );
    expect(buildLineKey('v', { kind: 'subscription', planId: 'shop-card-60' })).toBe(
      'v:shop-card-60',
    );
    expect(buildLineKey('bulk-cup-b1', { kind: 'cups' })).toBe('bulk-cup-b1');
    expect(buildLineKey('v', { kind: 'trade' })).toBe('v:trade');
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

  it('keeps a cart stored by an older version (float pounds, no intent) as invalid lines', () => {
    const old = {
      variantId: 'oil-100:onetime-2month',
      shopifyGid: 'gid://shopify/ProductVariant/1',
      productTitle: 'Organic Black Seed Oil',
      variantTitle: '2 bottles (10% off)',
      price: 26.98,
      quantity: 1,
      imageUrl: '',
      isSubscription: false,
    };
    expect(parseStoredCart(JSON.stringify({ lines: [old], checkoutUrl: null })).lines).toEqual([
      {
        key: 'invalid-line-0',
        variantId: 'oil-100:onetime-2month',
        purchase: { kind: 'one-time', packSize: 1 },
        quantity: 1,
        productTitle: 'Organic Black Seed Oil',
        variantTitle: '2 bottles (10% off)',
        imageUrl: '',
        unitNoun: 'item',
        listPricePence: 0,
        invalid: true,
      },
    ]);
  });

  it('rejects float or negative pence, unknown options and bad counts', () => {
    const stored = JSON.parse(serializeStoredCart({ lines: [line], checkoutUrl: null })).lines[0];
    expect(readStoredCartLine(stored)).toEqual(line);
    for (const bad of [
      { listPricePence: 14.99 },
      { listPricePence: -1 },
      { quantity: 0 },
      { quantity: 1.5 },
      { purchase: { kind: 'one-time', packSize: 4 } },
      { purchase: { kind: 'subscription', planId: 'weekly' } },
      { purchase: { kind: 'gift' } },
      { variantId: '' },
    ]) {
      expect(readStoredCartLine({ ...stored, ...bad })).toBeNull();
    }
  });

  it('a count over the cap stays readable, so the drawer can say why it cannot check out', () => {
    const stored = { ...line, quantity: 5001 };
    expect(readStoredCartLine(stored)).toEqual(stored);
  });

  it('a second stored line with the same key is kept as invalid, not merged silently', () => {
    const { lines } = parseStoredCart(JSON.stringify([line, line]));
    expect(lines.map((l) => [l.key, l.invalid ?? false])).toEqual([
      ['oil-100:pack-2', false],
      ['invalid-line-1', true],
    ]);
  });
});
