/**
 * The price authority's promise (docs/decisions/015-cart-stores-purchase-intents.md): for random carts, the server's price equals the drawer's price. The carts
 * are built exactly as the browser builds them (the product page's six options, the shop card's
 * subscribe and save, the cups page, from the public catalogue's DTOs through the line builders
 * and the cart reducer, which merges repeated adds and re-prices cups), then the drawer's local
 * figures (estimateCart) are compared with POST /api/cart/price over the intents the drawer sends:
 * every line's pence, units and wording, and the total. Seeded.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceCartResponse } from '../../core/api/checkout';
import type { ProductDetailDto, ProductDetailResponse } from '../../core/api/store-types';
import { type CartLine, toPurchaseIntent } from '../../core/cart/cart-line';
import { estimateCart } from '../../core/cart/cart-pricing';
import { findQuantityProblem } from '../../core/cart/cart-quantity';
import { type CartState, INITIAL_CART_STATE, reduceCart } from '../../core/cart/cart-reducer';
import {
  buildCupLines,
  buildPurchaseOptionLine,
  buildShopCardLine,
} from '../../core/cart/line-builders';
import { CUP_SIZES } from '../../core/content/cup-sizes';
import { tryParsePence } from '../../core/money';
import { PURCHASE_OPTIONS } from '../../core/pricing/purchase-options';
import { startTestApp, type TestApp } from '../test/harness';

// Bottles, capsules, jars and a balm; one to three sizes each.
const HANDLES = [
  'black-seed-oil',
  'black-seed-oil-capsules',
  'black-seed-honey',
  'manuka-honey-mgo-263',
  'tallow-lip-balm',
];

let app: TestApp;
const catalogue: ProductDetailDto[] = [];

beforeAll(async () => {
  app = await startTestApp();
  for (const handle of HANDLES) {
    const res = await app.fetch(`/api/store/products/${handle}`);
    expect(res.status, handle).toBe(200);
    catalogue.push(((await res.json()) as ProductDetailResponse).product);
  }
});
afterAll(async () => {
  await app?.close();
});

/** One product-page, shop-card or cups-page add, as the browser builds its line. */
function addArbitrary(): fc.Arbitrary<CartLine> {
  const productVariant = fc
    .constantFrom(...catalogue)
    .chain((product) =>
      fc.constantFrom(...product.variants).map((variant) => ({ product, variant })),
    )
    .map(({ product, variant }) => {
      const pricePence = tryParsePence(variant.price);
      if (pricePence === null) throw new Error(`unreadable price ${variant.price}`);
      return {
        product: { title: product.title, imageUrl: product.imageUrl },
        variant: { id: variant.id, title: variant.title, pricePence },
      };
    });
  return fc.oneof(
    fc
      .record({
        at: productVariant,
        optionId: fc.constantFrom(...PURCHASE_OPTIONS.map((o) => o.id)),
      })
      .map(({ at, optionId }) => buildPurchaseOptionLine({ ...at, optionId })),
    fc
      .record({
        at: productVariant,
        subscribe: fc.boolean(),
        days: fc.constantFrom(30 as const, 60 as const, 90 as const),
      })
      .map(({ at, subscribe, days }) => buildShopCardLine({ ...at, subscribe, days })),
    fc
      .record({
        size: fc.constantFrom(...CUP_SIZES.map((c) => c.id)),
        fifties: fc.integer({ min: 1, max: 30 }),
      })
      .map(({ size, fifties }) => buildCupLines({ [size]: fifties * 50 })[0] as CartLine),
  );
}

describe('property: the server prices every cart exactly as the drawer shows it', () => {
  it('for random carts, POST /api/cart/price = the drawer’s figures, line by line and in total', async () => {
    // A first add (the drawer never prices an empty cart), then adds and stepper changes.
    const cart = fc
      .tuple(
        addArbitrary(),
        fc.array(
          fc.oneof(
            { weight: 4, arbitrary: addArbitrary().map((line) => ({ add: line })) },
            // The drawer's stepper: a new count of a line already in the cart (by position).
            {
              weight: 1,
              arbitrary: fc.record({ at: fc.nat(), times: fc.integer({ min: 1, max: 4 }) }),
            },
          ),
          { maxLength: 9 },
        ),
      )
      .map(([first, rest]) => [{ add: first }, ...rest]);
    await fc.assert(
      fc.asyncProperty(cart, async (steps) => {
        let state: CartState = INITIAL_CART_STATE;
        for (const step of steps) {
          if ('add' in step) {
            state = reduceCart(state, { type: 'add', line: step.add });
            continue;
          }
          const line = state.lines[step.at % state.lines.length];
          if (!line) continue;
          state = reduceCart(state, {
            type: 'setQuantity',
            key: line.key,
            quantity: line.quantity * (step.times + 1),
          });
        }
        const drawer = estimateCart(state.lines);
        // Every line is one the drawer sends (web/features/cart/checkout.ts buildIntents).
        expect(state.lines.map((l) => findQuantityProblem(l, l.quantity))).toEqual(
          state.lines.map(() => null),
        );
        const res = await app.client().post('/api/cart/price', {
          lines: state.lines.map(toPurchaseIntent),
        });
        expect(res.status).toBe(200);
        const server = (await res.json()) as PriceCartResponse;
        expect(server.totalPence).toBe(drawer.totalPence);
        expect(server.lines.map((l) => [l.label, l.units, l.lineTotalPence])).toEqual(
          drawer.lines.map((l) => [l.label, l.units, l.lineTotalPence]),
        );
        expect(server.lines.every((l) => l.available)).toBe(true);
      }),
      { seed: 20261124, numRuns: 60 },
    );
  });
});
