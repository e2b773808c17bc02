import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

export type ButtonVariant =
  | 'primary'
  | 'secondary'
  | 'outline'
  | 'ghost'
  | 'link'
  | 'destructive'
  | 'accent'
  | 'theme';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'xl' | 'icon' | 'icon-sm';

const BASE =
  'relative inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap font-medium transition-[background-color,color,border-color,box-shadow,transform] duration-200 ease-out select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0';

const VARIANTS: Record<ButtonVariant, string> = {
  primary:
    'bg-primary text-primary-foreground shadow-xs hover:bg-primary-hover active:translate-y-px',
  secondary: 'bg-sand text-foreground hover:bg-sand-deep active:translate-y-px',
  outline:
    'border border-border-strong bg-surface/60 text-foreground hover:border-primary/50 hover:bg-primary-soft/60 active:translate-y-px',
  ghost: 'text-foreground hover:bg-foreground/5',
  link: 'text-primary underline-offset-4 hover:underline px-0! h-auto!',
  destructive:
    'bg-destructive text-destructive-foreground shadow-xs hover:bg-destructive/90 active:translate-y-px',
  accent: 'bg-accent text-accent-foreground shadow-xs hover:bg-accent/90 active:translate-y-px',
  theme:
    'bg-theme-gradient bg-theme text-theme-foreground shadow-soft hover:brightness-110 hover:shadow-lifted active:translate-y-px',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 rounded-full px-4 text-sm [&_svg]:size-4',
  md: 'h-11 rounded-full px-6 text-[0.9375rem] [&_svg]:size-[1.125rem]',
  lg: 'h-12 rounded-full px-8 text-base [&_svg]:size-5',
  xl: 'h-14 rounded-full px-10 text-base tracking-wide [&_svg]:size-5',
  icon: 'size-11 rounded-full [&_svg]:size-5',
  'icon-sm': 'size-9 rounded-full [&_svg]:size-4',
};

/** The class names of a button, for links and other elements styled as a button. */
export function buttonVariants(
  options: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {},
): string {
  const { variant = 'primary', size = 'md', className } = options;
  return cn(BASE, VARIANTS[variant], SIZES[size], className);
}

export type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and sets aria-busy. */
  loading?: boolean;
  /** Screen-reader text while loading (default 'Loading'). */
  loadingLabel?: string;
};

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingLabel = 'Loading',
  disabled,
  className,
  children,
  type,
  ...props
}: ButtonProps) {
  const classes = buttonVariants({ variant, size, className });
  return (
    <button
      type={type ?? 'button'}
      className={classes}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading ? (
        <>
          <span className="invisible inline-flex items-center gap-2">{children}</span>
          <span className="absolute inset-0 flex items-center justify-center">
            <Spinner size="sm" label={loadingLabel} />
          </span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
