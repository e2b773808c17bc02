import { Toaster } from 'sonner';
import { useMediaQuery } from '../../lib/use-media-query';

/** Toasts: bottom right on desktop, top centre on phones. Lazy-loaded by providers.tsx. */
export default function ResponsiveToaster() {
  const isDesktop = useMediaQuery('(min-width: 768px)');
  return (
    <Toaster
      position={isDesktop ? 'bottom-right' : 'top-center'}
      duration={4000}
      richColors
      closeButton
      toastOptions={{ className: 'font-sans' }}
    />
  );
}
