import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** Shared look of text-like controls (input, textarea, select trigger). */
export const CONTROL_CLASSES =
  'w-full rounded-lg border border-input bg-surface px-3.5 text-[0.9375rem] text-foreground shadow-xs transition-[border-color,box-shadow] duration-150 hover:border-border-strong focus-visible:border-primary focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-primary/20 disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70 aria-invalid:border-destructive aria-invalid:focus-visible:ring-destructive/20';

export type InputProps = ComponentProps<'input'>;

export function Input({ className, type = 'text', ...props }: InputProps) {
  return (
    <input
      type={type}
      className={cn(
        CONTROL_CLASSES,
        'h-11 file:mr-3 file:border-0 file:bg-transparent file:font-medium file:text-sm',
        className,
      )}
      {...props}
    />
  );
}
