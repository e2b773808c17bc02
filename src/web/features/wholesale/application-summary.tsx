import { Check } from 'lucide-react';
import { WHOLESALE_STEPS } from '../../../core/content/wholesale-page';
import {
  BUSINESS_TYPE_OPTIONS,
  ESTIMATED_MONTHLY_VOLUME_OPTIONS,
  findOptionLabel,
  PRIMARY_MARKET_OPTIONS,
} from '../../../core/schemas/wholesale';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import type { FormInput } from './application-fields';
import { FIELD_LABELS, type StepNumber } from './application-steps';

/** The three-step indicator: Business Info, Details, Submit. */
export function StepIndicator({ step }: { step: StepNumber }) {
  return (
    <nav aria-label="Application progress">
      <ol className="grid grid-cols-3 gap-2">
        {WHOLESALE_STEPS.map((item) => {
          const done = item.number < step;
          const active = item.number === step;
          return (
            <li
              key={item.number}
              aria-current={active ? 'step' : undefined}
              className="flex flex-col gap-2.5"
            >
              <span
                aria-hidden="true"
                className={cn(
                  'h-1 rounded-full transition-colors duration-300',
                  done || active ? 'bg-primary' : 'bg-border',
                )}
              />
              <span className="flex flex-col items-start gap-1.5 sm:flex-row sm:items-center sm:gap-2">
                <span
                  aria-hidden="true"
                  className={cn(
                    'flex size-7 shrink-0 items-center justify-center rounded-full border font-semibold text-xs tabular-nums transition-colors',
                    done && 'border-primary bg-primary text-primary-foreground',
                    active && 'border-primary bg-primary-soft text-primary',
                    !done && !active && 'border-border-strong text-muted-foreground',
                  )}
                >
                  {done ? <Check className="size-3.5" strokeWidth={3} /> : item.number}
                </span>
                <span
                  className={cn(
                    'font-medium text-xs leading-tight sm:text-sm',
                    active ? 'text-foreground' : 'text-muted-foreground',
                  )}
                >
                  {item.title}
                  {done ? <span className="sr-only"> (completed)</span> : null}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** A short review of steps 1 and 2 on the Submit step, each with an Edit link back. */
export function ApplicationSummary({
  values,
  onEdit,
}: {
  values: Partial<FormInput>;
  onEdit: (step: StepNumber) => void;
}) {
  const rows: { step: StepNumber; title: string; items: [string, string][] }[] = [
    {
      step: 1,
      title: 'Business Info',
      items: [
        [FIELD_LABELS.companyName, values.companyName ?? ''],
        [FIELD_LABELS.businessType, findOptionLabel(BUSINESS_TYPE_OPTIONS, values.businessType)],
        ['Location', [values.city, values.zip, values.country].filter(Boolean).join(', ')],
      ],
    },
    {
      step: 2,
      title: 'Details',
      items: [
        [FIELD_LABELS.primaryMarket, findOptionLabel(PRIMARY_MARKET_OPTIONS, values.primaryMarket)],
        [
          'Monthly volume',
          findOptionLabel(ESTIMATED_MONTHLY_VOLUME_OPTIONS, values.estimatedMonthlyVolume),
        ],
        ['Interests', (values.productInterests ?? []).join(', ')],
      ],
    },
  ];
  return (
    <section aria-label="Your answers" className="grid gap-4 sm:grid-cols-2">
      {rows.map((row) => (
        <div key={row.step} className="min-w-0 rounded-xl border border-border/80 bg-sand/40 p-4">
          <div className="flex items-center justify-between gap-2">
            <h4 className="font-semibold text-sm">{row.title}</h4>
            <Button
              variant="link"
              size="sm"
              onClick={() => onEdit(row.step)}
              aria-label={`Edit ${row.title}`}
            >
              Edit
            </Button>
          </div>
          <dl className="mt-3 flex flex-col gap-2 text-sm">
            {row.items.map(([label, value]) => (
              <div key={label} className="flex flex-col">
                <dt className="text-muted-foreground text-xs">{label}</dt>
                <dd className="break-words font-medium">{value || '—'}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}
