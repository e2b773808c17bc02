import { queryOptions } from '@tanstack/react-query';
import { storeQueryKeys } from '../../../core/api/store-queries';
import { api, isApiError } from '../../lib/api-client';

/** GET /api/store/products/:handle. A 404 (product_not_found) is not retried. */
export function productQuery(handle: string) {
  return queryOptions({
    queryKey: storeQueryKeys.product(handle),
    queryFn: ({ signal }) =>
      api('GET /api/store/products/:handle', { params: { handle }, signal }).then(
        (body) => body.product,
      ),
    retry: (failureCount, error) =>
      !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
    staleTime: 60_000,
  });
}

/** True when the product query failed because the handle is unknown or unpublished. */
export function isProductNotFound(error: unknown): boolean {
  return isApiError(error) && (error.code === 'product_not_found' || error.status === 404);
}

/**
 * GET /api/wholesale/products (approved wholesale accounts only). 401/403 and other failures
 * resolve to null, so the page falls back to the normal price.
 */
export const wholesaleProductsQuery = queryOptions({
  // Own key: the wholesale shop's query may shape this data differently.
  queryKey: ['product', 'wholesale-products'],
  queryFn: async ({ signal }) => {
    try {
      const body = await api('GET /api/wholesale/products', { signal });
      return body.products;
    } catch (error) {
      if (isApiError(error)) return null;
      throw error;
    }
  },
  retry: false,
  staleTime: 60_000,
});
