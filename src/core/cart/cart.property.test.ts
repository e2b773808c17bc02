/**
 * Property tests of the cart (storefront §3 "Cart line", §4 "Cart", §5 "Checkout"): the reducer's
 * invariants under any sequence of actions, totals in pence, the stored cart's parser on corrupt
 * data, and the checkout rules. Seeded.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CartLine,
  DEFAULT_VARIANT_TITLE,
  parseStoredCart,
  readLinePricePence,
  readStoredCartLine,
  SHOPIFY_VARIANT_GID_PREFIX,
  type StoredCart,
  serializeStoredCart,
} from './cart-line';
import {
  type CartAction,
  type CartState,
  cartTotalPence,
  countCartItems,
  INITIAL_CART_STATE,
  reduceCart,
} from './cart-reducer';
import {
  appendOnlineStoreChannel,
  buildCartCreateInput,
  hasCuppingCups,
  isCheckoutDisabled,
  isInvalidCartLine,
  isValidVariantGid,
  readCartCreateResult,
  SUBSCRIPTION_PLAN_ATTRIBUTE_KEY,
  validateCheckout,
} from './checkout-rules';

const run = { seed: 20261121 };
const SUPPORT = { supportEmail: 'hello@habbaandhoney.example' };

// ---------------------------------------------------------------------------------------------
// Arbitraries

const variantId = fc.constantFrom(
  'v1',
  'v2',
  'v1:subscribe-2month',
  'v1:onetime-3month',
  'v2:subscribe-30',
  'bulk-cup-b1',
);
const gid = fc.oneof(
  { weight: 4, arbitrary: fc.nat({ max: 1e9 }).map((n) => `${SHOPIFY_VARIANT_GID_PREFIX}${n}`) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      SHOPIFY_VARIANT_GID_PREFIX,
      `${SHOPIFY_VARIANT_GID_PREFIX}YOUR_VARIANT_ID`,
      'gid://shopify/Product/1',
    ),
  },
);
const productTitle = fc.constantFrom(
  'Organic Black Seed Oil',
  'Manuka Honey MGO 263+',
  'Professional Cupping Cups',
  'Silicone Cupping Set (4 cups)',
  'Wholesale Black Seed Oil 1L (case of 6)',
);

/** A well-formed cart line; its price is whole pence / 100, as the shop writes it. */
const line: fc.Arbitrary<CartLine> = fc
  .record(
    {
      variantId,
      shopifyGid: gid,
      productTitle,
      variantTitle: fc.constantFrom(DEFAULT_VARIANT_TITLE, '100ml', '2 bottles (10% off)'),
      pricePence: fc.oneof(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 1e8 })),
      quantity: fc.integer({ min: 1, max: 1000 }),
      imageUrl: fc.constantFrom('', '/media/oil.svg'),
      isSubscription: fc.boolean(),
      subscriptionFrequency: fc.constantFrom('30', '60', '90'),
      subscriptionPlan: fc.constantFrom('2-month supply (10% off)', '1-month supply (5% off)'),
      isWholesale: fc.boolean(),
    },
    { requiredKeys: ['variantId', 'shopifyGid', 'productTitle', 'pricePence', 'quantity'] },
  )
  .map(({ pricePence, ...rest }) => ({
    variantTitle: DEFAULT_VARIANT_TITLE,
    imageUrl: '',
    isSubscription: false,
    ...rest,
    price: pricePence / 100,
  }));

/** A quantity as a UI or a bad caller could pass it. */
const anyQuantity = fc.oneof(
  fc.integer({ min: -5, max: 50 }),
  fc.double({ min: -10, max: 100 }),
  fc.constantFrom(0, -0, Number.NaN, Infinity, -Infinity, 1e20, Number.MAX_SAFE_INTEGER),
);

