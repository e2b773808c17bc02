import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCupCartLines } from '../pricing/cup-tiers';
import type { CartLine } from './cart-line';
import {
  appendOnlineStoreChannel,
  buildCartCreateInput,
  buildCheckoutLabel,
  buildCuppingQuoteMessage,
  CART_CLEARED_TOAST,
  CART_CREATE_MUTATION,
  CART_EMPTY_HINT,
  CART_EMPTY_TITLE,
  CART_SHIPPING_NOTE,
  CART_TITLE,
  CHECKOUT_EMPTY_MESSAGE,
  CHECKOUT_FAILED_MESSAGE,
  CHECKOUT_INVALID_LINES_MESSAGE,
  CONTACT_FOR_QUOTE_LABEL,
  computeWholesaleCountedTotalPence,
  findInvalidCartLines,
  hasCuppingCups,
  ITEM_REMOVED_TOAST,
  isCheckoutDisabled,
  isValidVariantGid,
  readCartCreateResult,
  selectCheckoutButtonLabel,
  shouldShowVariantTitle,
  validateCheckout,
} from './checkout-rules';

const EMAIL = 'hello@habbaandhoney.example';

function makeLine(overrides: Partial<CartLine> = {}): CartLine {
  return {
    variantId: 'v1',
    shopifyGid: 'gid://shopify/ProductVariant/49000000000001',
    productTitle: 'Organic Black Seed Oil',
    variantTitle: '100ml',
    price: 14.99,
    quantity: 1,
    imageUrl: '',
    isSubscription: false,
    ...overrides,
  };
}

describe('strings', () => {
  it('are the spec texts', () => {
    expect(CART_TITLE).toBe('Shopping Cart');
    expect(CART_EMPTY_TITLE).toBe('Your cart is empty');
    expect(CART_EMPTY_HINT).toBe('Add items to get started');
    expect(CART_SHIPPING_NOTE).toBe('Shipping and taxes calculated at checkout');
    expect(ITEM_REMOVED_TOAST).toBe('Item removed');
    expect(CART_CLEARED_TOAST).toBe('Cart cleared');
    expect(CONTACT_FOR_QUOTE_LABEL).toBe('Contact for Quote');
    expect(buildCheckoutLabel('Shopify')).toBe('Checkout with Shopify');
    expect(CHECKOUT_FAILED_MESSAGE).toBe('Failed to create checkout. Please try again.');
    expect(buildCuppingQuoteMessage(EMAIL)).toBe(
      'Bulk cupping cup orders require manual processing. Please email hello@habbaandhoney.example with your cart details for a quote.',
    );
  });
});

describe('isValidVariantGid', () => {
  it.each([
    ['gid://shopify/ProductVariant/49000000000024', true],
    ['gid://shopify/ProductVariant/1', true],
    ['', false],
    [null, false],
    [undefined, false],
    ['   ', false],
    ['gid://shopify/ProductVariant/', false],
    ['gid://shopify/ProductVariant/YOUR_VARIANT', false],
    ['gid://shopify/ProductVariant/VARIANT_ID', false],
    ['gid://shopify/Product/123', false],
    ['49000000000024', false],
  ] as const)('%j → %s', (gid, expected) => {
    expect(isValidVariantGid(gid)).toBe(expected);
  });
});

