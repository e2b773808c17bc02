// While a modal drawer or dialog shows, Radix sets pointer-events: none on the body (and its scroll
// lock a custom property on it). Both are inherited: each change restyled every element of the
// page, ~800 on a product page, 140-190 ms on a 4x-slowed phone, on every open
// (docs/decisions/145-drawer-priced-from-the-tap.md, addendum). Our modals always show a full-page
// overlay, which takes every tap outside them anyway, so while one is mounted the page root keeps
// its own pointer-events (styles.css, html[data-page-overlay]) and the body's change stops there.
import { useLayoutEffect } from 'react';

export const PAGE_OVERLAY_ATTRIBUTE = 'data-page-overlay';

let mounted = 0;

/** Marks the page as under a modal's overlay until the returned function is called. */
export function markPageOverlay(): () => void {
  mounted += 1;
  document.documentElement.setAttribute(PAGE_OVERLAY_ATTRIBUTE, '');
  let done = false;
  return () => {
    if (done) return;
    done = true;
    mounted -= 1;
    if (mounted === 0) document.documentElement.removeAttribute(PAGE_OVERLAY_ATTRIBUTE);
  };
}

/**
 * Rendered inside a modal's content (with its full-page overlay): marks the page while mounted,
 * before the layer's own effects change the body.
 */
export function PageOverlayMark(): null {
  useLayoutEffect(() => markPageOverlay(), []);
  return null;
}
