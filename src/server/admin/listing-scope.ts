// The pages a change to where products are listed can affect (CatalogueScope): the products' own
// pages, the listings of the collections they were or are in, the listing of every product, and
// every product page (their "You may also like" is drawn from the whole listing). Articles, the
// story and the legal pages stay cached (docs/decisions/103-cheap-cache-miss.md).
import { inArray } from 'drizzle-orm';
import {
  ALL_LISTING_TAG,
  type CatalogueScope,
  collectionTag,
  PRODUCT_PAGES_TAG,
} from '../cache/catalogue-cache';
import type { Database, Transaction } from '../db/client';
import { collectionProducts } from '../db/schema/catalog';

/** A listing change of `productIds`, also in `collectionIds` (e.g. the ones they left). */
export function listingScope(productIds: string[], collectionIds: string[] = []): CatalogueScope {
  return {
    productIds: [...new Set(productIds)],
    tags: [
      ...[...new Set(collectionIds)].sort().map(collectionTag),
      ALL_LISTING_TAG,
      PRODUCT_PAGES_TAG,
    ],
  };
}

/** listingScope of `productIds` in the collections they are linked to now (read in `tx`). */
export async function listingScopeOf(
  tx: Transaction | Database,
  productIds: string[],
  collectionIds: string[] = [],
): Promise<CatalogueScope> {
  const links =
    productIds.length === 0
      ? []
      : await tx
          .select({ collectionId: collectionProducts.collectionId })
          .from(collectionProducts)
          .where(inArray(collectionProducts.productId, productIds));
  return listingScope(productIds, [...collectionIds, ...links.map((l) => l.collectionId)]);
}

/** A collection's order changed: its listing and the product pages that draw related from it. */
export function collectionOrderScope(collectionId: string): CatalogueScope {
  return { productIds: [], tags: [collectionTag(collectionId), PRODUCT_PAGES_TAG] };
}

/** The shop's own order changed: the listing of every product and the product pages. */
export const SHOP_ORDER_SCOPE: CatalogueScope = {
  productIds: [],
  tags: [ALL_LISTING_TAG, PRODUCT_PAGES_TAG],
};
