import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { PageOverlayMark } from '../../lib/page-overlay';

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

export type SheetSide = 'right' | 'left' | 'top' | 'bottom';

const SIDES: Record<SheetSide, string> = {
  right:
    'inset-y-0 right-0 h-dvh w-full max-w-[min(100vw,28rem)] border-l data-[state=closed]:animate-slide-out-right data-[state=open]:animate-slide-in-right',
  left: 'inset-y-0 left-0 h-dvh w-[88vw] max-w-sm border-r data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left',
  top: 'inset-x-0 top-0 max-h-[85dvh] border-b data-[state=closed]:animate-slide-out-top data-[state=open]:animate-slide-in-top',
  bottom:
    'inset-x-0 bottom-0 max-h-[85dvh] rounded-t-3xl border-t data-[state=closed]:animate-slide-out-bottom data-[state=open]:animate-slide-in-bottom',
};

export type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  side?: SheetSide;
  /** Show the × close button (default true). */
  showClose?: boolean;
  /** Accessible name of the close button (default 'Close'). */
  closeLabel?: string;
};

/**
 * A drawer built on Radix Dialog (focus trap, Escape, scroll lock, focus return).
 * Compose SheetHeader (with a SheetTitle), SheetBody (scrolls) and SheetFooter (sticks).
 * Without a <SheetDescription>, pass aria-describedby={undefined}.
 */
export function SheetContent({
  side = 'right',
  showClose = true,
  closeLabel = 'Close',
  className,
  children,
  ...props
}: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-ink/40 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          'fixed z-50 flex flex-col border-border bg-background shadow-overlay focus:outline-none',
          SIDES[side],
          className,
        )}
        {...props}
      >
        <PageOverlayMark />
        {children}
        {showClose ? (
          <DialogPrimitive.Close className="absolute top-4 right-4 inline-flex size-10 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-foreground/5 hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">
            <X aria-hidden="true" className="size-5" />
            <span className="sr-only">{closeLabel}</span>
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'flex min-h-18 flex-col justify-center gap-1 border-border/80 border-b px-6 py-4 pr-16',
        className,
      )}
      {...props}
    />
  );
}

export function SheetBody({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('flex-1 overflow-y-auto overscroll-contain px-6 py-5', className)}
      {...props}
    />
  );
}

export function SheetFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      // Phone toasts sit just above it (lib/toast-placement.ts).
      data-slot="sheet-footer"
      className={cn(
        'flex flex-col gap-3 border-border/80 border-t bg-surface/70 px-6 py-5 pb-[max(1.25rem,env(safe-area-inset-bottom))]',
        className,
      )}
      {...props}
    />
  );
}

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('font-display text-h4', className)} {...props} />;
}

export function SheetDescription({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Description>) {
  return (
    <DialogPrimitive.Description
      className={cn('text-muted-foreground text-sm', className)}
      {...props}
    />
  );
}
