import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADDED_TO_CART_TOAST,
  buildShopCardToast,
  buildSubscribePlanText,
  buildSubscribeToast,
  computeDeliveryTotal,
  computeQuantityPerDelivery,
  DEFAULT_SUBSCRIBE_FREQUENCY_DAYS,
  isSubscribeFrequencyDays,
  SUBSCRIBE_DISCOUNT_PERCENT,
  SUBSCRIBE_FREQUENCIES,
  SUBSCRIBE_MINIMUM_COMMITMENT_TEXT,
} from './subscribe-and-save';

describe('subscribe and save constants', () => {
  it('offers 30/60/90 days, default 30, 10% off, 2-month minimum', () => {
    expect(SUBSCRIBE_FREQUENCIES.map((f) => [f.days, f.label])).toEqual([
      [30, '1 month'],
      [60, '2 months'],
      [90, '3 months'],
    ]);
    expect(DEFAULT_SUBSCRIBE_FREQUENCY_DAYS).toBe(30);
    expect(SUBSCRIBE_DISCOUNT_PERCENT).toBe(10);
    expect(SUBSCRIBE_MINIMUM_COMMITMENT_TEXT).toBe('2-month minimum');
    expect(isSubscribeFrequencyDays(60)).toBe(true);
    expect(isSubscribeFrequencyDays(45)).toBe(false);
  });
});

describe('computeDeliveryTotal', () => {
  it('matches the worked prices for £14.99', () => {
    expect(computeDeliveryTotal(1499, 30)).toBe(1349);
    expect(computeDeliveryTotal(1499, 60)).toBe(2698);
    expect(computeDeliveryTotal(1499, 90)).toBe(4047);
  });

  it('uses days / 30 units', () => {
    expect(computeQuantityPerDelivery(30)).toBe(1);
    expect(computeQuantityPerDelivery(60)).toBe(2);
    expect(computeQuantityPerDelivery(90)).toBe(3);
  });

  it('rounds once: price × quantity × 0.9 half up', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(30 as const, 60 as const, 90 as const),
        (price, days) => {
          const exact = price * (days / 30) * 90;
          expect(computeDeliveryTotal(price, days)).toBe(Math.floor((2 * exact + 100) / 200));
        },
      ),
    );
  });
});

describe('texts', () => {
  it('builds plan text and toasts', () => {
    expect(buildSubscribePlanText(30)).toBe('1-month supply (10% off)');
    expect(buildSubscribePlanText(60)).toBe('2-month supply (10% off)');
    expect(buildSubscribeToast(60)).toBe('Added 2 product(s) - 2-month supply with 10% off');
    expect(buildSubscribeToast(90)).toBe('Added 3 product(s) - 3-month supply with 10% off');
    expect(buildShopCardToast({ subscribe: false })).toBe('Added to cart!');
    expect(ADDED_TO_CART_TOAST).toBe('Added to cart!');
    expect(buildShopCardToast({ subscribe: true })).toBe(
      'Added 1 product(s) - 1-month supply with 10% off',
    );
  });
});
