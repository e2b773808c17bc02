import { queryOptions, useMutation } from '@tanstack/react-query';
import { storeQueryKeys } from '../../../core/api/store-queries';
import type { CollectionProductsResponse } from '../../../core/api/store-types';
import type { ShopRankings } from '../../../core/catalog/shop-view';
import type { NewsletterValues } from '../../../core/schemas/newsletter';
import { apiFetch } from '../../lib/api-client';

/** GET /api/store/collections/:handle/products ('all' = every retail product by sort order). */
export function collectionProductsQuery(handle: string) {
  return queryOptions({
    queryKey: storeQueryKeys.collectionProducts(handle),
    queryFn: ({ signal }) =>
      apiFetch<CollectionProductsResponse>(
        `/api/store/collections/${encodeURIComponent(handle)}/products`,
        { signal },
      ),
  });
}

/** GET /api/store/rankings: the orders of the Newest and Best sellers sorts. */
export const shopRankingsQuery = queryOptions({
  queryKey: storeQueryKeys.rankings(),
  queryFn: ({ signal }) => apiFetch<ShopRankings>('/api/store/rankings', { signal }),
  staleTime: 60_000,
});

/** POST /api/newsletter: stores the address (idempotent). */
export function useSubscribeToNewsletter() {
  return useMutation({
    mutationFn: (values: NewsletterValues) =>
      apiFetch<{ ok: true }>('/api/newsletter', { method: 'POST', json: values }),
  });
}
