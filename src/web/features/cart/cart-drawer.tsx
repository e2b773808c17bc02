// The cart drawer's content (docs/spec/storefront.md §2 "Cart drawer"): lines with the SERVER's
// figures (the local estimate until they arrive), the total, the checkout button that hands the
// shown total to POST /api/checkout, the PRICE_CHANGED notice, and the invalid-lines warning.
import { AlertTriangle, FlaskConical, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  buildCheckoutLabel,
  buildPriceChangedMessage,
  CART_CLEARED_TOAST,
  CART_EMPTY_HINT,
  CART_EMPTY_TITLE,
  CART_SHIPPING_NOTE,
  CLEAR_CART_LABEL,
  findInvalidCartLines,
  INVALID_LINES_WARNING,
  PRICES_UNCONFIRMED_TEXT,
  PRICES_UPDATING_TEXT,
  validateCheckout,
} from '../../../core/cart/checkout-rules';
import {
  type DrawerFigures,
  findChangedLineTitles,
  selectDrawerFigures,
} from '../../../core/cart/drawer-figures';
import { DELIVERY_LINK_LABEL, DELIVERY_PATH } from '../../../core/content/delivery-facts';
import { formatGBP } from '../../../core/money';
import { TRADE_PRICE_BASIS } from '../../../core/pricing/trade-vat';
import { Button, buttonVariants } from '../../components/ui/button';
import { SheetBody, SheetFooter } from '../../components/ui/sheet';
import {
  cartActions,
  getCartState,
  setCartDrawerOpen,
  useCart,
  useCartDrawerOpen,
  useDiscountCode,
} from '../../lib/cart-store';
import { startCheckoutToken } from '../../lib/checkout-token';
import { cn } from '../../lib/cn';
import { useEarlyShellGone } from '../../lib/early-taps';
import { useStoreConfigOrDefault } from '../../lib/store-config';
import { toast } from '../../lib/toast';
import { CartLineItem } from './cart-line-item';
import { buildIntents, requestCheckout, selectPriceableLines } from './checkout';
import { DiscountCodeField } from './discount-code-field';

import { type CartPricing, setServerPricing, useCartPricing } from './use-cart-pricing';

export const SANDBOX_CHECKOUT_NOTE = 'Sandbox checkout: test card only, no real payment.';

/** A message shown above the checkout button, for the lines it was about. */
type CheckoutNotice = { signature: string; message: string };

/**
 * Runs checkout for the current cart: local checks, then POST /api/checkout with the total the
 * shopper sees; 409 PRICE_CHANGED shows the new figures and says so before anything is paid.
 */
export function useCheckout(pricing: CartPricing, setNotice: (notice: CheckoutNotice) => void) {
  return async function checkout() {
    const { lines, isLoading } = getCartState();
    if (isLoading || pricing.status === 'loading') return;
    const shown: DrawerFigures = pricing.figures;
    const validation = validateCheckout(lines);
    if (!validation.ok) {
      toast.error(validation.message);
      return;
    }
    const blocking =
      shown.cartProblems[0] ?? shown.lines.find((f) => f.problem !== null)?.problem ?? null;
    if (blocking !== null) {
      toast.error(blocking);
      return;
    }
    cartActions.setLoading(true);
    const result = await requestCheckout({
      intents: buildIntents(lines),
      expectedTotalPence: shown.totalPence,
      discountCode: shown.discount?.applicable ? shown.discount.code : null,
      cartToken: startCheckoutToken(),
    });
    if (result.ok) {
      cartActions.setCheckoutUrl(result.checkoutUrl);
      window.location.assign(result.checkoutUrl);
      return;
    }
    cartActions.setLoading(false);
    if (result.reason === 'price_changed') {
      setServerPricing(pricing.signature, result.pricing);
      const fresh = selectDrawerFigures({
        lines,
        priceable: selectPriceableLines(lines),
        pricing: result.pricing,
      });
      setNotice({
        signature: pricing.signature,
        message: buildPriceChangedMessage(
          findChangedLineTitles(lines, shown, fresh),
          result.pricing.totalPence,
        ),
      });
      return;
    }
    console.error('Checkout failed:', result.message);
    setNotice({ signature: pricing.signature, message: result.message });
    toast.error(result.message);
  };
}