const action: fc.Arbitrary<CartAction> = fc.oneof(
  { weight: 4, arbitrary: line.map((l) => ({ type: 'add' as const, line: l })) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(line, anyQuantity)
      .map(([l, quantity]) => ({ type: 'add' as const, line: { ...l, quantity } })),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant('setQuantity' as const),
      variantId,
      quantity: anyQuantity,
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('remove' as const), variantId }) },
  { weight: 1, arbitrary: fc.constant({ type: 'clear' as const }) },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant('setLoading' as const), isLoading: fc.boolean() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant('setCheckoutUrl' as const),
      checkoutUrl: fc.option(fc.constant('https://shop.example/c/1'), { nil: null }),
    }),
  },
);

function reduceAll(state: CartState, actions: readonly CartAction[]): CartState {
  return actions.reduce(reduceCart, state);
}

/** Σ unit pence × quantity, exactly (BigInt). */
function exactTotal(lines: readonly CartLine[]): bigint {
  return lines.reduce((sum, l) => sum + BigInt(readLinePricePence(l)) * BigInt(l.quantity), 0n);
}

function expectCartInvariants(state: CartState): void {
  const ids = state.lines.map((l) => l.variantId);
  expect(new Set(ids).size).toBe(ids.length);
  for (const l of state.lines) {
    expect(Number.isSafeInteger(l.quantity)).toBe(true);
    expect(l.quantity).toBeGreaterThan(0);
  }
  const total = cartTotalPence(state.lines);
  expect(BigInt(total)).toBe(exactTotal(state.lines));
  expect(total).toBe(state.lines.reduce((sum, l) => sum + readLinePricePence(l) * l.quantity, 0));
  expect(countCartItems(state.lines)).toBe(state.lines.reduce((n, l) => n + l.quantity, 0));
}

/**
 * A hand-edited stored cart can hold safe quantities whose total is beyond 2^53 pence: the total
 * is then a clear RangeError (money never loses pennies), never a wrong number.
 */
function expectTotalOrRangeError(lines: readonly CartLine[]): void {
  let total: number | RangeError;
  try {
    total = cartTotalPence(lines);
  } catch (error) {
    expect(error).toBeInstanceOf(RangeError);
    total = error as RangeError;
  }
  if (typeof total === 'number') expect(BigInt(total)).toBe(exactTotal(lines));
  else expect(exactTotal(lines) > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
}

// ---------------------------------------------------------------------------------------------

describe('reduceCart (property)', () => {
  it('any sequence of actions keeps one line per variant, whole positive quantities and exact totals', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        let state = INITIAL_CART_STATE;
        for (const a of actions) {
          const before = structuredClone(state);
          const next = reduceCart(state, a);
          expect(state).toEqual(before); // never mutates
          state = next;
          expectCartInvariants(state);
        }
      }),
      run,
    );
  });

  it('merges an added line into the same variant, keeping the price already in the cart', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 20 }), line, (actions, added) => {
        const before = reduceAll(INITIAL_CART_STATE, actions);
        const after = reduceCart(before, { type: 'add', line: added });
        const existing = before.lines.find((l) => l.variantId === added.variantId);
        if (existing) {
          expect(after.lines).toHaveLength(before.lines.length);
          const merged = after.lines.find((l) => l.variantId === added.variantId)!;
          expect(merged).toEqual({ ...existing, quantity: existing.quantity + added.quantity });
        } else {
          expect(after.lines).toEqual([...before.lines, added]);
        }
        expect(countCartItems(after.lines)).toBe(countCartItems(before.lines) + added.quantity);
      }),
      run,
    );
  });

  it('adding then removing (or resetting the quantity) gives the previous lines back', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 20 }), line, (actions, added) => {
        const before = reduceAll(INITIAL_CART_STATE, actions);
        const after = reduceCart(before, { type: 'add', line: added });
        const existing = before.lines.find((l) => l.variantId === added.variantId);
        const undo: CartAction = existing
          ? { type: 'setQuantity', variantId: added.variantId, quantity: existing.quantity }
          : { type: 'remove', variantId: added.variantId };
        expect(reduceCart(after, undo).lines).toEqual(before.lines);
      }),
      run,
    );
  });

  it('ignores adds that are not a whole positive quantity, and unknown variants', () => {
    fc.assert(
      fc.property(
        fc.array(action, { maxLength: 20 }),
        line,
        anyQuantity,
        (actions, l, quantity) => {
          const state = reduceAll(INITIAL_CART_STATE, actions);
          if (!(Number.isSafeInteger(quantity) && quantity >= 1)) {
            expect(reduceCart(state, { type: 'add', line: { ...l, quantity } })).toBe(state);
          }
          const unknown = 'not-in-cart';
          expect(reduceCart(state, { type: 'remove', variantId: unknown })).toBe(state);
          expect(reduceCart(state, { type: 'setQuantity', variantId: unknown, quantity: 3 })).toBe(
            state,
          );
        },
      ),
      run,
    );
  });

  it('removing a line or clearing resets the checkout URL; other actions keep it', () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 20 }), action, (actions, a) => {
        const state = reduceCart(reduceAll(INITIAL_CART_STATE, actions), {
          type: 'setCheckoutUrl',
          checkoutUrl: 'https://shop.example/c/1',
        });
        const next = reduceCart(state, a);
        const removed = next.lines.length < state.lines.length;
        if (a.type === 'clear' || removed) expect(next.checkoutUrl).toBeNull();
        else if (a.type !== 'setCheckoutUrl') expect(next.checkoutUrl).toBe(state.checkoutUrl);
      }),
      run,
    );
  });
});

