import type { ProductReviewsResponse } from '../../core/api/reviews';
import type {
  CollectionListResponse,
  CollectionProductsResponse,
  CollectionSummaryDto,
  ProductDetailDto,
  ProductDetailResponse,
} from '../../core/api/store-types';
import { ALL_PRODUCTS_HANDLE } from '../../core/content/shop';
import type { AppDeps } from '../app-deps';
import {
  ALL_LISTING_TAG,
  collectionTag,
  PRODUCT_PAGES_TAG,
  productTag,
} from '../cache/catalogue-cache';
import { createCachedCatalogReads } from '../catalog/service';
import { readProductReviews } from '../reviews/service';

/** The catalogue API's handle rule: anything else is no product (never a database read). */
const HANDLE = /^[a-z0-9][a-z0-9-]{0,119}$/;

/**
 * The catalogue reads one HTML page needs (head, embedded query data, server render), each made
 * at most once per request: the head and the page data ask for the same product or collections.
 * They go through the API's cached reads, so answers have the shapes of the /api/store routes
 * and the browser's cache holds what it would have fetched.
 */
export type CatalogReads = {
  collections(): Promise<CollectionSummaryDto[]>;
  product(handle: string): Promise<ProductDetailDto | null>;
  collectionProducts(handle: string): Promise<CollectionProductsResponse>;
  /** GET /api/reviews/product/:handle's answer; null for an unknown product. */
  productReviews(handle: string): Promise<ProductReviewsResponse | null>;
};

/**
 * `tags`, when given, collects what the reads returned (productTag: the product, its related
 * products, a listing's products; collectionTag or ALL_LISTING_TAG: a listing; PRODUCT_PAGES_TAG:
 * a product page, whose related products are drawn from the whole listing), so a page cache entry
 * can be dropped when one of them changes and kept when others do (CatalogueScope).
 */
export function createCatalogReads(
  deps: Pick<AppDeps, 'db' | 'catalogue'>,
  tags?: Set<string>,
): CatalogReads {
  const tag = (products: readonly { id: string }[]) => {
    for (const product of products) tags?.add(productTag(product.id));
  };
  const cached = createCachedCatalogReads(deps.db, deps.catalogue);
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
    collections: () =>
      once('collections', async () => {
        const { body } = await cached.collections();
        return (JSON.parse(body) as CollectionListResponse).collections;
      }),
    product: (handle) =>
      once(`product:${handle}`, async () => {
        const found = await cached.product(handle);
        const product = found ? (JSON.parse(found.body) as ProductDetailResponse).product : null;
        if (product) tag([product, ...product.related]);
        tags?.add(PRODUCT_PAGES_TAG);
        return product;
      }),
    collectionProducts: (handle) =>
      once(`collection-products:${handle}`, async () => {
        const { body } = await cached.collectionProducts(handle);
        const listing = JSON.parse(body) as CollectionProductsResponse;
        tag(listing.products);
        if (handle === ALL_PRODUCTS_HANDLE) tags?.add(ALL_LISTING_TAG);
        else if (listing.collection) tags?.add(collectionTag(listing.collection.id));
        // An unknown collection is an empty listing: any listing change may fill it.
        else tags?.add(ALL_LISTING_TAG);
        return listing;
      }),
    // Kept in the catalogue cache like the reads above, so a page render reads the database only
    // after a catalogue write: a review's moderation signals one (its product's pages are dropped,
    // reviews/product-reviews.ts), and so does an erasure that deletes a customer's reviews.
    productReviews: (handle) =>
      once(`reviews:${handle}`, async () => {
        if (!HANDLE.test(handle)) return null;
        const found = await deps.catalogue.get(`reviews:${handle}`, async () => {
          const read = await readProductReviews(deps.db, handle);
          return read ? { body: JSON.stringify(read), keep: true } : null;
        });
        if (!found) return null;
        const { productId, reviews } = JSON.parse(found.body) as {
          productId: string;
          reviews: ProductReviewsResponse;
        };
        tags?.add(productTag(productId));
        return reviews;
      }),
  };
}
