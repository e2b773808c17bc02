/**
 * Property tests of the shop card's subscribe and save (docs/spec/storefront.md §4 "Subscribe control", §9):
 * 10% off, 1-3 units per delivery, one half-up rounding. Seeded.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineUnits, toPurchaseIntent } from '../cart/cart-line';
import { estimateCart } from '../cart/cart-pricing';
import { buildShopCardLine } from '../cart/line-builders';
import {
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

  it('the shop-card line is the plan intent; the estimate is the delivery total, rounded once', () => {
    fc.assert(
      fc.property(pricePence, days, (price, d) => {
        const line = buildShopCardLine({
          product: { title: 'Oil' },
          variant: { id: 'v1', pricePence: price },
          subscribe: true,
          days: d,
        });
        expect(line.quantity).toBe(1);
        expect(lineUnits(line)).toBe(computeQuantityPerDelivery(d));
        expect(toPurchaseIntent(line)).toEqual({
          kind: 'subscription',
          variantId: 'v1',
          planId: `shop-card-${d}`,
          quantity: 1,
        });
        expect(estimateCart([line]).totalPence).toBe(computeDeliveryTotal(price, d));
        expect(line.key).toBe(`v1:shop-card-${d}`);
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
        expect(line).toMatchObject({ key: 'v1', quantity: 1, listPricePence: price });
        expect(estimateCart([line]).totalPence).toBe(price);
      }),
      run,
    );
  });
});
