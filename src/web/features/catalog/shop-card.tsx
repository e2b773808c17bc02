import { ArrowRight, ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import type { ProductSummaryDto } from '../../../core/api/store-types';
import { DIET_BADGE_LABELS, dietTagsOf } from '../../../core/catalog/diet';
import {
  isVariantSellable,
  PRICE_NOT_AVAILABLE_TEXT,
  selectProductLayout,
  selectShopCardAction,
  UNAVAILABLE_LABEL,
  VIEW_PRODUCT_LABEL,
} from '../../../core/catalog/product-rules';
import { STOCK_BADGE_CLASSES, STOCK_LABELS } from '../../../core/catalog/stock';
import { SHOP_STRINGS } from '../../../core/content/shop';
import { ProductCard } from '../../components/product-card';
import { buttonVariants } from '../../components/ui/button';
import { formatPrice } from '../../lib/format';
import { SubscribeAndSaveControl } from './subscribe-and-save-control';

/** A card's rendered width: 1 column, 3 from md, 4 from lg in a container of at most 80rem. */
const SHOP_CARD_IMAGE_SIZES =
  '(min-width: 1280px) 296px, (min-width: 1024px) 23vw, (min-width: 768px) 31vw, 92vw';

/** The product page URL. */
export function buildProductHref(handle: string): string {
  return `/product/${encodeURIComponent(handle)}`;
}

/**
 * View Product for the cupping shop or a cheapest variant without an external id (the spec's
 * rule); also for bulk-layout handles listed under 'all', whose cups cannot be checked out
 * from a card (docs/decisions/009-storefront-newsletter-contact-and-head.md).
 */
export function selectCardAction(product: ProductSummaryDto, collectionHandle: string) {
  const action = selectShopCardAction({
    collectionHandle,
    cheapestVariantGid: product.cheapestVariant?.shopifyGid,
  });
  if (action === 'subscribe-and-save' && selectProductLayout(product.handle) !== 'standard') {
    return 'view-product';
  }
  return action;
}

/** A product card on the shop grid (docs/spec/storefront.md §2 "Shop page"). */
export function ShopCard({
  product,
  collectionHandle,
  priority = false,
  viewOnly = false,
}: {
  product: ProductSummaryDto;
  collectionHandle: string;
  /** The first row's cards: their images are the page's LCP candidates (eager, high priority). */
  priority?: boolean;
  /**
   * Always View Product, never the add control: on a product page a second "Add to Cart" per
   * card would compete with the page's own (same name for screen readers and tests).
   */
  viewOnly?: boolean;
}) {
  const href = buildProductHref(product.handle);
  const variant = product.cheapestVariant;
  const price = formatPrice(variant?.price);
  const action = viewOnly ? 'view-product' : selectCardAction(product, collectionHandle);
  const sellable = isVariantSellable(variant);

  return (
    <ProductCard
      layout="shop"
      href={href}
      title={product.title}
      imageUrl={product.imageUrl}
      imageSizes={SHOP_CARD_IMAGE_SIZES}
      priority={priority}
      imagePlaceholder={
        <span className="flex size-full flex-col items-center justify-center gap-2 text-muted-foreground">
          <ShoppingBag className="size-12 opacity-60" strokeWidth={1.25} />
          <span className="text-xs">{SHOP_STRINGS.imagePlaceholderLabel}</span>
        </span>
      }
    >
      <p className="flex flex-wrap items-center gap-2 font-semibold text-foreground tabular-nums">
        {price ?? (
          <span className="font-normal text-muted-foreground text-sm">
            {PRICE_NOT_AVAILABLE_TEXT}
          </span>
        )}
        {sellable ? null : (
          <span className="rounded-full bg-sand-deep px-2.5 py-0.5 font-semibold text-foreground/80 text-xs">
            {UNAVAILABLE_LABEL}
          </span>
        )}
        {dietTagsOf(product.tags).map((tag) => (
          <span
            key={tag}
            data-testid="diet-badge"
            className="rounded-full border border-theme/25 bg-theme-light px-2 py-0.5 font-semibold text-theme text-xs"
          >
            {DIET_BADGE_LABELS[tag]}
          </span>
        ))}
        {sellable && variant ? (
          <span
            data-testid="stock-status"
            data-stock={variant.stock}
            className={STOCK_BADGE_CLASSES[variant.stock]}
          >
            {STOCK_LABELS[variant.stock]}
          </span>
        ) : null}
      </p>
      <div className="mt-auto pt-1">
        {action === 'subscribe-and-save' && variant && variant.stock !== 'out_of_stock' ? (
          <SubscribeAndSaveControl product={product} variant={variant} />
        ) : (
          <Link
            to={href}
            className={buttonVariants({ variant: 'outline', className: 'w-full' })}
            aria-label={`${VIEW_PRODUCT_LABEL}: ${product.title}`}
          >
            {VIEW_PRODUCT_LABEL}
            <ArrowRight aria-hidden="true" />
          </Link>
        )}
      </div>
    </ProductCard>
  );
}
