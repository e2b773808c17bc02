/**
 * Property tests of the shop card's subscribe and save (storefront §4 "Subscribe control", §9):
 * 10% off, 1-3 units per delivery, one half-up rounding. Seeded.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readLinePricePence } from '../cart/cart-line';
import {
  buildShopCardLine,
  buildSubscribePlanText,
  computeDeliveryTotal,
  computeQuantityPerDelivery,
  computeSubscribeUnitPrice,
  SUBSCRIBE_DISCOUNT_PERCENT,
  SUBSCRIBE_FREQUENCIES,
} from './subscribe-and-save';

const run = { seed: 20261121 };

const pricePence = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 0, max: 100_000 }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 1_000_000_000_000 }) },
);
const days = fc.constantFrom(...SUBSCRIBE_FREQUENCIES.map((f) => f.days));

describe('subscribe and save prices (property)', () => {
  it('the delivery total is price × days/30 × 0.9 rounded half up once, never above full price', () => {
    fc.assert(
      fc.property(pricePence, days, (price, d) => {
        const quantity = computeQuantityPerDelivery(d);
        expect(quantity).toBe(d / 30);
        const total = computeDeliveryTotal(price, d);
        expect(Number.isSafeInteger(total)).toBe(true);
        expect(total).toBeGreaterThanOrEqual(0);
        expect(total).toBeLessThanOrEqual(price * quantity);
        const error = 100 * total - price * quantity * (100 - SUBSCRIBE_DISCOUNT_PERCENT);
        expect(error).toBeGreaterThan(-50);
        expect(error).toBeLessThanOrEqual(50);
      }),
      run,
    );
  });

  it('the stated percent is the one applied, and the unit price is within ½p of it', () => {
    fc.assert(
      fc.property(pricePence, days, (price, d) => {
        const stated = Number(buildSubscribePlanText(d).match(/\((\d+)% off\)/)?.[1]);
        expect(stated).toBe(SUBSCRIBE_DISCOUNT_PERCENT);
        const unit = computeSubscribeUnitPrice(price);
        expect(Math.abs(100 * unit - price * (100 - stated))).toBeLessThanOrEqual(50);
        expect(unit).toBeLessThanOrEqual(price);
      }),
      run,
    );
  });

  it('a longer interval delivers more and never costs less per delivery', () => {
    fc.assert(
      fc.property(pricePence, (price) => {
        const totals = SUBSCRIBE_FREQUENCIES.map((f) => computeDeliveryTotal(price, f.days));
        for (let i = 0; i + 1 < totals.length; i++) {
          expect(totals[i + 1]).toBeGreaterThanOrEqual(totals[i] as number);
        }
      }),
      run,
    );
  });

  it('the cart line (unit rounded per unit) differs from the delivery total by at most 1p', () => {
    // docs/decisions.md: the line holds quantity × the rounded unit price; the card's total
    // rounds once over the delivery, so they can differ by a penny, never more.
    fc.assert(
      fc.property(pricePence, days, (price, d) => {
        const line = buildShopCardLine({
          product: { title: 'Oil' },
          variant: { id: 'v1', pricePence: price },
          subscribe: true,
          days: d,
        });
        expect(line.quantity).toBe(computeQuantityPerDelivery(d));
        expect(readLinePricePence(line)).toBe(computeSubscribeUnitPrice(price));
        const lineTotal = readLinePricePence(line) * line.quantity;
        expect(Math.abs(lineTotal - computeDeliveryTotal(price, d))).toBeLessThanOrEqual(1);
        expect(line.variantId).toBe(`v1:subscribe-${d}`);
      }),
      run,
    );
  });

  it('a one-off card line is one unit at the variant price', () => {
    fc.assert(
      fc.property(pricePence, (price) => {
        const line = buildShopCardLine({
          product: { title: 'Oil' },
          variant: { id: 'v1', pricePence: price },
          subscribe: false,
        });
        expect(line).toMatchObject({ variantId: 'v1', quantity: 1, isSubscription: false });
        expect(readLinePricePence(line)).toBe(price);
      }),
      run,
    );
  });
});
