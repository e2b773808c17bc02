// The header's cart button (item-count badge). The drawer (cart-sheet.tsx, with the dialog code)
// and its content (features/cart/cart-drawer) load once the page is idle after its load event, or
// sooner on a hover, focus or open, so the first paint stays small (bundle budget).
import { ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { countCartItems } from '../../../core/cart/cart-reducer';
import { buttonVariants } from '../../components/ui/button';
import {
  getCartState,
  setCartDrawerOpen,
  useCart,
  useCartDrawerOpen,
  useCartStore,
} from '../../lib/cart-store';
import { cn } from '../../lib/cn';

const loadCartSheet = () => {
  const drawer = import('../cart/cart-drawer');
  const sheet = import('./cart-sheet');
  // Marks the page once the drawer's code is in (the timed journeys wait for it, as a shopper
  // reading the page would).
  void Promise.all([drawer, sheet]).then(() => {
    document.documentElement.dataset.cartReady = 'true';
  });
  return sheet;
};
const CartSheet = lazy(loadCartSheet);

// The price request leaves the moment the drawer is opened, alongside the drawer's code and before
// React renders anything, rather than after the drawer has rendered.
if (typeof window !== 'undefined') {
  useCartStore.subscribe((state, previous) => {
    if (!state.drawerOpen || previous.drawerOpen) return;
    void import('../cart/use-cart-pricing').then(({ primeCartPricing }) => {
      const { lines, discountCode } = getCartState();
      primeCartPricing(lines, discountCode);
    });
  });
}

/** 'Open cart, 1 item' / 'Open cart, 3 items'. */
export function buildCartButtonLabel(count: number): string {
  return `Open cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The header's cart button with an item-count badge; opens the Shopping Cart drawer. */
export function CartButton({ className }: { className?: string }) {
  const { lines } = useCart();
  const open = useCartDrawerOpen();
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
      idle(() => void loadCartSheet().catch(() => {}), { timeout: 4000 });
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
