import { AlertTriangle, ShoppingBag, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { CartLine } from '../../../core/cart/cart-line';
import { describeLinePurchase } from '../../../core/cart/cart-pricing';
import {
  ITEM_REMOVED_TOAST,
  isInvalidCartLine,
  shouldShowVariantTitle,
} from '../../../core/cart/checkout-rules';
import { type DrawerLineFigures, describeDrawerLine } from '../../../core/cart/drawer-figures';
import { formatGBP } from '../../../core/money';
import { TRADE_PRICE_BASIS } from '../../../core/pricing/trade-vat';
import { ProductImage } from '../../components/product-image';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cartActions } from '../../lib/cart-store';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { QuantityStepper } from './quantity-stepper';

export const LIST_PRICE_CHANGED_NOTE = 'Price updated since you added it';

/**
 * 'Organic Black Seed Oil, 100ml, 2 bottles, 10% off': the line's accessible name, stable while
 * the prices are confirmed (the e2e journeys find line totals by it).
 */
export function buildLineName(line: CartLine): string {
  const parts = [line.productTitle];
  if (shouldShowVariantTitle(line)) parts.push(line.variantTitle);
  if (line.invalid !== true) parts.push(describeLinePurchase(line));
  return parts.join(', ');
}

/**
 * One cart line in the drawer: image, titles, the purchase option's label (the server's), the
 * units that ship, the count (typed, or stepped by packs, deliveries or 50 cups), remove, line total.
 */
export function CartLineItem({ line, figures }: { line: CartLine; figures: DrawerLineFigures }) {
  const invalid = isInvalidCartLine(line);
  const name = buildLineName(line);
  const text = describeDrawerLine(figures, line.purchase.kind);
  // Why the last typed or stepped count was not taken as it was (quantity-stepper.tsx).
  const [quantityMessage, setQuantityMessage] = useState<string | null>(null);
  const messageId = useId();
  return (
    <li
      className={cn(
        'flex gap-4 py-4 first:pt-0',
        (invalid || !figures.available) && 'rounded-2xl bg-destructive-soft/60 px-3 first:pt-4',
      )}
      data-testid="cart-line"
      aria-label={name}
    >
      <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-border/70 bg-sand">
        {line.imageUrl ? (
          <ProductImage
            src={line.imageUrl}
            alt={line.productTitle}
            width={80}
            height={80}
            sizes="80px"
            className="size-full object-contain p-1.5"
          />
        ) : (
          <ShoppingBag
            aria-hidden="true"
            className="size-7 text-muted-foreground"
            strokeWidth={1.5}
          />
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <p className="font-medium leading-snug">{line.productTitle}</p>
            {shouldShowVariantTitle(line) ? (
              <p className="text-muted-foreground text-sm">{line.variantTitle}</p>
            ) : null}
          </div>
          <Button
            variant="ghost"
            size="icon-sm"
            className="-mt-1 -mr-2 text-muted-foreground hover:text-destructive"
            aria-label={`Remove ${name}`}
            onClick={() => {
              cartActions.remove(line.key);
              toast.success(ITEM_REMOVED_TOAST);
            }}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
        <div className="flex flex-wrap items-center gap-1.5">
          {!invalid && text.badge ? (
            // Wraps inside the line at 375 px rather than running out of it (plan labels are long).
            <Badge
              variant="default"
              data-testid="cart-line-label"
              className="max-w-full whitespace-normal! rounded-xl!"
            >
              {text.badge}
            </Badge>
          ) : null}
          {invalid || !figures.available ? <Badge variant="destructive">Unavailable</Badge> : null}
          {!invalid && text.units ? (
            <output
              className="text-muted-foreground text-xs tabular-nums"
              data-testid="cart-line-units"
              aria-label={`Units of ${name}`}
            >
              {text.units}
            </output>
          ) : null}
          {!invalid && text.unitPrice ? (
            <output
              className="text-muted-foreground text-xs tabular-nums"
              data-testid="cart-line-unit-price"
              aria-label={`Unit price of ${name}`}
            >
              · {text.unitPrice}
            </output>
          ) : null}
        </div>
        {figures.problem ? (
          <p role="alert" className="flex gap-1.5 text-destructive text-xs">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            {figures.problem}
          </p>
        ) : null}
        {figures.listPriceChanged ? (
          <p className="text-accent-strong text-xs">{LIST_PRICE_CHANGED_NOTE}</p>
        ) : null}
        <div className="mt-auto flex items-center justify-between gap-3 pt-1">
          <QuantityStepper
            line={line}
            name={name}
            messageId={messageId}
            hasMessage={quantityMessage !== null}
            onMessage={setQuantityMessage}
            availableUnits={figures.availableUnits}
            className={cn(invalid && 'invisible')}
          />
          <output
            className="font-semibold tabular-nums"
            data-testid="cart-line-total"
            aria-label={`Line total of ${name}`}
          >
            {formatGBP(figures.lineTotalPence)}
            {line.purchase.kind === 'trade' ? ' ' : null}
            {line.purchase.kind === 'trade' ? (
              <span className="block text-right font-normal text-muted-foreground text-xs">
                {TRADE_PRICE_BASIS}
              </span>
            ) : null}
          </output>
        </div>
        {quantityMessage !== null ? (
          <p id={messageId} role="alert" className="flex gap-1.5 text-destructive text-xs">
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            {quantityMessage}
          </p>
        ) : null}
      </div>
    </li>
  );
}
