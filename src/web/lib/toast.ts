// The app's toasts. sonner (about 9 KB brotli) loads on the first toast instead of with the page;
// so does the toaster, which providers.tsx mounts only once a toast is asked for (sonner's store
// hands a new toaster the toasts already shown). Both share sonner's one toast store. Calls keep
// their order: each waits for the same import.
import { useSyncExternalStore } from 'react';
import type { toast as sonnerToast } from 'sonner';

type ToastKind = 'success' | 'error' | 'info' | 'warning';
type ToastArgs = Parameters<typeof sonnerToast.success>;

const load = () => import('sonner');

let toasterWanted = false;
const toasterListeners = new Set<() => void>();

/** Whether a toast has been asked for, so the toaster should be mounted (false on the server). */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      toasterListeners.add(onChange);
      return () => toasterListeners.delete(onChange);
    },
    () => toasterWanted,
    () => false,
  );
}

function wantToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const onChange of toasterListeners) onChange();
}

/**
 * Mounts the toaster and loads sonner ahead of the first toast (called once the page is idle):
 * sonner adds its stylesheet when it loads, and a new stylesheet restyles the whole page, which on
 * a slow phone would otherwise land on the tap that opens the drawer.
 */
export function preloadToaster(): void {
  wantToaster();
  void load().catch(() => {});
}

function show(kind: ToastKind, args: ToastArgs): void {
  wantToaster();
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
