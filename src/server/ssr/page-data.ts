import type { InitialQuery } from '../../core/api/initial-data';
import { readSearchPageParams, searchQueryKey } from '../../core/api/search';
import { selectGalleryImages } from '../../core/catalog/product-page';
import { applyShopView, needsRankings, readShopView } from '../../core/catalog/shop-view';
import { HOME_HERO } from '../../core/content/home';
import { selectShopHandle } from '../../core/content/shop';
import type { AppDeps } from '../app-deps';
import { readShopRankings } from '../catalog/service';
import { search } from '../search/service';
import { createStoreConfigRoutes } from '../store-config-routes';
import type { CatalogReads } from './catalog-reads';

export type PageData = {
  /** Entries for the browser's query cache (embedded as JSON, and used by the server render). */
  queries: InitialQuery[];
  /** The lazy route modules the URL renders, as Vite manifest keys (relative to src/web). */
  routeModules: string[];
  /** The page's likely LCP image (preloaded with fetchpriority=high), when known from the route. */
  lcpImage: string | null;
  /**
   * Whether the server renders the page's markup: public pages only. Account, auth, wholesale and
   * admin pages depend on the session (redirects, forms), so the browser renders them.
   */
  serverRender: boolean;
};

const CLIENT_ONLY_PATHS =
  /^\/(auth|reset-password|not-me|account|wholesale|wholesale-shop|admin)(\/|$)/i;

/** Whether the server renders `pathname` (public pages; session pages render in the browser). */
export function isServerRenderedPath(pathname: string): boolean {
  return !CLIENT_ONLY_PATHS.test(normalisePath(pathname));
}

/**
 * Query keys of src/web: lib/store-config.ts, lib/collections.ts, features/catalog/api.ts and
 * features/product/api.ts. The data must be what each query's queryFn resolves to.
 */
export const QUERY_KEYS = {
  storeConfig: ['store', 'config'],
  collections: ['store', 'collections'],
  collectionProducts: (handle: string) => ['store', 'collection-products', handle],
  product: (handle: string) => ['store', 'product', handle],
  rankings: ['store', 'rankings'],
} as const;

/** The route modules of src/web/router.tsx (lazy imports), by path. */
const ROUTE_MODULES: Record<string, string> = {
  '/': 'features/catalog/home-page.tsx',
  '/shop': 'features/catalog/shop-page.tsx',
  '/search': 'features/search/search-page.tsx',
  '/product/cupping-cups-b1-to-b6': 'features/cups/bulk-cups-page.tsx',
  '/product/bulk-cupping-cups-wholesale': 'features/cups/bulk-cups-page.tsx',
  '/bulk-cupping-cups': 'features/cups/bulk-cups-page.tsx',
  '/blog': 'features/content/blog-index-page.tsx',
  '/auth': 'features/account/auth-page.tsx',
  '/reset-password': 'features/account/reset-password-page.tsx',
  '/not-me': 'features/account/not-me-page.tsx',
  '/account': 'features/account/account-page.tsx',
  '/wholesale': 'features/wholesale/wholesale-page.tsx',
  '/wholesale-shop': 'features/wholesale/wholesale-shop-page.tsx',
  '/admin': 'features/admin/admin-page.tsx',
  '/admin/products': 'features/admin/admin-products-page.tsx',
  '/contact': 'features/content/contact-page.tsx',
  '/story': 'features/content/story-page.tsx',
  '/manuka-honey': 'features/content/manuka-guide-page.tsx',
  '/terms': 'features/content/terms-page.tsx',
  '/delivery': 'features/content/delivery-page.tsx',
  '/privacy': 'features/content/privacy-page.tsx',
};
const PRODUCT_MODULE = 'features/product/product-page.tsx';
const BLOG_POST_MODULE = 'features/content/blog-post-page.tsx';
const NOT_FOUND_MODULE = 'features/layout/not-found-page.tsx';
const ADMIN_ORDER_MODULE = 'features/admin/admin-order-page.tsx';
const ADMIN_CUSTOMER_MODULE = 'features/admin/customers/customer-profile-page.tsx';

/** Every route module the table above names (tests check each is in the build manifest). */
export const KNOWN_ROUTE_MODULES = [
  ...new Set([
    ...Object.values(ROUTE_MODULES),
    PRODUCT_MODULE,
    BLOG_POST_MODULE,
    ADMIN_ORDER_MODULE,
    ADMIN_CUSTOMER_MODULE,
    NOT_FOUND_MODULE,
  ]),
];

const storeConfigCache = new WeakMap<AppDeps['config'], Promise<unknown>>();

