import { Check } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type CheckboxProps = Omit<
  ComponentProps<'input'>,
  'type' | 'checked' | 'defaultChecked' | 'onChange'
> & {
  checked?: boolean;
  onCheckedChange?: (checked: boolean) => void;
};

/**
 * A native checkbox drawn as the design's rounded box with a tick (checked: boolean;
 * onCheckedChange). Native rather than Radix: it is on every shop card, so it stays light
 * (bundle budget), and forms, labels and keyboard work as the browser's own.
 */
export function Checkbox({ className, onCheckedChange, ...props }: CheckboxProps) {
  return (
    <span className="relative inline-flex size-5 shrink-0">
      <input
        type="checkbox"
        onChange={(event) => onCheckedChange?.(event.currentTarget.checked)}
        className={cn(
          'peer m-0 size-5 shrink-0 cursor-pointer appearance-none rounded-[0.3125rem] border border-border-strong bg-surface shadow-xs transition-colors checked:border-primary checked:bg-primary hover:border-primary/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
          className,
        )}
        {...props}
      />
      <Check
        aria-hidden="true"
        strokeWidth={3}
        className="pointer-events-none absolute inset-0 m-auto hidden size-3.5 text-primary-foreground peer-checked:block"
      />
    </span>
  );
}
