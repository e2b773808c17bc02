import { type RefObject, useEffect } from 'react';

/**
 * While a bar fixed to the bottom of the screen is shown, the page's bottom is padded by the
 * bar's height (measured, so it follows font size and wrapping; 0 where the bar is hidden by CSS),
 * so the end of the page (the footer's last line) can scroll into view above it.
 */
export function useBottomBarSpace(ref: RefObject<HTMLElement | null>, shown = true): void {
  useEffect(() => {
    const bar = ref.current;
    if (!shown || !bar || typeof ResizeObserver === 'undefined') return;
    const body = document.body;
    const pad = () => {
      body.style.paddingBottom = `${bar.offsetHeight}px`;
    };
    pad();
    const observer = new ResizeObserver(pad);
    observer.observe(bar);
    window.addEventListener('resize', pad);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', pad);
      body.style.paddingBottom = '';
    };
  }, [ref, shown]);
}