describe('cartTotalPence (property)', () => {
  it('is the sum of the line totals, whatever the order or grouping of lines', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 15 }), fc.nat(), (lines, cut) => {
        const at = lines.length === 0 ? 0 : cut % (lines.length + 1);
        const total = cartTotalPence(lines);
        expect(BigInt(total)).toBe(exactTotal(lines));
        expect(cartTotalPence(lines.slice(0, at)) + cartTotalPence(lines.slice(at))).toBe(total);
        expect(cartTotalPence([...lines].reverse())).toBe(total);
      }),
      run,
    );
  });
});

describe('the stored cart (property)', () => {
  const storedCart: fc.Arbitrary<StoredCart> = fc.record({
    lines: fc.uniqueArray(line, { selector: (l) => l.variantId, maxLength: 6 }),
    checkoutUrl: fc.option(fc.constant('https://shop.example/c/1'), { nil: null }),
  });

  /** A JSON value that looks like a stored cart, with some fields broken. */
  const corruptValue = fc.oneof(
    fc.constantFrom(-1, 0, 1.5, 1e20, Number.MAX_SAFE_INTEGER, '14.99', '', null, true, [], {}),
    fc.jsonValue({ maxDepth: 2 }),
  );
  const LINE_KEYS: readonly (keyof CartLine)[] = [
    'variantId',
    'shopifyGid',
    'productTitle',
    'variantTitle',
    'price',
    'quantity',
    'imageUrl',
    'isSubscription',
    'subscriptionFrequency',
    'subscriptionPlan',
    'isWholesale',
    'invalid',
  ];
  /** A good line with one field replaced by a wrong value. */
  const corruptLine = fc
    .tuple(line, fc.constantFrom(...LINE_KEYS), corruptValue)
    .map(([l, key, value]) => ({ ...l, [key]: value }));
  const corruptText = fc.oneof(
    fc.string(),
    fc.json({ maxDepth: 3 }),
    fc
      .record({
        lines: fc.array(fc.oneof(line, corruptLine, corruptValue), { maxLength: 5 }),
        checkoutUrl: fc.oneof(fc.constant(null), fc.string(), fc.integer()),
      })
      .map((cart) => JSON.stringify(cart)),
    fc
      .array(fc.oneof(line, corruptLine), { maxLength: 4 })
      .map((lines) => JSON.stringify({ items: lines })),
    fc.array(corruptLine, { maxLength: 4 }).map((lines) => JSON.stringify(lines)),
    // Truncated or bit-flipped saves.
    storedCart.chain((cart) => {
      const text = serializeStoredCart(cart);
      return fc.nat({ max: text.length }).map((n) => text.slice(0, n));
    }),
  );

  it('a valid cart survives a save and reload unchanged', () => {
    fc.assert(
      fc.property(storedCart, (cart) => {
        expect(parseStoredCart(serializeStoredCart(cart))).toEqual(cart);
      }),
      run,
    );
  });

  it('any stored text parses, never throws, into lines the cart can total and show', () => {
    fc.assert(
      fc.property(fc.option(corruptText, { nil: null }), (raw) => {
        const cart = parseStoredCart(raw);
        expect(cart.checkoutUrl === null || typeof cart.checkoutUrl === 'string').toBe(true);
        for (const l of cart.lines) {
          expect(typeof l.variantId).toBe('string');
          expect(l.variantId).not.toBe('');
          expect(typeof l.shopifyGid).toBe('string');
          expect(typeof l.productTitle).toBe('string');
          expect(typeof l.variantTitle).toBe('string');
          expect(typeof l.imageUrl).toBe('string');
          expect(typeof l.isSubscription).toBe('boolean');
          expect(Number.isFinite(l.price) && l.price >= 0).toBe(true);
          expect(Number.isSafeInteger(l.quantity) && l.quantity > 0).toBe(true);
          // Either a well-formed line, or kept and flagged so it can never check out.
          expect(readStoredCartLine(l)).toEqual(l);
          if (l.invalid) expect(isInvalidCartLine(l)).toBe(true);
        }
        expectTotalOrRangeError(cart.lines);
        // Reading is stable: saving what was read and reading it again changes nothing.
        expect(parseStoredCart(serializeStoredCart(cart))).toEqual(cart);
      }),
      run,
    );
  });

  it('hydrating with what was read keeps the reducer invariants', () => {
    fc.assert(
      fc.property(corruptText, (raw) => {
        const state = reduceCart(INITIAL_CART_STATE, {
          type: 'hydrate',
          cart: parseStoredCart(raw),
        });
        expect(state.isLoading).toBe(false);
        expectTotalOrRangeError(state.lines);
        // Whatever was stored, the shopper can still remove any line or empty the cart.
        for (const l of state.lines) {
          const next = reduceCart(state, { type: 'remove', variantId: l.variantId });
          expect(next.lines.some((other) => other.variantId === l.variantId)).toBe(false);
        }
        expect(reduceCart(state, { type: 'clear' }).lines).toEqual([]);
      }),
      run,
    );
  });
});

