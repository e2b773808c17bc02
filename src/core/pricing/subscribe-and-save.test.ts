import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildShopCardToast,
  buildSubscribePlanText,
  buildSubscribeToast,
  computeDeliveryTotal,
  computeQuantityPerDelivery,
  DEFAULT_SUBSCRIBE_FREQUENCY_DAYS,
  isSubscribeFrequencyDays,
  SUBSCRIBE_DISCOUNT_PERCENT,
  SUBSCRIBE_FREQUENCIES,
} from './subscribe-and-save';

describe('subscribe and save constants', () => {
  it('offers 30/60/90 days, default 30, 10% off', () => {
    expect(SUBSCRIBE_FREQUENCIES.map((f) => [f.days, f.label])).toEqual([
      [30, '1 month'],
      [60, '2 months'],
      [90, '3 months'],
    ]);
    expect(DEFAULT_SUBSCRIBE_FREQUENCY_DAYS).toBe(30);
    expect(SUBSCRIBE_DISCOUNT_PERCENT).toBe(10);
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
  it('builds plan text', () => {
    expect(buildSubscribePlanText(30)).toBe('1-month supply (10% off)');
    expect(buildSubscribePlanText(60)).toBe('2-month supply (10% off)');
  });

  const oil = { title: 'Organic Black Seed Oil', unitNoun: 'bottle' };
  const honey = { title: 'Raw Wildflower Honey', unitNoun: 'jar' };
  it('says what a subscription added in the product\'s own units, never "product(s)"', () => {
    expect(buildSubscribeToast(60, 'jar')).toBe('2 jars every 60 days – a 2-month supply, 10% off');
    expect(buildSubscribeToast(30, 'bottle')).toBe(
      '1 bottle every 30 days – a 1-month supply, 10% off',
    );
    expect(buildShopCardToast({ subscribe: true, days: 90, product: honey })).toBe(
      'Added to your cart: Raw Wildflower Honey, 3 jars every 90 days – a 3-month supply, 10% off',
    );
    expect(buildShopCardToast({ subscribe: true, product: oil })).toBe(
      'Added to your cart: Organic Black Seed Oil, 1 bottle every 30 days – a 1-month supply, 10% off',
    );
  });

  it('names the product and one unit for a one-off add from a shop card', () => {
    expect(buildShopCardToast({ subscribe: false, product: honey })).toBe(
      'Added to your cart: Raw Wildflower Honey, 1 jar',
    );
  });
});
