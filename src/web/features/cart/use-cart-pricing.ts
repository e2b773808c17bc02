// The drawer's prices: the local estimate at once, then the server's figures for the
// current lines. Re-prices when the drawer opens and whenever the lines change (debounced, the
// previous request aborted); a PRICE_CHANGED answer at checkout replaces the figures directly.
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { PriceCartResponse } from '../../../core/api/checkout';
import type { CartLine } from '../../../core/cart/cart-line';
import { type DrawerFigures, selectDrawerFigures } from '../../../core/cart/drawer-figures';
import {
  buildIntents,
  buildPricingSignature,
  fetchCartPricing,
  selectPriceableLines,
} from './checkout';

export const REPRICE_DEBOUNCE_MS = 120;

type PricingState = {
  signature: string;
  pricing: PriceCartResponse | null;
  status: 'loading' | 'ok' | 'error';
};

let state: PricingState = { signature: '', pricing: null, status: 'ok' };
const listeners = new Set<() => void>();

function setState(next: PricingState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Records the server's pricing of a signature (the price endpoint's or a 409's). */
export function setServerPricing(signature: string, pricing: PriceCartResponse) {
  setState({ signature, pricing, status: 'ok' });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export type CartPricing = {
  figures: DrawerFigures;
  /** 'loading' while the server's figures for the current lines are not in yet. */
  status: 'loading' | 'ok' | 'error';
  signature: string;
};

export function useCartPricing(
  lines: readonly CartLine[],
  open: boolean,
  discountCode: string | null = null,
): CartPricing {
  const priceable = useMemo(() => selectPriceableLines(lines), [lines]);
  const intents = useMemo(() => buildIntents(lines), [lines]);
  const signature = useMemo(
    () => buildPricingSignature(intents, discountCode),
    [intents, discountCode],
  );
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );

  useEffect(() => {
    if (!open) return;
    if (priceable.length === 0) return;
    const controller = new AbortController();
    if (state.signature !== signature || state.status === 'error') {
      setState({ signature, pricing: null, status: 'loading' });
    }
    const timer = setTimeout(() => {
      fetchCartPricing(intents, { signal: controller.signal, discountCode }).then(
        (pricing) => {
          if (!controller.signal.aborted) setServerPricing(signature, pricing);
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Cart pricing failed:', error);
          if (state.signature === signature) setState({ ...state, status: 'error' });
        },
      );
    }, REPRICE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, signature, priceable.length, intents, discountCode]);

  const matches = current.signature === signature;
  const figures = selectDrawerFigures({
    lines,
    priceable,
    pricing: matches ? current.pricing : null,
  });
  const status: CartPricing['status'] =
    priceable.length === 0 || (matches && current.pricing !== null)
      ? 'ok'
      : matches && current.status === 'error'
        ? 'error'
        : 'loading';
  return { figures, status, signature };
}
