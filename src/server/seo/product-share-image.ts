/**
 * Each catalogue product's own share card, public/share/products/<handle>.png (1200×630 PNG),
 * made by scripts/generate-product-share-images.mts from the product's illustration and title.
 * See docs/decisions/091-product-share-images.md.
 */
import { SEED_PRODUCTS } from '../seed/service';

export const PRODUCT_SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The card's path under public/ (and the site root), for a handle. */
export function productShareImageFile(handle: string): string {
  return `share/products/${handle}.png`;
}

const GENERATED = new Set(SEED_PRODUCTS.map((product) => product.handle));

/** The site path of the product's share card, or null when none was generated for the handle. */
export function findProductShareImagePath(handle: string): string | null {
  return GENERATED.has(handle) ? `/${productShareImageFile(handle)}` : null;
}
