// The size choice of a product page (retail and bulk panels) and the price each size reads as.
import type { VariantDto } from '../../../core/api/store-types';
import { DEFAULT_VARIANT_TITLE } from '../../../core/cart/cart-line';
import { formatGBP, tryParsePence } from '../../../core/money';

export function readVariantPence(variant: VariantDto | null): number | null {
  if (!variant) return null;
  const pence = tryParsePence(variant.price);
  return pence === null || pence < 0 ? null : pence;
}

/** Shows the variant picker only when there is a real choice or a named size. */
export function hasVariantChoice(variants: readonly VariantDto[]): boolean {
  return (
    variants.length > 1 || (variants.length === 1 && variants[0]?.title !== DEFAULT_VARIANT_TITLE)
  );
}

export function VariantPicker({
  name,
  variants,
  selectedId,
  onSelect,
}: {
  /** The radios' name, unique on the page (named by the caller, not useId: the server renders
   * the buy box's markup once, docs/decisions/134-first-paint-in-one-window.md). */
  name: string;
  variants: readonly VariantDto[];
  selectedId: string;
  onSelect: (id: string) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-3 font-semibold text-foreground text-sm">Size</legend>
      <div className="flex flex-wrap gap-2.5">
        {variants.map((variant) => {
          const checked = variant.id === selectedId;
          return (
            <label
              key={variant.id}
              // Selected look from the radio's own state: shown at once, even before hydration.
              className="relative flex min-w-24 cursor-pointer flex-col items-center rounded-2xl border border-border-strong bg-surface px-4 py-2.5 text-center transition-[border-color,box-shadow,background-color] duration-200 hover:not-has-checked:border-theme/60 has-checked:border-theme has-checked:bg-theme-light has-checked:shadow-soft has-checked:ring-1 has-checked:ring-theme has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
            >
              <input
                type="radio"
                name={name}
                value={variant.id}
                checked={checked}
                onChange={() => onSelect(variant.id)}
                className="absolute inset-0 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
              />
              <span className="font-semibold text-foreground text-sm">{variant.title}</span>
              <span className="text-muted-foreground text-xs tabular-nums">
                {formatGBP(tryParsePence(variant.price) ?? 0)}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
