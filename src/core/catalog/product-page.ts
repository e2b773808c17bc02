/**
 * Pure rules and fixed copy of the product detail page (docs/spec/storefront.md §2, §4, §8, §9) that the
 * pricing, layout, theme and content modules do not already cover: meta description, gallery,
 * minimal (wholesale) mode, toasts and the live counters' texts. The page's fixed copy lives in
 * content/product-marketing.ts.
 */
import { describePurchaseOption, type PurchaseOption } from '../pricing/purchase-options';
import { formatUnits } from './unit-noun';

/** Logged (console.error label) when adding to cart throws. */
export const ADD_TO_CART_ERROR_LOG_LABEL = 'Error adding to cart';
export const WHOLESALE_SHOP_PATH = '/wholesale-shop';
export const SHOP_PATH = '/shop';
export const WHOLESALE_PRICE_LABEL = 'Wholesale price';
export const WHOLESALE_APPLY_PATH = '/wholesale';
/** The panel in place of the buy box on a wholesale-only product for everyone but trade accounts. */
export const TRADE_ONLY_TITLE = 'Trade product — apply for a trade account';
export const TRADE_ONLY_TEXT =
  'This product is sold to approved trade accounts only, at trade prices with a £200 minimum order.';
export const TRADE_ONLY_APPLY_LABEL = 'Apply for a trade account';

export const META_DESCRIPTION_LENGTH = 160;
export const MAX_THUMBNAILS = 4;
/** Products in the product page's "You may also like" row (sent with the product). */
export const RELATED_PRODUCTS_LIMIT = 4;
export const RELATED_PRODUCTS_HEADING = 'You may also like';

/** The first 160 characters of the description (whitespace collapsed), for the meta tag. */
export function buildMetaDescription(description: string | null | undefined): string {
  const text = (description ?? '').replace(/\s+/g, ' ').trim();
  return text.slice(0, META_DESCRIPTION_LENGTH);
}

export type GalleryImage = { src: string; alt: string };

/**
 * The gallery's images: the product's images, else its single image_url, else none. Alt text
 * falls back to the product title.
 */
export function selectGalleryImages(product: {
  title: string;
  imageUrl: string | null;
  images: readonly { src: string; alt?: string | null }[];
}): GalleryImage[] {
  const images = product.images
    .filter((image) => image.src)
    .map((image) => ({ src: image.src, alt: image.alt?.trim() || product.title }));
  if (images.length > 0) return images;
  return product.imageUrl ? [{ src: product.imageUrl, alt: product.title }] : [];
}

/** Thumbnails under the main image: the first four images, only when there is a choice. */
export function selectThumbnails(images: readonly GalleryImage[]): GalleryImage[] {
  return images.length > 1 ? images.slice(0, MAX_THUMBNAILS) : [];
}

/** A selected index kept inside the gallery (default 0). */
export function clampImageIndex(index: number, count: number): number {
  if (count <= 0 || !Number.isInteger(index) || index < 0) return 0;
  return Math.min(index, count - 1);
}

/** Minimal mode: the page was opened from the wholesale shop (`?wholesale=true`). */
export function isMinimalMode(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return params.get('wholesale') === 'true';
}

/** Marketing sections need both: not minimal, and a consumable product. */
export function showsMarketingSections(options: {
  isMinimal: boolean;
  isConsumable: boolean;
}): boolean {
  return !options.isMinimal && options.isConsumable;
}

/** The selected variant: the chosen id when it exists, else the first (cheapest) variant. */
export function selectVariant<T extends { id: string }>(
  variants: readonly T[],
  selectedId: string,
): T | null {
  return variants.find((variant) => variant.id === selectedId) ?? variants[0] ?? null;
}

/**
 * The success toast for a purchase option: the product and what was added, in its own unit noun
 * ('Added to your cart: Organic Black Seed Oil, 3 bottles delivered every 90 days'; packs
 * '2 × 3 bottles, 10% off'), never a count of "product(s)" for one pack.
 */
export function buildPurchaseToast(
  option: PurchaseOption,
  quantity: number,
  product: { title: string; unitNoun: string },
): string {
  const what =
    option.units === 1 && !option.isSubscription
      ? formatUnits(quantity, product.unitNoun)
      : `${quantity > 1 ? `${quantity} × ` : ''}${describePurchaseOption(option, product.unitNoun).description}`;
  return `${ADDED_TO_CART_PREFIX}${product.title}, ${what}`;
}

export const ADDED_TO_CART_PREFIX = 'Added to your cart: ';

export function buildViewersText(viewers: number): string {
  return `${viewers} people are viewing this right now`;
}

export function buildSoldText(sold: number): string {
  return `${sold} sold in the last 24 hours`;
}

export function buildStockLeftText(stockLeft: number): string {
  return `Only ${stockLeft} left in stock`;
}
