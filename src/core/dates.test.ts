import { describe, expect, it } from 'vitest';
import { formatLongDate, formatMonthYear, toLondonDate } from './dates';

describe('toLondonDate', () => {
  it("is the shop's calendar day, across British Summer Time", () => {
    // 23:30 UTC in summer is already the next day in London; in winter it is the same day.
    expect(toLondonDate(new Date('2026-07-14T23:30:00Z'))).toBe('2026-07-15');
    expect(toLondonDate(new Date('2026-12-14T23:30:00Z'))).toBe('2026-12-14');
    // The clocks go back at 01:00 UTC on 25 October 2026.
    expect(toLondonDate(new Date('2026-10-24T23:00:00Z'))).toBe('2026-10-25');
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
