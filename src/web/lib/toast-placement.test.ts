import { describe, expect, it } from 'vitest';
import {
  PHONE_DIALOG_TOAST_TOP,
  PHONE_FOOTER_TOAST_GAP,
  selectToastPlacement,
} from './toast-placement';

describe('selectToastPlacement', () => {
  it('without a dialog: bottom right on desktop, top centre on phones', () => {
    expect(selectToastPlacement({ isDesktop: true, dialogOpen: false })).toEqual({
      position: 'bottom-right',
    });
    expect(
      selectToastPlacement({ isDesktop: false, dialogOpen: false, footerHeight: 280 }),
    ).toEqual({ position: 'top-center' });
  });

  it('beside the open cart drawer on desktop', () => {
    expect(selectToastPlacement({ isDesktop: true, dialogOpen: true, footerHeight: 265 })).toEqual({
      position: 'bottom-left',
    });
  });

  it('on a phone, just above the open drawer’s footer (Total, Checkout), under its first lines', () => {
    const bottom = 281 + PHONE_FOOTER_TOAST_GAP;
    expect(
      selectToastPlacement({ isDesktop: false, dialogOpen: true, footerHeight: 280.6 }),
    ).toEqual({ position: 'bottom-center', offset: { bottom }, mobileOffset: { bottom } });
  });

  it('on a phone, below the header of a dialog without a footer', () => {
    const top = PHONE_DIALOG_TOAST_TOP;
    for (const footerHeight of [null, undefined]) {
      expect(selectToastPlacement({ isDesktop: false, dialogOpen: true, footerHeight })).toEqual({
        position: 'top-center',
        offset: { top },
        mobileOffset: { top },
      });
    }
  });
});
