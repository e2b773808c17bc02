import { useQuery } from '@tanstack/react-query';
import { Info, PackageOpen, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Navigate } from 'react-router';
import type { WholesaleProductDto } from '../../../core/api/store-types';
import { DEFAULT_VARIANT_TITLE, isTradeLine } from '../../../core/cart/cart-line';
import { estimateCart } from '../../../core/cart/cart-pricing';
import { findAddProblem, QUANTITY_WHOLE_MESSAGE } from '../../../core/cart/cart-quantity';
import { buildTradeLine } from '../../../core/cart/line-builders';
import { formatGBP, tryParsePence } from '../../../core/money';
import { ADDED_TO_CART_TOAST } from '../../../core/pricing/subscribe-and-save';
import { TRADE_PRICE_BASIS, TRADE_VAT_NOTE } from '../../../core/pricing/trade-vat';
import {
  computeTradeCountedPence,
  computeWholesaleShortfall,
  WHOLESALE_EMPTY_TEXT,
  WHOLESALE_MINIMUM_NOTICE,
  WHOLESALE_MINIMUM_PENCE,
} from '../../../core/pricing/wholesale';
import { ProductCard } from '../../components/product-card';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { Input } from '../../components/ui/input';
import { PageSpinner } from '../../components/ui/spinner';
import { isApiError } from '../../lib/api-client';
import { cartActions, getCartState, setCartDrawerOpen, useCart } from '../../lib/cart-store';
import { formatPrice } from '../../lib/format';
import { useMe } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { wholesaleProductsQuery } from './api';

export const WHOLESALE_SHOP_STRINGS = {
  title: 'Wholesale Shop',
  eyebrow: 'Trade Catalogue',
  intro:
    'Trade prices for approved partners, with our recommended retail price and your margin on every line.',
  vatNote: TRADE_VAT_NOTE,
  wholesaleLabel: `Wholesale (${TRADE_PRICE_BASIS})`,
  retailLabel: 'Retail (RRP)',
  addToCart: 'Add to Cart',
  loadError: 'We could not load the wholesale catalogue.',
  retry: 'Try again',
  progressReached: 'Your wholesale order meets the £200 minimum.',
} as const;

/** The product page in minimal mode (docs/spec/spec-notes.md: opened from the wholesale shop). */
export function buildWholesaleProductHref(handle: string): string {
  return `/product/${encodeURIComponent(handle)}?wholesale=true`;
}

/** /wholesale-shop (docs/spec/accounts-and-back-office.md §2): approved wholesale accounts only; others go to /wholesale. */
export function Component() {
  useDocumentTitle(WHOLESALE_SHOP_STRINGS.title);
  const me = useMe();
  const approved = me.data?.wholesaleStatus === 'approved';
  const products = useQuery({ ...wholesaleProductsQuery, enabled: approved });

  if (me.isPending) return <PageSpinner label="Checking your wholesale account" />;
  if (!approved) return <Navigate to="/wholesale" replace />;
  // The server has the last word: a status changed since /api/me was read.
  if (
    isApiError(products.error) &&
    (products.error.status === 401 || products.error.status === 403)
  ) {
    return <Navigate to="/wholesale" replace />;
  }

  return (
    <div className="flex-1">
      <section className="border-border/70 border-b bg-gradient-to-b from-sand to-background">
        <Container className="flex flex-col gap-6 py-12 sm:py-16">
          <div className="flex max-w-2xl flex-col gap-3">
            <p className="text-accent-strong text-eyebrow uppercase">
              {WHOLESALE_SHOP_STRINGS.eyebrow}
            </p>
            <h1 className="text-h1">{WHOLESALE_SHOP_STRINGS.title}</h1>
            <p className="text-lead text-muted-foreground">{WHOLESALE_SHOP_STRINGS.intro}</p>
            <p className="text-muted-foreground text-sm">{WHOLESALE_SHOP_STRINGS.vatNote}</p>
          </div>
          <MinimumOrderNotice />
        </Container>
      </section>

      <Container className="py-12 sm:py-16">
        {products.isPending ? (
          <PageSpinner label="Loading wholesale products" className="min-h-[30vh]" />
        ) : products.isError ? (
          <div role="alert" className="flex flex-col items-center gap-4 py-16 text-center">
            <p className="text-muted-foreground">{WHOLESALE_SHOP_STRINGS.loadError}</p>
            <Button variant="outline" onClick={() => void products.refetch()}>
              {WHOLESALE_SHOP_STRINGS.retry}
            </Button>
          </div>
        ) : products.data.products.length === 0 ? (
          <div className="flex flex-col items-center gap-4 rounded-3xl border border-border border-dashed py-20 text-center">
            <PackageOpen
              aria-hidden="true"
              className="size-10 text-muted-foreground"
              strokeWidth={1.5}
            />
            <p className="text-lead text-muted-foreground">{WHOLESALE_EMPTY_TEXT}</p>
          </div>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {products.data.products.map((product, index) => (
              <li key={product.id}>
                <WholesaleProductCard
                  product={product}
                  imageLoading={index < 4 ? 'eager' : 'lazy'}
                />
              </li>
            ))}
          </ul>
        )}
      </Container>
    </div>
  );
}

