import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart-line';
import {
  type CartState,
  countCartItems,
  INITIAL_CART_STATE,
  reduceCart,
  selectStoredCart,
} from './cart-reducer';
import { buildCupLines, buildPurchaseOptionLine } from './line-builders';

const OIL = { title: 'Organic Black Seed Oil' };
const oil100 = { id: 'oil-100', title: '100ml', pricePence: 1499 };
const single = buildPurchaseOptionLine({ optionId: 'onetime', product: OIL, variant: oil100 });
const pack2 = buildPurchaseOptionLine({
  optionId: 'onetime-2month',
  product: OIL,
  variant: oil100,
});
const withUrl: CartState = { ...INITIAL_CART_STATE, checkoutUrl: 'https://x.example/c' };

function cupsLine(cups: number): CartLine {
  return buildCupLines({ b1: cups })[0] as CartLine;
}

describe('reduceCart', () => {
  it('appends new options and merges the same option by adding counts', () => {
    let s = reduceCart(withUrl, { type: 'add', line: single });
    s = reduceCart(s, { type: 'add', line: pack2 });
    s = reduceCart(s, { type: 'add', line: { ...pack2, quantity: 2 } });
    expect(s.lines.map((l) => [l.key, l.quantity])).toEqual([
      ['oil-100', 1],
      ['oil-100:pack-2', 3],
    ]);
    expect(s.checkoutUrl).toBeNull();
  });

  it('ignores adds the server would refuse (0, fractions, over 10,000 units, invalid lines)', () => {
    for (const line of [
      { ...single, quantity: 0 },
      { ...single, quantity: 1.5 },
      { ...single, quantity: -2 },
      { ...pack2, quantity: 5001 },
      { ...single, invalid: true as const },
    ]) {
      expect(reduceCart(INITIAL_CART_STATE, { type: 'add', line })).toBe(INITIAL_CART_STATE);
    }
    const full = reduceCart(INITIAL_CART_STATE, {
      type: 'add',
      line: { ...pack2, quantity: 5000 },
    });
    expect(full.lines[0]?.quantity).toBe(5000);
    expect(reduceCart(full, { type: 'add', line: pack2 })).toBe(full);
  });

  it('combines cups of one size into one line in steps of 50', () => {
    let s = reduceCart(INITIAL_CART_STATE, { type: 'add', line: cupsLine(50) });
    s = reduceCart(s, { type: 'add', line: cupsLine(50) });
    expect(s.lines.map((l) => [l.key, l.quantity])).toEqual([['bulk-cup-b1', 100]]);
    expect(reduceCart(s, { type: 'setQuantity', key: 'bulk-cup-b1', quantity: 99 })).toBe(s);
    expect(reduceCart(s, { type: 'setQuantity', key: 'bulk-cup-b1', quantity: 49 })).toBe(s);
    expect(
      reduceCart(s, { type: 'setQuantity', key: 'bulk-cup-b1', quantity: 150 }).lines[0]?.quantity,
    ).toBe(150);
  });

  it('sets counts, refuses bad ones, removes at 0 or below and resets the checkout URL', () => {
    const s = reduceCart(withUrl, { type: 'add', line: single });
    expect(
      reduceCart(s, { type: 'setQuantity', key: 'oil-100', quantity: 5 }).lines[0]?.quantity,
    ).toBe(5);
    expect(reduceCart(s, { type: 'setQuantity', key: 'oil-100', quantity: 2.5 })).toBe(s);
    expect(reduceCart(s, { type: 'setQuantity', key: 'oil-100', quantity: 10_001 })).toBe(s);
    expect(reduceCart(s, { type: 'setQuantity', key: 'oil-100', quantity: Number.NaN })).toBe(s);
    expect(reduceCart(s, { type: 'setQuantity', key: 'oil-100', quantity: 0 }).lines).toEqual([]);
    expect(reduceCart(s, { type: 'setQuantity', key: 'oil-100', quantity: -1 }).lines).toEqual([]);
    expect(reduceCart(s, { type: 'setQuantity', key: 'nope', quantity: 3 })).toBe(s);
    expect(reduceCart(s, { type: 'remove', key: 'oil-100' })).toMatchObject({
      lines: [],
      checkoutUrl: null,
    });
  });

  it('clears, tracks loading and hydrates', () => {
    const s = reduceCart(withUrl, { type: 'add', line: single });
    expect(reduceCart(s, { type: 'clear' })).toMatchObject({ lines: [], checkoutUrl: null });
    const loading = reduceCart(s, { type: 'setLoading', isLoading: true });
    expect(loading.isLoading).toBe(true);
    expect(reduceCart(loading, { type: 'setLoading', isLoading: true })).toBe(loading);
    const hydrated = reduceCart(loading, {
      type: 'hydrate',
      cart: { lines: [pack2], checkoutUrl: 'u' },
    });
    expect(hydrated).toEqual({ lines: [pack2], checkoutUrl: 'u', isLoading: false });
    expect(selectStoredCart(hydrated)).toEqual({ lines: [pack2], checkoutUrl: 'u' });
  });

  it('counts items for the badge', () => {
    expect(countCartItems([single, { ...pack2, quantity: 2 }])).toBe(3);
  });
});
