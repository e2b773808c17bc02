import { Toaster } from 'sonner';
import { selectToastPlacement, useOpenDialog } from '../../lib/toast-placement';
import { useMediaQuery } from '../../lib/use-media-query';

/**
 * Toasts: bottom right on desktop, top centre on phones, and clear of an open drawer's header,
 * first lines and footer (toast-placement.ts). Lazy-loaded by providers.tsx.
 */
export default function ResponsiveToaster() {
  const isDesktop = useMediaQuery('(min-width: 768px)');
  const dialog = useOpenDialog();
  const placement = selectToastPlacement({
    isDesktop,
    dialogOpen: dialog.open,
    footerHeight: dialog.footerHeight,
  });
  return (
    <Toaster
      position={placement.position}
      offset={placement.offset}
      mobileOffset={placement.mobileOffset}
      duration={4000}
      richColors
      closeButton
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
