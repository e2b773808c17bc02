import { cn } from '../../lib/cn';

export type StarRatingProps = {
  /** 0 … max, fractions allowed (4.9 fills 4 stars and 90 % of the fifth). */
  rating: number;
  max?: number;
  size?: 'sm' | 'md' | 'lg';
  /** Show the number next to the stars. */
  showValue?: boolean;
  /** Accessible label; default 'Rated {rating} out of {max}'. */
  label?: string;
  className?: string;
};

const STAR_SIZES = { sm: 'size-3.5', md: 'size-4.5', lg: 'size-6' } as const;
const STAR_PATH =
  'M12 2.6l2.86 6.06 6.64.82-4.9 4.57 1.27 6.57L12 17.4l-5.87 3.22 1.27-6.57-4.9-4.57 6.64-.82L12 2.6z';

function StarIcon({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={cn('max-w-none', className)}>
      <path d={STAR_PATH} fill="currentColor" />
    </svg>
  );
}

/** Read-only star rating (an image with a text alternative). Stars use the accent colour. */
export function StarRating({
  rating,
  max = 5,
  size = 'md',
  showValue = false,
  label,
  className,
}: StarRatingProps) {
  const clamped = Math.max(0, Math.min(max, rating));
  const text = label ?? `Rated ${clamped} out of ${max}`;
  const sizeClass = STAR_SIZES[size];
  return (
    <span className={cn('inline-flex items-center gap-1.5', className)}>
      <span role="img" aria-label={text} className="inline-flex items-center gap-0.5">
        {Array.from({ length: max }, (_, index) => {
          const fill = Math.max(0, Math.min(1, clamped - index));
          return (
            <span key={index} className={cn('relative inline-block', sizeClass)}>
              <StarIcon className={cn(sizeClass, 'text-accent/25')} />
              {fill > 0 ? (
                <span
                  className="absolute inset-y-0 left-0 overflow-hidden"
                  style={{ width: `${fill * 100}%` }}
                >
                  <StarIcon className={cn(sizeClass, 'text-accent')} />
                </span>
              ) : null}
            </span>
          );
        })}
      </span>
      {showValue ? (
        <span aria-hidden="true" className="font-semibold text-foreground text-sm tabular-nums">
          {clamped.toFixed(1)}
        </span>
      ) : null}
    </span>
  );
}
