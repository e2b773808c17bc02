import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY } from '../../core/cart/cart-line';
import { buildPurchaseOptionLine, buildTradeLine } from '../../core/cart/line-builders';

// The store runs in the browser; here a window with two in-memory storages stands in, and every
// test imports a fresh copy of the module (the store reads storage when it is created).

class MemoryStorage {
  readonly items = new Map<string, string>();
  writes = 0;
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.writes += 1;
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.writes += 1;
    this.items.delete(key);
  }
}

let local: MemoryStorage;
let session: MemoryStorage;
let win: EventTarget & { localStorage: MemoryStorage; sessionStorage: MemoryStorage };

beforeEach(() => {
  vi.resetModules();
  local = new MemoryStorage();
  session = new MemoryStorage();
  win = Object.assign(new EventTarget(), { localStorage: local, sessionStorage: session });
  vi.stubGlobal('window', win);
});
afterEach(() => vi.unstubAllGlobals());

const loadStore = () => import('./cart-store');

const OIL = { title: 'Organic Black Seed Oil' };
const oil100 = { id: 'gid://shopify/ProductVariant/1', title: '100ml', pricePence: 1499 };
const single = buildPurchaseOptionLine({ optionId: 'onetime', product: OIL, variant: oil100 });
const pack2 = buildPurchaseOptionLine({
  optionId: 'onetime-2month',
  product: OIL,
  variant: oil100,
});

function storedLines() {
  return JSON.parse(local.getItem(CART_STORAGE_KEY) ?? 'null');
}

describe('cart store: reading storage', () => {
  it('starts empty on unreadable JSON or a non-object, and never throws', async () => {
    for (const raw of ['{not json', '42', 'null', '"text"']) {
      vi.resetModules();
      local.setItem(CART_STORAGE_KEY, raw);
      const { getCartState } = await loadStore();
      expect(getCartState().lines).toEqual([]);
      expect(getCartState().checkoutUrl).toBeNull();
    }
  });

  it('keeps a malformed line as an invalid one (shown with Clear Cart), and a good line as it is', async () => {
    local.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({
        lines: [{ variantId: 'broken', productTitle: 'Mystery Jar', price: 'twelve' }, single],
        checkoutUrl: 'https://shop.example/c/1',
      }),
    );
    const { getCartState } = await loadStore();
    const [broken, good] = getCartState().lines;
    expect(broken).toMatchObject({ productTitle: 'Mystery Jar', quantity: 1, invalid: true });
    expect(good).toEqual(single);
    expect(getCartState().checkoutUrl).toBe('https://shop.example/c/1');
    // Reading alone writes nothing back.
    expect(local.writes).toBe(1);
  });

  it('starts empty when storage refuses access', async () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('SecurityError');
      },
      get sessionStorage(): Storage {
        throw new Error('SecurityError');
      },
      addEventListener() {},
    });
    const { cartActions, getCartState } = await loadStore();
    expect(getCartState().lines).toEqual([]);
    cartActions.add(single);
    expect(getCartState().lines).toHaveLength(1);
  });
});

describe('cart store: actions', () => {
  it('merges the same option and keeps other options apart, writing the cart format', async () => {
    const { cartActions, getCartState } = await loadStore();
    cartActions.add(single);
    cartActions.add(pack2);
    cartActions.add({ ...pack2, quantity: 2 });
    expect(getCartState().lines.map((l) => [l.key, l.quantity])).toEqual([
      [single.key, 1],
      [pack2.key, 3],
    ]);
    expect(storedLines()).toEqual({ lines: getCartState().lines, checkoutUrl: null });
  });

  it('ignores refused counts and removes a line set to 0', async () => {
    const { cartActions, getCartState } = await loadStore();
    cartActions.add(single);
    const before = getCartState();
    cartActions.add({ ...single, quantity: 1.5 });
    cartActions.setQuantity(single.key, 10_001);
    expect(getCartState()).toBe(before);
    cartActions.setQuantity(single.key, 0);
    expect(getCartState().lines).toEqual([]);
    expect(storedLines().lines).toEqual([]);
  });

  it('drawer, loading flag and an unchanged cart do not rewrite localStorage', async () => {
    const { cartActions, setCartDrawerOpen, getCartState } = await loadStore();
    cartActions.add(buildTradeLine({ product: OIL, variant: oil100, quantity: 12 }));
    const writes = local.writes;
    setCartDrawerOpen(true);
    setCartDrawerOpen(true);
    cartActions.setLoading(true);
    cartActions.setQuantity('no-such-line', 3);
    expect(getCartState()).toMatchObject({ drawerOpen: true, isLoading: true });
    expect(local.writes).toBe(writes);
    cartActions.setCheckoutUrl('https://shop.example/c/2');
    expect(storedLines().checkoutUrl).toBe('https://shop.example/c/2');
  });

  it('keeps the discount code in sessionStorage; null removes it', async () => {
    const first = await loadStore();
    first.setDiscountCode('WELCOME10');
    expect(session.getItem('hh-discount-code')).toBe('WELCOME10');
    vi.resetModules();
    const reloaded = await loadStore();
    expect(reloaded.getCartState().discountCode).toBe('WELCOME10');
    reloaded.setDiscountCode(null);
    expect(session.getItem('hh-discount-code')).toBeNull();
  });
});

describe('cart store: other tabs and the back/forward cache', () => {
  it("re-reads the cart on another tab's storage event and clears the loading flag", async () => {
    const { cartActions, getCartState, setCartDrawerOpen } = await loadStore();
    cartActions.add(single);
    cartActions.setLoading(true);
    setCartDrawerOpen(true);
    // Another tab stores a different cart.
    local.items.set(CART_STORAGE_KEY, JSON.stringify({ lines: [pack2], checkoutUrl: null }));
    const writes = local.writes;
    win.dispatchEvent(Object.assign(new Event('storage'), { key: CART_STORAGE_KEY }));
    await vi.waitFor(() => expect(getCartState().lines).toEqual([pack2]));
    expect(getCartState()).toMatchObject({ isLoading: false, drawerOpen: true });
    // What was read is not written back (the other tab would hear it).
    expect(local.writes).toBe(writes);
    // Other keys are not about the cart.
    local.items.set(CART_STORAGE_KEY, JSON.stringify({ lines: [], checkoutUrl: null }));
    win.dispatchEvent(Object.assign(new Event('storage'), { key: 'something-else' }));
    await Promise.resolve();
    expect(getCartState().lines).toEqual([pack2]);
  });

  it('a page restored from the back/forward cache is not left loading', async () => {
    const { cartActions, getCartState } = await loadStore();
    cartActions.setLoading(true);
    win.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true }));
    expect(getCartState().isLoading).toBe(false);
  });
});
