// The drawer's prices: the local estimate at once, then the server's figures for the
// current lines. Prices when the drawer opens (primed from the tap, see primeCartPricing) and
// whenever the lines change (debounced, the previous request aborted); a PRICE_CHANGED answer at
// checkout replaces the figures directly.
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
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

/** The request in flight, so a priming at the tap and the drawer's own effect send one. */
let inFlight: {
  signature: string;
  controller: AbortController;
  settled: Promise<void>;
  /** Whether the server has answered (its body may still be unread). */
  answered: boolean;
} | null = null;

function startPricing(
  signature: string,
  intents: ReturnType<typeof buildIntents>,
  discountCode: string | null,
): AbortController {
  if (inFlight !== null && inFlight.signature !== signature) inFlight.controller.abort();
  const controller = new AbortController();
  if (state.signature !== signature || state.status === 'error') {
    setState({ signature, pricing: null, status: 'loading' });
  }
  const settled = fetchCartPricing(intents, {
    signal: controller.signal,
    discountCode,
    onResponse: () => {
      flight.answered = true;
    },
  })
    .then(
      (pricing) => {
        if (!controller.signal.aborted) setServerPricing(signature, pricing);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Cart pricing failed:', error);
        if (state.signature === signature) setState({ ...state, status: 'error' });
      },
    )
    .finally(() => {
      if (inFlight === flight) inFlight = null;
    });
  const flight = { signature, controller, settled, answered: false };
  inFlight = flight;
  return controller;
}

/**
 * The signature the drawer's opening priced (primeCartPricing): the drawer, which now renders once
 * those prices are in, does not ask again for them on that opening. A later opening with the same
 * lines prices them afresh, as before.
 */
let primedForOpening: string | null = null;

/** A primed price request: `settled` once its figures (or its failure) are in the store. */
export type PrimedPricing = {
  settled: Promise<void>;
  /** Whether the server has answered: its figures are then only a read of its body away. */
  answered: () => boolean;
};

/**
 * Asks the server for these lines' figures now, before the drawer has rendered: called when the
 * drawer is opened, so the price request runs alongside the drawer's code loading rather than
 * after it (the drawer's effect then finds the request in flight and sends none of its own).
 */
export function primeCartPricing(
  lines: readonly CartLine[],
  discountCode: string | null,
): PrimedPricing | null {
  primedForOpening = null;
  if (selectPriceableLines(lines).length === 0) return null;
  const intents = buildIntents(lines);
  const signature = buildPricingSignature(intents, discountCode);
  if (state.signature === signature && state.status === 'ok' && state.pricing !== null) return null;
  if (inFlight?.signature !== signature) startPricing(signature, intents, discountCode);
  primedForOpening = signature;
  const flight = inFlight;
  if (flight === null) return null;
  return { settled: flight.settled, answered: () => flight.answered };
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

  // The first pricing after the drawer opens goes at once (the tap usually primed it already);
  // later changes of the lines inside the open drawer are debounced.
  const pricedWhileOpen = useRef(false);
  useEffect(() => {
    if (!open) {
      pricedWhileOpen.current = false;
      return;
    }
    if (priceable.length === 0) return;
    const primed = primedForOpening === signature;
    primedForOpening = null;
    if (
      inFlight?.signature === signature ||
      (primed && !pricedWhileOpen.current && state.signature === signature && state.status === 'ok')
    ) {
      pricedWhileOpen.current = true;
      return;
    }
    if (state.signature !== signature || state.status === 'error') {
      setState({ signature, pricing: null, status: 'loading' });
    }
    let controller: AbortController | null = null;
    const timer = setTimeout(
      () => {
        controller = startPricing(signature, intents, discountCode);
      },
      pricedWhileOpen.current ? REPRICE_DEBOUNCE_MS : 0,
    );
    pricedWhileOpen.current = true;
    return () => {
      clearTimeout(timer);
      controller?.abort();
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
