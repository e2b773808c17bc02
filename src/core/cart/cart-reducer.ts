/**
 * The cart state machine (storefront §4 "Cart"): a pure reducer, persisted by the web layer.
 */
import { multiplyPence, type Pence, sumPence } from '../money';
import { type CartLine, readLinePricePence, type StoredCart } from './cart-line';

export type CartState = {
  lines: CartLine[];
  checkoutUrl: string | null;
  isLoading: boolean;
};

export type CartAction =
  /**
   * Same variantId: its quantity increases; otherwise the line is appended. Ignored unless the
   * quantity is a whole number ≥ 1 and the cart's count and total stay safe integers.
   */
  | { type: 'add'; line: CartLine }
  /** A quantity of 0 or less removes the line; one that makes the totals unsafe is ignored. */
  | { type: 'setQuantity'; variantId: string; quantity: number }
  | { type: 'remove'; variantId: string }
  | { type: 'clear' }
  | { type: 'setLoading'; isLoading: boolean }
  | { type: 'setCheckoutUrl'; checkoutUrl: string | null }
  /** Replace lines and checkoutUrl with what was read from storage (keeps isLoading false). */
  | { type: 'hydrate'; cart: StoredCart };

export const INITIAL_CART_STATE: CartState = { lines: [], checkoutUrl: null, isLoading: false };

/**
 * True when the item count and the total in pence of these lines are safe integers. An add or a
 * quantity that would break this is ignored: 16-digit quantities typed into the bulk quantity
 * field made cartTotalPence throw (the drawer could not render) and summed without precision.
 */
function hasSafeTotals(lines: readonly CartLine[]): boolean {
  let items = 0;
  let pence = 0;
  for (const line of lines) {
    items += line.quantity;
    pence += readLinePricePence(line) * line.quantity;
  }
  return Number.isSafeInteger(items) && Number.isSafeInteger(pence);
}

function removeLine(state: CartState, variantId: string): CartState {
  if (!state.lines.some((line) => line.variantId === variantId)) return state;
  return {
    ...state,
    lines: state.lines.filter((line) => line.variantId !== variantId),
    checkoutUrl: null,
  };
}

/** The next cart state. Pure: never mutates `state`; returns `state` itself when nothing changes. */
export function reduceCart(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'add': {
      const { line } = action;
      if (!Number.isSafeInteger(line.quantity) || line.quantity < 1) return state;
      const index = state.lines.findIndex((existing) => existing.variantId === line.variantId);
      const lines =
        index === -1
          ? [...state.lines, { ...line }]
          : state.lines.map((existing, i) =>
              i === index ? { ...existing, quantity: existing.quantity + line.quantity } : existing,
            );
      return hasSafeTotals(lines) ? { ...state, lines } : state;
    }
    case 'setQuantity': {
      const quantity = Math.floor(action.quantity);
      if (!Number.isFinite(action.quantity) || quantity <= 0) {
        return removeLine(state, action.variantId);
      }
      const index = state.lines.findIndex((line) => line.variantId === action.variantId);
      if (index === -1 || state.lines[index]?.quantity === quantity) return state;
      const lines = state.lines.map((line, i) => (i === index ? { ...line, quantity } : line));
      return hasSafeTotals(lines) ? { ...state, lines } : state;
    }
    case 'remove':
      return removeLine(state, action.variantId);
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

/** Σ unit price × quantity, in pence (unreadable prices count as 0). */
export function cartTotalPence(lines: readonly CartLine[]): Pence {
  return sumPence(lines.map((line) => multiplyPence(readLinePricePence(line), line.quantity)));
}

/** Σ quantity: the number on the cart badge. */
export function countCartItems(lines: readonly CartLine[]): number {
  return lines.reduce((count, line) => count + line.quantity, 0);
}

/** The part of the state written to local storage. */
export function selectStoredCart(state: CartState): StoredCart {
  return { lines: state.lines, checkoutUrl: state.checkoutUrl };
}
