import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart-line';
import {
  type CartAction,
  type CartState,
  cartTotalPence,
  countCartItems,
  INITIAL_CART_STATE,
  reduceCart,
  selectStoredCart,
} from './cart-reducer';

function makeLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    variantId: 'v1',
    shopifyGid: 'gid://shopify/ProductVariant/1',
    productTitle: 'Organic Black Seed Oil',
    variantTitle: '100ml',
    price: 14.99,
    quantity: 1,
    imageUrl: '',
    isSubscription: false,
    ...overrides,
  };
}

const withUrl: CartState = { ...INITIAL_CART_STATE, checkoutUrl: 'https://x.example/c' };

describe('reduceCart', () => {
  it('appends new lines and merges the same variantId by adding quantity', () => {
    let s = reduceCart(INITIAL_CART_STATE, { type: 'add', line: makeLine() });
    s = reduceCart(s, { type: 'add', line: makeLine({ variantId: 'v2', price: 27.99 }) });
    s = reduceCart(s, { type: 'add', line: makeLine({ quantity: 3, price: 99 }) });
    expect(s.lines.map((l) => [l.variantId, l.quantity, l.price])).toEqual([
      ['v1', 4, 14.99],
      ['v2', 1, 27.99],
    ]);
  });

  it('ignores adds with a quantity below 1', () => {
    expect(reduceCart(INITIAL_CART_STATE, { type: 'add', line: makeLine({ quantity: 0 }) })).toBe(
      INITIAL_CART_STATE,
    );
  });

  it('sets quantities and removes at 0 or below, resetting the checkout URL', () => {
    const s = reduceCart(withUrl, { type: 'add', line: makeLine() });
    expect(
      reduceCart(s, { type: 'setQuantity', variantId: 'v1', quantity: 5 }).lines[0]?.quantity,
    ).toBe(5);
    const removed = reduceCart(s, { type: 'setQuantity', variantId: 'v1', quantity: 0 });
    expect(removed.lines).toEqual([]);
    expect(removed.checkoutUrl).toBeNull();
    expect(reduceCart(s, { type: 'setQuantity', variantId: 'v1', quantity: -2 }).lines).toEqual([]);
    expect(reduceCart(s, { type: 'setQuantity', variantId: 'nope', quantity: 3 })).toBe(s);
  });

  it('removes a line and clears the cart, both resetting the checkout URL', () => {
    const s = reduceCart(withUrl, { type: 'add', line: makeLine() });
    expect(reduceCart(s, { type: 'remove', variantId: 'v1' })).toEqual({ ...INITIAL_CART_STATE });
    expect(reduceCart(s, { type: 'clear' })).toEqual({ ...INITIAL_CART_STATE });
    expect(reduceCart(s, { type: 'remove', variantId: 'other' })).toBe(s);
  });

  it('sets loading, checkout URL and hydrates', () => {
    const loading = reduceCart(INITIAL_CART_STATE, { type: 'setLoading', isLoading: true });
    expect(loading.isLoading).toBe(true);
    expect(reduceCart(loading, { type: 'setLoading', isLoading: true })).toBe(loading);
    expect(reduceCart(loading, { type: 'setCheckoutUrl', checkoutUrl: 'u' }).checkoutUrl).toBe('u');
    const hydrated = reduceCart(loading, {
      type: 'hydrate',
      cart: { lines: [makeLine()], checkoutUrl: 'c' },
    });
    expect(hydrated).toEqual({ lines: [makeLine()], checkoutUrl: 'c', isLoading: false });
    expect(selectStoredCart(hydrated)).toEqual({ lines: [makeLine()], checkoutUrl: 'c' });
  });
});

describe('cartTotalPence / countCartItems', () => {
  it('adds up in pence without float drift', () => {
    const lines = [
      makeLine({ price: 0.1, quantity: 3 }),
      makeLine({ variantId: 'v2', price: 0.2, quantity: 1 }),
      makeLine({ variantId: 'v3', price: 14.99, quantity: 3 }),
    ];
    expect(cartTotalPence(lines)).toBe(30 + 20 + 4497);
    expect(countCartItems(lines)).toBe(7);
    expect(cartTotalPence([])).toBe(0);
  });
});

describe('reduceCart invariants (property)', () => {
  const variantId = fc.constantFrom('a', 'b', 'c', 'd');
  const line = fc.record({
    variantId,
    pricePence: fc.integer({ min: 0, max: 100_000 }),
    quantity: fc.integer({ min: 1, max: 20 }),
  });
  const action: fc.Arbitrary<CartAction> = fc.oneof(
    line.map(({ variantId: id, pricePence, quantity }) => ({
      type: 'add' as const,
      line: makeLine({ variantId: id, price: pricePence / 100, quantity }),
    })),
    fc.record({
      type: fc.constant('setQuantity' as const),
      variantId,
      quantity: fc.integer({ min: -3, max: 30 }),
    }),
    fc.record({ type: fc.constant('remove' as const), variantId }),
    fc.constant({ type: 'clear' as const }),
    fc.record({ type: fc.constant('setLoading' as const), isLoading: fc.boolean() }),
    fc.record({
      type: fc.constant('setCheckoutUrl' as const),
      checkoutUrl: fc.option(fc.constant('https://x.example/c'), { nil: null }),
    }),
  );

  it('unique variantIds, positive integer quantities, no mutation, and an exact model of quantities', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 50 }), (actions) => {
        let state = INITIAL_CART_STATE;
        const model = new Map<string, number>();
        for (const a of actions) {
          const before = JSON.stringify(state);
          const frozen = Object.freeze({
            ...state,
            lines: Object.freeze([...state.lines]) as CartLine[],
          });
          const next = reduceCart(frozen, a);
          expect(JSON.stringify(state)).toBe(before);
          state = next;

          const existed = 'variantId' in a && model.has(a.variantId);
          if (a.type === 'add')
            model.set(a.line.variantId, (model.get(a.line.variantId) ?? 0) + a.line.quantity);
          if (a.type === 'setQuantity') {
            if (a.quantity <= 0) model.delete(a.variantId);
            else if (model.has(a.variantId)) model.set(a.variantId, a.quantity);
          }
          if (a.type === 'remove') model.delete(a.variantId);
          if (a.type === 'clear') model.clear();
          const removedALine =
            (a.type === 'remove' && existed) ||
            (a.type === 'setQuantity' && a.quantity <= 0 && existed);
          if (a.type === 'clear' || removedALine) expect(state.checkoutUrl).toBeNull();

          const ids = state.lines.map((l) => l.variantId);
          expect(new Set(ids).size).toBe(ids.length);
          for (const l of state.lines) {
            expect(Number.isInteger(l.quantity)).toBe(true);
            expect(l.quantity).toBeGreaterThan(0);
          }
          expect(Object.fromEntries(state.lines.map((l) => [l.variantId, l.quantity]))).toEqual(
            Object.fromEntries(model),
          );
          expect(countCartItems(state.lines)).toBe([...model.values()].reduce((x, y) => x + y, 0));
          expect(Number.isInteger(cartTotalPence(state.lines))).toBe(true);
        }
      }),
    );
  });
});
