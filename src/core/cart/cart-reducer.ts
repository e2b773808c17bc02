/**
 * The cart state machine (docs/spec/storefront.md §4 "Cart"): a pure reducer, persisted by the web layer.
 * Counts follow cart-quantity.ts: an add or a quantity that breaks them is ignored (the caller
 * shows findAddProblem / findQuantityProblem's message first).
 */
import type { CartLine, StoredCart } from './cart-line';
import { findAddProblem, findQuantityProblem } from './cart-quantity';

export type CartState = {
  lines: CartLine[];
  checkoutUrl: string | null;
  isLoading: boolean;
};

export type CartAction =
  /** Same key: its quantity increases; otherwise the line is appended. Refused counts are ignored. */
  | { type: 'add'; line: CartLine }
  /** A quantity of 0 or less removes the line; any other refused count is ignored. */
  | { type: 'setQuantity'; key: string; quantity: number }
  | { type: 'remove'; key: string }
  | { type: 'clear' }
  | { type: 'setLoading'; isLoading: boolean }
  | { type: 'setCheckoutUrl'; checkoutUrl: string | null }
  /** Replace lines and checkoutUrl with what was read from storage (keeps isLoading false). */
  | { type: 'hydrate'; cart: StoredCart };

export const INITIAL_CART_STATE: CartState = { lines: [], checkoutUrl: null, isLoading: false };

function removeLine(state: CartState, key: string): CartState {
  if (!state.lines.some((line) => line.key === key)) return state;
  return {
    ...state,
    lines: state.lines.filter((line) => line.key !== key),
    checkoutUrl: null,
  };
}

/** The next cart state. Pure: never mutates `state`; returns `state` itself when nothing changes. */
export function reduceCart(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      const { line } = action;
      if (line.invalid === true || findAddProblem(state.lines, line) !== null) return state;
      const index = state.lines.findIndex((existing) => existing.key === line.key);
      const lines =
        index === -1
          ? [...state.lines, { ...line }]
          : state.lines.map((existing, i) =>
              i === index
                ? {
                    ...existing,
                    quantity: existing.quantity + line.quantity,
                    // What is left now, as the add read it, replaces the older figure.
                    ...(line.maxUnits === undefined ? {} : { maxUnits: line.maxUnits }),
                  }
                : existing,
            );
      return { ...state, lines, checkoutUrl: null };
    }
    case 'setQuantity': {
      const index = state.lines.findIndex((line) => line.key === action.key);
      const current = state.lines[index];
      if (current === undefined) return state;
      if (typeof action.quantity === 'number' && action.quantity <= 0) {
        return removeLine(state, action.key);
      }
      if (current.quantity === action.quantity) return state;
      // The stock cap is the drawer's to apply (with the server's latest figure); the count
      // rules are checked here.
      if (findQuantityProblem({ purchase: current.purchase }, action.quantity) !== null) {
        return state;
      }
      const lines = state.lines.map((line, i) =>
        i === index ? { ...line, quantity: action.quantity } : line,
      );
      return { ...state, lines, checkoutUrl: null };
    }
    case 'remove':
      return removeLine(state, action.key);
    case 'clear':
      return { ...state, lines: [], checkoutUrl: null };
    case 'setLoading':
      return state.isLoading === action.isLoading
        ? state
        : { ...state, isLoading: action.isLoading };
    case 'setCheckoutUrl':
      return { ...state, checkoutUrl: action.checkoutUrl };
    case 'hydrate':
      return { lines: action.cart.lines, checkoutUrl: action.cart.checkoutUrl, isLoading: false };
  }
}

/** Σ quantity: the number on the cart badge (packs, deliveries, cups, trade units). */
export function countCartItems(lines: readonly CartLine[]): number {
  return lines.reduce((count, line) => count + line.quantity, 0);
}

/** The part of the state written to local storage. */
export function selectStoredCart(state: CartState): StoredCart {
  return { lines: state.lines, checkoutUrl: state.checkoutUrl };
}
