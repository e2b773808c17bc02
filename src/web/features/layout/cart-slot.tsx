// The header's cart button (item-count badge). The drawer (cart-sheet.tsx, with the dialog code)
// and its content (features/cart/cart-drawer) load on first hover, focus or open, so the first
// paint stays small (bundle budget).
import { ShoppingBag } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { countCartItems } from '../../../core/cart/cart-reducer';
import { buttonVariants } from '../../components/ui/button';
import { setCartDrawerOpen, useCart, useCartDrawerOpen } from '../../lib/cart-store';
import { cn } from '../../lib/cn';

const loadCartSheet = () => {
  void import('../cart/cart-drawer');
  return import('./cart-sheet');
};
const CartSheet = lazy(loadCartSheet);

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
