import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import type { ProductPageDto } from '../../../core/api/store-types';
import { buildOneTimeLine } from '../../../core/cart/line-builders';
import { selectVariant } from '../../../core/catalog/product-page';
import {
  BULK_MIN_QUANTITY,
  BULK_QUICK_PICKS,
  canDecreaseBulkQuantity,
  clampBulkQuantity,
  isVariantSellable,
  PRICE_NOT_AVAILABLE_TEXT,
  UNAVAILABLE_LABEL,
} from '../../../core/catalog/product-rules';
import { formatGBP, multiplyPence } from '../../../core/money';
import { buildAddedItemsToast, SELECT_VARIANT_TOAST } from '../../../core/pricing/purchase-options';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { AddToCartButton, PurchasePromises, UnavailableNotice } from './purchase-panel';
import { useAddToCart } from './use-add-to-cart';
import { hasVariantChoice, readVariantPence, VariantPicker } from './variant-picker';

/**
 * The bulk layout (cupping, cup-, glider, blade, iastm, surgical handles): per-unit price and
 * total, a quantity stepper (minimum 1, no upper bound) and quick-picks 5, 10, 25, 50.
 */
export function BulkPanel({ product }: { product: ProductPageDto }) {
  const [selectedVariantId, setSelectedVariantId] = useState('');
  const [quantity, setQuantity] = useState(BULK_MIN_QUANTITY);
  const { isAdding, addToCart } = useAddToCart();
  const quantityId = useId();
  const variant = selectVariant(product.variants, selectedVariantId);
  const unitPence = readVariantPence(variant);
  const totalPence = unitPence === null ? null : multiplyPence(unitPence, quantity);
  // Out of stock cannot be added either; the server refuses it too.
  const sellable = isVariantSellable(variant) && variant?.stock !== 'out_of_stock';

  const handleAdd = () => {
    if (!variant || unitPence === null || !sellable) {
      toast.error(SELECT_VARIANT_TOAST);
      return;
    }
    addToCart({
      buildLine: () =>
        buildOneTimeLine({
          product: { title: product.title, imageUrl: product.imageUrl },
          variant: {
            id: variant.id,
            title: variant.title,
            pricePence: unitPence,
            available: variant.available,
          },
          quantity,
        }),
      toast: buildAddedItemsToast(quantity),
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-3">
        <div className="rounded-2xl bg-theme-light p-4">
          <p className="text-muted-foreground text-xs uppercase tracking-wider">Price per unit</p>
          <p className="font-display text-3xl text-theme tabular-nums" data-testid="unit-price">
            {unitPence === null ? PRICE_NOT_AVAILABLE_TEXT : formatGBP(unitPence)}
          </p>
        </div>
        <div className="rounded-2xl bg-theme-gradient p-4 text-theme-foreground">
          <p className="text-xs uppercase tracking-wider opacity-85">Total</p>
          <p
            className="font-display text-3xl tabular-nums"
            data-testid="bulk-total"
            aria-live="polite"
          >
            {totalPence === null ? '' : formatGBP(totalPence)}
          </p>
        </div>
      </div>
      {hasVariantChoice(product.variants) ? (
        <VariantPicker
          name={`${quantityId}-size`}
          variants={product.variants}
          selectedId={variant?.id ?? ''}
          onSelect={setSelectedVariantId}
        />
      ) : null}
      <div className="flex flex-col gap-3">
        <label htmlFor={quantityId} className="font-semibold text-foreground text-sm">
          Quantity
        </label>
        <div className="flex items-center gap-3">
          <Button
            variant="outline"
            size="icon"
            aria-label="Decrease quantity"
            disabled={!canDecreaseBulkQuantity(quantity)}
            onClick={() => setQuantity((q) => clampBulkQuantity(q - 1))}
          >
            <Minus />
          </Button>
          <input
            id={quantityId}
            type="number"
            inputMode="numeric"
            min={BULK_MIN_QUANTITY}
            step={1}
            value={quantity}
            onChange={(event) => setQuantity(clampBulkQuantity(event.target.valueAsNumber))}
            className="h-11 w-24 rounded-full border border-input bg-surface text-center font-semibold text-lg tabular-nums focus-visible:outline-2 focus-visible:outline-ring"
          />
          <Button
            variant="outline"
            size="icon"
            aria-label="Increase quantity"
            onClick={() => setQuantity((q) => clampBulkQuantity(q + 1))}
          >
            <Plus />
          </Button>
        </div>
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Quick quantity</legend>
          {BULK_QUICK_PICKS.map((pick) => (
            <button
              key={pick}
              type="button"
              aria-pressed={quantity === pick}
              aria-label={`Set quantity to ${pick}`}
              onClick={() => setQuantity(pick)}
              className={cn(
                'h-10 min-w-14 rounded-full border px-4 font-semibold text-sm tabular-nums transition-colors',
                quantity === pick
                  ? 'border-theme bg-theme text-theme-foreground'
                  : 'border-border-strong bg-surface text-foreground hover:border-theme',
              )}
            >
              {pick}
            </button>
          ))}
        </fieldset>
      </div>
      {sellable ? null : <UnavailableNotice />}
      <AddToCartButton
        isAdding={isAdding}
        disabled={!variant || !sellable}
        onClick={handleAdd}
        label={sellable ? undefined : UNAVAILABLE_LABEL}
      />
      <PurchasePromises />
    </div>
  );
}
