/**
 * Handle-driven rules of the product page and shop cards (docs/spec/storefront.md §2, §4).
 */

export type ProductLayout = 'cup-builder' | 'bulk' | 'standard';

/** Handles rendered by the bulk cupping cups ordering component (the spec's {hash} is ignored). */
export const CUP_BUILDER_HANDLES: readonly string[] = [
  'cupping-cups-b1-to-b6',
  'bulk-cupping-cups-wholesale',
];

/** Handle keywords that select the bulk layout. */
export const BULK_LAYOUT_KEYWORDS: readonly string[] = [
  'cupping',
  'cup-',
  'glider',
  'blade',
  'iastm',
  'surgical',
];

export const BULK_QUICK_PICKS: readonly number[] = [5, 10, 25, 50];
export const BULK_MIN_QUANTITY = 1;

/** The collection whose cards always show View Product. */
export const CUPPING_SHOP_COLLECTION = 'cupping-shop';
export const VIEW_PRODUCT_LABEL = 'View Product';
export const PRICE_NOT_AVAILABLE_TEXT = 'Price not available';

export const BULK_CUPPING_CUPS_PATH = '/bulk-cupping-cups';
/** The cups page's title, in the server's <head> and after hydration alike. */
export const CUPS_PAGE_TITLE = 'Bulk Cupping Cups';

/**
 * The canonical path of a product page: the cup builder is one page served at three URLs
 * (/bulk-cupping-cups and its two product handles), so all three name /bulk-cupping-cups.
 */
export function selectCanonicalProductPath(handle: string): string {
  if (CUP_BUILDER_HANDLES.includes(handle.toLowerCase())) return BULK_CUPPING_CUPS_PATH;
  return `/product/${encodeURIComponent(handle)}`;
}

function containsAny(handle: string, keywords: readonly string[]): boolean {
  const value = handle.toLowerCase();
  return keywords.some((keyword) => value.includes(keyword));
}

/** 'cup-builder' for the two cup handles, 'bulk' for cupping/cup-/glider/blade/iastm/surgical. */
export function selectProductLayout(handle: string): ProductLayout {
  if (CUP_BUILDER_HANDLES.includes(handle.toLowerCase())) return 'cup-builder';
  if (containsAny(handle, BULK_LAYOUT_KEYWORDS)) return 'bulk';
  return 'standard';
}

/** Bulk layout quantity: a whole number, at least 1, no upper bound. */
export function clampBulkQuantity(quantity: number): number {
  if (!Number.isFinite(quantity)) return BULK_MIN_QUANTITY;
  return Math.max(BULK_MIN_QUANTITY, Math.floor(quantity));
}

/** The minus button is disabled at the minimum. */
export function canDecreaseBulkQuantity(quantity: number): boolean {
  return quantity > BULK_MIN_QUANTITY;
}

export type ShopCardAction = 'view-product' | 'subscribe-and-save';

/** View Product in the cupping shop or when the cheapest variant has no external gid. */
export function selectShopCardAction(options: {
  collectionHandle: string | null | undefined;
  cheapestVariantGid: string | null | undefined;
}): ShopCardAction {
  if (options.collectionHandle === CUPPING_SHOP_COLLECTION) return 'view-product';
  if (!options.cheapestVariantGid) return 'view-product';
  return 'subscribe-and-save';
}

/** Shown instead of Add to Cart for a product the shop cannot sell. */
export const UNAVAILABLE_LABEL = 'Unavailable';
export const UNAVAILABLE_TEXT =
  'This product is not available to buy online at the moment. Contact us and we will help.';

/**
 * A variant can be sold only when it is linked to its Shopify variant (the checkout is created
 * from Shopify variant ids): without one it would sit in the cart and block checkout.
 */
export function isVariantSellable(
  variant: { shopifyGid?: string | null } | null | undefined,
): boolean {
  return typeof variant?.shopifyGid === 'string' && variant.shopifyGid.length > 0;
}
