import { Check, ShieldCheck, Truck } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import type { ProductPageDto } from '../../../core/api/store-types';
import { buildPurchaseOptionLine } from '../../../core/cart/line-builders';
import { clampPurchaseQuantity, maxPurchaseQuantity } from '../../../core/cart/purchase-quantity';
import { buildPurchaseToast, selectVariant } from '../../../core/catalog/product-page';
import {
  isVariantSellable,
  PRICE_NOT_AVAILABLE_TEXT,
  UNAVAILABLE_LABEL,
  UNAVAILABLE_TEXT,
} from '../../../core/catalog/product-rules';
import { STOCK_BADGE_CLASSES, STOCK_LABELS } from '../../../core/catalog/stock';
import { selectUnitNoun } from '../../../core/catalog/unit-noun';
import { formatGBP, tryParsePence } from '../../../core/money';
import {
  ADDING_LABEL,
  computeFromPrice,
  computeOptionTotalPence,
  computePackFullPrice,
  computePackPrice,
  DEFAULT_PURCHASE_OPTION_ID,
  describePurchaseOption,
  FROM_PRICE_LABEL,
  findPurchaseOption,
  PURCHASE_OPTIONS,
  type PurchaseOption,
  type PurchaseOptionId,
  RETAIL_VALUE_LABEL,
  SELECT_VARIANT_TOAST,
} from '../../../core/pricing/purchase-options';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { QuantitySelector } from './quantity-selector';
import { StickyAddToCartBar } from './sticky-add-bar';
import { useAddToCart } from './use-add-to-cart';
import { hasVariantChoice, readVariantPence, VariantPicker } from './variant-picker';

/** Only an out-of-stock option needs it: its own chunk. */
const BackInStockForm = lazy(() => import('./back-in-stock-form'));
export const OUT_OF_STOCK_LABEL = 'Out of stock';

function PurchaseOptionCard({
  option,
  unitNoun,
  basePence,
  checked,
  name,
  onSelect,
}: {
  option: PurchaseOption;
  unitNoun: string;
  basePence: number | null;
  checked: boolean;
  name: string;
  onSelect: (id: PurchaseOptionId) => void;
}) {
  const pack = basePence === null ? null : computePackPrice(basePence, option.id);
  const full = basePence === null ? null : computePackFullPrice(basePence, option.id);
  return (
    // The card's selected look follows the radio's own checked state (has-checked), so a tap
    // shows it at once, before the buy box is hydrated (docs/decisions/106-first-paint-taps.md).
    <label className="group relative flex cursor-pointer gap-3 rounded-2xl border border-border bg-surface p-4 transition-[border-color,box-shadow,background-color] duration-200 hover:not-has-checked:border-theme/50 has-checked:border-theme has-checked:bg-theme-light has-checked:shadow-soft has-checked:ring-1 has-checked:ring-theme has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring">
      <input
        type="radio"
        name={name}
        value={option.id}
        checked={checked}
        data-label={describePurchaseOption(option, unitNoun).label}
        onChange={() => onSelect(option.id)}
        className="absolute inset-0 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
      />
      <span
        aria-hidden="true"
        className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full border-2 border-border-strong transition-colors group-has-checked:border-theme group-has-checked:bg-theme group-has-checked:text-theme-foreground"
      >
        <Check className="hidden size-3 group-has-checked:block" strokeWidth={3} />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-foreground text-sm sm:text-[0.9375rem]">
            {describePurchaseOption(option, unitNoun).label}
          </span>
          {option.badge ? (
            <span className="rounded-full bg-theme px-2 py-0.5 font-semibold text-[0.6875rem] text-theme-foreground uppercase tracking-wider">
              {option.badge}
            </span>
          ) : null}
        </span>
        <span className="text-muted-foreground text-xs sm:text-sm">
          {describePurchaseOption(option, unitNoun).description}
        </span>
        {option.perks.length > 0 ? (
          <span className="mt-1 flex flex-col gap-1">
            {option.perks.map((perk) => (
              <span key={perk} className="flex items-center gap-1.5 text-foreground/80 text-xs">
                <Check aria-hidden="true" className="size-3.5 text-theme" />
                {perk}
              </span>
            ))}
          </span>
        ) : null}
      </span>
      <span className="flex shrink-0 flex-col items-end gap-1 text-right">
        <span className="font-semibold text-base text-foreground tabular-nums">
          {pack === null ? '' : formatGBP(pack)}
        </span>
        {full !== null && pack !== null && full > pack ? (
          <>
            <s className="text-muted-foreground text-xs tabular-nums">{formatGBP(full)}</s>
            <span className="rounded-full bg-success-soft px-2 py-0.5 font-semibold text-[0.6875rem] text-success">
              Save {option.discountPercent}%
            </span>
          </>
        ) : null}
      </span>
    </label>
  );
}

