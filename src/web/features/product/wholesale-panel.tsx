import { Store } from 'lucide-react';
import { Link } from 'react-router';
import type { ProductPageDto, WholesaleProductDto } from '../../../core/api/store-types';
import { DEFAULT_VARIANT_TITLE } from '../../../core/cart/cart-line';
import { buildTradeLine } from '../../../core/cart/line-builders';
import {
  TRADE_ONLY_APPLY_LABEL,
  TRADE_ONLY_TEXT,
  TRADE_ONLY_TITLE,
  WHOLESALE_APPLY_PATH,
  WHOLESALE_PRICE_LABEL,
} from '../../../core/catalog/product-page';
import { formatGBP, tryParsePence } from '../../../core/money';
import { buildAddedItemsToast } from '../../../core/pricing/purchase-options';
import { buttonVariants } from '../../components/ui/button';
import { cn } from '../../lib/cn';
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
  product: ProductPageDto;
  wholesale: WholesaleProductDto;
}) {
  const { isAdding, addToCart } = useAddToCart();
  const wholesalePence = tryParsePence(wholesale.wholesalePrice);
  const retailPence = tryParsePence(wholesale.retailPrice);

  const handleAdd = () => {
    if (wholesalePence === null) return;
    addToCart({
      buildLine: () =>
        buildTradeLine({
          product: { title: product.title, imageUrl: product.imageUrl },
          variant: {
            id: wholesale.variant.id,
            title: DEFAULT_VARIANT_TITLE,
            pricePence: wholesalePence,
          },
          quantity: 1,
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

/**
 * In place of the buy box on a wholesale-only product for visitors and retail customers
 *: no price, no add to cart, a link to apply for a trade account.
 */
export function TradeOnlyPanel() {
  return (
    <section
      aria-labelledby="trade-only-title"
      className="flex flex-col gap-3 rounded-2xl border border-theme/30 bg-theme-light p-5"
      data-testid="trade-only-panel"
    >
      <h2 id="trade-only-title" className="flex items-center gap-2 font-semibold text-theme">
        <Store aria-hidden="true" className="size-5" />
        {TRADE_ONLY_TITLE}
      </h2>
      <p className="text-foreground/80 text-sm">{TRADE_ONLY_TEXT}</p>
      <Link
        to={WHOLESALE_APPLY_PATH}
        className={cn(buttonVariants({ variant: 'theme', size: 'md' }), 'self-start')}
      >
        {TRADE_ONLY_APPLY_LABEL}
      </Link>
    </section>
  );
}
