// The header's cart button (item-count badge) and the cart drawer. The drawer's content loads on
// first open (features/cart/cart-drawer), so the shell stays small.
import { ShoppingBag } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { countCartItems } from '../../../core/cart/cart-reducer';
import { CART_TITLE } from '../../../core/cart/checkout-rules';
import { buttonVariants } from '../../components/ui/button';
import {
  Sheet,
  SheetContent,
  SheetHeader,
  SheetTitle,
  SheetTrigger,
} from '../../components/ui/sheet';
import { Spinner } from '../../components/ui/spinner';
import { setCartDrawerOpen, useCart, useCartDrawerOpen } from '../../lib/cart-store';
import { cn } from '../../lib/cn';

const loadCartDrawer = () => import('../cart/cart-drawer');
const CartDrawerPanel = lazy(loadCartDrawer);

/** 'Open cart, 1 item' / 'Open cart, 3 items'. */
export function buildCartButtonLabel(count: number): string {
  return `Open cart, ${count} ${count === 1 ? 'item' : 'items'}`;
}

/** The header's cart button with an item-count badge; opens the Shopping Cart drawer. */
export function CartButton({ className }: { className?: string }) {
  const { lines } = useCart();
  const open = useCartDrawerOpen();
  const count = countCartItems(lines);
  return (
    <Sheet open={open} onOpenChange={setCartDrawerOpen}>
      <SheetTrigger
        aria-label={buildCartButtonLabel(count)}
        onPointerEnter={() => void loadCartDrawer()}
        onFocus={() => void loadCartDrawer()}
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
      </SheetTrigger>
      <SheetContent side="right" aria-describedby={undefined}>
        <SheetHeader>
          <SheetTitle>{CART_TITLE}</SheetTitle>
        </SheetHeader>
        <Suspense
          fallback={
            <div className="flex flex-1 items-center justify-center">
              <Spinner label="Loading cart" />
            </div>
          }
        >
          <CartDrawerPanel />
        </Suspense>
      </SheetContent>
    </Sheet>
  );
}
