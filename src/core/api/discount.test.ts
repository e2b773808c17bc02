import { describe, expect, it } from 'vitest';
import {
  buildInvalidDiscountMessage,
  discountCodeSchema,
  discountedTotal,
  readShopifyDiscount,
} from './discount';

describe('discount codes', () => {
  it('reads the code trimmed and upper-cased, with the form’s messages', () => {
    expect(discountCodeSchema.parse('  welcome10 ')).toBe('WELCOME10');
    expect(discountCodeSchema.safeParse('   ').error?.issues[0]?.message).toBe(
      'Enter a discount code',
    );
    expect(discountCodeSchema.safeParse('X'.repeat(256)).error?.issues[0]?.message).toBe(
      'A discount code is at most 255 characters',
    );
  });

  it('names the code that does not apply', () => {
    expect(buildInvalidDiscountMessage('WELCOM')).toBe(
      'WELCOM is not a valid discount code for this cart',
    );
  });

  it('takes Shopify’s subtotal − total as the discount when the code is applicable', () => {
    expect(
      readShopifyDiscount({
        code: 'WELCOME10',
        applicable: true,
        subtotalPence: 4298,
        discountedTotalPence: 3868,
      }),
    ).toEqual({ code: 'WELCOME10', applicable: true, discountPence: 430, message: null });
  });

  it('an inapplicable code, or a total above the subtotal, takes nothing off', () => {
    for (const [applicable, total] of [
      [false, 3868],
      [true, 4299],
      [true, -1],
    ] as const) {
      const discount = readShopifyDiscount({
        code: 'WELCOM',
        applicable,
        subtotalPence: 4298,
        discountedTotalPence: total,
      });
      expect(discount).toEqual({
        code: 'WELCOM',
        applicable: false,
        discountPence: 0,
        message: 'WELCOM is not a valid discount code for this cart',
      });
      expect(discountedTotal(4298, discount)).toBe(4298);
    }
  });

  it('the total to pay is the subtotal less an applicable discount, never below zero', () => {
    expect(discountedTotal(4298, null)).toBe(4298);
    const discount = { code: 'A', applicable: true, discountPence: 430, message: null };
    expect(discountedTotal(4298, discount)).toBe(3868);
    expect(discountedTotal(100, discount)).toBe(0);
  });
});
