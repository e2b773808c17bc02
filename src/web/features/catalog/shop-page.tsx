import { useQuery } from '@tanstack/react-query';
import { PackageOpen } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import {
  applyShopView,
  buildShopHref,
  needsRankings,
  readShopView,
} from '../../../core/catalog/shop-view';
import {
  ALL_PRODUCTS_HANDLE,
  buildShopDocumentTitle,
  describeShopListing,
  SHOP_STRINGS,
  selectShopHandle,
} from '../../../core/content/shop';
import { SHOP_VIEW_STRINGS } from '../../../core/content/shop-view-strings';
import { buttonVariants } from '../../components/ui/button';
import { Container } from '../../components/ui/container';
import { PageSpinner } from '../../components/ui/spinner';
import { cn } from '../../lib/cn';
import { useCollections } from '../../lib/collections';
import { useStoreConfigOrDefault } from '../../lib/store-config';
import { useDocumentTitle } from '../../lib/use-document-title';
import { collectionProductsQuery, shopRankingsQuery } from './api';
import { ShopCard } from './shop-card';
import { ShopControls } from './shop-controls';

/** Cards in the grid's first row at its widest (lg: 4 columns); their images load first. */
const SHOP_FIRST_ROW = 4;

/**
 * /shop?collection={handle} (docs/spec/storefront.md §2 "Shop page"). Without a collection it lists every
 * product, with an "All" choice first in the collection row; an unknown collection says so.
 */
export function Component() {
  const [searchParams] = useSearchParams();
  const handle = selectShopHandle(searchParams.get('collection'));
  const { shopName } = useStoreConfigOrDefault();

  const collections = useCollections();
  const listing = useQuery(collectionProductsQuery(handle));
  const view = readShopView(searchParams);
  const collectionParam = handle === ALL_PRODUCTS_HANDLE ? null : handle;
  const rankings = useQuery({ ...shopRankingsQuery, enabled: needsRankings(view.sort) });
  const collection = listing.data?.collection ?? null;
  const described = describeShopListing(handle, collection);
  const { title, description } = described;
  const allProducts = listing.data?.products ?? [];
  const products = applyShopView(allProducts, view, rankings.data);
  useDocumentTitle(listing.isPending ? null : buildShopDocumentTitle(shopName, title), {
    suffix: false,
  });
  const chips = [
    // The chips keep the sort and filters.
    {
      handle: ALL_PRODUCTS_HANDLE,
      title: SHOP_STRINGS.allChipLabel,
      href: buildShopHref(null, view),
    },
    ...(collections.data ?? []).map((c) => ({
      handle: c.handle,
      title: c.title,
      href: buildShopHref(c.handle, view),
    })),
  ];

  return (
    <div className="flex-1">
      <section className="relative overflow-hidden border-border/60 border-b bg-gradient-to-b from-sand to-background">
        <BotanicalSprig />
        <Container className="relative pt-12 pb-10 sm:pt-16 sm:pb-12">
          <p className="text-accent-strong text-eyebrow uppercase">{SHOP_STRINGS.eyebrow}</p>
          {listing.isPending ? (
            <div className="mt-3 h-12 w-64 animate-pulse rounded-lg bg-sand-deep/70" />
          ) : (
            <h1 className="mt-3 text-h1">{title}</h1>
          )}
          <p className="mt-4 max-w-2xl text-lead text-muted-foreground">
            {listing.isPending ? '\u00a0' : description}
          </p>
          {/* Wraps at every width: no button is cut off at the edge. */}
          <nav aria-label={SHOP_STRINGS.collectionsLabel} className="mt-8">
            <ul className="flex flex-wrap gap-2">
              {chips.map((c) => {
                const active = c.handle === handle;
                return (
                  <li key={c.handle} className="shrink-0">
                    <Link
                      to={c.href}
                      aria-current={active ? 'page' : undefined}
                      className={cn(
                        'inline-flex h-10 items-center rounded-full border px-3.5 font-medium text-sm transition-colors sm:px-4',
                        active
                          ? 'border-primary bg-primary text-primary-foreground shadow-xs'
                          : 'border-border-strong bg-surface/70 text-foreground hover:border-primary/50 hover:bg-primary-soft/60',
                      )}
                    >
                      {c.title}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
        </Container>
      </section>

      <Container className="py-10 sm:py-14">
        {listing.isPending ? (
          <PageSpinner label={SHOP_STRINGS.loadingLabel} />
        ) : listing.isError ? (
          <EmptyState />
        ) : described.kind === 'unknown' ? (
          <UnknownCollection />
        ) : allProducts.length === 0 ? (
          <EmptyState />
        ) : (
          <>
            <ShopControls collection={collectionParam} view={view} />
            {products.length === 0 ? <NoMatch /> : null}
            <p className="mb-6 text-muted-foreground text-sm" aria-live="polite">
              {SHOP_STRINGS.productCount(products.length)}
            </p>
            <ul
              className="grid grid-cols-1 gap-6 md:grid-cols-3 lg:grid-cols-4"
              data-testid="shop-grid"
            >
              {products.map((product, index) => (
                <li key={product.id}>
                  <ShopCard
                    product={product}
                    collectionHandle={handle}
                    priority={index < SHOP_FIRST_ROW}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </Container>
    </div>
  );
}

function EmptyState() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-sand text-accent-strong">
        <PackageOpen aria-hidden="true" className="size-8" strokeWidth={1.5} />
      </span>
      <h2 className="mt-5 text-h3">{SHOP_STRINGS.emptyTitle}</h2>
      <p className="mt-2 text-muted-foreground">{SHOP_STRINGS.emptyText}</p>
    </div>
  );
}

function NoMatch() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-10 text-center">
      <h2 className="text-h3">{SHOP_VIEW_STRINGS.noMatchTitle}</h2>
      <p className="mt-2 text-muted-foreground">{SHOP_VIEW_STRINGS.noMatchText}</p>
    </div>
  );
}

function UnknownCollection() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-sand text-accent-strong">
        <PackageOpen aria-hidden="true" className="size-8" strokeWidth={1.5} />
      </span>
      <p className="mt-5 text-muted-foreground">{SHOP_STRINGS.unknownText}</p>
      <Link to="/shop" className={cn(buttonVariants({ size: 'lg' }), 'mt-6')}>
        {SHOP_STRINGS.browseAll}
      </Link>
    </div>
  );
}

function BotanicalSprig() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 200 200"
      className="pointer-events-none absolute -top-6 -right-10 h-64 w-64 text-primary opacity-[0.07] sm:h-80 sm:w-80"
      fill="currentColor"
    >
      <path d="M100 190C98 140 96 90 104 20c2 50 4 110-4 170Z" />
      <path d="M101 150c-30-6-52-24-60-52 28 4 50 22 60 52Z" />
      <path d="M102 120c26-8 44-28 48-54-24 8-42 28-48 54Z" />
      <path d="M100 86c-22-6-38-22-42-44 22 6 38 22 42 44Z" />
      <path d="M103 62c18-6 30-20 32-38-18 6-30 20-32 38Z" />
    </svg>
  );
}
