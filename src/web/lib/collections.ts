import { queryOptions, useQuery } from '@tanstack/react-query';
import { storeQueryKeys } from '../../core/api/store-queries';
import type { CollectionSummaryDto } from '../../core/api/store-types';
import { api } from './api-client';

/**
 * GET /api/store/collections (published collections). Shared by the header, the footer and the
 * shop page's collection buttons, so every place reads one cache entry. The cached data is the
 * collections array sorted by sortOrder.
 */
export const collectionsQuery = queryOptions({
  queryKey: storeQueryKeys.collections(),
  queryFn: async ({ signal }): Promise<CollectionSummaryDto[]> => {
    const data = await api('GET /api/store/collections', { signal });
    return [...data.collections].sort((a, b) => a.sortOrder - b.sortOrder);
  },
});

/** Published collections in sort order (data undefined while loading or on error). */
export function useCollections() {
  return useQuery(collectionsQuery);
}

/** The shop URL for a collection handle: /shop?collection={handle}. */
export function buildCollectionHref(handle: string): string {
  return `/shop?collection=${encodeURIComponent(handle)}`;
}
