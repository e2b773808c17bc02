import { tryParsePence } from '../../../core/money';
import { cn } from '../../lib/cn';
import { formatPrice } from '../../lib/format';

export type PriceTextProps = {
  /** Pounds: the API's decimal string ('14.99') or a number. */
  amount: string | number | null | undefined;
  /** Was-price, shown struck through when higher than `amount`. */
  compareAt?: string | number | null;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** e.g. '/ unit' or 'each', shown small after the price. */
  suffix?: string;
  /** Text when there is no valid amount (default 'Price not available'). */
  fallback?: string;
  className?: string;
};

const SIZES = {
  sm: 'text-sm',
  md: 'text-base',
  lg: 'text-xl',
  xl: 'font-display text-3xl',
} as const;

/** A GBP price ('£1,050.00') with an optional struck-through compare-at price. */
export function PriceText({
  amount,
  compareAt,
  size = 'md',
  suffix,
  fallback = 'Price not available',
  className,
}: PriceTextProps) {
  const price = formatPrice(amount);
  if (price === null) {
    return <span className={cn('text-muted-foreground text-sm', className)}>{fallback}</span>;
  }
  const pricePence = tryParsePence(amount ?? '');
  const comparePence =
    compareAt === null || compareAt === undefined ? null : tryParsePence(compareAt);
  const showCompare = comparePence !== null && pricePence !== null && comparePence > pricePence;
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-2', className)}>
      {showCompare ? <span className="sr-only">Sale price</span> : null}
      <span className={cn('font-semibold text-foreground tabular-nums', SIZES[size])}>{price}</span>
      {suffix ? <span className="text-muted-foreground text-sm">{suffix}</span> : null}
      {showCompare ? (
        <>
          <span className="sr-only">Was</span>
          <s className="text-muted-foreground text-sm tabular-nums">{formatPrice(compareAt)}</s>
        </>
      ) : null}
    </span>
  );
}
