/**
 * Whether a shopper can buy a product here, one rule for the page (buy box, dispatch promise) and
 * the schema.org offers search engines read: a retail product whose variant is linked to Shopify
 * (the checkout is built from Shopify variant ids) and not out of stock.
 */
import { isWholesaleProduct } from '../pricing/wholesale';
import { isVariantSellable } from './product-rules';
import type { StockStatus } from './stock';

type ProductIdentity = { title: string; tags?: readonly string[] | null };
type VariantSale = { shopifyGid?: string | null; stock: StockStatus };

export type OfferAvailability =
  | 'https://schema.org/InStock'
  | 'https://schema.org/LimitedAvailability'
  | 'https://schema.org/OutOfStock';

export function canBuyVariant(product: ProductIdentity, variant: VariantSale): boolean {
  return (
    !isWholesaleProduct(product) && isVariantSellable(variant) && variant.stock !== 'out_of_stock'
  );
}

export function isProductBuyable(
  product: ProductIdentity & { variants: readonly VariantSale[] },
): boolean {
  return product.variants.some((variant) => canBuyVariant(product, variant));
}

export function selectOfferAvailability(
  product: ProductIdentity,
  variant: VariantSale,
): OfferAvailability {
  if (!canBuyVariant(product, variant)) return 'https://schema.org/OutOfStock';
  return variant.stock === 'low_stock'
    ? 'https://schema.org/LimitedAvailability'
    : 'https://schema.org/InStock';
}
