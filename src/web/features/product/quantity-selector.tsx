import { Minus, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { MIN_PURCHASE_QUANTITY, readQuantityInput } from '../../../core/cart/purchase-quantity';
import { formatGBP, type Pence } from '../../../core/money';
import { Button } from '../../components/ui/button';

/**
 * − / typed number / + for how many of the chosen pack or delivery one Add to Cart adds. The typed
 * text may be half-written ('' while retyping); the count it means is reported at once and the
 * field shows it again when it loses focus.
 */
export function QuantitySelector({
  id,
  quantity,
  max,
  packPence,
  totalPence: total,
  perDelivery,
  onChange,
}: {
  /** The field's id, unique on the page (named by the caller, not useId: see VariantPicker). */
  id: string;
  quantity: number;
  max: number;
  /** One pack's (or delivery's) price; null when the variant has no readable price. */
  packPence: Pence | null;
  /** What `quantity` of them cost (computeOptionTotalPence); null with packPence. */
  totalPence: Pence | null;
  perDelivery: boolean;
  onChange: (quantity: number) => void;
}) {
  const [text, setText] = useState(String(quantity));
  // A change from outside (−/+, a smaller maximum for a bigger pack) shows in the field.
  useEffect(() => {
    setText((current) =>
      readQuantityInput(current, max) === quantity ? current : String(quantity),
    );
  }, [quantity, max]);

  const set = (next: number) => onChange(readQuantityInput(String(next), max));

  return (
    <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
      <div className="flex items-center gap-3">
        <label htmlFor={id} className="font-semibold text-foreground text-sm">
          Quantity
        </label>
        <div className="flex items-center gap-1.5">
          <Button
            variant="outline"
            size="icon-sm"
            aria-label="Decrease quantity"
            data-early="qty-down"
            disabled={quantity <= MIN_PURCHASE_QUANTITY}
            onClick={() => set(quantity - 1)}
          >
            <Minus />
          </Button>
          <input
            id={id}
            data-early="quantity"
            type="number"
            inputMode="numeric"
            min={MIN_PURCHASE_QUANTITY}
            max={max}
            step={1}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              onChange(readQuantityInput(event.target.value, max));
            }}
            onBlur={() => setText(String(quantity))}
            className="h-9 w-16 rounded-full border border-input bg-surface text-center font-semibold tabular-nums [appearance:textfield] focus-visible:outline-2 focus-visible:outline-ring [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
          />
          <Button
            variant="outline"
            size="icon-sm"
            aria-label="Increase quantity"
            data-early="qty-up"
            disabled={quantity >= max}
            onClick={() => set(quantity + 1)}
          >
            <Plus />
          </Button>
        </div>
      </div>
      {total !== null && packPence !== null && quantity > 1 ? (
        <p className="text-muted-foreground text-sm tabular-nums" data-testid="quantity-total">
          {quantity} × {formatGBP(packPence)} ={' '}
          <span className="font-semibold text-foreground">{formatGBP(total)}</span>
          {perDelivery ? ' per delivery' : ''}
        </p>
      ) : null}
    </div>
  );
}
