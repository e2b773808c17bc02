import { describe, expect, it } from 'vitest';
import { previousRange, rangeOf } from './period';

describe('the period a report compares with', () => {
  it.each([
    // A month so far, or a whole month: the same days of the month before (clamped to its end).
    ['2026-12-01', '2026-12-04', '2026-11-01', '2026-11-04'],
    ['2026-03-01', '2026-03-31', '2026-02-01', '2026-02-28'],
    ['2026-03-01', '2026-03-30', '2026-02-01', '2026-02-28'],
    ['2028-03-01', '2028-03-31', '2028-02-01', '2028-02-29'],
    ['2027-01-01', '2027-01-15', '2026-12-01', '2026-12-15'],
    ['2026-05-01', '2026-05-31', '2026-04-01', '2026-04-30'],
    // Any other run of days: as many days just before it.
    ['2026-12-02', '2026-12-04', '2026-11-29', '2026-12-01'],
    ['2026-11-05', '2026-12-04', '2026-10-06', '2026-11-04'],
    ['2026-03-01', '2026-04-15', '2026-01-14', '2026-02-28'],
  ])('%s to %s compares with %s to %s', (from, to, previousFrom, previousTo) => {
    expect(previousRange(rangeOf(from, to))).toEqual(rangeOf(previousFrom, previousTo));
  });
});
