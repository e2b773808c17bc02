import { cn } from '../../lib/cn';

export type SpinnerSize = 'sm' | 'md' | 'lg';

const SIZES: Record<SpinnerSize, string> = {
  sm: 'size-4 border-2',
  md: 'size-6 border-2',
  lg: 'size-10 border-[3px]',
};

export type SpinnerProps = {
  size?: SpinnerSize;
  /** Announced to screen readers. */
  label?: string;
  className?: string;
};

/** An accessible loading indicator: role status with a visually hidden label. */
export function Spinner({ size = 'md', label = 'Loading', className }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center justify-center', className)}>
      <span
        aria-hidden="true"
        data-essential-motion=""
        className={cn(
          'animate-spin rounded-full border-current border-r-transparent opacity-80',
          SIZES[size],
        )}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner for a page or section that is loading. */
export function PageSpinner({
  label = 'Loading',
  className,
}: {
  label?: string;
  className?: string;
}) {
  return (
    <div className={cn('flex min-h-[40vh] items-center justify-center text-primary', className)}>
      <Spinner size="lg" label={label} />
    </div>
  );
}
