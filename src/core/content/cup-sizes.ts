/**
 * The seven professional cupping cup sizes (docs/spec/storefront.md §3 "Cup size"). All sizes are
 * sold through one storefront variant; the size travels in the cart line's variant title.
 */

/** The external product-variant gid shared by every cup size. */
export const CUP_SHARED_GID = 'gid://shopify/ProductVariant/49000000000024';

export type CupSizeId = 'b1' | 'b2' | 'b3' | 'b4' | 'b4-curved' | 'b5' | 'b6';

export type CupSize = {
  id: CupSizeId;
  /** Local variant id used as the cart line's variantId. */
  variantId: string;
  /** Display size, e.g. 'B4 Curved'. */
  size: string;
  /** Display diameter, e.g. '40 mm'. */
  diameter: string;
  /** Diameter in millimetres. */
  diameterMm: number;
  usage: string;
  /** `/media/cups/{size-slug}.svg`. */
  imageUrl: string;
  /** `BULK-CUP-{size}`, e.g. BULK-CUP-B4-CURVED. */
  sku: string;
  shopifyGid: typeof CUP_SHARED_GID;
};

function buildCupSize(size: string, diameterMm: number, usage: string): CupSize {
  const slug = size.toLowerCase().replace(/\s+/g, '-');
  return {
    id: slug as CupSizeId,
    variantId: `bulk-cup-${slug}`,
    size,
    diameter: `${diameterMm} mm`,
    diameterMm,
    usage,
    imageUrl: `/media/cups/${slug}.svg`,
    sku: `BULK-CUP-${slug.toUpperCase()}`,
    shopifyGid: CUP_SHARED_GID,
  };
}

export const CUP_SIZES: readonly CupSize[] = [
  buildCupSize('B1', 60, 'Maximum coverage, large muscle groups'),
  buildCupSize('B2', 55, 'Large areas, deep tissue'),
  buildCupSize('B3', 50, 'Standard therapy, medium areas'),
  buildCupSize('B4', 40, 'Medium coverage'),
  buildCupSize('B4 Curved', 40, 'Curved body areas'),
  buildCupSize('B5', 35, 'Larger muscle groups'),
  buildCupSize('B6', 25, 'Small areas, facial points'),
];

/** The cup size with this id, or undefined. */
export function findCupSize(id: string): CupSize | undefined {
  return CUP_SIZES.find((cup) => cup.id === id);
}
