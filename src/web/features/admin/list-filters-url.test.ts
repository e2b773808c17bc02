import { describe, expect, it } from 'vitest';
import { readSearchParamFilters, withSearchParamFilters } from './list-parts';

// A list's filter kept in the URL (decision 131): what a reload or a shared link opens, and what
// a change writes.
const DEFAULTS = { q: '', status: 'all', from: '' };
const params = (query: string) => new URLSearchParams(query);

describe('list filters in the URL', () => {
  it('reads the filter and the page from the query string, beside the tab', () => {
    expect(
      readSearchParamFilters(params('tab=orders&status=shipped&q=1005&page=3'), DEFAULTS),
    ).toEqual({
      filters: { q: '1005', status: 'shipped', from: '' },
      page: 3,
    });
    expect(readSearchParamFilters(params('tab=orders&page=0&other=x'), DEFAULTS)).toEqual({
      filters: DEFAULTS,
      page: 1,
    });
  });

  it('writes a change back to page 1, leaving out defaults and keeping the tab', () => {
    const next = withSearchParamFilters(
      params('tab=orders&q=1005&page=4'),
      { status: 'shipped', q: '' },
      DEFAULTS,
    );
    expect(next.toString()).toBe('tab=orders&status=shipped');
    expect(
      withSearchParamFilters(next, { status: 'all', from: '2026-10-01' }, DEFAULTS).toString(),
    ).toBe('tab=orders&from=2026-10-01');
  });
});
