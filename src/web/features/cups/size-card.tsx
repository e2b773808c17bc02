import { Minus, Plus } from 'lucide-react';
import type { CupSize } from '../../../core/content/cup-sizes';
import {
  CUP_QUICK_ADD_AMOUNTS,
  CUP_STEP,
  type CupBuilderAction,
} from '../../../core/pricing/cup-tiers';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { CupImage } from './cup-image';

/** One cup size: image, diameter, use, SKU, a ±50 stepper and +100/+200/+500 quick buttons. */
export function SizeCard({
  cup,
  quantity,
  onChange,
}: {
  cup: CupSize;
  quantity: number;
  onChange: (action: CupBuilderAction) => void;
}) {
  const selected = quantity > 0;
  const headingId = `cup-${cup.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className={cn(
        'flex flex-col gap-4 rounded-3xl border bg-surface p-5 shadow-xs transition-[border-color,box-shadow]',
        selected ? 'border-primary shadow-soft ring-1 ring-primary/40' : 'border-border',
      )}
    >
      <div className="flex items-start gap-4">
        <CupImage
          cup={cup}
          size={88}
          alt={`${cup.size} cupping cup, ${cup.diameter} diameter`}
          className="size-22 shrink-0 rounded-2xl bg-sand p-2"
        />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-2">
            <h3 id={headingId} className="font-display text-2xl">
              {cup.size}
            </h3>
            <span className="rounded-full bg-primary-soft px-2.5 py-0.5 font-semibold text-primary text-xs">
              {cup.diameter}
            </span>
          </div>
          <p className="mt-1 text-muted-foreground text-sm leading-snug">{cup.usage}</p>
          <p className="mt-1.5 font-mono text-muted-foreground text-xs">SKU {cup.sku}</p>
        </div>
      </div>
      <div className="flex items-center justify-between gap-3">
        <div className="flex items-center rounded-full border border-border-strong bg-background">
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Remove ${CUP_STEP} ${cup.size} cups`}
            disabled={quantity <= 0}
            onClick={() => onChange({ type: 'decrement', sizeId: cup.id })}
          >
            <Minus aria-hidden="true" />
          </Button>
          <output
            aria-live="polite"
            aria-label={`${cup.size} quantity`}
            className="min-w-14 text-center font-semibold text-lg tabular-nums"
          >
            {quantity}
          </output>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Add ${CUP_STEP} ${cup.size} cups`}
            onClick={() => onChange({ type: 'increment', sizeId: cup.id })}
          >
            <Plus aria-hidden="true" />
          </Button>
        </div>
        <span className="text-muted-foreground text-xs">cups</span>
      </div>
      <div className="grid grid-cols-3 gap-2">
        {CUP_QUICK_ADD_AMOUNTS.map((amount) => (
          <Button
            key={amount}
            variant="outline"
            size="sm"
            className="px-0"
            aria-label={`Add ${amount} ${cup.size} cups`}
            onClick={() => onChange({ type: 'quickAdd', sizeId: cup.id, amount })}
          >
            +{amount}
          </Button>
        ))}
      </div>
    </article>
  );
}
