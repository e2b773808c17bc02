import { describe, expect, it } from 'vitest';
import { maximumQuantity } from './cart-quantity';
import { clampPurchaseQuantity, maxPurchaseQuantity, readQuantityInput } from './purchase-quantity';

describe('maxPurchaseQuantity', () => {
  it('is the cart line’s own maximum for each pack size', () => {
    for (const packSize of [1, 2, 3] as const) {
      expect(maxPurchaseQuantity(packSize)).toBe(
        maximumQuantity({ purchase: { kind: 'one-time', packSize } }),
      );
    }
    expect(maxPurchaseQuantity(1)).toBe(10_000);
    expect(maxPurchaseQuantity(3)).toBe(3_333);
  });
});

describe('clampPurchaseQuantity', () => {
  it('keeps a count within 1..max, rounding fractions down', () => {
    expect(clampPurchaseQuantity(3, 10)).toBe(3);
    expect(clampPurchaseQuantity(0, 10)).toBe(1);
    expect(clampPurchaseQuantity(-4, 10)).toBe(1);
    expect(clampPurchaseQuantity(2.9, 10)).toBe(2);
    expect(clampPurchaseQuantity(11, 10)).toBe(10);
    expect(clampPurchaseQuantity(Number.NaN, 10)).toBe(1);
    expect(clampPurchaseQuantity(Number.POSITIVE_INFINITY, 10)).toBe(1);
  });
});

describe('readQuantityInput', () => {
  it('reads typed text as a count within the bounds', () => {
    expect(readQuantityInput('3', 10_000)).toBe(3);
    expect(readQuantityInput(' 7 ', 10_000)).toBe(7);
    expect(readQuantityInput('', 10_000)).toBe(1);
    expect(readQuantityInput('abc', 10_000)).toBe(1);
    expect(readQuantityInput('0', 10_000)).toBe(1);
    expect(readQuantityInput('12.7', 10_000)).toBe(12);
    expect(readQuantityInput('99999', 3_333)).toBe(3_333);
  });
});
