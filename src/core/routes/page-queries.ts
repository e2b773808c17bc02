// The route manifest's data half (docs/decisions/099-route-manifest.md): for every route
// of ./page-routes.ts, the queries its first render asks for, which the server render prefetches
// and embeds (src/server/ssr/page-data.ts), so hydration fetches nothing. Kept apart from the
// route table only so the browser's first-paint bundle, which carries the table, does not carry
// these rules' imports; one entry per route id, `null` for a page that asks for nothing more
// than the layout's queries.

import { type ProductReviewsResponse, reviewQueryKeys } from '../api/reviews';
import type { SearchResponse } from '../api/search';
import { readSearchPageParams, type SearchParams, searchQueryKey } from '../api/search';
import { storeQueryKeys } from '../api/store-queries';
import type {
  CollectionProductsResponse,
  CollectionSummaryDto,
  ProductExtrasDto,
  ProductPageDto,
  StoreConfigDto,
} from '../api/store-types';
import { selectGalleryImages } from '../catalog/product-page';
import {
  applyShopView,
  needsRankings,
  readShopView,
  type ShopRankings,
} from '../catalog/shop-view';
import { HOME_FEATURED_MANUKA, HOME_HERO } from '../content/home';
import { selectShopHandle } from '../content/shop';
import type { PageRouteId } from './page-routes';

/** A query the server render can embed: its name and what its key is made from. */
export type PageQuery =
  | { query: 'storeConfig' }
  | { query: 'collections' }
  | { query: 'collectionProducts'; handle: string }
  | { query: 'product'; handle: string }
  | { query: 'productExtras'; handle: string }
  | { query: 'productReviews'; handle: string }
  | { query: 'rankings' }
  | { query: 'search'; params: SearchParams };

/** What each query's queryFn resolves to in the browser, so what the server must embed. */
export type PageQueryData = {
  storeConfig: StoreConfigDto;
  collections: CollectionSummaryDto[];
  collectionProducts: CollectionProductsResponse;
  product: ProductPageDto;
  productExtras: ProductExtrasDto;
  productReviews: ProductReviewsResponse;
  rankings: ShopRankings;
  search: SearchResponse;
};

/** The browser's query key of `request` (the key its component's useQuery asks for). */
export function pageQueryKey(request: PageQuery): readonly unknown[] {
  switch (request.query) {
    case 'storeConfig':
      return storeQueryKeys.config();
    case 'collections':
      return storeQueryKeys.collections();
    case 'collectionProducts':
      return storeQueryKeys.collectionProducts(request.handle);
    case 'product':
      return storeQueryKeys.product(request.handle);
    case 'productExtras':
      return storeQueryKeys.productExtras(request.handle);
    case 'productReviews':
      return reviewQueryKeys.product(request.handle);
    case 'rankings':
      return storeQueryKeys.rankings();
    case 'search':
      return searchQueryKey(request.params);
  }
}

/** The queries of the layout (header, footer, the shop's name), embedded on every page. */
export const LAYOUT_QUERIES: readonly PageQuery[] = [
  { query: 'storeConfig' },
  { query: 'collections' },
];

/** The data the server found for a page, by query name (a page asks each at most once). */
export type PrefetchedData = { [K in keyof PageQueryData]?: PageQueryData[K] };

export type RoutePrefetch = {
  /**
   * The page's own queries, which its components ask for in the first render (the layout's are
   * added to every page): the server embeds their data, so hydration fetches nothing.
   */
  queries?: (url: URL, params: Readonly<Record<string, string>>) => PageQuery[];
  /**
   * Keys (by prefix) of public data the page asks for that the server does not embed, so the
   * browser fetches it right after hydrating: each one a known gap, with its reason beside it.
   * Anything else the first render asks for must be in `queries` (src/server/ssr/page-data.test.ts).
   */
  loadsAfterHydration?: readonly (readonly unknown[])[];
  /**
   * Queries the server render reads that the HTML does not embed: the data of sections that
   * hydrate late (DeferredHydration), which fetch it before they do. It keeps the document in one
   * congestion window (docs/decisions/134-first-paint-in-one-window.md).
   */
  renderOnly?: (url: URL, params: Readonly<Record<string, string>>) => PageQuery[];
  /** The page's likely LCP image (preloaded with fetchpriority=high), from the prefetched data. */
  lcpImage?: (url: URL, data: PrefetchedData) => string | null;
};

export const ROUTE_PREFETCH: Record<PageRouteId, RoutePrefetch | null> = {
  home: {
    // home-page.tsx's featured Manuka section.
    queries: () => [{ query: 'collectionProducts', handle: HOME_FEATURED_MANUKA.collection }],
    lcpImage: () => HOME_HERO.image.src,
  },
  shop: {
    // shop-page.tsx: the listing of `selectShopHandle(collection)`, and the rankings when the
    // view's sort needs them (`readShopView`).
    queries: (url) => {
      const view = readShopView(url.searchParams);
      const handle = selectShopHandle(url.searchParams.get('collection'));
      return [
        { query: 'collectionProducts', handle },
        ...(needsRankings(view.sort) ? [{ query: 'rankings' } as const] : []),
      ];
    },
    lcpImage: (url, data) =>
      data.collectionProducts
        ? (applyShopView(
            data.collectionProducts.products,
            readShopView(url.searchParams),
            data.rankings ?? null,
          )[0]?.imageUrl ?? null)
        : null,
  },
  search: {
    // search-page.tsx: readSearchPageParams(searchParams); no query without a usable one.
    queries: (url) => {
      const params = readSearchPageParams(url.searchParams);
      return params ? [{ query: 'search', params }] : [];
    },
  },
  cupsProductB1ToB6: null,
  cupsProductWholesale: null,
  product: {
    // The product, and its approved reviews (product-reviews.tsx): the first HTML lists them.
    queries: (_url, params) => [
      { query: 'product', handle: params.handle ?? '' },
      { query: 'productReviews', handle: params.handle ?? '' },
    ],
    // The copy (info accordion, marketing sections) and "You may also like": below the buy box,
    // hydrated late; ~1.7 KB of the brotli document.
    renderOnly: (_url, params) => [{ query: 'productExtras', handle: params.handle ?? '' }],
    lcpImage: (_url, data) =>
      data.product ? (selectGalleryImages(data.product)[0]?.src ?? null) : null,
  },
  bulkCups: null,
  blog: null,
  blogPost: null,
  // Session pages: rendered by the browser, which fetches their data (the layout's is embedded).
  auth: null,
  resetPassword: null,
  account: null,
  notMe: null,
  staffInvitation: null,
  wholesale: null,
  wholesaleShop: null,
  admin: null,
  adminProducts: null,
  adminOrder: null,
  adminCustomer: null,
  contact: null,
  story: null,
  manukaGuide: null,
  terms: null,
  delivery: null,
  privacy: null,
  notFound: null,
};