describe('checkout rules (property)', () => {
  const cart = fc.uniqueArray(line, { selector: (l) => l.variantId, maxLength: 6 });

  it('validateCheckout blocks in order: empty, cupping cups, invalid lines, wholesale minimum', () => {
    fc.assert(
      fc.property(cart, (lines) => {
        const result = validateCheckout(lines, SUPPORT);
        const cups = lines.some((l) => /cupping cup/i.test(l.productTitle));
        const invalid = lines.some((l) => !isValidVariantGid(l.shopifyGid) || l.invalid === true);
        const expected =
          lines.length === 0 ? 'empty' : cups ? 'cupping_quote' : invalid ? 'invalid_lines' : null;
        if (expected) expect(result).toMatchObject({ ok: false, code: expected });
        else expect(result.ok || result.code === 'wholesale_minimum').toBe(true);
        expect(hasCuppingCups(lines)).toBe(cups);
      }),
      run,
    );
  });

  it('the button is disabled exactly while loading, or when empty, invalid or holding cups', () => {
    fc.assert(
      fc.property(cart, fc.boolean(), (lines, isLoading) => {
        const blocked =
          lines.length === 0 || lines.some(isInvalidCartLine) || hasCuppingCups(lines);
        expect(isCheckoutDisabled({ lines, isLoading })).toBe(isLoading || blocked);
      }),
      run,
    );
  });

  it('a variant gid is valid exactly when it is the prefix plus an id without placeholder text', () => {
    const candidate = fc.oneof(
      fc.string(),
      fc.string().map((s) => `${SHOPIFY_VARIANT_GID_PREFIX}${s}`),
      fc
        .tuple(fc.string(), fc.constantFrom('YOUR_', 'VARIANT_ID'), fc.string())
        .map(([a, p, b]) => `${SHOPIFY_VARIANT_GID_PREFIX}${a}${p}${b}`),
    );
    fc.assert(
      fc.property(candidate, (value) => {
        const expected =
          value.startsWith(SHOPIFY_VARIANT_GID_PREFIX) &&
          value.length > SHOPIFY_VARIANT_GID_PREFIX.length &&
          !value.includes('YOUR_') &&
          !value.includes('VARIANT_ID');
        expect(isValidVariantGid(value)).toBe(expected);
      }),
      run,
    );
  });

  it('the cartCreate input has one line per cart line, the plan attribute only on subscriptions', () => {
    fc.assert(
      fc.property(cart, (lines) => {
        const input = buildCartCreateInput(lines);
        expect(input.lines).toHaveLength(lines.length);
        input.lines.forEach((entry, i) => {
          const l = lines[i]!;
          expect(entry.merchandiseId).toBe(l.shopifyGid);
          expect(entry.quantity).toBe(l.quantity);
          if (l.isSubscription && l.subscriptionPlan) {
            expect(entry.attributes).toEqual([
              { key: SUBSCRIPTION_PLAN_ATTRIBUTE_KEY, value: l.subscriptionPlan },
            ]);
          } else {
            expect(entry.attributes).toBeUndefined();
          }
        });
      }),
      run,
    );
  });

  it('reading any cartCreate answer never throws; only a non-empty checkout URL succeeds', () => {
    const answer = fc.oneof(
      fc.anything(),
      fc.record({
        data: fc.record({
          cartCreate: fc.option(
            fc.record({
              cart: fc.option(fc.record({ checkoutUrl: fc.oneof(fc.string(), fc.anything()) }), {
                nil: null,
              }),
              userErrors: fc.option(
                fc.array(fc.record({ message: fc.anything() }), { maxLength: 2 }),
                {
                  nil: null,
                },
              ),
            }),
            { nil: null },
          ),
        }),
      }),
    );
    fc.assert(
      fc.property(answer, (body) => {
        const result = readCartCreateResult(body);
        if (result.ok) {
          expect(typeof result.checkoutUrl).toBe('string');
          expect(result.checkoutUrl).not.toBe('');
        } else {
          expect(['graphql_errors', 'user_errors', 'no_checkout_url']).toContain(result.reason);
        }
      }),
      run,
    );
  });

  // Hand-built rather than fc.webUrl(), whose first use costs seconds.
  const token = fc.string({ unit: fc.constantFrom(...'abcXYZ019-_.~%20+'), maxLength: 6 });
  const checkoutUrl = fc
    .record({
      base: fc.constantFrom(
        'https://shop.example/checkouts/cn/abc',
        'https://habba.myshopify.com/cart/c/Z1?key=1',
        'http://localhost:3000/sandbox/shopify/checkout/9',
      ),
      params: fc.array(
        fc.tuple(fc.oneof(token, fc.constant('channel')), fc.option(token, { nil: undefined })),
        { maxLength: 4 },
      ),
      hash: fc.option(fc.oneof(token, fc.constant('x?channel=web')), { nil: undefined }),
    })
    .map(({ base, params, hash }) => {
      const query = params.map(([key, value]) => (value === undefined ? key : `${key}=${value}`));
      const joiner = base.includes('?') ? '&' : '?';
      const withQuery = query.length > 0 ? `${base}${joiner}${query.join('&')}` : base;
      return hash === undefined ? withQuery : `${withQuery}#${hash}`;
    });

  it('the checkout URL gets exactly one channel=online_store, keeping other parameters and the fragment', () => {
    fc.assert(
      fc.property(checkoutUrl, (url) => {
        const result = appendOnlineStoreChannel(url);
        const before = new URL(url);
        const after = new URL(result);
        expect(after.searchParams.getAll('channel')).toEqual(['online_store']);
        const others = (params: URLSearchParams) =>
          [...params].filter(([key]) => key !== 'channel');
        expect(others(after.searchParams)).toEqual(others(before.searchParams));
        expect(after.hash).toBe(before.hash);
        expect(after.pathname).toBe(before.pathname);
        expect(appendOnlineStoreChannel(result)).toBe(result);
      }),
      run,
    );
  });
});
