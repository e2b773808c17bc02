import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, BadgeCheck, ChevronRight, PackageSearch } from 'lucide-react';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { describeReviewCount } from '../../../core/api/reviews';
import type { ProductExtrasDto, ProductPageDto } from '../../../core/api/store-types';
import { DIET_BADGE_LABELS, dietTagsOf } from '../../../core/catalog/diet';
import { isProductBuyable } from '../../../core/catalog/offer-availability';
import {
  buildMetaDescription,
  isMinimalMode,
  SHOP_PATH,
  selectGalleryImages,
  showsMarketingSections,
  WHOLESALE_SHOP_PATH,
} from '../../../core/catalog/product-page';
import { selectProductLayout } from '../../../core/catalog/product-rules';
import { PDP_BANNERS, PDP_STRINGS } from '../../../core/content/product-page-strings';
import { selectThemeForHandle } from '../../../core/content/themes';
import { isWholesaleProduct } from '../../../core/pricing/wholesale';
import { DeferredHydration } from '../../components/deferred-hydration';
import { buttonVariants } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { PageSpinner } from '../../components/ui/spinner';
import { StarRating } from '../../components/ui/star-rating';
import { ThemeScope } from '../../components/ui/theme-scope';
import { lazyWithPreload } from '../../lib/lazy-with-preload';
import { useStoreConfig } from '../../lib/store-config';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ServerMarkupCache } from '../../ssr/markup-cache';
import { isProductNotFound, productExtrasQuery, productQuery, wholesaleProductsQuery } from './api';
import { BulkPanel } from './bulk-panel';
import { ProductGallery } from './product-gallery';
import { ProductInfoAccordion, TrustStrip } from './product-info';
import { PurchasePanel } from './purchase-panel';
import { UrgencyBanners } from './social-proof';
import { TradeOnlyPanel, WholesalePanel } from './wholesale-panel';

/**
 * The marketing sections are a separate chunk: most of the page's copy and layout lives there.
 * They sit below the buy box, so on a first load they hydrate only when the shopper nears them.
 */
const MarketingSections = lazyWithPreload(() => import('./marketing-sections'));
/** Reviews sit below the fold: their own chunk too. */
const ProductReviews = lazy(() => import('./product-reviews'));
/** So do the related products (with the shop's card and its subscribe control). */
const RelatedProducts = lazyWithPreload(() => import('./related-products'));

/**
 * The bulk cupping cups builder (cart issue). Uses its `BulkCupsBuilder` export when it exists,
 * else the page module's `Component`.
 */
const BulkCupsBuilder = lazy(async () => {
  const module: Record<string, unknown> = await import('../cups/bulk-cups-page');
  const builder = (module.BulkCupsBuilder ?? module.Component) as ComponentType;
  return { default: builder };
});

export const BUY_BOX_ID = 'buy-box';

/** Tags shown elsewhere on the page (halal badge) or internal (merchandising). */
const HIDDEN_EYEBROW_TAGS = ['Halal', 'Bestseller', 'Wholesale'];

/** Route module for /product/:handle. */
export function Component() {
  const { handle = '' } = useParams();
  const layout = selectProductLayout(handle);
  if (layout === 'cup-builder') {
    return (
      <Suspense fallback={<PageSpinner />}>
        <BulkCupsBuilder />
      </Suspense>
    );
  }
  return <ProductRoute key={handle} handle={handle} />;
}

function ProductRoute({ handle }: { handle: string }) {
  const query = useQuery(productQuery(handle));
  if (query.isPending) return <PageSpinner label="Loading product" />;
  if (query.isError) {
    if (isProductNotFound(query.error)) return <ProductNotFound />;
    throw query.error;
  }
  return <ProductView product={query.data} />;
}

export function ProductNotFound() {
  useDocumentTitle(PDP_STRINGS.notFoundTitle);
  return (
    <Container size="narrow" className="flex flex-col items-center gap-5 py-24 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-sand text-muted-foreground">
        <PackageSearch aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-h2">{PDP_STRINGS.notFoundTitle}</h1>
      <p className="text-lead text-muted-foreground">{PDP_STRINGS.notFoundText}</p>
      <Link to={SHOP_PATH} className={buttonVariants({ size: 'lg' })}>
        {PDP_STRINGS.backToShop}
      </Link>
    </Container>
  );
}

