import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDeliveryAndReturns } from '../content/delivery';
import { DELIVERY_SUMMARY_LINE } from '../content/delivery-facts';
import {
  BANK_HOLIDAYS_COVER_UNTIL,
  findDispatchPromise,
  formatDay,
  formatDispatchMessage,
} from './dispatch';

const at = (iso: string) => formatDispatchMessage(findDispatchPromise(new Date(iso)));

describe('the dispatch rule: 1pm UK cut-off, Monday to Friday, England and Wales bank holidays', () => {
  it('counts down only before the cut-off on a working day (UK time, GMT and BST)', () => {
    // Thursday 26 November 2026, 10:55 GMT.
    expect(at('2026-11-26T10:55:00Z')).toBe('Order within 2 hours 5 minutes for dispatch today');
    expect(at('2026-11-26T12:59:00Z')).toBe('Order within 1 minute for dispatch today');
    // Wednesday 3 June 2026, 11:00 BST is 10:00 UTC: two hours left.
    expect(at('2026-06-03T10:00:00Z')).toBe('Order within 2 hours for dispatch today');
  });

  it('promises the next working day after the cut-off, at weekends and on bank holidays', () => {
    expect(at('2026-11-26T13:00:00Z')).toBe('Order now for dispatch tomorrow, Friday 27 November');
    // Friday after 1pm → Monday.
    expect(at('2026-11-27T15:00:00Z')).toBe('Order now for dispatch on Monday 30 November');
    expect(at('2026-11-28T09:00:00Z')).toBe('Order now for dispatch on Monday 30 November');
    // Christmas 2026: Friday 25 and the substitute Boxing Day Monday 28 are bank holidays.
    expect(at('2026-12-24T14:00:00Z')).toBe('Order now for dispatch on Tuesday 29 December');
    expect(at('2026-12-25T09:00:00Z')).toBe('Order now for dispatch on Tuesday 29 December');
    // Easter Monday 6 April 2026, 9:00 BST.
    expect(at('2026-04-06T08:00:00Z')).toBe('Order now for dispatch tomorrow, Tuesday 7 April');
  });

  it("names a day as Intl's en-GB long weekday, day and month", () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'UTC',
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    });
    expect(formatDay('2026-11-30')).toBe('Monday 30 November');
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1996-01-01Z'),
          max: new Date('2099-12-31Z'),
          noInvalidDate: true,
        }),
        (instant) => {
          const date = instant.toISOString().slice(0, 10);
          expect(formatDay(date)).toBe(intl.format(new Date(`${date}T12:00:00Z`)));
        },
      ),
    );
  });

  it('says the same rule beside the buy box and on /delivery', () => {
    expect(DELIVERY_SUMMARY_LINE).toBe(
      'Free UK delivery. Order by 1pm on a working day for same-day dispatch. 14-day right to cancel.',
    );
    const glance = buildDeliveryAndReturns().sections[0]?.list ?? [];
    expect(glance).toContain(
      'Dispatch: orders placed by 1pm (UK time) on a working day are dispatched the same day; later orders on the next working day. Working days are Monday to Friday, excluding bank holidays in England and Wales.',
    );
    expect(glance.join('\n')).not.toMatch(/1 to 2 working days|1–2 working days/);
  });

  it('has bank holidays for next year', () => {
    const nextYear = new Date().getUTCFullYear() + 1;
    expect(BANK_HOLIDAYS_COVER_UNTIL >= `${nextYear}-12-25`).toBe(true);
  });
});
