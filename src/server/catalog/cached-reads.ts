import { ALL_PRODUCTS_HANDLE } from '../../core/content/shop';
import {
  type CachedBody,
  type CatalogueCache,
  etagOf,
  type Loaded,
} from '../cache/catalogue-cache';
import type { Database } from '../db/client';
import {
  collectionProductsJson,
  collectionsJson,
  EMPTY_COLLECTION_JSON,
  productJson,
  productsArrayJson,
} from './catalog-queries';

/** The handle rule of the catalogue API: anything else is an empty collection / no product. */
const HANDLE = /^[a-z0-9][a-z0-9-]{0,119}$/;

export const EMPTY_COLLECTION: CachedBody = {
  body: EMPTY_COLLECTION_JSON,
  etag: etagOf(EMPTY_COLLECTION_JSON),
};

const found = (body: string): Loaded => ({ body, keep: true });

/**
 * The public catalogue reads as ready-to-send JSON bodies, through the catalogue cache. The API
 * routes send them as they are; the server render parses them. One set of cache keys for both,
 * so a page view and the API calls it replaces share one database read.
 */
export type CachedCatalogReads = ReturnType<typeof createCachedCatalogReads>;

export function createCachedCatalogReads(db: Database, cache: CatalogueCache) {
  /** A read whose loader always answers. */
  const read = async (key: string, load: () => Promise<Loaded>): Promise<CachedBody> =>
    (await cache.get(key, load)) ?? EMPTY_COLLECTION;
  return {
    collections: () => read('collections', async () => found(await collectionsJson(db))),

    /** 'all' lists every retail product; an unknown or malformed handle is an empty collection. */
    collectionProducts: async (handle: string): Promise<CachedBody> => {
      if (handle === ALL_PRODUCTS_HANDLE) {
        return read('collection:all', async () =>
          found(`{"collection":null,"products":${await productsArrayJson(db)}}`),
        );
      }
      if (!HANDLE.test(handle)) return EMPTY_COLLECTION;
      return read(`collection:${handle}`, async () => {
        const body = await collectionProductsJson(db, handle);
        return body ? found(body) : { body: EMPTY_COLLECTION_JSON, keep: false };
      });
    },

    products: (query: { type?: string; limit?: number }) =>
      read(`products:${query.limit ?? ''}:${query.type ?? ''}`, async () => {
        const list = await productsArrayJson(db, query);
        return { body: `{"products":${list}}`, keep: list !== '[]' };
      }),

    /** Null: no published product with that handle (never kept). */
    product: async (handle: string): Promise<CachedBody | null> => {
      if (!HANDLE.test(handle)) return null;
      return cache.get(`product:${handle}`, async () => {
        const body = await productJson(db, handle);
        return body ? found(body) : null;
      });
    },
  };
}
