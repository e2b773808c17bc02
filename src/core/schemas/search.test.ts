import { describe, expect, it } from 'vitest';
import {
  buildPrefixTsQuery,
  SEARCH_MESSAGES,
  searchPageHref,
  searchQueryProblem,
  searchQuerySchema,
  searchWords,
} from './search';

describe('search query', () => {
  it('keeps letters and digits only, lower case, at most 8 words', () => {
    expect(searchWords("  Manuka' | !Honey:* & ( 263+ ")).toEqual(['manuka', 'honey', '263']);
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8);
    expect(searchWords('çörek otu')).toEqual(['çörek', 'otu']);
  });

  it('builds a tsquery with the last word as a prefix', () => {
    expect(buildPrefixTsQuery('Manuka hon')).toBe('manuka & hon:*');
    expect(buildPrefixTsQuery('manuca')).toBe('manuca:*');
    expect(buildPrefixTsQuery('&|!')).toBe('');
  });

  it('validates q, kind, diet and limit with exact messages', () => {
    expect(searchQuerySchema.parse({ q: ' honey ' })).toEqual({
      q: 'honey',
      kind: 'all',
      limit: 20,
    });
    const fail = (input: unknown) =>
      searchQuerySchema.safeParse(input).error?.issues.map((i) => i.message);
    expect(fail({ q: '' })).toEqual([SEARCH_MESSAGES.queryRequired]);
    expect(fail({ q: '!!' })).toEqual([SEARCH_MESSAGES.queryWords]);
    expect(fail({ q: 'x'.repeat(101) })).toEqual([SEARCH_MESSAGES.queryMax]);
    expect(fail({ q: 'honey', diet: 'keto' })).toEqual([SEARCH_MESSAGES.dietInvalid]);
    expect(fail({ q: 'honey', limit: '51' })).toEqual([SEARCH_MESSAGES.limitInvalid]);
  });

  it('links to the results page with its filters', () => {
    expect(searchPageHref(' manuka honey ')).toBe('/search?q=manuka+honey');
    expect(searchPageHref('oil', { kind: 'products', diet: 'vegan' })).toBe(
      '/search?q=oil&kind=products&diet=vegan',
    );
  });

  it('says why a typed query cannot be searched, so the box never empties in silence', () => {
    expect(searchQueryProblem('x'.repeat(300))).toBe('Search for at most 100 characters');
    expect(searchQueryProblem(` ${'h'.repeat(100)} `)).toBeNull();
    expect(searchQueryProblem('!!')).toBe('Search with letters or numbers');
    expect(searchQueryProblem('   ')).toBeNull();
    expect(searchQueryProblem('manuka')).toBeNull();
  });
});
