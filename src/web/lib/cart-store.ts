// The browser cart, in ONE zustand store (docs/decisions/044-one-zustand-cart-store.md): the core
// reducer's lines, checkout URL and loading flag, the drawer's open state, and the discount code
// the shopper entered. Lines and checkout URL persist in localStorage under CART_STORAGE_KEY
// (every feature and every tab shares them: the storage event re-reads them); the discount code
// persists for the browser session in sessionStorage; the rest lives for the page view. Stored
// data is read by the core's parseStoredCart, which never throws on corrupt storage.
import { create } from 'zustand';
import { type PersistStorage, persist } from 'zustand/middleware';
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
} from '../../core/cart/cart-reducer';

export const DISCOUNT_CODE_STORAGE_KEY = 'hh-discount-code';

export type CartStore = CartState & {
  /** Whether the cart drawer is open, so "added to cart" can open it from any feature. */
  drawerOpen: boolean;
  /** The code asked about in the drawer, sent with its pricing and (when it applies) checkout. */
  discountCode: string | null;
};

type Persisted = Pick<CartStore, 'lines' | 'checkoutUrl' | 'discountCode'>;

function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

/** What the browser's storage holds, as last read or written: unchanged parts are not rewritten. */
let stored: Persisted | null = null;

function write(kind: 'localStorage' | 'sessionStorage', key: string, value: string | null) {
  try {
    const storage = browserStorage(kind);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Private mode or a full quota: the cart still works for this page view.
  }
}

/**
 * The persist middleware's storage: the cart's own format in localStorage (`{ lines, checkoutUrl }`,
 * docs/spec/storefront.md §3) and the bare code in sessionStorage, rather than the middleware's
 * `{ state, version }` JSON, so carts stored before this store keep working.
 */
const cartStorage: PersistStorage<Persisted> = {
  getItem: () => {
    let raw: string | null = null;
    let discountCode: string | null = null;
    try {
      raw = browserStorage('localStorage')?.getItem(CART_STORAGE_KEY) ?? null;
    } catch {
      // Storage refused (privacy settings): start with an empty cart.
    }
    try {
      discountCode = browserStorage('sessionStorage')?.getItem(DISCOUNT_CODE_STORAGE_KEY) ?? null;
    } catch {
      // As above: no code.
    }
    stored = { ...parseStoredCart(raw), discountCode };
    return { state: stored, version: 0 };
  },
  setItem: (_name, { state }) => {
    if (state.lines !== stored?.lines || state.checkoutUrl !== stored.checkoutUrl) {
      write('localStorage', CART_STORAGE_KEY, serializeStoredCart(state));
    }
    if (state.discountCode !== stored?.discountCode) {
      write('sessionStorage', DISCOUNT_CODE_STORAGE_KEY, state.discountCode);
    }
    stored = state;
  },
  removeItem: () => {},
};

const INITIAL_STORE: CartStore = { ...INITIAL_CART_STATE, drawerOpen: false, discountCode: null };

export const useCartStore = create<CartStore>()(
  persist<CartStore, [], [], Persisted>(() => INITIAL_STORE, {
    name: CART_STORAGE_KEY,
    storage: cartStorage,
    partialize: ({ lines, checkoutUrl, discountCode }) => ({ lines, checkoutUrl, discountCode }),
    // Read from storage (at start or from another tab): the loading flag belongs to no tab.
    merge: (persisted, current) => ({ ...current, ...(persisted as Persisted), isLoading: false }),
  }),
);

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== CART_STORAGE_KEY && event.key !== null) return;
    void useCartStore.persist.rehydrate();
  });
  // Back from the hosted checkout through the back/forward cache: the page is restored with
  // the loading flag still set, so the checkout button would stay disabled.
  window.addEventListener('pageshow', (event) => {
    if (event.persisted && useCartStore.getState().isLoading) {
      useCartStore.setState({ isLoading: false });
    }
  });
}

/** Applies a cart action (core reducer); lines and checkoutUrl persist when they change. */
export function dispatchCart(action: CartAction): void {
  useCartStore.setState((state) => reduceCart(state, action));
}

export function getCartState(): CartStore {
  return useCartStore.getState();
}

/** The whole cart state; re-renders when it changes (in this tab or another). */
export function useCart(): CartStore {
  return useCartStore();
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

export function setCartDrawerOpen(open: boolean): void {
  if (useCartStore.getState().drawerOpen !== open) useCartStore.setState({ drawerOpen: open });
}

export function useCartDrawerOpen(): boolean {
  return useCartStore((state) => state.drawerOpen);
}

/** Sets (or with null removes) the discount code asked about. */
export function setDiscountCode(code: string | null): void {
  useCartStore.setState({ discountCode: code });
}

export function useDiscountCode(): string | null {
  return useCartStore((state) => state.discountCode);
}