/** The £200 notice with the cart's progress towards it. */
function MinimumOrderNotice() {
  const { lines } = useCart();
  // The local estimate of the trade lines (trade price × units); the drawer shows the server's.
  const estimate = new Map(estimateCart(lines).lines.map((l) => [l.key, l.lineTotalPence]));
  const counted = computeTradeCountedPence(
    lines.map((line) => ({
      isTrade: isTradeLine(line),
      productTitle: line.productTitle,
      lineTotalPence: estimate.get(line.key) ?? 0,
    })),
  );
  const shortfall = computeWholesaleShortfall(counted);
  const percent = Math.min(100, Math.round((counted / WHOLESALE_MINIMUM_PENCE) * 100));
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-accent/40 bg-accent-soft/70 p-5 sm:flex-row sm:items-center sm:justify-between sm:gap-8">
      <p className="flex items-start gap-3 font-medium text-foreground">
        <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-strong" />
        {WHOLESALE_MINIMUM_NOTICE}
      </p>
      <div className="flex min-w-56 flex-col gap-1.5 sm:w-72">
        <div
          role="progressbar"
          aria-label="Wholesale minimum order progress"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="h-1.5 overflow-hidden rounded-full bg-surface"
        >
          <div
            className="h-full rounded-full bg-primary transition-[width] duration-500"
            style={{ width: `${percent}%` }}
          />
        </div>
        <p className="text-foreground/75 text-xs" aria-live="polite">
          {shortfall === 0
            ? WHOLESALE_SHOP_STRINGS.progressReached
            : `${formatGBP(counted)} in your cart · ${formatGBP(shortfall)} to go`}
        </p>
      </div>
    </div>
  );
}

function WholesaleProductCard({
  product,
  imageLoading,
}: {
  product: WholesaleProductDto;
  imageLoading: 'eager' | 'lazy';
}) {
  const href = buildWholesaleProductHref(product.handle);
  const wholesalePence = tryParsePence(product.wholesalePrice);
  // Units to add at once; the cart's own rules (whole, at least 1, the line cap, the stock left)
  // judge it, as they judge the drawer's quantity.
  const [quantityText, setQuantityText] = useState('1');

  const addToCart = () => {
    if (wholesalePence === null) return;
    const quantity = /^\d+$/.test(quantityText.trim()) ? Number(quantityText) : Number.NaN;
    if (!Number.isInteger(quantity)) {
      toast.error(QUANTITY_WHOLE_MESSAGE);
      return;
    }
    // The real wholesale price, not the spec's placeholder 0 (docs/decisions/004-wholesale-applications-and-trade-prices.md).
    const line = buildTradeLine({
      product: { title: product.title, imageUrl: product.imageUrl },
      variant: { id: product.variant.id, title: DEFAULT_VARIANT_TITLE, pricePence: wholesalePence },
      quantity,
    });
    const problem = findAddProblem(getCartState().lines, line);
    if (problem !== null) {
      toast.error(problem);
      return;
    }
    cartActions.add(line);
    toast.success(ADDED_TO_CART_TOAST);
    setCartDrawerOpen(true);
  };

  return (
    <ProductCard
      layout="trade"
      href={href}
      title={product.title}
      imageUrl={product.imageUrl}
      imageSizes="(min-width: 640px) 16rem, 40vw"
      priority={imageLoading === 'eager'}
      titleId={`wholesale-${product.id}-title`}
      imageBadge={
        <Badge variant="solid" className="absolute top-2 left-2 shadow-xs sm:top-3 sm:left-3">
          {product.profitPercent}% profit
        </Badge>
      }
    >
      <dl className="mt-auto grid grid-cols-2 gap-x-3 gap-y-2 rounded-xl bg-sand/60 p-3 sm:gap-3 sm:p-3.5">
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground text-xs">{WHOLESALE_SHOP_STRINGS.wholesaleLabel}</dt>
          <dd className="font-display font-semibold text-lg text-primary tabular-nums sm:text-xl">
            {formatPrice(product.wholesalePrice)}
          </dd>
          <dd className="text-muted-foreground text-xs tabular-nums">
            {product.vatRatePercent === 0
              ? 'Zero-rated: no VAT'
              : `${formatPrice(product.wholesalePriceIncVat)} incl. ${product.vatRatePercent}% VAT`}
          </dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-muted-foreground text-xs">{WHOLESALE_SHOP_STRINGS.retailLabel}</dt>
          <dd className="text-foreground/80 text-lg tabular-nums sm:text-xl">
            {formatPrice(product.retailPrice)}
          </dd>
        </div>
        <div className="col-span-2 flex items-center justify-between border-border/70 border-t pt-2.5 text-sm">
          <dt className="text-muted-foreground">Your profit</dt>
          <dd className="font-semibold text-success tabular-nums">{product.profitPercent}%</dd>
        </div>
      </dl>
      <div className="flex gap-2">
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={quantityText}
          onChange={(e) => setQuantityText(e.target.value)}
          aria-label={`Units of ${product.title}`}
          className="w-20 shrink-0 text-center tabular-nums"
        />
        <Button onClick={addToCart} disabled={wholesalePence === null} className="min-w-0 flex-1">
          <ShoppingBag aria-hidden="true" />
          {WHOLESALE_SHOP_STRINGS.addToCart}
          <span className="sr-only"> for {product.title}</span>
        </Button>
      </div>
    </ProductCard>
  );
}