export function PurchasePromises() {
  return (
    <ul className="flex flex-wrap items-center justify-center gap-x-5 gap-y-1.5 text-muted-foreground text-xs sm:text-sm">
      <li className="flex items-center gap-1.5">
        <ShieldCheck aria-hidden="true" className="size-4 text-theme" />
        60-day money-back guarantee
      </li>
      <li className="flex items-center gap-1.5">
        <Truck aria-hidden="true" className="size-4 text-theme" />
        Free shipping in the UK
      </li>
    </ul>
  );
}

/**
 * Price headline of the buy box: the selected pack's price, 'From', and 'Retail Value' only when
 * the variant has a real compare-at price above its price (a made-up reference
 * price misleads under the DMCC Act 2024; docs/decisions/022-shopper-essentials.md).
 */
function PriceSummary({
  basePence,
  compareAtPence,
  option,
}: {
  basePence: number | null;
  compareAtPence: number | null;
  option: PurchaseOption;
}) {
  if (basePence === null) {
    return <p className="text-muted-foreground">{PRICE_NOT_AVAILABLE_TEXT}</p>;
  }
  const pack = computePackPrice(basePence, option.id);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p
          className="font-display font-medium text-4xl text-theme tabular-nums"
          data-testid="selected-price"
          aria-live="polite"
        >
          {formatGBP(pack)}
        </p>
        {compareAtPence !== null && compareAtPence > basePence ? (
          <p className="text-muted-foreground text-sm">
            {RETAIL_VALUE_LABEL}{' '}
            <s className="tabular-nums" data-testid="retail-value">
              {formatGBP(compareAtPence)}
            </s>
          </p>
        ) : null}
      </div>
      <p className="text-foreground/80 text-sm">
        {FROM_PRICE_LABEL}{' '}
        <span className="font-semibold text-theme tabular-nums" data-testid="from-price">
          {formatGBP(computeFromPrice(basePence))}
        </span>{' '}
        <span className="text-muted-foreground">with Subscribe &amp; Save</span>
      </p>
    </div>
  );
}

/**
 * The standard buy box: variant picker, the six purchase options, a quantity and Add to Cart. The
 * cart gets the option as a purchase intent (`quantity` packs or deliveries' worth); the server
 * prices it (POST /api/cart/price).
 */
