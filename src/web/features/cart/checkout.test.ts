import { describe, expect, it } from 'vitest';
import type { PriceCartResponse } from '../../../core/api/checkout';
import type { CartLine } from '../../../core/cart/cart-line';
import { buildCupLines, buildPurchaseOptionLine } from '../../../core/cart/line-builders';
import {
  buildIntents,
  CART_PRICE_PATH,
  CHECKOUT_PATH,
  fetchCartPricing,
  requestCheckout,
} from './checkout';

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

function answer(
  body: unknown,
  status = 200,
  seen: { url?: string; body?: unknown } = {},
): typeof fetch {
  return async (url, init) => {
    seen.url = String(url);
    seen.body = JSON.parse(String(init?.body));
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
}

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
    const seen: { url?: string; body?: unknown } = {};
    const intents = buildIntents([LINE]);
    expect(await fetchCartPricing(intents, { fetchImpl: answer(PRICING, 200, seen) })).toEqual(
      PRICING,
    );
    expect(seen).toEqual({ url: CART_PRICE_PATH, body: { lines: intents } });
  });

  it('throws with the server’s message on a 400', async () => {
    const body = {
      error: {
        code: 'VALIDATION_ERROR',
        message: 'Bad',
        fields: { 'lines.0.quantity': 'Quantity must be at least 1' },
      },
    };
    await expect(fetchCartPricing([], { fetchImpl: answer(body, 400) })).rejects.toThrow(
      'Quantity must be at least 1',
    );
  });
});

describe('requestCheckout', () => {
  const intents = buildIntents([LINE]);

  it('sends the expected total and answers the checkout URL', async () => {
    const seen: { url?: string; body?: unknown } = {};
    const result = await requestCheckout({
      intents,
      expectedTotalPence: 2638,
      fetchImpl: answer({ checkoutUrl: 'https://pay.example/c/1', totalPence: 2638 }, 200, seen),
    });
    expect(result).toEqual({ ok: true, checkoutUrl: 'https://pay.example/c/1', totalPence: 2638 });
    expect(seen).toEqual({
      url: CHECKOUT_PATH,
      body: { lines: intents, expectedTotalPence: 2638 },
    });
  });

  it('409 PRICE_CHANGED gives the fresh pricing', async () => {
    const body = { error: { code: 'PRICE_CHANGED', message: 'changed' }, pricing: PRICING };
    expect(
      await requestCheckout({ intents, expectedTotalPence: 2500, fetchImpl: answer(body, 409) }),
    ).toEqual({ ok: false, reason: 'price_changed', pricing: PRICING });
  });

  it('a 4xx gives the server’s message; a 5xx, bad JSON or a network error the generic one', async () => {
    const refused = { error: { code: 'TRADE_ONLY', message: 'Trade accounts only' } };
    expect(
      await requestCheckout({ intents, expectedTotalPence: 1, fetchImpl: answer(refused, 403) }),
    ).toEqual({ ok: false, reason: 'refused', message: 'Trade accounts only' });
    const failed = {
      ok: false,
      reason: 'failed',
      message: 'Failed to create checkout. Please try again.',
    };
    expect(
      await requestCheckout({ intents, expectedTotalPence: 1, fetchImpl: answer('oops', 502) }),
    ).toEqual(failed);
    expect(
      await requestCheckout({ intents, expectedTotalPence: 1, fetchImpl: answer({}, 200) }),
    ).toEqual(failed);
    const offline: typeof fetch = async () => {
      throw new TypeError('offline');
    };
    expect(await requestCheckout({ intents, expectedTotalPence: 1, fetchImpl: offline })).toEqual(
      failed,
    );
  });

  it('503 PAYMENT_UNAVAILABLE (Shopify down) says payment is unavailable and the basket is kept', async () => {
    const body = {
      error: {
        code: 'PAYMENT_UNAVAILABLE',
        message:
          'Payment is unavailable just now. Your basket is kept; please try again in a few minutes.',
      },
    };
    expect(
      await requestCheckout({ intents, expectedTotalPence: 1, fetchImpl: answer(body, 503) }),
    ).toEqual({
      ok: false,
      reason: 'failed',
      message:
        'Payment is unavailable just now. Your basket is kept; please try again in a few minutes.',
    });
    // Another 503 (a database outage) keeps the generic message.
    const other = { error: { code: 'service_unavailable', message: 'Database down' } };
    expect(
      await requestCheckout({ intents, expectedTotalPence: 1, fetchImpl: answer(other, 503) }),
    ).toEqual({
      ok: false,
      reason: 'failed',
      message: 'Failed to create checkout. Please try again.',
    });
  });
});
