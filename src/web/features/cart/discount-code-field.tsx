// The drawer's discount code: the shopper types a code, the server asks
// Shopify and the drawer shows the discount and the total after it, or why the code does not
// apply. Trade carts are draft orders, which take no code: the drawer says so instead.
import { Tag, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { discountCodeSchema, TRADE_DISCOUNT_MESSAGE } from '../../../core/api/discount';
import type { CartLine } from '../../../core/cart/cart-line';
import type { DrawerFigures } from '../../../core/cart/drawer-figures';
import { formatGBP } from '../../../core/money';
import { Button } from '../../components/ui/button';
import { Input } from '../../components/ui/input';
import { setDiscountCode } from '../../lib/cart-store';

export const DISCOUNT_CODE_LABEL = 'Discount code';

export function DiscountCodeField(props: {
  lines: readonly CartLine[];
  figures: DrawerFigures;
  code: string | null;
  checking: boolean;
}) {
  const { lines, figures, code, checking } = props;
  const id = useId();
  const [draft, setDraft] = useState(code ?? '');
  const [formError, setFormError] = useState<string | null>(null);
  if (lines.some((line) => line.purchase.kind === 'trade')) {
    return <p className="text-muted-foreground text-xs">{TRADE_DISCOUNT_MESSAGE}.</p>;
  }
  const discount =
    figures.discount !== null && figures.discount.code === code ? figures.discount : null;
  if (code !== null && discount?.applicable) {
    return (
      <div className="flex flex-col gap-1 text-sm" data-testid="cart-discount">
        <div className="flex items-baseline justify-between text-muted-foreground">
          <span>Subtotal</span>
          <span className="tabular-nums">{formatGBP(figures.subtotalPence)}</span>
        </div>
        <div className="flex items-center justify-between gap-2">
          <span className="flex items-center gap-1.5 text-primary">
            <Tag aria-hidden="true" className="size-3.5" />
            Discount ({code})
            <button
              type="button"
              className="inline-flex size-6 items-center justify-center rounded-full text-muted-foreground hover:bg-sand hover:text-foreground"
              aria-label={`Remove discount code ${code}`}
              onClick={() => {
                setDiscountCode(null);
                setDraft('');
              }}
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </span>
          <span className="text-primary tabular-nums" data-testid="cart-discount-amount">
            −{formatGBP(discount.discountPence)}
          </span>
        </div>
      </div>
    );
  }
  const error = formError ?? (code !== null && discount !== null ? discount.message : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = discountCodeSchema.safeParse(draft);
    if (!parsed.success) {
      setFormError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFormError(null);
    setDraft(parsed.data);
    setDiscountCode(parsed.data);
  };
  return (
    <form className="flex flex-col gap-1" onSubmit={submit} noValidate>
      <label htmlFor={id} className="sr-only">
        {DISCOUNT_CODE_LABEL}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setFormError(null);
          }}
          placeholder={DISCOUNT_CODE_LABEL}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error !== null ? true : undefined}
          aria-describedby={error !== null ? `${id}-error` : undefined}
          className="h-10 min-w-0 flex-1 uppercase placeholder:normal-case"
        />
        <Button
          type="submit"
          variant="outline"
          size="sm"
          className="h-10 shrink-0"
          loading={checking && code !== null}
        >
          Apply
        </Button>
      </div>
      {error !== null ? (
        <p id={`${id}-error`} role="alert" className="text-destructive text-xs">
          {error}
        </p>
      ) : null}
    </form>
  );
}
