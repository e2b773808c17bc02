import type { InitialQuery } from '../../core/api/initial-data';
import { isServerRenderedPath, matchPageRoute } from '../../core/routes/match';
import {
  LAYOUT_QUERIES,
  type PageQuery,
  type PageQueryData,
  type PrefetchedData,
  pageQueryKey,
  ROUTE_PREFETCH,
} from '../../core/routes/page-queries';
import { PAGE_MODULES } from '../../core/routes/page-routes';
import type { AppDeps } from '../app-deps';
import { readShopRankings } from '../catalog/service';
import { search } from '../search/service';
import { buildStoreConfig } from '../store-config';
import type { CatalogReads } from './catalog-reads';

/** Whether the server renders a path (the manifest's public pages): re-exported for spa.ts. */
export { isServerRenderedPath };

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

/** Every route module of the manifest (tests check each is in the build manifest). */
export const KNOWN_ROUTE_MODULES = PAGE_MODULES;

/** GET /api/store/config's body (store-config.ts, the route's own function). */
function readStoreConfig(deps: AppDeps): Promise<PageQueryData['storeConfig']> {
  return Promise.resolve(buildStoreConfig(deps.config));
}

type Prefetchers = {
  [K in PageQuery['query']]: (
    deps: AppDeps,
    reads: CatalogReads,
    request: Extract<PageQuery, { query: K }>,
  ) => Promise<PageQueryData[K] | null>;
};

/**
 * How the server reads each query of the manifest, as the API route the browser would call
 * answers it (the data is what the query's queryFn resolves to). Null: nothing to embed (an
 * unknown product), the browser's query then asks and shows its answer.
 */
const PREFETCHERS: Prefetchers = {
  storeConfig: (deps) => readStoreConfig(deps),
  // lib/collections.ts sorts by sortOrder after the fetch.
  collections: async (_deps, reads) =>
    [...(await reads.collections())].sort((a, b) => a.sortOrder - b.sortOrder),
  collectionProducts: (_deps, reads, { handle }) => reads.collectionProducts(handle),
  product: async (_deps, reads, { handle }) => {
    const found = await reads.product(handle);
    if (!found) return null;
    const { bodyHtml, content, related, seoTitle, seoDescription, vendor, ...page } = found;
    return page;
  },
  productExtras: async (_deps, reads, { handle }) => {
    const found = await reads.product(handle);
    return found
      ? { bodyHtml: found.bodyHtml, content: found.content, related: found.related }
      : null;
  },
  productReviews: (_deps, reads, { handle }) => reads.productReviews(handle),
  rankings: (deps) => readShopRankings(deps.db),
  search: (deps, _reads, { params }) => {
    const { q, kind, diet, limit } = params;
    return search(deps.db, { q, kind, limit, ...(diet ? { diet } : {}) });
  },
};

function read<K extends PageQuery['query']>(
  deps: AppDeps,
  reads: CatalogReads,
  request: Extract<PageQuery, { query: K }>,
): Promise<PageQueryData[K] | null> {
  return (PREFETCHERS[request.query] as Prefetchers[K])(deps, reads, request);
}

/**
 * What the HTML for `url` should carry so the first render needs no /api round trip: the
 * layout's queries (store configuration, collections) on every page, plus the queries the
 * manifest lists for the page's route (src/core/routes/page-queries.ts). Session-dependent data
 * (/api/me, cart) is never embedded.
 */
export async function buildPageData(
  deps: AppDeps,
  url: URL,
  reads: CatalogReads,
): Promise<PageData> {
  const { id, route, params } = matchPageRoute(url.pathname);
  const prefetch = ROUTE_PREFETCH[id];
  const requests = [...LAYOUT_QUERIES, ...(prefetch?.queries?.(url, params) ?? [])];
  const renderOnly = prefetch?.renderOnly?.(url, params) ?? [];
  const found = await Promise.all(
    [...requests, ...renderOnly].map((request) => read(deps, reads, request)),
  );
  const queries: InitialQuery[] = [];
  const data: Record<string, unknown> = {};
  for (const [i, request] of [...requests, ...renderOnly].entries()) {
    const value = found[i];
    if (value === null || value === undefined) continue;
    if (i >= requests.length) {
      queries.push({ key: pageQueryKey(request), data: value, embed: false });
      continue;
    }
    queries.push({ key: pageQueryKey(request), data: value });
    data[request.query] = value;
  }
  return {
    queries,
    routeModules: [route.module],
    lcpImage: prefetch?.lcpImage?.(url, data as PrefetchedData) ?? null,
    serverRender: isServerRenderedPath(url.pathname),
  };
}