export function PurchasePanel({ product }: { product: ProductPageDto }) {
  const [selectedVariantId, setSelectedVariantId] = useState('');
  const [optionId, setOptionId] = useState<PurchaseOptionId>(DEFAULT_PURCHASE_OPTION_ID);
  const [chosenQuantity, setQuantity] = useState(1);
  const { isAdding, addToCart } = useAddToCart();
  // Named from the handle, not useId: the server renders this panel's markup once per product
  // version (product-page.tsx, docs/decisions/134-first-paint-in-one-window.md).
  const optionName = `buy-${product.handle}-option`;
  const variant = selectVariant(product.variants, selectedVariantId);
  const basePence = readVariantPence(variant);
  const option = findPurchaseOption(optionId);
  // A bigger pack lowers the maximum count (MAX_LINE_UNITS per line): the count follows it.
  // Stock caps it too: no more packs or deliveries than the units left (VariantDto.available).
  const stockMax =
    typeof variant?.available === 'number' ? Math.floor(variant.available / option.units) : null;
  const maxQuantity = Math.min(
    maxPurchaseQuantity(option.units),
    stockMax ?? Number.MAX_SAFE_INTEGER,
  );
  const quantity = clampPurchaseQuantity(chosenQuantity, maxQuantity);
  const packPence = basePence === null ? null : computePackPrice(basePence, option.id);
  const totalPence =
    basePence === null ? null : computeOptionTotalPence(basePence, option.id, quantity);
  const unitNoun = selectUnitNoun({ title: product.title, variantTitle: variant?.title });
  const outOfStock = variant?.stock === 'out_of_stock';
  const sellable = isVariantSellable(variant) && !outOfStock;
  const addLabel = outOfStock ? OUT_OF_STOCK_LABEL : sellable ? 'Add to Cart' : UNAVAILABLE_LABEL;
  const addButtonRef = useRef<HTMLDivElement>(null);

  const handleAdd = () => {
    if (!variant || basePence === null || !sellable) {
      toast.error(SELECT_VARIANT_TOAST);
      return;
    }
    addToCart({
      buildLine: () =>
        buildPurchaseOptionLine({
          optionId,
          product: { title: product.title, imageUrl: product.imageUrl },
          variant: {
            id: variant.id,
            title: variant.title,
            pricePence: basePence,
            available: variant.available,
          },
          quantity,
        }),
      toast: buildPurchaseToast(option, quantity, { title: product.title, unitNoun }),
    });
  };

  const subscriptions = PURCHASE_OPTIONS.filter((o) => o.isSubscription);
  const oneTime = PURCHASE_OPTIONS.filter((o) => !o.isSubscription);

  return (
    <div className="flex flex-col gap-6">
      <PriceSummary
        basePence={basePence}
        compareAtPence={variant?.compareAtPrice ? tryParsePence(variant.compareAtPrice) : null}
        option={option}
      />
      {variant && isVariantSellable(variant) ? (
        <span
          data-testid="stock-status"
          data-stock={variant.stock}
          className={cn(STOCK_BADGE_CLASSES[variant.stock], '-mt-3 self-start')}
        >
          {STOCK_LABELS[variant.stock]}
        </span>
      ) : null}
      {hasVariantChoice(product.variants) ? (
        <VariantPicker
          name={`buy-${product.handle}-size`}
          variants={product.variants}
          selectedId={variant?.id ?? ''}
          onSelect={setSelectedVariantId}
        />
      ) : null}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-3 font-semibold text-foreground text-sm">Choose your plan</legend>
        <p className="font-semibold text-eyebrow text-theme uppercase">Subscribe &amp; Save</p>
        {subscriptions.map((o) => (
          <PurchaseOptionCard
            key={o.id}
            option={o}
            unitNoun={unitNoun}
            basePence={basePence}
            checked={o.id === optionId}
            name={optionName}
            onSelect={setOptionId}
          />
        ))}
        <p className="mt-2 font-semibold text-eyebrow text-muted-foreground uppercase">Buy once</p>
        {oneTime.map((o) => (
          <PurchaseOptionCard
            key={o.id}
            option={o}
            unitNoun={unitNoun}
            basePence={basePence}
            checked={o.id === optionId}
            name={optionName}
            onSelect={setOptionId}
          />
        ))}
      </fieldset>
      {sellable ? (
        <QuantitySelector
          id={`buy-${product.handle}-quantity`}
          quantity={quantity}
          max={maxQuantity}
          packPence={packPence}
          totalPence={totalPence}
          perDelivery={option.isSubscription}
          onChange={setQuantity}
        />
      ) : null}
      {sellable || outOfStock ? null : <UnavailableNotice />}
      {outOfStock && variant ? (
        <Suspense fallback={null}>
          <BackInStockForm variantId={variant.id} />
        </Suspense>
      ) : null}
      <div ref={addButtonRef}>
        <AddToCartButton
          isAdding={isAdding}
          disabled={!variant || !sellable}
          onClick={handleAdd}
          label={addLabel}
          earlyTap
        />
      </div>
      <StickyAddToCartBar
        watchRef={addButtonRef}
        title={`${product.title} · ${describePurchaseOption(option, unitNoun).label}${quantity > 1 ? ` × ${quantity}` : ''}`}
        price={totalPence === null ? null : formatGBP(totalPence)}
        label={addLabel}
        disabled={!variant || !sellable}
        isAdding={isAdding}
        onAdd={handleAdd}
      />
      <PurchasePromises />
    </div>
  );
}

/** Says why a product cannot be added (no Shopify variant to check out). */
export function UnavailableNotice() {
  return (
    <p
      role="status"
      className="rounded-2xl border border-border bg-sand/60 px-4 py-3 text-foreground/80 text-sm"
    >
      {UNAVAILABLE_TEXT}
    </p>
  );
}

export function AddToCartButton({
  isAdding,
  disabled,
  onClick,
  label = 'Add to Cart',
  earlyTap = false,
}: {
  isAdding: boolean;
  disabled: boolean;
  onClick: () => void;
  label?: string;
  /** The early-taps script answers a tap on it before the buy box is live (src/web/early-taps.ts). */
  earlyTap?: boolean;
}) {
  return (
    <Button
      variant="theme"
      size="xl"
      className="w-full"
      disabled={isAdding || disabled}
      aria-busy={isAdding || undefined}
      data-early={earlyTap ? 'add' : undefined}
      onClick={onClick}
    >
      {isAdding ? (
        <>
          <Spinner size="sm" label={ADDING_LABEL} />
          <span aria-hidden="true">{ADDING_LABEL}</span>
        </>
      ) : (
        label
      )}
    </Button>
  );
}
