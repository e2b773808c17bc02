// The cart drawer's content (storefront §2 "Cart drawer"): lines, total, checkout button, the
// invalid-lines warning with Clear Cart, and 'Contact for Quote' when cupping cups are in the cart.
import { AlertTriangle, FlaskConical, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import { cartTotalPence } from '../../../core/cart/cart-reducer';
import {
  CART_CLEARED_TOAST,
  CART_EMPTY_HINT,
  CART_EMPTY_TITLE,
  CART_SHIPPING_NOTE,
  CHECKOUT_FAILED_MESSAGE,
  CLEAR_CART_LABEL,
  findInvalidCartLines,
  hasCuppingCups,
  INVALID_LINES_WARNING,
  selectCheckoutButtonLabel,
  validateCheckout,
} from '../../../core/cart/checkout-rules';
import { formatGBP } from '../../../core/money';
import { Button, buttonVariants } from '../../components/ui/button';
import { SheetBody, SheetFooter } from '../../components/ui/sheet';
import { cartActions, getCartState, setCartDrawerOpen, useCart } from '../../lib/cart-store';
import { cn } from '../../lib/cn';
import { useStoreConfigOrDefault } from '../../lib/store-config';
import { toast } from '../../lib/toast';
import { CartLineItem } from './cart-line-item';
import { createStorefrontCheckout } from './checkout';

export const SANDBOX_CHECKOUT_NOTE = 'Sandbox checkout: test card only, no real payment.';

/** Runs checkout for the current cart: validation toasts, the cartCreate call, the redirect. */
export function useCheckout() {
  const config = useStoreConfigOrDefault();
  return async function checkout() {
    const { lines, isLoading } = getCartState();
    if (isLoading) return;
    const validation = validateCheckout(lines, { supportEmail: config.supportEmail });
    if (!validation.ok) {
      toast.error(validation.message);
      return;
    }
    cartActions.setLoading(true);
    const result = await createStorefrontCheckout({ lines, storefront: config.storefront });
    if (!result.ok) {
      console.error('Checkout failed:', result.detail ?? result.reason);
      cartActions.setLoading(false);
      toast.error(CHECKOUT_FAILED_MESSAGE);
      return;
    }
    cartActions.setCheckoutUrl(result.checkoutUrl);
    window.location.assign(result.checkoutUrl);
  };
}

export function CartDrawerPanel() {
  const { lines, isLoading } = useCart();
  const config = useStoreConfigOrDefault();
  const checkout = useCheckout();
  const invalidLines = findInvalidCartLines(lines);
  const quote = hasCuppingCups(lines);
  // Checkout is disabled while loading, when empty and with invalid lines. With cupping cups
  // the button reads 'Contact for Quote' and stays clickable: it shows the quote message.
  const disabled = isLoading || lines.length === 0 || (!quote && invalidLines.length > 0);

  return (
    <>
      {lines.length === 0 ? (
        <SheetBody className="flex flex-col items-center justify-center gap-3 text-center">
          <span className="flex size-16 items-center justify-center rounded-full bg-sand text-primary">
            <ShoppingBag aria-hidden="true" className="size-7" strokeWidth={1.5} />
          </span>
          <p className="font-display text-xl">{CART_EMPTY_TITLE}</p>
          <p className="text-muted-foreground text-sm">{CART_EMPTY_HINT}</p>
          <Link
            to="/shop"
            onClick={() => setCartDrawerOpen(false)}
            className={cn(buttonVariants({ size: 'md' }), 'mt-3')}
          >
            Start shopping
          </Link>
        </SheetBody>
      ) : (
        <>
          <SheetBody>
            {invalidLines.length > 0 ? (
              <div
                role="alert"
                className="mb-5 flex flex-col gap-3 rounded-2xl border border-destructive/30 bg-destructive-soft p-4 text-sm"
              >
                <p className="flex gap-2 text-destructive">
                  <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  <span>{INVALID_LINES_WARNING}</span>
                </p>
                <Button
                  variant="outline"
                  size="sm"
                  className="self-start"
                  onClick={() => {
                    cartActions.clear();
                    toast.success(CART_CLEARED_TOAST);
                  }}
                >
                  {CLEAR_CART_LABEL}
                </Button>
              </div>
            ) : null}
            <ul className="divide-y divide-border/80" aria-label="Cart items">
              {lines.map((line) => (
                <CartLineItem key={line.variantId} line={line} />
              ))}
            </ul>
          </SheetBody>
          <SheetFooter>
            <div className="flex items-baseline justify-between">
              <span className="text-muted-foreground">Total</span>
              <span className="font-display text-2xl tabular-nums" data-testid="cart-total">
                {formatGBP(cartTotalPence(lines))}
              </span>
            </div>
            <Button
              size="lg"
              className="w-full"
              disabled={disabled}
              loading={isLoading}
              loadingLabel="Creating checkout"
              onClick={() => void checkout()}
            >
              {selectCheckoutButtonLabel(lines, config.platformName)}
            </Button>
            <p className="text-center text-muted-foreground text-xs">{CART_SHIPPING_NOTE}</p>
            {config.storefront.isSandbox && !quote ? (
              <p className="flex items-center justify-center gap-1.5 text-center text-accent-strong text-xs">
                <FlaskConical aria-hidden="true" className="size-3.5" />
                {SANDBOX_CHECKOUT_NOTE}
              </p>
            ) : null}
          </SheetFooter>
        </>
      )}
    </>
  );
}

/** Lazy route-style default export for the header's cart slot. */
export default CartDrawerPanel;
