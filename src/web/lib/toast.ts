// The app's toasts. sonner (about 9 KB gzip) loads on the first toast instead of with the first
// paint (bundle budget); the toaster itself is lazy-loaded by providers.tsx from the same module,
// so both share sonner's one toast store. Calls keep their order: each waits for the same import.
import type { toast as sonnerToast } from 'sonner';

type ToastKind = 'success' | 'error' | 'info' | 'warning';
type ToastArgs = Parameters<typeof sonnerToast.success>;

const load = () => import('sonner');

function show(kind: ToastKind, args: ToastArgs): void {
  load().then(
    ({ toast }) => {
      toast[kind](...args);
    },
    (error: unknown) => console.error('Could not load the toaster', error),
  );
}

/** `toast.success(message, options?)` etc., as sonner's, without returning the toast's id. */
export const toast = {
  success: (...args: ToastArgs) => show('success', args),
  error: (...args: ToastArgs) => show('error', args),
  info: (...args: ToastArgs) => show('info', args),
  warning: (...args: ToastArgs) => show('warning', args),
};
