import type {
  CollectionDto,
  CollectionProductsResponse,
  ProductDetailDto,
} from '../../core/api/store-types';
import { ALL_PRODUCTS_HANDLE } from '../catalog/routes';
import {
  findCollectionWithProducts,
  findPublishedCollections,
  findPublishedProductByHandle,
  findPublishedProducts,
} from '../catalog/service';
import type { Database } from '../db/client';

/** The handle rule of the catalogue API (an invalid handle is an empty collection / no product). */
const HANDLE = /^[a-z0-9][a-z0-9-]{0,119}$/;

/**
 * The catalogue reads one HTML page needs (head, embedded query data, server render), each made
 * at most once per request: the head and the page data ask for the same product or collections.
 * Answers have the shapes of the /api/store routes, so the browser's cache holds what it would
 * have fetched.
 */
export type CatalogReads = {
  collections(): Promise<CollectionDto[]>;
  product(handle: string): Promise<ProductDetailDto | null>;
  collectionProducts(handle: string): Promise<CollectionProductsResponse>;
};

export function createCatalogReads(db: Database): CatalogReads {
  const memo = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, read: () => Promise<T>): Promise<T> => {
    let promise = memo.get(key) as Promise<T> | undefined;
    if (!promise) {
      promise = read();
      memo.set(key, promise);
    }
    return promise;
  };
  return {
    collections: () => once('collections', () => findPublishedCollections(db)),
    product: (handle) =>
      once(`product:${handle}`, async () =>
        HANDLE.test(handle) ? findPublishedProductByHandle(db, handle) : null,
      ),
    // GET /api/store/collections/:handle/products: 'all' lists every retail product; an unknown
    // or malformed handle is an empty collection.
    collectionProducts: (handle) =>
      once(`collection-products:${handle}`, async () => {
        if (handle === ALL_PRODUCTS_HANDLE) {
          return { collection: null, products: await findPublishedProducts(db) };
        }
        return HANDLE.test(handle)
          ? findCollectionWithProducts(db, handle)
          : { collection: null, products: [] };
      }),
  };
}
