import { useEffect, useState } from 'react';

type Offset = { top?: number; bottom?: number; left?: number; right?: number };

export type ToastPlacement = {
  position: 'bottom-right' | 'bottom-left' | 'bottom-center' | 'top-center';
  /** Sonner's offsets (px) from the viewport edges. */
  offset?: Offset;
  mobileOffset?: Offset;
};

/**
 * The drawer's header (title and close button) is 72 px high at phone width: without a footer
 * to sit on, toasts go just below it.
 */
export const PHONE_DIALOG_TOAST_TOP = 80;

/** The space between a toast and the dialog footer it sits on. */
export const PHONE_FOOTER_TOAST_GAP = 12;

/**
 * Where toasts go. Without an open drawer or dialog: bottom right on desktop, top centre on
 * phones. With one open: the cart drawer fills the right of a desktop screen, so toasts move to
 * the bottom left. On a phone the drawer fills the screen: its header (title, close) is at the
 * top, its first lines under it and its footer (Total, Checkout) at the bottom, so toasts sit
 * just above the footer (`footerHeight`, px from the viewport's bottom), over the end of the
 * list, where the first lines, the header and the footer stay visible. A dialog without a footer
 * gets them below its header.
 */
export function selectToastPlacement(options: {
  isDesktop: boolean;
  dialogOpen: boolean;
  /** Height of the open dialog's sticky footer from the viewport's bottom, or null: none. */
  footerHeight?: number | null;
}): ToastPlacement {
  if (!options.dialogOpen) {
    return { position: options.isDesktop ? 'bottom-right' : 'top-center' };
  }
  if (options.isDesktop) return { position: 'bottom-left' };
  if (options.footerHeight !== undefined && options.footerHeight !== null) {
    const bottom = Math.max(0, Math.round(options.footerHeight)) + PHONE_FOOTER_TOAST_GAP;
    return { position: 'bottom-center', offset: { bottom }, mobileOffset: { bottom } };
  }
  return {
    position: 'top-center',
    offset: { top: PHONE_DIALOG_TOAST_TOP },
    mobileOffset: { top: PHONE_DIALOG_TOAST_TOP },
  };
}

const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';
/** The sticky footer of a drawer (SheetFooter marks itself with this). */
const DIALOG_FOOTER = '[data-slot="sheet-footer"]';

export type OpenDialog = { open: boolean; footerHeight: number | null };

function readOpenDialog(): OpenDialog {
  const dialog = document.querySelector(OPEN_DIALOG);
  if (dialog === null) return { open: false, footerHeight: null };
  const footer = dialog.querySelector(DIALOG_FOOTER);
  if (footer === null) return { open: true, footerHeight: null };
  return { open: true, footerHeight: window.innerHeight - footer.getBoundingClientRect().top };
}

const sameDialog = (a: OpenDialog, b: OpenDialog) =>
  a.open === b.open && a.footerHeight === b.footerHeight;

/** Whether a Radix drawer or dialog is open anywhere on the page, and its footer's height. */
export function useOpenDialog(): OpenDialog {
  const [state, setState] = useState<OpenDialog>({ open: false, footerHeight: null });
  useEffect(() => {
    let frame = 0;
    // Once per frame: a drawer's content, footer and animation arrive over several mutations.
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const next = readOpenDialog();
        setState((previous) => (sameDialog(previous, next) ? previous : next));
      });
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state'],
    });
    window.addEventListener('resize', update);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('resize', update);
    };
  }, []);
  return state;
}
