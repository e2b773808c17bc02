import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart-line';
import {
  appendOnlineStoreChannel,
  buildCartCreateInput,
  buildPriceChangedMessage,
  CART_CREATE_MUTATION,
  CHECKOUT_EMPTY_MESSAGE,
  CHECKOUT_INVALID_LINES_MESSAGE,
  CHECKOUT_QUANTITY_MESSAGE,
  isValidVariantGid,
  readCartCreateResult,
  validateCheckout,
} from './checkout-rules';
import { buildCupLines, buildPurchaseOptionLine } from './line-builders';

const OIL = { title: 'Organic Black Seed Oil' };
const oil100 = { id: 'oil-100', title: '100ml', pricePence: 1499 };

function check(lines: CartLine[]) {
  return validateCheckout(lines);
}

describe('isValidVariantGid', () => {
  it.each([
    ['gid://shopify/ProductVariant/1', true],
    ['gid://shopify/ProductVariant/', false],
    ['gid://shopify/ProductVariant/YOUR_VARIANT_ID', false],
    ['gid://shopify/Product/1', false],
    ['', false],
    [null, false],
  ])('%j → %s', (gid, ok) => {
    expect(isValidVariantGid(gid)).toBe(ok);
  });
});

describe('validateCheckout', () => {
  it('refuses an empty cart, unreadable lines and refused counts, in that order', () => {
    expect(check([])).toEqual({ ok: false, code: 'empty', message: CHECKOUT_EMPTY_MESSAGE });
    const good = buildPurchaseOptionLine({ optionId: 'onetime', product: OIL, variant: oil100 });
    expect(check([good, { ...good, key: 'x', invalid: true }])).toEqual({
      ok: false,
      code: 'invalid_lines',
      message: CHECKOUT_INVALID_LINES_MESSAGE,
    });
    expect(check([{ ...good, quantity: 10_001 }])).toEqual({
      ok: false,
      code: 'quantity',
      message: CHECKOUT_QUANTITY_MESSAGE,
    });
    const cups = buildCupLines({ b1: 50 });
    expect(check([{ ...(cups[0] as CartLine), quantity: 99 }])).toMatchObject({ code: 'quantity' });
  });

  it('lets cups check out (priced by the server, no more quote by email)', () => {
    expect(check(buildCupLines({ b1: 50, b2: 50 }))).toEqual({ ok: true });
  });
});

describe('buildPriceChangedMessage', () => {
  it('names what changed and the new total', () => {
    expect(buildPriceChangedMessage(['Organic Black Seed Oil'], 2638)).toBe(
      'Prices changed since you added Organic Black Seed Oil — new total £26.38. Review and check out again.',
    );
    expect(buildPriceChangedMessage(['A', 'B', 'A', 'C'], 100)).toBe(
      'Prices changed since you added A, B and C — new total £1.00. Review and check out again.',
    );
    expect(buildPriceChangedMessage([], 4900)).toBe(
      'Prices changed since you added these items — new total £49.00. Review and check out again.',
    );
  });
});

describe('buildCartCreateInput', () => {
  it('sends merchandiseId and quantity, with the plan attribute only on subscriptions', () => {
    const gid = 'gid://shopify/ProductVariant/49000000000001';
    const lines = [
      { shopifyGid: gid, quantity: 2 },
      { shopifyGid: gid, quantity: 1, subscriptionPlan: '2-month supply (12% off)' },
      { shopifyGid: gid, quantity: 1, subscriptionPlan: null },
    ];
    expect(buildCartCreateInput(lines)).toEqual({
      lines: [
        { merchandiseId: 'gid://shopify/ProductVariant/49000000000001', quantity: 2 },
        {
          merchandiseId: 'gid://shopify/ProductVariant/49000000000001',
          quantity: 1,
          attributes: [{ key: 'Subscription Plan', value: '2-month supply (12% off)' }],
        },
        { merchandiseId: 'gid://shopify/ProductVariant/49000000000001', quantity: 1 },
      ],
    });
  });

  it('the mutation reads checkoutUrl, up to 100 lines and userErrors', () => {
    expect(CART_CREATE_MUTATION).toContain('cartCreate(input: $input)');
    expect(CART_CREATE_MUTATION).toContain('checkoutUrl');
    expect(CART_CREATE_MUTATION).toContain('lines(first: 100)');
    expect(CART_CREATE_MUTATION).toContain('userErrors { field message }');
  });
});

describe('readCartCreateResult', () => {
  it('returns the checkout URL', () => {
    expect(
      readCartCreateResult({
        data: { cartCreate: { cart: { checkoutUrl: 'https://s.example/c/1' }, userErrors: [] } },
      }),
    ).toEqual({ ok: true, checkoutUrl: 'https://s.example/c/1' });
  });

  it('fails on GraphQL errors, user errors or a missing URL', () => {
    expect(readCartCreateResult({ errors: [{ message: 'Bad' }] })).toEqual({
      ok: false,
      reason: 'graphql_errors',
      detail: 'Bad',
    });
    expect(
      readCartCreateResult({
        data: {
          cartCreate: {
            cart: null,
            userErrors: [{ field: ['x'], message: 'Nope' }, { message: 'Two' }],
          },
        },
      }),
    ).toEqual({ ok: false, reason: 'user_errors', detail: 'Nope' });
    expect(readCartCreateResult({ data: { cartCreate: { cart: {}, userErrors: [] } } })).toEqual({
      ok: false,
      reason: 'no_checkout_url',
    });
    expect(readCartCreateResult(null)).toEqual({ ok: false, reason: 'no_checkout_url' });
    expect(readCartCreateResult('text')).toEqual({ ok: false, reason: 'no_checkout_url' });
  });
});

describe('appendOnlineStoreChannel', () => {
  it.each([
    ['https://s.example/cart/c/abc', 'https://s.example/cart/c/abc?channel=online_store'],
    [
      'https://s.example/cart/c/abc?key=1',
      'https://s.example/cart/c/abc?key=1&channel=online_store',
    ],
    ['https://s.example/c?channel=x&key=1', 'https://s.example/c?key=1&channel=online_store'],
    ['https://s.example/c?key=1#top', 'https://s.example/c?key=1&channel=online_store#top'],
    ['/sandbox/shopify/checkout/1', '/sandbox/shopify/checkout/1?channel=online_store'],
  ])('%s', (url, expected) => {
    expect(appendOnlineStoreChannel(url)).toBe(expected);
  });
});
