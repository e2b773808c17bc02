import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PriceCartResponse } from '../../../core/api/checkout';
import type { CartLine } from '../../../core/cart/cart-line';
import { buildCupLines, buildPurchaseOptionLine } from '../../../core/cart/line-builders';
import { buildIntents, fetchCartPricing, requestCheckout } from './checkout';

const CART_PRICE_PATH = '/api/cart/price';
const CHECKOUT_PATH = '/api/checkout';

const LINE = buildPurchaseOptionLine({
  optionId: 'subscribe-2month',
  product: { title: 'Organic Black Seed Oil' },
  variant: { id: 'oil-100', title: '100ml', pricePence: 1499 },
});
const PRICING: PriceCartResponse = {
  lines: [],
  subtotalPence: 2638,
  totalPence: 2638,
  problems: [],
};

type Seen = { url?: string; body?: unknown; signal?: AbortSignal | null | undefined };

/** The browser's fetch answers `body` with `status` (the calls go through the typed client). */
function answer(body: unknown, status = 200, seen: Seen = {}): void {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    seen.url = String(url);
    seen.body = JSON.parse(String(init?.body));
    seen.signal = init?.signal;
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('buildIntents', () => {
  it('sends intents, never prices, and leaves out unreadable lines and refused counts', () => {
    const cups = buildCupLines({ b1: 50 })[0] as CartLine;
    const intents = buildIntents([
      LINE,
      { ...LINE, key: 'bad', invalid: true },
      { ...cups, quantity: 99 },
      cups,
    ]);
    expect(intents).toEqual([
      { kind: 'subscription', variantId: 'oil-100', planId: 'subscribe-2month', quantity: 1 },
      { kind: 'cups', variantId: 'bulk-cup-b1', cups: 50 },
    ]);
    expect(JSON.stringify(intents)).not.toMatch(/price|pence/i);
  });
});

describe('fetchCartPricing', () => {
  it('posts the intents and returns the server’s pricing', async () => {
    const seen: Seen = {};
    const intents = buildIntents([LINE]);
    const controller = new AbortController();
    answer(PRICING, 200, seen);
    expect(await fetchCartPricing(intents, { signal: controller.signal })).toEqual(PRICING);
    expect(seen).toEqual({
      url: CART_PRICE_PATH,
      body: { lines: intents },
      signal: controller.signal,
    });
  });

  it('throws with the server’s message on a 400', async () => {
    const body = {
      error: {
        code: 'validation_failed',
        message: 'Quantity must be at least 1',
        fields: { 'lines.0.quantity': ['Quantity must be at least 1'] },
      },
    };
    answer(body, 400);
    await expect(fetchCartPricing([])).rejects.toThrow('Quantity must be at least 1');
  });
});

describe('requestCheckout', () => {
  const intents = buildIntents([LINE]);

  it('sends the expected total and answers the checkout URL', async () => {
    const seen: Seen = {};
    answer({ checkoutUrl: 'https://pay.example/c/1', totalPence: 2638 }, 200, seen);
    const result = await requestCheckout({ intents, expectedTotalPence: 2638 });
    expect(result).toEqual({ ok: true, checkoutUrl: 'https://pay.example/c/1', totalPence: 2638 });
    expect(seen).toEqual({
      url: CHECKOUT_PATH,
      body: { lines: intents, expectedTotalPence: 2638 },
      signal: undefined,
    });
  });

  it('409 PRICE_CHANGED gives the fresh pricing', async () => {
    const body = { error: { code: 'PRICE_CHANGED', message: 'changed' }, pricing: PRICING };
    answer(body, 409);
    expect(await requestCheckout({ intents, expectedTotalPence: 2500 })).toEqual({
      ok: false,
      reason: 'price_changed',
      pricing: PRICING,
    });
  });

  it('a 4xx gives the server’s message; a 5xx, bad JSON or a network error the generic one', async () => {
    const refused = { error: { code: 'TRADE_ONLY', message: 'Trade accounts only' } };
    answer(refused, 403);
    expect(await requestCheckout({ intents, expectedTotalPence: 1 })).toEqual({
      ok: false,
      reason: 'refused',
      message: 'Trade accounts only',
    });
    const limited = { error: { code: 'rate_limited', message: 'Too many checkouts' } };
    answer(limited, 429);
    expect(await requestCheckout({ intents, expectedTotalPence: 1 })).toEqual({
      ok: false,
      reason: 'refused',
      message: 'Too many checkouts',
    });
    // A 409 that is not PRICE_CHANGED is a refusal like any other.
    answer({ error: { code: 'conflict', message: 'Busy' } }, 409);
    expect(await requestCheckout({ intents, expectedTotalPence: 1 })).toEqual({
      ok: false,
      reason: 'refused',
      message: 'Busy',
    });
    const failed = {
      ok: false,
      reason: 'failed',
      message: 'Failed to create checkout. Please try again.',
    };
    answer('oops', 502);
    expect(await requestCheckout({ intents, expectedTotalPence: 1 })).toEqual(failed);
    answer('not json', 200);
    expect(await requestCheckout({ intents, expectedTotalPence: 1 })).toEqual(failed);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('offline');
    });
    expect(await requestCheckout({ intents, expectedTotalPence: 1 })).toEqual(failed);
  });

  it('503 PAYMENT_UNAVAILABLE (Shopify down) says payment is unavailable and the basket is kept', async () => {
    const body = {
      error: {
        code: 'PAYMENT_UNAVAILABLE',
        message:
          'Payment is unavailable just now. Your basket is kept; please try again in a few minutes.',
      },
    };
    answer(body, 503);
    expect(await requestCheckout({ intents, expectedTotalPence: 1 })).toEqual({
      ok: false,
      reason: 'failed',
      message:
        'Payment is unavailable just now. Your basket is kept; please try again in a few minutes.',
    });
    // Another 503 (a database outage) keeps the generic message.
    const other = { error: { code: 'service_unavailable', message: 'Database down' } };
    answer(other, 503);
    expect(await requestCheckout({ intents, expectedTotalPence: 1 })).toEqual({
      ok: false,
      reason: 'failed',
      message: 'Failed to create checkout. Please try again.',
    });
  });
});
