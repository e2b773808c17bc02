// The query keys of the storefront's catalogue reads, shared by the browser's queries
// (src/web/lib/store-config.ts, lib/collections.ts, features/catalog/api.ts, features/product/api.ts)
// and the server render's prefetch (src/server/ssr/page-data.ts), which embeds each page's data
// under the key its components will ask for. Search's key is in ./search.ts.

export const storeQueryKeys = {
  /** GET /api/store/config. */
  config: () => ['store', 'config'] as const,
  /** GET /api/store/collections, sorted by sortOrder. */
  collections: () => ['store', 'collections'] as const,
  /** GET /api/store/collections/:handle/products ('all' = every retail product). */
  collectionProducts: (handle: string) => ['store', 'collection-products', handle] as const,
  /** GET /api/store/products/:handle's `product`. */
  product: (handle: string) => ['store', 'product', handle] as const,
  /** GET /api/store/products/:handle's `content` and `related` (the sections that hydrate late). */
  productExtras: (handle: string) => ['store', 'product-extras', handle] as const,
  /** GET /api/store/rankings. */
  rankings: () => ['store', 'rankings'] as const,
};

/**
 * Keys (by prefix) of the data that depends on the visitor: the session (GET /api/me) and the
 * trade catalogue (GET /api/wholesale/products, approved trade accounts only). The server never
 * embeds them (pages are cached for every visitor); the browser fetches them after hydration.
 */
export const SESSION_QUERY_KEYS: readonly (readonly unknown[])[] = [
  ['me'],
  ['product', 'wholesale-products'],
];

/** Whether `key` starts with `prefix` (TanStack Query's partial key match). */
export function keyStartsWith(key: readonly unknown[], prefix: readonly unknown[]): boolean {
  return prefix.every((part, i) => key[i] === part);
}
