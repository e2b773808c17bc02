import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SearchResponse } from '../../../core/api/search';
import { type SearchParams, searchQueryKey } from '../../../core/api/search';
import { apiFetch } from '../../lib/api-client';

export type { SearchParams };

/** GET /api/search (results stay on screen while the next query loads). */
export function searchQuery(params: SearchParams) {
  return queryOptions({
    queryKey: searchQueryKey(params),
    queryFn: ({ signal }) => {
      const search = new URLSearchParams({ q: params.q, limit: String(params.limit) });
      if (params.kind !== 'all') search.set('kind', params.kind);
      if (params.diet) search.set('diet', params.diet);
      return apiFetch<SearchResponse>(`/api/search?${search.toString()}`, { signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