function useMetaDescription(description: string) {
  useEffect(() => {
    let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}

/**
 * The product's copy and related products, for the sections below the buy box: in the server
 * render's data, not in the HTML; the browser fetches them before those sections hydrate (their
 * DeferredHydration `preload`), and a client navigation has them from productQuery.
 */
function WithExtras({
  handle,
  children,
}: {
  handle: string;
  children: (extras: ProductExtrasDto) => ReactNode;
}) {
  const { data } = useQuery(productExtrasQuery(handle));
  return data ? children(data) : null;
}

function ProductView({ product }: { product: ProductPageDto }) {
  const [searchParams] = useSearchParams();
  const { data: config } = useStoreConfig();
  const isMinimal = isMinimalMode(searchParams);
  const socialProof = config?.socialProofEnabled ?? false;
  const layout = selectProductLayout(product.handle);
  const theme = selectThemeForHandle(product.handle);
  const queryClient = useQueryClient();
  // Each late section's preload: its code, and the copy and related products it shows.
  const preloads = useMemo(() => {
    const extras = () => queryClient.ensureQueryData(productExtrasQuery(product.handle));
    return {
      info: extras,
      related: () => Promise.all([RelatedProducts.preload(), extras()]),
      marketing: () => Promise.all([MarketingSections.preload(), extras()]),
    };
  }, [queryClient, product.handle]);
  const images = selectGalleryImages(product);
  // A wholesale-only product has no retail buy box: the trade panel shows only when
  // the wholesale API (approved trade accounts only) lists it; everyone else sees TradeOnlyPanel.
  const tradeOnly = isWholesaleProduct(product);
  // A shopper can buy it here: retail, with a variant linked to Shopify and in stock. Only then
  // does the page promise a dispatch time.
  const buyable = isProductBuyable(product);
  const wholesaleQuery = useQuery({
    ...wholesaleProductsQuery,
    enabled: isMinimal || tradeOnly,
    retry: false,
  });
  const wholesale =
    isMinimal || tradeOnly
      ? (wholesaleQuery.data?.find((p) => p.handle === product.handle) ?? null)
      : null;

  const eyebrow =
    product.tags
      .filter((tag) => !HIDDEN_EYEBROW_TAGS.includes(tag))
      .slice(0, 2)
      .join(' · ') || product.type;

  useDocumentTitle(product.title);
  useMetaDescription(buildMetaDescription(product.description));

  return (
    <ThemeScope theme={theme} className="pb-16">
      <Container className="pt-6 pb-4">
        {isMinimal ? (
          <Link
            to={WHOLESALE_SHOP_PATH}
            className="inline-flex items-center gap-2 font-medium text-sm text-theme hover:underline"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {PDP_STRINGS.backToWholesaleShop}
          </Link>
        ) : (
          <nav aria-label="Breadcrumb">
            <ol className="flex items-center gap-1.5 text-muted-foreground text-sm">
              <li>
                <Link to={SHOP_PATH} className="hover:text-foreground">
                  Shop
                </Link>
              </li>
              <li aria-hidden="true">
                <ChevronRight className="size-3.5" />
              </li>
              <li aria-current="page" className="truncate text-foreground">
                {product.title}
              </li>
            </ol>
          </nav>
        )}
      </Container>
      <Container className="grid gap-10 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] lg:gap-14">
        <DeferredHydration when="soon" className="lg:sticky lg:top-24 lg:self-start">
          {/* State only (no ids, no session): the server renders it once per title and images. */}
          <ServerMarkupCache cacheKey={`gallery:${product.title}:${JSON.stringify(images)}`}>
            <ProductGallery images={images} title={product.title} />
          </ServerMarkupCache>
        </DeferredHydration>
        <div className="flex flex-col gap-8">
          {/* First of the turns: the buy box is what a shopper taps first. */}
          <DeferredHydration when="soon" first className="contents">
            <section
              id={BUY_BOX_ID}
              aria-labelledby="product-title"
              className="rounded-3xl border border-border/80 bg-surface p-6 shadow-lifted sm:p-8"
            >
              {socialProof && !isMinimal ? (
                <UrgencyBanners
                  showFlashSale={layout !== 'bulk' && buyable}
                  showDispatch={buyable}
                />
              ) : null}
              <div className="flex flex-col gap-5">
                <div className="flex flex-col gap-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-eyebrow text-theme uppercase">
                      {eyebrow}
                    </span>
                    {/* Dietary badges from the product's tags only, as the shop's filter. */}
                    {dietTagsOf(product.tags).map((tag) => (
                      <span
                        key={tag}
                        data-testid="diet-badge"
                        className="inline-flex items-center gap-1 rounded-full border border-theme/25 bg-theme-light px-2.5 py-0.5 font-semibold text-theme text-xs"
                      >
                        <BadgeCheck aria-hidden="true" className="size-3.5" />
                        {DIET_BADGE_LABELS[tag]}
                      </span>
                    ))}
                  </div>
                  <h1 id="product-title" className="text-h2">
                    {product.title}
                  </h1>
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                    {product.reviews.count > 0 && product.reviews.average !== null ? (
                      <StarRating rating={product.reviews.average} size="sm" showValue />
                    ) : null}
                    <a
                      href="#reviews"
                      data-testid="product-review-count"
                      className="text-muted-foreground underline-offset-4 hover:underline"
                    >
                      {describeReviewCount(product.reviews.count)}
                    </a>
                    <span aria-hidden="true" className="text-border-strong">
                      |
                    </span>
                    <span className="text-muted-foreground">{PDP_BANNERS.customers}</span>
                  </div>
                  {product.description ? (
                    <p className="text-foreground/80 leading-relaxed">{product.description}</p>
                  ) : null}
                </div>
                {wholesale ? (
                  <WholesalePanel product={product} wholesale={wholesale} />
                ) : tradeOnly ? (
                  <TradeOnlyPanel />
                ) : layout === 'bulk' ? (
                  <BulkPanel product={product} />
                ) : (
                  // Its markup depends on the product alone (no useId, no session: the cart is
                  // read only when a shopper adds): rendered once per version of the product.
                  <ServerMarkupCache cacheKey={`buy:${JSON.stringify(product)}`}>
                    <PurchasePanel product={product} />
                  </ServerMarkupCache>
                )}
              </div>
            </section>
          </DeferredHydration>
          <TrustStrip />
          <DeferredHydration preload={preloads.info}>
            <WithExtras handle={product.handle}>
              {({ bodyHtml, content }) => (
                <ProductInfoAccordion
                  handle={product.handle}
                  title={product.title}
                  bodyHtml={bodyHtml}
                  content={content}
                />
              )}
            </WithExtras>
          </DeferredHydration>
        </div>
      </Container>
      {isMinimal ? null : (
        <DeferredHydration
          preload={preloads.related}
          className="lazy-render [--lazy-render-height:600px]"
        >
          <Suspense fallback={null}>
            <WithExtras handle={product.handle}>
              {({ related }) => <RelatedProducts products={related} />}
            </WithExtras>
          </Suspense>
        </DeferredHydration>
      )}
      {!wholesale && !tradeOnly ? (
        // Not deferred: a signed-in verified buyer's review form appears here after hydration.
        <DeferredHydration when="soon">
          <Suspense fallback={null}>
            <ProductReviews handle={product.handle} summary={product.reviews} />
          </Suspense>
        </DeferredHydration>
      ) : null}
      {showsMarketingSections({ isMinimal, isConsumable: product.isConsumable }) ? (
        <DeferredHydration
          preload={preloads.marketing}
          className="lazy-render [--lazy-render-height:7000px]"
        >
          <Suspense fallback={null}>
            <WithExtras handle={product.handle}>
              {({ content }) => (
                <MarketingSections
                  handle={product.handle}
                  content={content}
                  shopName={config?.shopName ?? ''}
                  buyBoxId={BUY_BOX_ID}
                />
              )}
            </WithExtras>
          </Suspense>
        </DeferredHydration>
      ) : null}
    </ThemeScope>
  );
}
