import { Toaster } from 'sonner';
import { selectToastPlacement, useAnyDialogOpen } from '../../lib/toast-placement';
import { useMediaQuery } from '../../lib/use-media-query';

/**
 * Toasts: bottom right on desktop, top centre on phones, and clear of an open drawer or dialog
 * (toast-placement.ts). Lazy-loaded by providers.tsx.
 */
export default function ResponsiveToaster() {
  const isDesktop = useMediaQuery('(min-width: 768px)');
  const dialogOpen = useAnyDialogOpen();
  const placement = selectToastPlacement({ isDesktop, dialogOpen });
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
