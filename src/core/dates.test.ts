import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMonthYear, londonWallClock, toLondonDate } from './dates';

/** Instants from 1996 (the current EU/UK summer-time rule) to 2099, minute-aligned or not. */
const instants = fc.date({
  min: new Date('1996-01-01T00:00:00Z'),
  max: new Date('2099-12-31T23:59:59Z'),
  noInvalidDate: true,
});

describe('toLondonDate', () => {
  it("is the shop's calendar day, across British Summer Time", () => {
    // 23:30 UTC in summer is already the next day in London; in winter it is the same day.
    expect(toLondonDate(new Date('2026-07-14T23:30:00Z'))).toBe('2026-07-15');
    expect(toLondonDate(new Date('2026-12-14T23:30:00Z'))).toBe('2026-12-14');
    // The clocks go back at 01:00 UTC on 25 October 2026.
    expect(toLondonDate(new Date('2026-10-24T23:00:00Z'))).toBe('2026-10-25');
  });

  it("agrees with Intl's Europe/London date for any instant", () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/London',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    fc.assert(
      fc.property(instants, (instant) => {
        expect(toLondonDate(instant)).toBe(intl.format(instant));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('londonWallClock', () => {
  const intl = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const WEEKDAYS: Record<string, number> = {
    Mon: 1,
    Tue: 2,
    Wed: 3,
    Thu: 4,
    Fri: 5,
    Sat: 6,
    Sun: 7,
  };
  const viaIntl = (instant: Date) => {
    const parts = intl.formatToParts(instant);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return {
      date: `${part('year')}-${part('month')}-${part('day')}`,
      weekday: WEEKDAYS[part('weekday')],
      minuteOfDay: Number(part('hour')) * 60 + Number(part('minute')),
    };
  };

  it('changes at 01:00 UTC on the last Sundays of March and October', () => {
    expect(londonWallClock(new Date('2026-03-29T00:59:00Z'))).toEqual({
      date: '2026-03-29',
      weekday: 7,
      minuteOfDay: 59,
    });
    expect(londonWallClock(new Date('2026-03-29T01:00:00Z')).minuteOfDay).toBe(120);
    expect(londonWallClock(new Date('2026-10-25T00:59:00Z')).minuteOfDay).toBe(119);
    expect(londonWallClock(new Date('2026-10-25T01:00:00Z')).minuteOfDay).toBe(60);
  });

  it("agrees with Intl's Europe/London wall clock for any instant, and around every change", () => {
    fc.assert(
      fc.property(instants, (instant) => {
        expect(londonWallClock(instant)).toEqual(viaIntl(instant));
      }),
      { numRuns: 2000 },
    );
    for (let year = 1996; year < 2100; year++) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
        const change = lastDay.getTime() - lastDay.getUTCDay() * 86_400_000;
        for (const offset of [-60_001, -1, 0, 1, 59_999]) {
          const instant = new Date(change + offset);
          expect(londonWallClock(instant)).toEqual(viaIntl(instant));
        }
      }
    }
  });
});

describe('formatLongDate', () => {
  it('writes an ISO date the British way, and leaves anything else alone', () => {
    expect(formatLongDate('2027-01-05')).toBe('5 January 2027');
    expect(formatLongDate('2027-13-05')).toBe('2027-13-05');
    expect(formatLongDate('soon')).toBe('soon');
  });
});

describe('formatMonthYear', () => {
  it('names the month of an ISO month, and leaves anything else alone', () => {
    expect(formatMonthYear('2026-09')).toBe('September 2026');
    expect(formatMonthYear('2027-01-01')).toBe('January 2027');
    expect(formatMonthYear('2027-13')).toBe('2027-13');
    expect(formatMonthYear('soon')).toBe('soon');
  });
});