/** GET /api/store/config's body, computed once per configuration by the route itself. */
function readStoreConfig(deps: AppDeps): Promise<unknown> {
  let body = storeConfigCache.get(deps.config);
  if (!body) {
    body = Promise.resolve(createStoreConfigRoutes(deps.config).request('/config')).then((res) =>
      res.json(),
    );
    storeConfigCache.set(deps.config, body);
  }
  return body;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** Trailing slashes removed; React Router matches paths case-insensitively. */
function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

/**
 * What the HTML for `url` should carry so the first render needs no /api round trip: the store
 * configuration and collections (header, footer) on every page, plus the page's own catalogue
 * data on home, shop and product pages. Session-dependent data (/api/me, cart) is never embedded.
 */
export async function buildPageData(
  deps: AppDeps,
  url: URL,
  reads: CatalogReads,
): Promise<PageData> {
  const page = await buildRouteData(deps, url, reads);
  return { ...page, serverRender: isServerRenderedPath(url.pathname) };
}

async function buildRouteData(
  deps: AppDeps,
  url: URL,
  reads: CatalogReads,
): Promise<Omit<PageData, 'serverRender'>> {
  const path = normalisePath(url.pathname);
  const lower = path.toLowerCase();
  const [config, collections] = await Promise.all([readStoreConfig(deps), reads.collections()]);
  const queries: InitialQuery[] = [
    { key: QUERY_KEYS.storeConfig, data: config },
    // lib/collections.ts sorts by sortOrder after the fetch.
    {
      key: QUERY_KEYS.collections,
      data: [...collections].sort((a, b) => a.sortOrder - b.sortOrder),
    },
  ];

  const staticModule = ROUTE_MODULES[lower];
  if (lower === '/') {
    const handle = 'raw-honey'; // home-page.tsx: the featured Manuka honey
    queries.push({
      key: QUERY_KEYS.collectionProducts(handle),
      data: await reads.collectionProducts(handle),
    });
    return { queries, routeModules: [ROUTE_MODULES['/'] ?? ''], lcpImage: HOME_HERO.image.src };
  }
  if (lower === '/shop') {
    // shop-page.tsx: `selectShopHandle(searchParams.get('collection'))`.
    const handle = selectShopHandle(url.searchParams.get('collection'));
    // …and `readShopView(searchParams)`, with the rankings when its sort needs them.
    const view = readShopView(url.searchParams);
    const [listing, rankings] = await Promise.all([
      reads.collectionProducts(handle),
      needsRankings(view.sort) ? readShopRankings(deps.db) : null,
    ]);
    queries.push({ key: QUERY_KEYS.collectionProducts(handle), data: listing });
    if (rankings) queries.push({ key: QUERY_KEYS.rankings, data: rankings });
    const shown = applyShopView(listing.products, view, rankings);
    return {
      queries,
      routeModules: [ROUTE_MODULES['/shop'] ?? ''],
      lcpImage: shown[0]?.imageUrl ?? null,
    };
  }
  if (lower === '/search') {
    // search-page.tsx: readSearchPageParams(searchParams), the answer under searchQueryKey.
    const params = readSearchPageParams(url.searchParams);
    if (params) {
      const { q, kind, diet, limit } = params;
      const data = await search(deps.db, { q, kind, limit, ...(diet ? { diet } : {}) });
      queries.push({ key: [...searchQueryKey(params)], data });
    }
    return { queries, routeModules: [ROUTE_MODULES['/search'] ?? ''], lcpImage: null };
  }
  if (staticModule) return { queries, routeModules: [staticModule], lcpImage: null };

  const productMatch = /^\/product\/([^/]+)$/i.exec(path);
  if (productMatch?.[1]) {
    const handle = decodeSegment(productMatch[1]);
    const product = await reads.product(handle);
    if (product) queries.push({ key: QUERY_KEYS.product(handle), data: product });
    return {
      queries,
      routeModules: [PRODUCT_MODULE],
      lcpImage: product ? (selectGalleryImages(product)[0]?.src ?? null) : null,
    };
  }
  if (/^\/blog\/[^/]+$/i.test(path)) {
    return { queries, routeModules: [BLOG_POST_MODULE], lcpImage: null };
  }
  if (/^\/admin\/orders\/[^/]+$/i.test(path)) {
    return { queries, routeModules: [ADMIN_ORDER_MODULE], lcpImage: null };
  }
  if (/^\/admin\/customers\/[^/]+$/i.test(path)) {
    return { queries, routeModules: [ADMIN_CUSTOMER_MODULE], lcpImage: null };
  }
  return { queries, routeModules: [NOT_FOUND_MODULE], lcpImage: null };
}
