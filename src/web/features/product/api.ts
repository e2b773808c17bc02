import { queryOptions } from '@tanstack/react-query';
import { storeQueryKeys } from '../../../core/api/store-queries';
import type { ProductExtrasDto, ProductPageDto } from '../../../core/api/store-types';
import { api, isApiError } from '../../lib/api-client';

/**
 * GET /api/store/products/:handle, as the page's first render reads it: the product without its
 * copy and related products (a page's HTML embeds it so, docs/decisions/134-first-paint-in-one-window.md).
 * The answer's copy and related products go to productExtrasQuery's entry, so a client
 * navigation fetches once. A 404 (product_not_found) is not retried.
 */
export function productQuery(handle: string) {
  return queryOptions({
    queryKey: storeQueryKeys.product(handle),
    queryFn: async ({ signal, client }): Promise<ProductPageDto> => {
      const { product } = await api('GET /api/store/products/:handle', {
        params: { handle },
        signal,
      });
      const { bodyHtml, content, related, ...page } = product;
      client.setQueryData<ProductExtrasDto>(storeQueryKeys.productExtras(handle), {
        bodyHtml,
        content,
        related,
      });
      return page;
    },
    retry: (failureCount, error) =>
      !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
    staleTime: 60_000,
  });
}

/**
 * The product's copy and related products (GET /api/store/products/:handle), which only the
 * sections below the buy box show. Not embedded in a page's HTML: those sections fetch it before
 * they hydrate (DeferredHydration's `preload`); a client navigation has it from productQuery.
 */
export function productExtrasQuery(handle: string) {
  return queryOptions({
    queryKey: storeQueryKeys.productExtras(handle),
    queryFn: async ({ signal }): Promise<ProductExtrasDto> => {
      const { product } = await api('GET /api/store/products/:handle', {
        params: { handle },
        signal,
      });
      const { bodyHtml, content, related } = product;
      return { bodyHtml, content, related };
    },
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
