import { queryOptions, useMutation } from '@tanstack/react-query';
import { storeQueryKeys } from '../../../core/api/store-queries';
import type { NewsletterValues } from '../../../core/schemas/newsletter';
import { api } from '../../lib/api-client';

/** GET /api/store/collections/:handle/products ('all' = every retail product by sort order). */
export function collectionProductsQuery(handle: string) {
  return queryOptions({
    queryKey: storeQueryKeys.collectionProducts(handle),
    queryFn: ({ signal }) =>
      api('GET /api/store/collections/:handle/products', { params: { handle }, signal }),
  });
}

/** GET /api/store/rankings: the orders of the Newest and Best sellers sorts. */
export const shopRankingsQuery = queryOptions({
  queryKey: storeQueryKeys.rankings(),
  queryFn: ({ signal }) => api('GET /api/store/rankings', { signal }),
  staleTime: 60_000,
});

/** POST /api/newsletter: stores the address (idempotent). */
export function useSubscribeToNewsletter() {
  return useMutation({
    mutationFn: (values: NewsletterValues) => api('POST /api/newsletter', { body: values }),
  });
}