export function CartDrawerPanel() {
  // The drawer shell an early tap showed (src/web/early-taps.ts) goes as these lines show.
  useEarlyShellGone('cart');
  const { lines, isLoading } = useCart();
  const open = useCartDrawerOpen();
  const config = useStoreConfigOrDefault();
  const discountCode = useDiscountCode();
  const pricing = useCartPricing(lines, open, discountCode);
  const { figures } = pricing;
  const [notice, setNotice] = useState<CheckoutNotice | null>(null);
  const checkout = useCheckout(pricing, setNotice);
  const invalidLines = findInvalidCartLines(lines);
  const shownNotice = notice !== null && notice.signature === pricing.signature ? notice : null;
  // Disabled while loading, when empty, with invalid lines or problems, and while the server's
  // prices for these lines are on their way (the shopper pays only a total they have seen).
  const disabled =
    isLoading || lines.length === 0 || figures.blocked || pricing.status === 'loading';

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
              {lines.map((line, index) => {
                const lineFigures = figures.lines[index];
                return lineFigures ? (
                  <CartLineItem key={line.key} line={line} figures={lineFigures} />
                ) : null;
              })}
            </ul>
          </SheetBody>
          <SheetFooter>
            {figures.cartProblems.map((message) => (
              <p
                key={message}
                role="alert"
                className="flex gap-2 rounded-xl bg-destructive-soft p-3 text-destructive text-sm"
              >
                <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {message}
              </p>
            ))}
            {shownNotice ? (
              <p
                role="alert"
                data-testid="checkout-notice"
                className="flex gap-2 rounded-xl border border-accent/40 bg-accent/10 p-3 text-foreground text-sm"
              >
                <AlertTriangle
                  aria-hidden="true"
                  className="mt-0.5 size-4 shrink-0 text-accent-strong"
                />
                {shownNotice.message}
              </p>
            ) : null}
            <DiscountCodeField
              lines={lines}
              figures={figures}
              code={discountCode}
              checking={pricing.status === 'loading'}
            />
            {figures.vatPence !== null ? (
              <dl
                className="flex flex-col gap-1 text-muted-foreground text-sm"
                data-testid="cart-vat"
              >
                <div className="flex items-baseline justify-between">
                  <dt>Subtotal ({TRADE_PRICE_BASIS})</dt>
                  <dd className="tabular-nums">{formatGBP(figures.subtotalPence)}</dd>
                </div>
                <div className="flex items-baseline justify-between">
                  <dt>VAT</dt>
                  <dd className="tabular-nums">{formatGBP(figures.vatPence)}</dd>
                </div>
              </dl>
            ) : null}
            <div className="flex items-baseline justify-between">
              <span className="text-muted-foreground" id="cart-total-label">
                Total
              </span>
              <output
                className={cn(
                  'font-display text-2xl tabular-nums transition-opacity',
                  pricing.status === 'loading' && 'opacity-60',
                )}
                data-testid="cart-total"
                data-priced-by={figures.source}
                aria-labelledby="cart-total-label"
              >
                {formatGBP(figures.totalPence)}
              </output>
            </div>
            <p
              className="-mt-2 min-h-4 text-right text-muted-foreground text-xs"
              aria-live="polite"
            >
              {pricing.status === 'loading'
                ? PRICES_UPDATING_TEXT
                : pricing.status === 'error'
                  ? PRICES_UNCONFIRMED_TEXT
                  : ''}
            </p>
            <Button
              size="lg"
              className="w-full"
              disabled={disabled}
              loading={isLoading}
              loadingLabel="Creating checkout"
              onClick={() => void checkout()}
            >
              {buildCheckoutLabel(config.platformName)}
            </Button>
            <p className="text-center text-muted-foreground text-xs">
              {CART_SHIPPING_NOTE}.{' '}
              <Link
                to={DELIVERY_PATH}
                onClick={() => setCartDrawerOpen(false)}
                className="font-medium text-primary underline underline-offset-2 hover:no-underline"
              >
                {DELIVERY_LINK_LABEL}
              </Link>
            </p>
            {config.storefront.isSandbox ? (
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
