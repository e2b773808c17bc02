import { describe, expect, it } from 'vitest';
import { canFulfil, customerOrderBadges, paymentStatusOf } from './payment-status';

describe('payment status', () => {
  it('follows what was refunded against what was charged', () => {
    expect(paymentStatusOf(2374, 0)).toBe('paid');
    expect(paymentStatusOf(2374, 1)).toBe('partially_refunded');
    expect(paymentStatusOf(2374, 2373)).toBe('partially_refunded');
    expect(paymentStatusOf(2374, 2374)).toBe('refunded');
    expect(canFulfil('refunded')).toBe(false);
    expect(canFulfil('partially_refunded')).toBe(true);
  });

  it('shows the customer Paid, refunds with their amount and cancellations', () => {
    const labels = (
      status: Parameters<typeof customerOrderBadges>[0]['status'],
      refunded: number,
    ) =>
      customerOrderBadges({
        status,
        refundedPence: refunded,
        paymentStatus: paymentStatusOf(2374, refunded),
      }).map((b) => b.label);
    expect(labels('pending', 0)).toEqual(['Paid']);
    expect(labels('on_hold', 0)).toEqual(['Paid']);
    expect(labels('pending', 2374)).toEqual(['Refunded £23.74']);
    expect(labels('pending', 500)).toEqual(['Partially refunded £5.00']);
    expect(labels('shipped', 0)).toEqual(['Shipped']);
    expect(labels('shipped', 500)).toEqual(['Shipped', 'Partially refunded £5.00']);
    expect(labels('cancelled', 2374)).toEqual(['Cancelled — refunded £23.74']);
    expect(labels('cancelled', 0)).toEqual(['Cancelled']);
  });
});
