import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type SearchParams, searchQueryKey } from '../../../core/api/search';
import { api } from '../../lib/api-client';

export type { SearchParams };

/** GET /api/search (results stay on screen while the next query loads). */
export function searchQuery(params: SearchParams) {
  return queryOptions({
    queryKey: searchQueryKey(params),
    queryFn: ({ signal }) => {
      const query = {
        q: params.q,
        limit: String(params.limit),
        kind: params.kind !== 'all' ? params.kind : undefined,
        diet: params.diet || undefined,
      };
      return api('GET /api/search', { query, signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
