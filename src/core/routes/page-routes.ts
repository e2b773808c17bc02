// The shop's one route manifest (docs/decisions/2026-11-26-route-manifest.md): for every page its
// path, its route module, whether the server renders it, and the queries the server render
// prefetches for it. The browser's route table (src/web/router.tsx: the module names resolve to
// lazy imports) and the server render (src/server/ssr/page-data.ts: which data to embed, which
// chunks to preload) are both built from it, as React Router's framework mode builds both from
// one routes.ts of path and module file. Adding a page is one entry here.

import type { SearchResponse } from '../api/search';
import { readSearchPageParams, type SearchParams, searchQueryKey } from '../api/search';
import { storeQueryKeys } from '../api/store-queries';
import type {
  CollectionDto,
  CollectionProductsResponse,
  ProductDetailDto,
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

/** A query the server render can embed: its name and what its key is made from. */
export type PageQuery =
  | { query: 'storeConfig' }
  | { query: 'collections' }
  | { query: 'collectionProducts'; handle: string }
  | { query: 'product'; handle: string }
  | { query: 'rankings' }
  | { query: 'search'; params: SearchParams };

/** What each query's queryFn resolves to in the browser, so what the server must embed. */
export type PageQueryData = {
  storeConfig: StoreConfigDto;
  collections: CollectionDto[];
  collectionProducts: CollectionProductsResponse;
  product: ProductDetailDto;
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

export type PageRoute = {
  /** React Router's path under the root layout ('' is the index route, '*' the not-found page). */
  path: string;
  /** The lazy route module, relative to src/web (also its key in Vite's build manifest). */
  module: string;
  /**
   * 'server': a public page, rendered on the server and kept in the page cache. 'browser': a
   * page that depends on the session (redirects, forms), rendered by the browser alone, and with
   * it every other URL under its first path segment.
   */
  render: 'server' | 'browser';
  /** URLs of the page, for the tests that walk the manifest (the first is its plain path). */
  examples: readonly [string, ...string[]];
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
  /** The page's likely LCP image (preloaded with fetchpriority=high), from the prefetched data. */
  lcpImage?: (url: URL, data: PrefetchedData) => string | null;
};

const BULK_CUPS_MODULE = 'features/cups/bulk-cups-page.tsx';

export const PAGE_ROUTES = {
  home: {
    path: '',
    module: 'features/catalog/home-page.tsx',
    render: 'server',
    examples: ['/'],
    // home-page.tsx's featured Manuka section.
    queries: () => [{ query: 'collectionProducts', handle: HOME_FEATURED_MANUKA.collection }],
    lcpImage: () => HOME_HERO.image.src,
  },
  shop: {
    path: 'shop',
    module: 'features/catalog/shop-page.tsx',
    render: 'server',
    examples: [
      '/shop',
      '/shop?collection=black-seed',
      '/shop?collection=all&sort=best-sellers',
      '/shop?sort=newest&diet=vegan',
      '/shop?collection=no-such-collection',
    ],
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
    path: 'search',
    module: 'features/search/search-page.tsx',
    render: 'server',
    examples: ['/search', '/search?q=manuka', '/search?q=honey&kind=products&diet=vegan'],
    // search-page.tsx: readSearchPageParams(searchParams); no query without a usable one.
    queries: (url) => {
      const params = readSearchPageParams(url.searchParams);
      return params ? [{ query: 'search', params }] : [];
    },
  },
  // The bulk cupping cups page is also shown for these two product handles (docs/spec/spec-notes.md).
  cupsProductB1ToB6: {
    path: 'product/cupping-cups-b1-to-b6',
    module: BULK_CUPS_MODULE,
    render: 'server',
    examples: ['/product/cupping-cups-b1-to-b6'],
  },
  cupsProductWholesale: {
    path: 'product/bulk-cupping-cups-wholesale',
    module: BULK_CUPS_MODULE,
    render: 'server',
    examples: ['/product/bulk-cupping-cups-wholesale'],
  },
  product: {
    path: 'product/:handle',
    module: 'features/product/product-page.tsx',
    render: 'server',
    examples: ['/product/black-seed-oil', '/product/black-seed-oil?wholesale=true'],
    queries: (_url, params) => [{ query: 'product', handle: params.handle ?? '' }],
    // The reviews list (product-reviews.tsx, GET /api/reviews/product/:handle) renders empty on
    // the server and loads when its section hydrates, right after the first commit; the review
    // summary beside it is the product's own, so it is in the HTML.
    loadsAfterHydration: [['reviews']],
    lcpImage: (_url, data) =>
      data.product ? (selectGalleryImages(data.product)[0]?.src ?? null) : null,
  },
  bulkCups: {
    path: 'bulk-cupping-cups',
    module: BULK_CUPS_MODULE,
    render: 'server',
    examples: ['/bulk-cupping-cups'],
  },
  blog: {
    path: 'blog',
    module: 'features/content/blog-index-page.tsx',
    render: 'server',
    examples: ['/blog'],
  },
  blogPost: {
    path: 'blog/:slug',
    module: 'features/content/blog-post-page.tsx',
    render: 'server',
    examples: ['/blog/black-seed-oil-ancient-remedy'],
  },
  auth: {
    path: 'auth',
    module: 'features/account/auth-page.tsx',
    render: 'browser',
    examples: ['/auth'],
  },
  resetPassword: {
    path: 'reset-password',
    module: 'features/account/reset-password-page.tsx',
    render: 'browser',
    examples: ['/reset-password'],
  },
  account: {
    path: 'account',
    module: 'features/account/account-page.tsx',
    render: 'browser',
    examples: ['/account'],
  },
  notMe: {
    path: 'not-me',
    module: 'features/account/not-me-page.tsx',
    render: 'browser',
    examples: ['/not-me'],
  },
  wholesale: {
    path: 'wholesale',
    module: 'features/wholesale/wholesale-page.tsx',
    render: 'browser',
    examples: ['/wholesale'],
  },
  wholesaleShop: {
    path: 'wholesale-shop',
    module: 'features/wholesale/wholesale-shop-page.tsx',
    render: 'browser',
    examples: ['/wholesale-shop'],
  },
  admin: {
    path: 'admin',
    module: 'features/admin/admin-page.tsx',
    render: 'browser',
    examples: ['/admin'],
  },
  adminProducts: {
    path: 'admin/products',
    module: 'features/admin/admin-products-page.tsx',
    render: 'browser',
    examples: ['/admin/products'],
  },
  adminOrder: {
    path: 'admin/orders/:id',
    module: 'features/admin/admin-order-page.tsx',
    render: 'browser',
    examples: ['/admin/orders/00000000-0000-0000-0000-000000000000'],
  },
  adminCustomer: {
    path: 'admin/customers/:id',
    module: 'features/admin/customers/customer-profile-page.tsx',
    render: 'browser',
    examples: ['/admin/customers/00000000-0000-0000-0000-000000000000'],
  },
  contact: {
    path: 'contact',
    module: 'features/content/contact-page.tsx',
    render: 'server',
    examples: ['/contact'],
  },
  story: {
    path: 'story',
    module: 'features/content/story-page.tsx',
    render: 'server',
    examples: ['/story'],
  },
  manukaGuide: {
    path: 'manuka-honey',
    module: 'features/content/manuka-guide-page.tsx',
    render: 'server',
    examples: ['/manuka-honey'],
  },
  terms: {
    path: 'terms',
    module: 'features/content/terms-page.tsx',
    render: 'server',
    examples: ['/terms'],
  },
  delivery: {
    path: 'delivery',
    module: 'features/content/delivery-page.tsx',
    render: 'server',
    examples: ['/delivery'],
  },
  privacy: {
    path: 'privacy',
    module: 'features/content/privacy-page.tsx',
    render: 'server',
    examples: ['/privacy'],
  },
  notFound: {
    path: '*',
    module: 'features/layout/not-found-page.tsx',
    render: 'server',
    examples: ['/no-such-page', '/product/black-seed-oil/reviews'],
  },
} satisfies Record<string, PageRoute>;

export type PageRouteId = keyof typeof PAGE_ROUTES;

/** Every route module the manifest names, once each (the server preloads them by this name). */
export const PAGE_MODULES: readonly string[] = [
  ...new Set(Object.values(PAGE_ROUTES).map((route) => route.module)),
];
