import { describe, expect, it } from 'vitest';
import { readPeriodChoice, withPeriodChoice } from './api';
import { chartSummary, dateTicks, describeDay, poundTicks, shortDate } from './revenue-chart';

describe('a report period in the URL', () => {
  it('reads the default when the URL says nothing, and a custom period with its dates', () => {
    expect(readPeriodChoice(new URLSearchParams(''), '', '30d')).toEqual({
      period: '30d',
      from: '',
      to: '',
    });
    expect(
      readPeriodChoice(
        new URLSearchParams('tab=reports&vat-period=custom&vat-from=2026-03-01&vat-to=2026-03-31'),
        'vat-',
        'month',
      ),
    ).toEqual({ period: 'custom', from: '2026-03-01', to: '2026-03-31' });
  });

  it('ignores a period it does not know and dates without a custom period', () => {
    expect(
      readPeriodChoice(new URLSearchParams('period=decade&from=2026-01-01'), '', '30d'),
    ).toEqual({ period: '30d', from: '', to: '' });
  });

  it('writes a change beside the other parameters, leaving out the default and stale dates', () => {
    const custom = withPeriodChoice(
      new URLSearchParams('tab=reports'),
      'vat-',
      { period: 'custom', from: '2026-03-01', to: '' },
      'month',
    );
    expect(custom.toString()).toBe('tab=reports&vat-period=custom&vat-from=2026-03-01');
    const back = withPeriodChoice(
      custom,
      'vat-',
      { period: 'month', from: '2026-03-01', to: '' },
      'month',
    );
    expect(back.toString()).toBe('tab=reports');
    expect(
      withPeriodChoice(
        new URLSearchParams(''),
        '',
        { period: 'today', from: '', to: '' },
        '30d',
      ).toString(),
    ).toBe('period=today');
  });
});

describe('the revenue chart', () => {
  it('steps its £ axis in 1, 2 or 5 × a power of ten, from £0 to at least the highest day', () => {
    expect(poundTicks(0)).toEqual([0, 100]);
    expect(poundTicks(2998)).toEqual([0, 1000, 2000, 3000]);
    expect(poundTicks(16_000)).toEqual([0, 5000, 10_000, 15_000, 20_000]);
    expect(poundTicks(123_456)).toEqual([0, 50_000, 100_000, 150_000]);
  });

  it('names at most six days on its date axis, the first always', () => {
    expect(dateTicks(1)).toEqual([0]);
    expect(dateTicks(7)).toEqual([0, 2, 4, 6]);
    expect(dateTicks(30)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(dateTicks(365)).toHaveLength(6);
    expect(shortDate('2026-03-05')).toBe('5 Mar');
  });

  it('says each day beside the previous period’s same day, and both totals', () => {
    const day = { date: '2026-03-05', revenuePence: 2998, orders: 1 };
    const before = { date: '2026-02-05', revenuePence: 1250, orders: 2 };
    expect(describeDay(day, before)).toBe(
      '5 March 2026: £29.98 from 1 order (previous period, 5 February 2026: £12.50)',
    );
    expect(describeDay(day)).toBe('5 March 2026: £29.98 from 1 order');
    expect(chartSummary([day], [before])).toBe(
      'Revenue from 5 March 2026 to 5 March 2026: £29.98 in all; the best day was 5 March 2026 with £29.98. The previous period: £12.50.',
    );
  });
});
