// The drawer's side of the server price authority: POST /api/cart/price prices the
// cart's purchase intents; POST /api/checkout re-prices them, refuses with 409 PRICE_CHANGED when
// the total differs from the one the shopper was shown, and answers the hosted checkout URL.
// The browser never sends a price. Both go through the typed client: the answers and the
// refusals the drawer handles are the contract's (src/core/api/contract.ts).
import type { PriceCartResponse, PurchaseIntent } from '../../../core/api/checkout';
import { type CartLine, toPurchaseIntent } from '../../../core/cart/cart-line';
import { findQuantityProblem } from '../../../core/cart/cart-quantity';
import {
  CHECKOUT_FAILED_MESSAGE,
  PAYMENT_UNAVAILABLE_CODE,
  PAYMENT_UNAVAILABLE_MESSAGE,
} from '../../../core/cart/checkout-rules';
import { api, isApiError, refusalOf } from '../../lib/api-client';

/** The lines the server is asked about (unreadable lines and refused counts stay out). */
export function selectPriceableLines(lines: readonly CartLine[]): CartLine[] {
  return lines.filter(
    (line) => line.invalid !== true && findQuantityProblem(line, line.quantity) === null,
  );
}

/** The intents of the priceable lines, in cart order. */
export function buildIntents(lines: readonly CartLine[]): PurchaseIntent[] {
  return selectPriceableLines(lines).map(toPurchaseIntent);
}

/**
 * Identifies one set of intents (and the discount code asked about): server figures are shown
 * only for the signature they priced.
 */
export function buildPricingSignature(
  intents: readonly PurchaseIntent[],
  discountCode: string | null = null,
): string {
  return discountCode === null ? JSON.stringify(intents) : JSON.stringify([intents, discountCode]);
}

/** Prices intents on the server. Throws ApiError (the server's message) or the abort. */
export function fetchCartPricing(
  intents: readonly PurchaseIntent[],
  options: {
    signal?: AbortSignal;
    discountCode?: string | null;
    /** Called once the server has answered, before the answer's body is read. */
    onResponse?: () => void;
  } = {},
): Promise<PriceCartResponse> {
  return api('POST /api/cart/price', {
    body: options.discountCode
      ? { lines: [...intents], discountCode: options.discountCode }
      : { lines: [...intents] },
    signal: options.signal,
    onResponse: options.onResponse,
  });
}

export type CheckoutResult =
  | { ok: true; checkoutUrl: string; totalPence: number }
  | { ok: false; reason: 'price_changed'; pricing: PriceCartResponse }
  | { ok: false; reason: 'refused' | 'failed'; message: string };

/**
 * Asks the server for the hosted checkout of these intents at the total the shopper saw.
 * Never throws: 409 PRICE_CHANGED gives the fresh pricing, 503 PAYMENT_UNAVAILABLE its message,
 * another 4xx the server's message, anything else CHECKOUT_FAILED_MESSAGE.
 */
export async function requestCheckout(options: {
  intents: readonly PurchaseIntent[];
  expectedTotalPence: number;
  /** Sent only when Shopify said it applies (the drawer's total is then after it). */
  discountCode?: string | null;
  /** The browser's token for this checkout (checkout-token.ts), recorded on the order. */
  cartToken?: string;
}): Promise<CheckoutResult> {
  try {
    const { checkoutUrl, totalPence } = await api('POST /api/checkout', {
      body: {
        lines: [...options.intents],
        ...(options.discountCode ? { discountCode: options.discountCode } : {}),
        ...(options.cartToken ? { cartToken: options.cartToken } : {}),
        expectedTotalPence: options.expectedTotalPence,
      },
    });
    return { ok: true, checkoutUrl, totalPence };
  } catch (error) {
    const changed = refusalOf(error, 'POST /api/checkout', 409);
    if (changed?.error.code === 'PRICE_CHANGED') {
      return { ok: false, reason: 'price_changed', pricing: changed.pricing };
    }
    // Shopify is down or throttling: the server says so plainly, and the basket stays.
    if (refusalOf(error, 'POST /api/checkout', 503)?.error.code === PAYMENT_UNAVAILABLE_CODE) {
      return { ok: false, reason: 'failed', message: PAYMENT_UNAVAILABLE_MESSAGE };
    }
    // A refusal (a blocked cart, trade only, a refused code, the rate limit): what it said.
    if (isApiError(error) && error.status >= 400 && error.status < 500) {
      const said = error.code !== 'http_error';
      return {
        ok: false,
        reason: 'refused',
        message: said ? error.message : CHECKOUT_FAILED_MESSAGE,
      };
    }
    return { ok: false, reason: 'failed', message: CHECKOUT_FAILED_MESSAGE };
  }
}
