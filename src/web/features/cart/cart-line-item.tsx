import { Minus, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { type CartLine, readLinePricePence } from '../../../core/cart/cart-line';
import {
  ITEM_REMOVED_TOAST,
  isInvalidCartLine,
  shouldShowVariantTitle,
} from '../../../core/cart/checkout-rules';
import { formatGBP } from '../../../core/money';
import { ProductImage } from '../../components/product-image';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { cartActions } from '../../lib/cart-store';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';

/** One cart line in the drawer: image, titles, plan badge, unit price, stepper, remove. */
export function CartLineItem({ line }: { line: CartLine }) {
  const invalid = isInvalidCartLine(line);
  const label = shouldShowVariantTitle(line)
    ? `${line.productTitle}, ${line.variantTitle}`
    : line.productTitle;
  return (
    <li
      className={cn(
        'flex gap-4 py-4 first:pt-0',
        invalid && 'rounded-2xl bg-destructive-soft/60 px-3 first:pt-4',
      )}
      data-testid="cart-line"
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
            aria-label={`Remove ${label}`}
            onClick={() => {
              cartActions.remove(line.variantId);
              toast.success(ITEM_REMOVED_TOAST);
            }}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
        <div className="flex flex-wrap gap-1.5">
          {line.subscriptionPlan ? <Badge variant="default">{line.subscriptionPlan}</Badge> : null}
          {invalid ? <Badge variant="destructive">Unavailable</Badge> : null}
        </div>
        <div className="mt-auto flex items-center justify-between gap-3 pt-1">
          <div
            className={cn(
              'flex items-center rounded-full border border-border-strong bg-surface',
              invalid && 'invisible',
            )}
          >
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Decrease quantity of ${label}`}
              disabled={line.quantity <= 1}
              onClick={() => cartActions.setQuantity(line.variantId, line.quantity - 1)}
            >
              <Minus aria-hidden="true" />
            </Button>
            <output
              className="min-w-8 text-center font-medium text-sm tabular-nums"
              aria-label={`Quantity of ${label}`}
            >
              {line.quantity}
            </output>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={`Increase quantity of ${label}`}
              onClick={() => cartActions.setQuantity(line.variantId, line.quantity + 1)}
            >
              <Plus aria-hidden="true" />
            </Button>
          </div>
          <p className="font-semibold tabular-nums">{formatGBP(readLinePricePence(line))}</p>
        </div>
      </div>
    </li>
  );
}
