// The header's cart button (item-count badge). The drawer (cart-sheet.tsx, with the dialog code)
// and its content (features/cart/cart-drawer) load once the page is idle after its load event, or
// sooner on a hover, focus or open, so the first paint stays small (bundle budget).
import { ShoppingBag } from 'lucide-react';
import { Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { countCartItems } from '../../../core/cart/cart-reducer';
import { buttonVariants } from '../../components/ui/button';
import { getCartState, setCartDrawerOpen, useCart, useCartStore } from '../../lib/cart-store';
import { cn } from '../../lib/cn';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { preloadToaster } from '../../lib/toast';
import type { PrimedPricing } from '../cart/use-cart-pricing';

type PrimeCartPricing = typeof import('../cart/use-cart-pricing').primeCartPricing;
/** The drawer's pricing once its code is in: the tap then sends the price request synchronously. */
let primeCartPricing: PrimeCartPricing | null = null;
const loadCartPricing = () =>
  import('../cart/use-cart-pricing').then((pricing) => {
    primeCartPricing = pricing.primeCartPricing;
    return pricing.primeCartPricing;
  });

// Once its code is in, the drawer's first open renders at once instead of suspending twice.
const CartSheet = lazyWithPreload(() => import('./cart-sheet'));
const loadCartSheet = () => {
  const sheet = CartSheet.preload();
  const drawer = import('./cart-sheet').then(({ CartDrawerPanel }) => CartDrawerPanel.preload());
  // Marks the page once the drawer's code is in (the timed journeys wait for it, as a shopper
  // reading the page would).
  void Promise.all([sheet, drawer, loadCartPricing()]).then(() => {
    document.documentElement.dataset.cartReady = 'true';
  });
  return sheet;
};

/** How long an opening drawer waits for its prices, so it renders once, priced (see below). */
export const DRAWER_WAITS_FOR_PRICES_MS = 250;

/**
 * Shows the drawer once its primed prices are in, or after DRAWER_WAITS_FOR_PRICES_MS with the
 * estimates if the server has not answered by then. If it has, its figures are only the read of a
 * small body away: on a busy phone that read runs after this timer (the answer's headers and body
 * are separate tasks), and rendering the estimates first cost a second render of the drawer before
 * the total showed (decision 145, addendum). So it waits once more, as long again, at most.
 */
export function showWhenPriced(pricing: PrimedPricing, show: () => void): void {
  let timer: ReturnType<typeof setTimeout>;
  const wait = (again: boolean) => {
    timer = setTimeout(() => {
      if (again && pricing.answered()) wait(false);
      else show();
    }, DRAWER_WAITS_FOR_PRICES_MS);
  };
  wait(true);
  void pricing.settled.finally(() => {
    clearTimeout(timer);
    show();
  });
}

/** The drawer's open state as shown: closes at once, opens once its prices are in (bounded). */
let shownOpen = false;
const shownOpenListeners = new Set<() => void>();
function setShownOpen(next: boolean) {
  if (shownOpen === next) return;
  shownOpen = next;
  for (const onChange of shownOpenListeners) onChange();
}
function useShownOpen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      shownOpenListeners.add(onChange);
      return () => shownOpenListeners.delete(onChange);
    },
    () => shownOpen,
    () => false,
  );
}

// The price request leaves the moment the drawer is opened, inside the tap's own event and before
// React renders anything; the drawer then renders once its prices are in (or after
// DRAWER_WAITS_FOR_PRICES_MS), rather than rendering estimates and then rendering again: on a
// slow phone each render of the drawer costs a few hundred ms.
if (typeof window !== 'undefined') {
  useCartStore.subscribe((state, previous) => {
    if (state.drawerOpen === previous.drawerOpen) return;
    if (!state.drawerOpen) {
      setShownOpen(false);
      return;
    }
    const show = () => {
      if (getCartState().drawerOpen) setShownOpen(true);
    };
    const { lines, discountCode } = state;
    if (primeCartPricing === null) {
      // The drawer's code is not in yet (a tap before the page went idle): it shows as it loads.
      void loadCartPricing().then((prime) => prime(lines, discountCode));
      show();
      return;
    }
    const pricing = primeCartPricing(lines, discountCode);
    if (pricing === null) {
      show();
      return;
    }
    showWhenPriced(pricing, show);
  });
}

/** 'Open cart, 1 item' / 'Open cart, 3 items'. */
export function buildCartButtonLabel(count: number): string {
  return `Open cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The header's cart button with an item-count badge; opens the Shopping Cart drawer. */
export function CartButton({ className }: { className?: string }) {
  const { lines } = useCart();
  const open = useShownOpen();
  const count = countCartItems(lines);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // The drawer mounts on first open (a click here or an add-to-cart anywhere) and stays mounted.
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  // Once the page has loaded and the browser is idle, fetch the drawer's code, so a tap on Add to
  // Cart opens it without a chain of chunk requests (the drawer is priced within 500 ms of a tap).
  useEffect(() => {
    const preload = () => {
      const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
      idle(
        () => {
          void loadCartSheet().catch(() => {});
          preloadToaster();
        },
        { timeout: 4000 },
      );
    };
    if (document.readyState === 'complete') preload();
    else window.addEventListener('load', preload, { once: true });
    return () => window.removeEventListener('load', preload);
  }, []);
  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        aria-label={buildCartButtonLabel(count)}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        data-early="cart"
        onPointerEnter={() => void loadCartSheet()}
        onFocus={() => void loadCartSheet()}
        onClick={() => setCartDrawerOpen(true)}
        className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'relative', className)}
      >
        <ShoppingBag aria-hidden="true" strokeWidth={1.75} />
        {count > 0 ? (
          <span
            aria-hidden="true"
            data-testid="cart-count"
            className="absolute top-1 right-0.5 flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-accent px-1 font-bold text-[0.6875rem] text-accent-foreground tabular-nums ring-2 ring-background"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      {used ? (
        <Suspense fallback={null}>
          <CartSheet open={open} triggerRef={triggerRef} />
        </Suspense>
      ) : null}
    </>
  );
}
