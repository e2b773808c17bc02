import { describe, expect, it } from 'vitest';
import { calendarMonths, vatQuarters } from './export-periods';

describe('VAT quarters', () => {
  it('gives calendar quarters for the March stagger, the current one first', () => {
    expect(vatQuarters('2026-12-04', 'mar', 3)).toEqual([
      { label: 'Quarter ending 31 December 2026 (so far)', from: '2026-10-01', to: '2026-12-31' },
      { label: 'Quarter ending 30 September 2026', from: '2026-07-01', to: '2026-09-30' },
      { label: 'Quarter ending 30 June 2026', from: '2026-04-01', to: '2026-06-30' },
    ]);
  });

  it('crosses the year for the April stagger (a quarter ending in January)', () => {
    expect(vatQuarters('2026-12-04', 'apr', 2)).toEqual([
      { label: 'Quarter ending 31 January 2027 (so far)', from: '2026-11-01', to: '2027-01-31' },
      { label: 'Quarter ending 31 October 2026', from: '2026-08-01', to: '2026-10-31' },
    ]);
    expect(vatQuarters('2026-01-31', 'apr', 1)[0]).toMatchObject({
      from: '2025-11-01',
      to: '2026-01-31',
    });
  });

  it('ends February quarters on the 28th or, in a leap year, the 29th', () => {
    expect(vatQuarters('2028-02-10', 'may', 2)).toEqual([
      { label: 'Quarter ending 29 February 2028 (so far)', from: '2027-12-01', to: '2028-02-29' },
      { label: 'Quarter ending 30 November 2027', from: '2027-09-01', to: '2027-11-30' },
    ]);
    expect(vatQuarters('2026-03-01', 'may', 2)[1]?.to).toBe('2026-02-28');
  });
});

describe('calendar months', () => {
  it('gives this month so far and the months before, across the new year', () => {
    expect(calendarMonths('2026-02-14', 3)).toEqual([
      { label: 'February 2026 (so far)', from: '2026-02-01', to: '2026-02-28' },
      { label: 'January 2026', from: '2026-01-01', to: '2026-01-31' },
      { label: 'December 2025', from: '2025-12-01', to: '2025-12-31' },
    ]);
  });
});
