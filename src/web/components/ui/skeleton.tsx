import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A placeholder block while content loads (decorative: pair with a Spinner or aria-busy). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-lg bg-sand-deep/70', className)}
      {...props}
    />
  );
}
