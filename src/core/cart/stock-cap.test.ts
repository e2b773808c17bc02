import { describe, expect, it } from 'vitest';
import { parseStoredCart, serializeStoredCart } from './cart-line';
import { findAddProblem, findQuantityProblem } from './cart-quantity';
import { INITIAL_CART_STATE, reduceCart } from './cart-reducer';
import { buildPurchaseOptionLine } from './line-builders';
import { readQuantityInput } from './quantity-input';

const HONEY = { title: 'Black Seed Honey', imageUrl: null };
const LEFT_3 = 'Only 3 jars of Black Seed Honey are left. Lower the quantity to continue.';

const jar = (quantity: number, available: number | null = 3) =>
  buildPurchaseOptionLine({
    optionId: 'onetime',
    product: HONEY,
    variant: { id: 'honey-250', title: '250g', pricePence: 1699, available },
    quantity,
  });

describe('the stock cap on a cart line', () => {
  it('is read at add: 3 jars go in, a 4th is refused with the product and what is left', () => {
    expect(jar(3).maxUnits).toBe(3);
    expect(findAddProblem([], jar(3))).toBeNull();
    expect(findAddProblem([], jar(5))).toBe(LEFT_3);
    const state = reduceCart(INITIAL_CART_STATE, { type: 'add', line: jar(3) });
    expect(findAddProblem(state.lines, jar(1))).toBe(LEFT_3);
    expect(reduceCart(state, { type: 'add', line: jar(1) })).toBe(state);
  });

  it('counts other pack sizes of the variant: a 2-pack in the cart leaves 1 jar', () => {
    const pack = buildPurchaseOptionLine({
      optionId: 'onetime-2month',
      product: HONEY,
      variant: { id: 'honey-250', title: '250g', pricePence: 1699, available: 3 },
    });
    const state = reduceCart(INITIAL_CART_STATE, { type: 'add', line: pack });
    expect(findAddProblem(state.lines, jar(1))).toBeNull();
    expect(findAddProblem(state.lines, jar(2))).toBe(LEFT_3);
  });

  it('stops the drawer stepper and a typed count at what is left', () => {
    expect(findQuantityProblem(jar(3), 4)).toBe(LEFT_3);
    expect(findQuantityProblem(jar(3), 3)).toBeNull();
    expect(readQuantityInput(jar(3), '5')).toEqual({ quantity: 3, message: LEFT_3 });
    expect(readQuantityInput(jar(1, 1), '2')).toEqual({
      quantity: 1,
      message: 'Only 1 jar of Black Seed Honey is left. Lower the quantity to continue.',
    });
  });

  it('is not applied where stock is not tracked', () => {
    expect(jar(5, null).maxUnits).toBeUndefined();
    expect(findAddProblem([], jar(500, null))).toBeNull();
  });

  it('survives local storage', () => {
    const stored = parseStoredCart(serializeStoredCart({ lines: [jar(2)], checkoutUrl: null }));
    expect(stored.lines[0]?.maxUnits).toBe(3);
  });
});
