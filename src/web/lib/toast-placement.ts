import { useEffect, useState } from 'react';

export type ToastPlacement = {
  position: 'bottom-right' | 'bottom-left' | 'top-center';
  /** Sonner's offsets (px) from the viewport edges. */
  offset?: { top?: number; bottom?: number; left?: number; right?: number };
  mobileOffset?: { top?: number; bottom?: number; left?: number; right?: number };
};

/**
 * The drawer's header (title and close button) is 72 px high at phone width; toasts sit just
 * below it, over the lines, never over the title, the close button, the total or Checkout.
 */
export const PHONE_DIALOG_TOAST_TOP = 80;

/**
 * Where toasts go. Without an open drawer or dialog: bottom right on desktop,
 * top centre on phones. With one open: the cart drawer fills the right of a desktop screen, so
 * toasts move to the bottom left; on a phone the drawer fills the screen, so they drop below its
 * header.
 */
export function selectToastPlacement(options: {
  isDesktop: boolean;
  dialogOpen: boolean;
}): ToastPlacement {
  if (!options.dialogOpen) {
    return { position: options.isDesktop ? 'bottom-right' : 'top-center' };
  }
  if (options.isDesktop) return { position: 'bottom-left' };
  return {
    position: 'top-center',
    offset: { top: PHONE_DIALOG_TOAST_TOP },
    mobileOffset: { top: PHONE_DIALOG_TOAST_TOP },
  };
}

const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

/** True while a Radix drawer or dialog is open anywhere on the page. */
export function useAnyDialogOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const update = () => setOpen(document.querySelector(OPEN_DIALOG) !== null);
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
    return () => observer.disconnect();
  }, []);
  return open;
}
