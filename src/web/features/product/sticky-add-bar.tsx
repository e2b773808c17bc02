import { type RefObject, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { useBottomBarSpace } from '../../lib/use-bottom-bar-space';

/** True while the element is off screen (false until the browser has measured it). */
function useOffScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [offScreen, setOffScreen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => {
      setOffScreen(entry ? !entry.isIntersecting : false);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return offScreen;
}

/**
 * Phones: a bar fixed to the bottom of the screen with the selected price and Add to Cart, shown
 * while the buy box's own button is off screen (on a phone it sits two screens below the price,
 * out of reach). It adds exactly what the buy box would add.
 */
export function StickyAddToCartBar({
  watchRef,
  title,
  price,
  label,
  disabled,
  isAdding,
  onAdd,
}: {
  watchRef: RefObject<HTMLElement | null>;
  title: string;
  price: string | null;
  label: string;
  disabled: boolean;
  isAdding: boolean;
  onAdd: () => void;
}) {
  const offScreen = useOffScreen(watchRef);
  const barRef = useRef<HTMLDivElement>(null);
  useBottomBarSpace(barRef, offScreen);
  if (!offScreen) return null;
  return (
    <div
      ref={barRef}
      className="fixed inset-x-0 bottom-0 z-30 border-border border-t bg-surface/95 px-4 py-3 shadow-overlay backdrop-blur lg:hidden"
      data-testid="sticky-add-to-cart"
    >
      <div className="mx-auto flex max-w-xl items-center justify-between gap-3">
        <p className="flex min-w-0 flex-col text-sm leading-tight">
          <span className="truncate text-muted-foreground">{title}</span>
          {price ? (
            <span className="font-display text-theme text-xl tabular-nums">{price}</span>
          ) : null}
        </p>
        <Button
          variant="theme"
          size="lg"
          className="shrink-0"
          disabled={disabled || isAdding}
          aria-busy={isAdding || undefined}
          onClick={onAdd}
        >
          {isAdding ? <Spinner size="sm" label={label} /> : label}
        </Button>
      </div>
    </div>
  );
}
