// The discount code the shopper entered in the drawer: kept for the browser
// session (sessionStorage), sent with the drawer's pricing request, and to the checkout only
// while Shopify says it applies. Cleared with the cart on the return from a paid checkout.
import { useSyncExternalStore } from 'react';

export const DISCOUNT_CODE_STORAGE_KEY = 'hh-discount-code';

const listeners = new Set<() => void>();
let code: string | null | undefined;

function read(): string | null {
  if (code !== undefined) return code;
  try {
    code =
      typeof sessionStorage === 'undefined'
        ? null
        : sessionStorage.getItem(DISCOUNT_CODE_STORAGE_KEY);
  } catch {
    code = null;
  }
  return code;
}

/** Sets (or with null removes) the code asked about. */
export function setDiscountCode(next: string | null): void {
  code = next;
  try {
    if (next === null) sessionStorage.removeItem(DISCOUNT_CODE_STORAGE_KEY);
    else sessionStorage.setItem(DISCOUNT_CODE_STORAGE_KEY, next);
  } catch {
    // Private mode: the code still holds for this page view.
  }
  for (const listener of listeners) listener();
}

export function useDiscountCode(): string | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => null,
  );
}
