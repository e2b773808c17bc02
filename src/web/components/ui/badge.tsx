import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export type BadgeVariant =
  | 'default'
  | 'secondary'
  | 'outline'
  | 'accent'
  | 'success'
  | 'warning'
  | 'destructive'
  | 'theme'
  | 'solid';

const VARIANTS: Record<BadgeVariant, string> = {
  default: 'bg-primary-soft text-primary',
  secondary: 'bg-sand text-foreground',
  outline: 'border border-border-strong text-foreground',
  accent: 'bg-accent-soft text-accent-strong',
  success: 'bg-success-soft text-success',
  warning: 'bg-warning-soft text-warning',
  destructive: 'bg-destructive-soft text-destructive',
  theme: 'bg-theme-light text-theme',
  solid: 'bg-primary text-primary-foreground',
};

export type BadgeProps = ComponentProps<'span'> & { variant?: BadgeVariant };

export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-xs leading-5 tracking-wide [&_svg]:size-3.5',
        VARIANTS[variant],
        className,
      )}
      {...props}
    />
  );
}
