import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canCancelOn,
  cancelTooEarlyMessage,
  describeMinimumTerm,
  describeMinimumTermAtPurchase,
  minimumTermDeliveries,
  minimumTermLineForPlan,
} from './minimum-term';
import { addDaysToDate } from './plan-dates';

describe('the minimum term, in deliveries', () => {
  it('is two months of supply: 2 deliveries of a 1-month plan, 1 of a 2- or 3-month plan', () => {
    expect(minimumTermDeliveries(30)).toBe(2);
    expect(minimumTermDeliveries(60)).toBe(1);
    expect(minimumTermDeliveries(90)).toBe(1);
  });

  it("gives the shop card's Subscribe & Save control each plan's term in the payment page's words", () => {
    expect([30, 60, 90].map(minimumTermLineForPlan)).toEqual([
      'Minimum term: 2 deliveries',
      'Minimum term: 1 delivery',
      'Minimum term: 1 delivery',
    ]);
    for (const days of [30, 60, 90]) {
      expect(minimumTermLineForPlan(days)).toBe(
        describeMinimumTermAtPurchase({ planFrequencyDays: days, today: '2026-12-04' }).termLine,
      );
    }
  });

  it('states the payment page words for a purchase today', () => {
    expect(
      describeMinimumTermAtPurchase({ planFrequencyDays: 30, today: '2026-12-04' }),
    ).toMatchObject({
      termText: '2 deliveries',
      cancellableFrom: '2027-01-04',
      summary:
        'Minimum term: 2 deliveries. You can cancel any time after your 2nd delivery is paid — from 4 January 2027.',
    });
    expect(
      describeMinimumTermAtPurchase({ planFrequencyDays: 60, today: '2026-12-04' }).summary,
    ).toBe(
      'Minimum term: 1 delivery. You can cancel any time after your 1st delivery is paid — from 5 December 2026.',
    );
  });

  it('keeps the date of the delivery that completed the term, however the schedule moves later', () => {
    const term = describeMinimumTerm({
      minimumDeliveries: 2,
      frequencyDays: 14,
      paidDeliveryDates: ['2026-12-04', '2027-01-10', '2027-01-24'],
      nextChargeDate: '2027-02-07',
    });
    expect(term.cancellableFrom).toBe('2027-01-11');
    expect(canCancelOn(term, '2027-01-10')).toBe(false);
    expect(canCancelOn(term, '2027-01-11')).toBe(true);
  });

  it('refuses with the summary while the term is not paid (a declined renewal still to pay)', () => {
    const term = describeMinimumTerm({
      minimumDeliveries: 2,
      frequencyDays: 30,
      paidDeliveryDates: ['2026-12-04'],
      nextChargeDate: '2027-01-06',
    });
    expect(canCancelOn(term, '2027-02-01')).toBe(false);
    expect(cancelTooEarlyMessage(term)).toBe(
      'This subscription cannot be cancelled yet. Minimum term: 2 deliveries. You can cancel any time after your 2nd delivery is paid — from 7 January 2027.',
    );
  });

  it('never lets a charge beyond the term fall before the cancellation date (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(30, 60, 90),
        fc.constantFrom(7, 14, 30, 60, 90),
        fc.integer({ min: 0, max: 365 }),
        (planDays, frequencyDays, offset) => {
          const start = addDaysToDate('2026-12-04', offset);
          const minimum = minimumTermDeliveries(planDays);
          // Paid on schedule: the checkout, then one renewal per interval.
          const paid = Array.from({ length: minimum }, (_, i) =>
            addDaysToDate(start, i * frequencyDays),
          );
          const nextCharge = addDaysToDate(paid.at(-1) as string, frequencyDays);
          const term = describeMinimumTerm({
            minimumDeliveries: minimum,
            frequencyDays,
            paidDeliveryDates: paid,
            nextChargeDate: nextCharge,
          });
          expect(term.cancellableFrom).toBe(addDaysToDate(paid.at(-1) as string, 1));
          expect(canCancelOn(term, term.cancellableFrom as string)).toBe(true);
          expect(term.cancellableFrom! < nextCharge).toBe(true);
        },
      ),
    );
  });
});