describe('validateCheckout', () => {
  it('blocks an empty cart', () => {
    expect(validateCheckout([], { supportEmail: EMAIL })).toEqual({
      ok: false,
      code: 'empty',
      message: CHECKOUT_EMPTY_MESSAGE,
    });
  });

  it('asks for a quote when the cart holds cupping cups (before invalid lines)', () => {
    const lines = [...buildCupCartLines({ b1: 100 }), makeLine({ shopifyGid: '' })];
    expect(validateCheckout(lines, { supportEmail: EMAIL })).toEqual({
      ok: false,
      code: 'cupping_quote',
      message: buildCuppingQuoteMessage(EMAIL),
    });
    expect(hasCuppingCups([makeLine({ productTitle: 'Bulk Cupping Cups – Trade Packs' })])).toBe(
      true,
    );
    expect(hasCuppingCups([makeLine({ productTitle: 'Silicone Cupping Set (4 cups)' })])).toBe(
      false,
    );
  });

  it('blocks invalid lines', () => {
    for (const bad of [
      makeLine({ shopifyGid: '' }),
      makeLine({ shopifyGid: 'gid://shopify/ProductVariant/YOUR_ID' }),
      makeLine({ invalid: true }),
    ]) {
      expect(
        validateCheckout([makeLine({ variantId: 'ok' }), bad], { supportEmail: EMAIL }),
      ).toEqual({
        ok: false,
        code: 'invalid_lines',
        message: CHECKOUT_INVALID_LINES_MESSAGE,
      });
    }
  });

  it('lets a valid retail cart through', () => {
    expect(validateCheckout([makeLine()], { supportEmail: EMAIL })).toEqual({ ok: true });
  });

  it('applies the £200 wholesale minimum, excluding cups and cupping equipment', () => {
    const oil = makeLine({
      productTitle: 'Wholesale Black Seed Oil 1L (case of 6)',
      price: 89,
      isWholesale: true,
    });
    const glider = makeLine({
      variantId: 'glider',
      productTitle: 'Facial Glider Cups',
      price: 9.99,
      quantity: 50,
      isWholesale: true,
    });
    expect(validateCheckout([oil, glider], { supportEmail: EMAIL })).toEqual({
      ok: false,
      code: 'wholesale_minimum',
      message:
        'Wholesale orders have a £200 minimum (excluding cups and cupping equipment). Add £111.00 more to check out.',
    });
    expect(computeWholesaleCountedTotalPence([oil, glider])).toBe(8900);
    expect(validateCheckout([{ ...oil, quantity: 3 }], { supportEmail: EMAIL })).toEqual({
      ok: true,
    });
    // only equipment, or only retail lines: no minimum
    expect(validateCheckout([glider], { supportEmail: EMAIL })).toEqual({ ok: true });
    expect(validateCheckout([makeLine({ price: 1 })], { supportEmail: EMAIL })).toEqual({
      ok: true,
    });
    // retail lines do not count towards the wholesale minimum
    expect(
      validateCheckout([oil, makeLine({ variantId: 'r', price: 150 })], { supportEmail: EMAIL }),
    ).toMatchObject({ code: 'wholesale_minimum' });
  });

  it('property: ok exactly when no rule blocks, and the first blocking rule wins', () => {
    const lineArb = fc.record({
      variantId: fc.string({ minLength: 1, maxLength: 4 }),
      shopifyGid: fc.constantFrom(
        'gid://shopify/ProductVariant/1',
        'gid://shopify/ProductVariant/2',
        '',
        'gid://shopify/ProductVariant/YOUR_VARIANT_ID',
        'abc',
      ),
      productTitle: fc.constantFrom(
        'Organic Black Seed Oil',
        'Professional Cupping Cups',
        'Facial Glider Cups',
        'Wholesale Manuka Honey',
      ),
      variantTitle: fc.constant('Default'),
      price: fc.integer({ min: 0, max: 50_000 }).map((p) => p / 100),
      quantity: fc.integer({ min: 1, max: 10 }),
      imageUrl: fc.constant(''),
      isSubscription: fc.boolean(),
      isWholesale: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 6 }), (lines) => {
        const result = validateCheckout(lines, { supportEmail: EMAIL });
        const cups = lines.some((l) => l.productTitle.includes('Cupping Cup'));
        const invalid = findInvalidCartLines(lines).length > 0;
        const counted = lines.filter(
          (l) => l.isWholesale && !/cupping|cup|glider|blade|iastm|surgical/i.test(l.productTitle),
        );
        const countedTotal = counted.reduce(
          (t, l) => t + Math.round(l.price * 100) * l.quantity,
          0,
        );
        const short = counted.length > 0 && countedTotal < 20000;
        let expected: string;
        if (lines.length === 0) expected = 'empty';
        else if (cups) expected = 'cupping_quote';
        else if (invalid) expected = 'invalid_lines';
        else if (short) expected = 'wholesale_minimum';
        else expected = 'ok';
        expect(result.ok ? 'ok' : result.code).toBe(expected);
        if (!result.ok && result.code === 'wholesale_minimum') {
          expect(result.message).toContain('Add £');
        }
        // the button is never enabled for a cart the rules would block for cups/invalid lines
        if (cups || invalid) expect(isCheckoutDisabled({ lines, isLoading: false })).toBe(true);
      }),
    );
  });
});

describe('checkout button', () => {
  it('is disabled while loading, with invalid lines, with cupping cups or when empty', () => {
    expect(isCheckoutDisabled({ lines: [makeLine()], isLoading: false })).toBe(false);
    expect(isCheckoutDisabled({ lines: [makeLine()], isLoading: true })).toBe(true);
    expect(isCheckoutDisabled({ lines: [makeLine({ shopifyGid: '' })], isLoading: false })).toBe(
      true,
    );
    expect(isCheckoutDisabled({ lines: buildCupCartLines({ b2: 50 }), isLoading: false })).toBe(
      true,
    );
    expect(isCheckoutDisabled({ lines: [], isLoading: false })).toBe(true);
  });

  it('reads Contact for Quote with cups', () => {
    expect(selectCheckoutButtonLabel([makeLine()], 'Shopify')).toBe('Checkout with Shopify');
    expect(selectCheckoutButtonLabel(buildCupCartLines({ b2: 50 }), 'Shopify')).toBe(
      'Contact for Quote',
    );
  });

  it('hides the Default variant title', () => {
    expect(shouldShowVariantTitle({ variantTitle: 'Default' })).toBe(false);
    expect(shouldShowVariantTitle({ variantTitle: '' })).toBe(false);
    expect(shouldShowVariantTitle({ variantTitle: '100ml' })).toBe(true);
  });
});

describe('buildCartCreateInput', () => {
  it('sends merchandiseId and quantity, with the plan attribute only on subscriptions', () => {
    const lines = [
      makeLine({ quantity: 2 }),
      makeLine({
        variantId: 'v1:subscribe-2month',
        isSubscription: true,
        subscriptionFrequency: '60',
        subscriptionPlan: '2-month supply (12% off)',
      }),
      makeLine({ variantId: 'odd', isSubscription: false, subscriptionPlan: 'ignored' }),
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
