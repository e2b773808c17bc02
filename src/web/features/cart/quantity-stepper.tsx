import { Minus, Plus } from 'lucide-react';
import { useState } from 'react';
import type { CartLine } from '../../../core/cart/cart-line';
import {
  findQuantityProblem,
  minimumQuantity,
  quantityStep,
} from '../../../core/cart/cart-quantity';
import { readQuantityInput } from '../../../core/cart/quantity-input';
import { Button } from '../../components/ui/button';
import { cartActions, getCartState } from '../../lib/cart-store';
import { cn } from '../../lib/cn';

/**
 * A cart line's count: − and + (by 50 for cups) around a box the shopper can type into. What is
 * typed is committed on Enter or when the box loses focus, read by the cart's count rules
 * (core/cart/quantity-input.ts); `onMessage` gets why a count was not taken as it was (shown by
 * the line, under the stepper), or null once one is.
 */
export function QuantityStepper({
  line,
  name,
  messageId,
  hasMessage,
  onMessage,
  availableUnits,
  className,
}: {
  line: CartLine;
  /** Units of the variant left (the server's figure once priced): the count cannot pass it. */
  availableUnits: number | null;
  /** The line's accessible name (buildLineName). */
  name: string;
  messageId: string;
  hasMessage: boolean;
  onMessage: (message: string | null) => void;
  className?: string;
}) {
  // The stock cap: the server's figure when it has priced the line, else the one read at add.
  const capped: CartLine = availableUnits === null ? line : { ...line, maxUnits: availableUnits };
  const step = quantityStep(line);
  const minimum = minimumQuantity(line);
  // The text being typed; null shows the stored count.
  const [draft, setDraft] = useState<string | null>(null);

  // The stored count right now: a typed count committed on blur may not have re-rendered yet
  // when the − or + click that caused the blur runs.
  const current = () => getCartState().lines.find((l) => l.key === line.key)?.quantity;

  const set = (next: number, message: string | null) => {
    onMessage(message);
    cartActions.setQuantity(line.key, next);
  };

  const stepBy = (delta: number) => {
    const from = current();
    if (from === undefined) return;
    const next = from + delta;
    const problem = findQuantityProblem(capped, next);
    if (problem !== null) onMessage(problem);
    else set(next, null);
  };

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    const from = current();
    if (from === undefined) return;
    const { quantity, message } = readQuantityInput({ ...capped, quantity: from }, draft);
    set(quantity, message);
  };

  return (
    <div
      className={cn(
        'flex items-center rounded-full border border-border-strong bg-surface',
        className,
      )}
    >
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Decrease quantity of ${name}`}
        disabled={line.quantity - step < minimum}
        onClick={() => stepBy(-step)}
      >
        <Minus aria-hidden="true" />
      </Button>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="done"
        aria-label={`Quantity of ${name}`}
        aria-invalid={hasMessage || undefined}
        aria-describedby={hasMessage ? messageId : undefined}
        value={draft ?? String(line.quantity)}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onFocus={(event) => event.currentTarget.select()}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        className="h-9 w-14 rounded-md bg-transparent text-center font-medium text-base tabular-nums focus-visible:outline-2 focus-visible:outline-ring md:text-sm"
      />
      <Button
        variant="ghost"
        size="icon-sm"
        aria-label={`Increase quantity of ${name}`}
        onClick={() => stepBy(step)}
      >
        <Plus aria-hidden="true" />
      </Button>
    </div>
  );
}
