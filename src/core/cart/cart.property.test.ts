/**
 * Property tests of the cart (docs/spec/storefront.md §3 "Cart line", §4 "Cart"): the reducer keeps
 * every count within the server's rules under any sequence of actions, the local estimate prices
 * every cups line at the tier of the whole cups total, and the stored cart's parser never throws
 * and round-trips. Seeded.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CUP_SIZES } from '../content/cup-sizes';
import { selectActiveTier } from '../pricing/cup-tiers';
import { computePackPrice } from '../pricing/purchase-options';
import { computeDeliveryTotal } from '../pricing/subscribe-and-save';
import {
  type CartLine,
  lineUnits,
  MAX_LINE_UNITS,
  parseStoredCart,
  serializeStoredCart,
  toPurchaseIntent,
} from './cart-line';
import { countCartCups, estimateCart, oneTimeOptionId } from './cart-pricing';
import { findQuantityProblem } from './cart-quantity';
import { type CartAction, type CartState, INITIAL_CART_STATE, reduceCart } from './cart-reducer';
import {
  buildCupLines,
  buildPurchaseOptionLine,
  buildShopCardLine,
  buildTradeLine,
} from './line-builders';

const run = { seed: 20261124, numRuns: 300 };

const pricePence = fc.integer({ min: 0, max: 100_000 });
const variant = fc.record({
  id: fc.constantFrom('oil-100', 'oil-250', 'honey-250'),
  title: fc.constantFrom('100ml', '250ml', '250g'),
  pricePence,
});
const product = fc.record({
  title: fc.constantFrom(
    'Organic Black Seed Oil',
    'Manuka Honey MGO 263+',
    'Tallow & Honey Lip Balm',
  ),
});

/** A line as one of the shop's purchase options builds it. */
const line: fc.Arbitrary<CartLine> = fc.oneof(
  fc
    .record({
      optionId: fc.constantFrom(
        'onetime',
        'onetime-2month',
        'onetime-3month',
        'subscribe-1month',
        'subscribe-2month',
        'subscribe-3month',
      ) as fc.Arbitrary<
        | 'onetime'
        | 'onetime-2month'
        | 'onetime-3month'
        | 'subscribe-1month'
        | 'subscribe-2month'
        | 'subscribe-3month'
      >,
      product,
      variant,
      quantity: fc.integer({ min: 1, max: 4 }),
    })
    .map((o) => buildPurchaseOptionLine(o)),
  fc
    .record({
      product,
      variant,
      subscribe: fc.boolean(),
      days: fc.constantFrom(30, 60, 90) as fc.Arbitrary<30 | 60 | 90>,
    })
    .map((o) => buildShopCardLine(o)),
  fc
    .record({
      size: fc.constantFrom(...CUP_SIZES.map((c) => c.id)),
      cups: fc.integer({ min: 1, max: 20 }).map((n) => n * 50),
    })
    .map(({ size, cups }) => buildCupLines({ [size]: cups })[0] as CartLine),
  fc
    .record({ product, variant, quantity: fc.integer({ min: 1, max: 5 }) })
    .map((o) => buildTradeLine(o)),
);

const action = (keys: readonly string[]): fc.Arbitrary<CartAction> =>
  fc.oneof(
    line.map((l): CartAction => ({ type: 'add', line: l })),
    fc
      .record({
        key: fc.constantFrom('oil-100', 'bulk-cup-b1', 'x', ...keys),
        quantity: fc.oneof(
          fc.integer({ min: -5, max: 12_000 }),
          fc.double({ noNaN: false }),
          fc.constantFrom(49, 50, 99, 100, 3334, 5000, 10_000, 10_001),
        ),
      })
      .map((o): CartAction => ({ type: 'setQuantity', ...o })),
    fc
      .constantFrom('oil-100', 'bulk-cup-b1', ...keys)
      .map((key): CartAction => ({ type: 'remove', key })),
  );

describe('reduceCart (property)', () => {
  it('keeps every count within the server’s rules and one line per key', () => {
    fc.assert(
      fc.property(
        fc.array(action(['oil-100:pack-2', 'oil-100:subscribe-2month']), { maxLength: 30 }),
        (actions) => {
          let state: CartState = INITIAL_CART_STATE;
          for (const a of actions) state = reduceCart(state, a);
          const keys = state.lines.map((l) => l.key);
          expect(new Set(keys).size).toBe(keys.length);
          for (const l of state.lines) {
            expect(findQuantityProblem(l, l.quantity)).toBeNull();
            expect(lineUnits(l)).toBeLessThanOrEqual(MAX_LINE_UNITS);
            if (l.purchase.kind === 'cups') expect(l.quantity % 50).toBe(0);
          }
        },
      ),
      run,
    );
  });
});

describe('estimateCart (property)', () => {
  it('prices each option with src/core’s rules and all cups at the tier of the whole cups total', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (candidates) => {
        let state: CartState = INITIAL_CART_STATE;
        for (const l of candidates) state = reduceCart(state, { type: 'add', line: l });
        const { lines } = state;
        const estimate = estimateCart(lines);
        const cups = countCartCups(lines);
        const tier = selectActiveTier(cups).pricePerCup;
        for (const [i, l] of lines.entries()) {
          const got = estimate.lines[i]?.lineTotalPence;
          const p = l.purchase;
          if (p.kind === 'cups') expect(got).toBe(tier * l.quantity);
          else if (p.kind === 'trade') expect(got).toBe(l.listPricePence * l.quantity);
          else if (p.kind === 'one-time')
            expect(got).toBe(
              computePackPrice(l.listPricePence, oneTimeOptionId(p.packSize)) * l.quantity,
            );
          else if (p.planId.startsWith('shop-card-'))
            expect(got).toBe(
              computeDeliveryTotal(l.listPricePence, Number(p.planId.slice(10)) as 30 | 60 | 90) *
                l.quantity,
            );
          else
            expect(got).toBe(
              computePackPrice(l.listPricePence, p.planId as 'subscribe-1month') * l.quantity,
            );
          expect(estimate.lines[i]?.units).toBe(lineUnits(l));
        }
        expect(estimate.totalPence).toBe(
          estimate.lines.reduce((sum, l) => sum + l.lineTotalPence, 0),
        );
      }),
      run,
    );
  });
});

describe('the stored cart (property)', () => {
  it('round-trips what the reducer builds, intents included', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 8 }), (candidates) => {
        let state: CartState = INITIAL_CART_STATE;
        for (const l of candidates) state = reduceCart(state, { type: 'add', line: l });
        const back = parseStoredCart(
          serializeStoredCart({ lines: state.lines, checkoutUrl: null }),
        );
        expect(back.lines).toEqual(state.lines);
        expect(back.lines.map(toPurchaseIntent)).toEqual(state.lines.map(toPurchaseIntent));
      }),
      run,
    );
  });

  it('never throws on arbitrary JSON, and every line it returns is either valid or marked invalid', () => {
    fc.assert(
      fc.property(fc.oneof(fc.json(), fc.string()), (raw) => {
        const { lines } = parseStoredCart(raw);
        for (const l of lines) {
          if (l.invalid !== true) expect(Number.isSafeInteger(l.listPricePence)).toBe(true);
          expect(typeof l.key).toBe('string');
        }
      }),
      run,
    );
  });
});
