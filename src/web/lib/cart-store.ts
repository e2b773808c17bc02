// The browser cart: the core reducer, persisted in localStorage under CART_STORAGE_KEY, shared by
// every feature (shop cards, product page, cup builder, wholesale shop, drawer) and kept in sync
// across tabs through the storage event. Corrupt stored data never throws (parseStoredCart).
import { useSyncExternalStore } from 'react';
import {
  CART_STORAGE_KEY,
  type CartLine,
  parseStoredCart,
  serializeStoredCart,
} from '../../core/cart/cart-line';
import {
  type CartAction,
  type CartState,
  INITIAL_CART_STATE,
  reduceCart,
  selectStoredCart,
} from '../../core/cart/cart-reducer';

type Listener = () => void;

const listeners = new Set<Listener>();
let state: CartState = INITIAL_CART_STATE;
let hydrated = false;

function readStorage(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

function hydrate() {
  if (hydrated) return;
  hydrated = true;
  state = reduceCart(state, { type: 'hydrate', cart: parseStoredCart(readStorage()) });
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
      state = reduceCart(state, { type: 'hydrate', cart: parseStoredCart(readStorage()) });
      emit();
    });
    // Back from the hosted checkout through the back/forward cache: the page is restored with
    // the loading flag still set, so the checkout button would stay disabled.
    window.addEventListener('pageshow', (event) => {
      if (!event.persisted || !state.isLoading) return;
      state = reduceCart(state, { type: 'setLoading', isLoading: false });
      emit();
    });
  }
}

function emit() {
  for (const listener of listeners) listener();
}

function persist() {
  try {
    localStorage.setItem(CART_STORAGE_KEY, serializeStoredCart(selectStoredCart(state)));
  } catch {
    // Private mode or a full quota: the cart still works for this page view.
  }
}

/** Applies an action, persists lines and checkoutUrl, and notifies subscribers. */
export function dispatchCart(action: CartAction): void {
  hydrate();
  const next = reduceCart(state, action);
  if (next === state) return;
  const storedChanged = next.lines !== state.lines || next.checkoutUrl !== state.checkoutUrl;
  state = next;
  if (storedChanged) persist();
  emit();
}

export function getCartState(): CartState {
  hydrate();
  return state;
}

function subscribe(listener: Listener) {
  hydrate();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The whole cart state; re-renders when it changes (in this tab or another). */
export function useCart(): CartState {
  return useSyncExternalStore(subscribe, getCartState, () => INITIAL_CART_STATE);
}

export const cartActions = {
  add: (line: CartLine) => dispatchCart({ type: 'add', line }),
  setQuantity: (key: string, quantity: number) =>
    dispatchCart({ type: 'setQuantity', key, quantity }),
  remove: (key: string) => dispatchCart({ type: 'remove', key }),
  clear: () => dispatchCart({ type: 'clear' }),
  setLoading: (isLoading: boolean) => dispatchCart({ type: 'setLoading', isLoading }),
  setCheckoutUrl: (checkoutUrl: string | null) =>
    dispatchCart({ type: 'setCheckoutUrl', checkoutUrl }),
};

/** Open/close state of the cart drawer, so "added to cart" can open it from any feature. */
const drawerListeners = new Set<Listener>();
let drawerOpen = false;
export function setCartDrawerOpen(open: boolean) {
  if (drawerOpen === open) return;
  drawerOpen = open;
  for (const listener of drawerListeners) listener();
}
export function useCartDrawerOpen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      drawerListeners.add(listener);
      return () => drawerListeners.delete(listener);
    },
    () => drawerOpen,
    () => false,
  );
}
