import type { ProductDetailDto, WholesaleProductDto } from '../../../core/api/store-types';
import { buildCartLine, DEFAULT_VARIANT_TITLE } from '../../../core/cart/cart-line';
import { WHOLESALE_PRICE_LABEL } from '../../../core/catalog/product-page';
import { formatGBP, tryParsePence } from '../../../core/money';
import { buildAddedItemsToast } from '../../../core/pricing/purchase-options';
import { AddToCartButton } from './purchase-panel';
import { useAddToCart } from './use-add-to-cart';

/**
 * The buy box when the page is opened from the wholesale shop by an approved account: the
 * wholesale price, added with quantity 1, variant title 'Default' and isWholesale.
 */
export function WholesalePanel({
  product,
  wholesale,
}: {
  product: ProductDetailDto;
  wholesale: WholesaleProductDto;
}) {
  const { isAdding, addToCart } = useAddToCart();
  const wholesalePence = tryParsePence(wholesale.wholesalePrice);
  const retailPence = tryParsePence(wholesale.retailPrice);

  const handleAdd = () => {
    if (wholesalePence === null) return;
    void addToCart({
      buildLine: () =>
        buildCartLine({
          product: { title: product.title, imageUrl: product.imageUrl },
          variant: {
            id: wholesale.variant.id,
            title: DEFAULT_VARIANT_TITLE,
            pricePence: wholesalePence,
            shopifyGid: wholesale.variant.shopifyGid,
          },
          quantity: 1,
          isWholesale: true,
        }),
      toast: buildAddedItemsToast(1),
    });
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2 rounded-2xl bg-theme-light p-5">
        <p className="text-muted-foreground text-xs uppercase tracking-wider">
          {WHOLESALE_PRICE_LABEL}
        </p>
        <p className="font-display text-4xl text-theme tabular-nums" data-testid="wholesale-price">
          {wholesalePence === null ? '' : formatGBP(wholesalePence)}
        </p>
        <p className="text-foreground/80 text-sm">
          RRP{' '}
          <span className="tabular-nums">{retailPence === null ? '' : formatGBP(retailPence)}</span>
          {' · '}
          <span className="font-semibold text-success">{wholesale.profitPercent}% margin</span>
        </p>
      </div>
      <AddToCartButton isAdding={isAdding} disabled={wholesalePence === null} onClick={handleAdd} />
    </div>
  );
}
