// The drawer's side of the server price authority: POST /api/cart/price prices the
// cart's purchase intents; POST /api/checkout re-prices them, refuses with 409 PRICE_CHANGED when
// the total differs from the one the shopper was shown, and answers the hosted checkout URL.
// The browser never sends a price.
import type {
  CheckoutResponse,
  PriceCartResponse,
  PurchaseIntent,
} from '../../../core/api/checkout';
import { type CartLine, toPurchaseIntent } from '../../../core/cart/cart-line';
import { findQuantityProblem } from '../../../core/cart/cart-quantity';
import {
  CHECKOUT_FAILED_MESSAGE,
  PAYMENT_UNAVAILABLE_CODE,
  PAYMENT_UNAVAILABLE_MESSAGE,
} from '../../../core/cart/checkout-rules';

export const CART_PRICE_PATH = '/api/cart/price';
export const CHECKOUT_PATH = '/api/checkout';

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

async function postJson(
  fetchImpl: typeof fetch,
  path: string,
  body: unknown,
  signal?: AbortSignal,
): Promise<{ status: number; data: unknown }> {
  const response = await fetchImpl(path, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  let data: unknown = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  return { status: response.status, data };
}

function isPriceCartResponse(value: unknown): value is PriceCartResponse {
  const r = value as Partial<PriceCartResponse> | null;
  return (
    typeof r === 'object' &&
    r !== null &&
    Array.isArray(r.lines) &&
    Number.isSafeInteger(r.totalPence) &&
    Array.isArray(r.problems)
  );
}

function readErrorMessage(data: unknown): string | null {
  const error = (data as { error?: { message?: unknown; fields?: unknown } } | null)?.error;
  if (!error) return null;
  if (typeof error.fields === 'object' && error.fields !== null) {
    const first = Object.values(error.fields as Record<string, unknown>).find(
      (v) => typeof v === 'string',
    );
    if (typeof first === 'string') return first;
  }
  return typeof error.message === 'string' ? error.message : null;
}

/** Prices intents on the server. Throws on network failure or an unexpected answer. */
export async function fetchCartPricing(
  intents: readonly PurchaseIntent[],
  options: { fetchImpl?: typeof fetch; signal?: AbortSignal; discountCode?: string | null } = {},
): Promise<PriceCartResponse> {
  const { status, data } = await postJson(
    options.fetchImpl ?? fetch,
    CART_PRICE_PATH,
    options.discountCode
      ? { lines: intents, discountCode: options.discountCode }
      : { lines: intents },
    options.signal,
  );
  if (status === 200 && isPriceCartResponse(data)) return data;
  throw new Error(readErrorMessage(data) ?? `Pricing failed: HTTP ${status}`);
}

export type CheckoutResult =
  | { ok: true; checkoutUrl: string; totalPence: number }
  | { ok: false; reason: 'price_changed'; pricing: PriceCartResponse }
  | { ok: false; reason: 'refused' | 'failed'; message: string };

/**
 * Asks the server for the hosted checkout of these intents at the total the shopper saw.
 * Never throws: 409 PRICE_CHANGED gives the fresh pricing, 4xx the server's message, anything
 * else CHECKOUT_FAILED_MESSAGE.
 */
export async function requestCheckout(options: {
  intents: readonly PurchaseIntent[];
  expectedTotalPence: number;
  /** Sent only when Shopify said it applies (the drawer's total is then after it). */
  discountCode?: string | null;
  /** The browser's token for this checkout (checkout-token.ts), recorded on the order. */
  cartToken?: string;
  fetchImpl?: typeof fetch;
}): Promise<CheckoutResult> {
  let answer: { status: number; data: unknown };
  try {
    answer = await postJson(options.fetchImpl ?? fetch, CHECKOUT_PATH, {
      lines: options.intents,
      ...(options.discountCode ? { discountCode: options.discountCode } : {}),
      ...(options.cartToken ? { cartToken: options.cartToken } : {}),
      expectedTotalPence: options.expectedTotalPence,
    });
  } catch {
    return { ok: false, reason: 'failed', message: CHECKOUT_FAILED_MESSAGE };
  }
  const { status, data } = answer;
  if (status === 200) {
    const body = data as Partial<CheckoutResponse> | null;
    if (typeof body?.checkoutUrl === 'string' && body.checkoutUrl !== '') {
      return {
        ok: true,
        checkoutUrl: body.checkoutUrl,
        totalPence:
          typeof body.totalPence === 'number' ? body.totalPence : options.expectedTotalPence,
      };
    }
    return { ok: false, reason: 'failed', message: CHECKOUT_FAILED_MESSAGE };
  }
  const code = (data as { error?: { code?: unknown } } | null)?.error?.code;
  const pricing = (data as { pricing?: unknown } | null)?.pricing;
  if (status === 409 && code === 'PRICE_CHANGED' && isPriceCartResponse(pricing)) {
    return { ok: false, reason: 'price_changed', pricing };
  }
  if (status >= 400 && status < 500) {
    return {
      ok: false,
      reason: 'refused',
      message: readErrorMessage(data) ?? CHECKOUT_FAILED_MESSAGE,
    };
  }
  // Shopify is down or throttling: the server says so plainly, and the basket stays.
  if (status === 503 && code === PAYMENT_UNAVAILABLE_CODE) {
    return { ok: false, reason: 'failed', message: PAYMENT_UNAVAILABLE_MESSAGE };
  }
  return { ok: false, reason: 'failed', message: CHECKOUT_FAILED_MESSAGE };
}
