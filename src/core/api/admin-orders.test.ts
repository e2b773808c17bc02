import { describe, expect, it } from 'vitest';
import {
  CARRIER_REQUIRED,
  describeStoredPurchaseOption,
  orderStatusChangeSchema,
  REFUND_AMOUNT_MESSAGE,
  refundRequestSchema,
  TRACKING_REQUIRED,
} from './admin-orders';

describe('staff order schemas', () => {
  it('requires carrier and tracking number to mark shipped, trimmed', () => {
    const result = orderStatusChangeSchema.safeParse({
      status: 'shipped',
      carrier: '  ',
      trackingNumber: '',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['carrier', CARRIER_REQUIRED],
      ['trackingNumber', TRACKING_REQUIRED],
    ]);
    expect(
      orderStatusChangeSchema.parse({
        status: 'shipped',
        carrier: ' Royal Mail ',
        trackingNumber: ' RM123456785GB ',
      }),
    ).toEqual({ status: 'shipped', carrier: 'Royal Mail', trackingNumber: 'RM123456785GB' });
    expect(orderStatusChangeSchema.safeParse({ status: 'cancelled' }).success).toBe(false);
    expect(orderStatusChangeSchema.safeParse({ status: 'delivered', carrier: 'x' }).success).toBe(
      false,
    );
  });

  it('takes refunds in whole pence, at least 1p', () => {
    for (const amountPence of [0, -100, 1.5, '500']) {
      const result = refundRequestSchema.safeParse({ amountPence });
      expect(result.success, String(amountPence)).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(REFUND_AMOUNT_MESSAGE);
    }
    expect(refundRequestSchema.parse({ amountPence: 1, note: ' cracked ' })).toEqual({
      amountPence: 1,
      note: 'cracked',
    });
  });

  it('names stored purchase options in words', () => {
    expect(describeStoredPurchaseOption('onetime')).toBe('One-time purchase');
    expect(describeStoredPurchaseOption('subscribe-2month')).toBe('Subscribe & Save: 2 months');
    expect(describeStoredPurchaseOption('trade')).toBe('Trade price');
    expect(describeStoredPurchaseOption(null)).toBeNull();
  });
});
