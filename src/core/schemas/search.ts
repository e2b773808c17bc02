/**
 * Search ("Search"): GET /api/search?q=&kind=&diet=&limit= and the /search page's form.
 * The server validates with this schema; the header's suggestions and the results page build
 * their requests from the same values.
 */

import { DIET_TAGS, type DietTag } from '../catalog/diet';
import { z } from '../zod';

export const SEARCH_QUERY_MAX = 100;
export const SEARCH_LIMIT_MAX = 50;
export const SEARCH_KINDS = ['all', 'products', 'articles'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export { DIET_TAGS, type DietTag };

export const SEARCH_MESSAGES = {
  queryRequired: 'Type something to search for',
  queryMax: `Search for at most ${SEARCH_QUERY_MAX} characters`,
  queryWords: 'Search with letters or numbers',
  kindInvalid: 'Show all, products or articles',
  dietInvalid: 'Filter by halal or vegan',
  limitInvalid: `Ask for 1 to ${SEARCH_LIMIT_MAX} results`,
} as const;

/** The words of a query: letters and digits (any script), lower case, at most 8. */
export function searchWords(query: string): string[] {
  return (query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
}

export const searchQuerySchema = z
  .object({
    q: z
      .string({ error: SEARCH_MESSAGES.queryRequired })
      .trim()
      .min(1, { error: SEARCH_MESSAGES.queryRequired, abort: true })
      .max(SEARCH_QUERY_MAX, { error: SEARCH_MESSAGES.queryMax, abort: true })
      .refine((q) => searchWords(q).length > 0, SEARCH_MESSAGES.queryWords),
    kind: z.enum(SEARCH_KINDS, { error: SEARCH_MESSAGES.kindInvalid }).default('all'),
    diet: z.enum(DIET_TAGS, { error: SEARCH_MESSAGES.dietInvalid }).optional(),
    limit: z.coerce
      .number({ error: SEARCH_MESSAGES.limitInvalid })
      .int(SEARCH_MESSAGES.limitInvalid)
      .min(1, SEARCH_MESSAGES.limitInvalid)
      .max(SEARCH_LIMIT_MAX, SEARCH_MESSAGES.limitInvalid)
      .default(20),
  })
  .strict();

export type SearchQueryInput = z.input<typeof searchQuerySchema>;
export type SearchQuery = z.output<typeof searchQuerySchema>;

/**
 * The PostgreSQL tsquery of a query: every word, the last one as a prefix (so suggestions match
 * while the shopper types). Words are letters and digits only, so nothing else reaches to_tsquery.
 */
export function buildPrefixTsQuery(query: string): string {
  const words = searchWords(query);
  return words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
}

/** The URL of the results page for a query (and optional filters). */
export function searchPageHref(query: string, filters: { kind?: SearchKind; diet?: DietTag } = {}) {
  const params = new URLSearchParams({ q: query.trim() });
  if (filters.kind && filters.kind !== 'all') params.set('kind', filters.kind);
  if (filters.diet) params.set('diet', filters.diet);
  return `/search?${params.toString()}`;
}

/**
 * Why a typed query cannot be searched, in the schema's own words (e.g. "Search for at most 100
 * characters"), or null when it can be, or when nothing was typed yet (no complaint for that).
 * The header's box and the results page show it beside the text, which they keep.
 */
export function searchQueryProblem(typed: string): string | null {
  if (typed.trim().length === 0) return null;
  const parsed = searchQuerySchema.shape.q.safeParse(typed);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? SEARCH_MESSAGES.queryWords);
}
