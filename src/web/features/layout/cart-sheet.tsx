import type { RefObject } from 'react';
import { Suspense } from 'react';
import { CART_TITLE } from '../../../core/cart/checkout-rules';
import { Sheet, SheetContent, SheetHeader, SheetTitle } from '../../components/ui/sheet';
import { Spinner } from '../../components/ui/spinner';
import { setCartDrawerOpen } from '../../lib/cart-store';
import { lazyWithPreload } from '../../lib/lazy-with-preload';

// Preloaded with the sheet (cart-slot.tsx), so the first open renders without suspending.
export const CartDrawerPanel = lazyWithPreload(() => import('../cart/cart-drawer'));

/** The Shopping Cart drawer, loaded on first use by cart-slot.tsx; focus returns to its button. */
export default function CartSheet({
  open,
  triggerRef,
}: {
  open: boolean;
  triggerRef: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Sheet open={open} onOpenChange={setCartDrawerOpen}>
      <SheetContent
        side="right"
        aria-describedby={undefined}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          triggerRef.current?.focus();
        }}
      >
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
