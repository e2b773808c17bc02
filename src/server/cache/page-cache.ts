// The visitors' page cache: the HTML of public pages, rendered once per URL and catalogue version
// and sent as it is (ETag/304, brotli and gzip copies made once per entry). It is a dependent of
// the catalogue cache (CatalogueCache.createDependent), so every catalogue write, in this process
// or (through PostgreSQL NOTIFY) in another, empties it in the same call.
//
// Nothing personal can enter it: public pages are rendered from the URL's path and the query
// parameters the page reads (pageCacheKey), never from the request's cookies or headers, with the
// session anonymous and the cart empty; what is personal (account link, cart, trade prices) is
// fetched by the browser after hydration. So every request, signed in or not, reads the same
// entries. Only status 200 pages are kept, and only the HTML body; headers (Set-Cookie, request
// ids, security headers) are set per response by the pipeline.
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { readSearchPageParams } from '../../core/api/search';
import { buildShopHref, readShopView } from '../../core/catalog/shop-view';
import { canonicalPageMatch } from '../../core/routes/match';
import type { BackgroundPace } from '../jobs/background-pace';
import type { CachedBody } from './catalogue-cache';
import { bytesOf } from './catalogue-cache';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Brotli quality of the copy a request waits for: a page just rendered (a cache miss) or an entry
 * whose dense copy is not made yet. Quality 0, brotli's one-pass compressor: in the server, where
 * the render has just filled the caches, it cost 0.8 ms of a product page miss against 1.4 ms for
 * qualities 1 and 2 (V8 profiles of the render-cost bench), for a copy 5% larger than quality 1's
 * (16.4 against 15.6 KB over the shop's 36 pages, bench:fast-brotli) and sent only until the dense
 * copy is made (docs/decisions/103-cheap-cache-miss.md, 2026-12-05 addendum). Quality 11 costs
 * ~180 ms, far more than the render, so a miss never makes it. It is made on the request's own
 * thread: sent through libuv's pool, the stream, the job and its callback cost more than the
 * compression.
 */
export const PAGE_FAST_BROTLI_QUALITY = 0;
/** Brotli quality and gzip level of the dense copies of cached pages, made in the background,
 * one at a time, once an entry is read again from the cache (it is worth it: it is being read). */
export const PAGE_BROTLI_QUALITY = 11;
export const PAGE_GZIP_LEVEL = 9;
/**
 * During a rush (jobs/background-pace.ts: people's requests to this process), a body gets its
 * dense copies only once it has been the page this long. A sale replaces its product's page and
 * listings with every stock figure (once a second, decision 158), so each new body would cost
 * ~180 ms of brotli quality 11 to save ~2 KB, and be replaced before the copy paid back: half
 * the shop's CPU in the flash-sale bench (docs/decisions/161-dense-copies-of-pages-that-last.md).
 */
export const DENSE_COPY_IN_RUSH_AFTER_MS = 10_000;

export type PageEncoding = 'br' | 'gzip';

/**
 * The compressed copies of one page body. They live in one object that every entry with the same
 * body shares by reference (catalogue-cache.ts carryOver copies the reference when a re-render
 * gives the same ETag), so a dense copy finished for one entry is the copy of all of them from
 * that moment: an entry re-rendered while the copy was being made never keeps sending the fast
 * one (docs/decisions/134-first-paint-in-one-window.md).
 */
type PageCopies = {
  /** When this body was first sent (Date.now()): how long it has been the page. */
  since: number;
  /** The fast brotli copy, until the dense one is made. */
  fastBr?: Uint8Array;
  br?: Uint8Array;
  gzip?: Uint8Array;
  brPromise?: Promise<Uint8Array>;
  gzipPromise?: Promise<Uint8Array>;
};

type CompressedPage = CachedBody & { pageCopies?: PageCopies };

function copiesOf(page: CachedBody): PageCopies {
  const entry = page as CompressedPage;
  entry.pageCopies ??= { since: Date.now() };
  return entry.pageCopies;
}

/** Whether a read of `page` may start its dense copies now: always outside a rush; in one, once
 * the body has lasted DENSE_COPY_IN_RUSH_AFTER_MS. */
export function denseCopyWorthMaking(
  page: CachedBody,
  pace: Pick<BackgroundPace, 'inRush'> | undefined,
  now = Date.now(),
): boolean {
  if (!pace?.inRush()) return true;
  return now - copiesOf(page).since >= DENSE_COPY_IN_RUSH_AFTER_MS;
}

/** Dense compressions run one after another, so a burst of re-rendered pages never fills
 * libuv's pool with 180 ms jobs while requests wait for their fast copies. */
let denseQueue: Promise<unknown> = Promise.resolve();
function queueDense<T>(work: () => Promise<T>): Promise<T> {
  const run = denseQueue.then(work, work);
  denseQueue = run.catch(() => {});
  return run;
}

/** Query parameters /shop renders from, each with the values it takes. */
const SHOP_PARAMS: Record<string, { pattern: RegExp; repeats?: number }> = {
  collection: { pattern: /^[a-z0-9][a-z0-9-]{0,119}$/ },
  sort: { pattern: /^(?:featured|price-asc|price-desc|newest|best-sellers)$/ },
  diet: { pattern: /^(?:halal|vegan)$/, repeats: 2 },
  min: { pattern: /^\d{1,5}$/ },
  max: { pattern: /^\d{1,5}$/ },
};

/**
 * The price bounds (whole pounds) a /shop entry is kept for: the shop's price filter takes any
 * whole number up to SHOP_PRICE_MAX_POUNDS, but a pair off this list is rendered per request and
 * not kept, so the /shop entries one collection, sort and diet can have are bounded (at most
 * 17 × 18 / 2 + 2 × 17 + 1 = 188 price views) and a loop of random bounds cannot evict the pages
 * visitors read (docs/decisions/121-bounded-cache-keys-and-vitals-shares.md).
 */
export const CACHED_PRICE_POUNDS: ReadonlySet<number> = new Set([
  0, 5, 10, 15, 20, 25, 30, 40, 50, 75, 100, 150, 200, 300, 500, 1000, 10_000,
]);

/**
 * Where a page request goes: `key` (the cache entry, also the path and query the page is
 * rendered from, on the shop's own origin), `redirect` (the canonical URL: for a path spelt
 * otherwise than canonicalPagePath spells it, a trailing slash or an encoded handle, and for a
 * /shop view parameter with a value the shop never links to), or null (rendered, not cached).
 */
export type PageRoute = { key: string } | { redirect: string } | null;

/**
 * The cache key of a page URL. Only what the page renders from is in it, so nothing a client
 * adds (a tracking parameter, a random query string, a cookie, a Host header) can make a request
 * skip the cache or fill it with another page: parameters a route does not read are dropped
 * (the route renders the same markup without them, which is what the browser hydrates; which
 * route a path renders is the route manifest's answer, core/routes/match.ts); on
 * /shop the collection and the listing's view (sort, dietary tags, price range) are
 * kept in one canonical order; on the product page, `wholesale=true` (the minimal layout); on
 * /search, the search it runs (readSearchPageParams: query, kind, dietary filter), as a key
 * under SEARCH_KEY_PREFIX (its own, smaller cache: free text must not evict the shop's pages).
 * Best sellers are cached too: the page cache's age limit bounds how old their order is.
 */
export function pageCacheKey(url: URL): PageRoute {
  const path = url.pathname;
  // One entry per page, not per spelling of its path.
  const { canonical, id } = canonicalPageMatch(path);
  if (id === 'shop') return shopRoute(url, canonical !== path);
  if (canonical !== path) return { redirect: `${canonical}${url.search}` };
  if (id === 'search') {
    if (!url.search) return { key: path };
    // Rendered from the parsed search, so every spelling of one search shares an entry; a
    // query the search refuses (too long, empty) is rendered per request, not kept.
    const params = readSearchPageParams(url.searchParams);
    if (!params) return null;
    const key = new URLSearchParams({ q: params.q, kind: params.kind });
    if (params.diet) key.set('diet', params.diet);
    return { key: `${SEARCH_KEY_PREFIX}${key}` };
  }
  if (id === 'product' && url.searchParams.get('wholesale') === 'true') {
    return { key: `${path}?wholesale=true` };
  }
  return { key: path };
}

/** Cache keys of search results pages start with this. */
export const SEARCH_KEY_PREFIX = '/search?';

/** `misspelt`: the path is another spelling of /shop (redirected with the canonical view). */
function shopRoute(url: URL, misspelt: boolean): PageRoute {
  const seen = new Map<string, string[]>();
  let valid = true;
  for (const [name, value] of url.searchParams) {
    const rule = SHOP_PARAMS[name];
    if (!rule) continue; // not read by the shop page
    const values = seen.get(name) ?? [];
    if (!rule.pattern.test(value) || values.includes(value)) {
      valid = false;
      continue;
    }
    if (values.length >= (rule.repeats ?? 1)) valid = false;
    else seen.set(name, [...values, value]);
  }
  const known = new URLSearchParams();
  for (const [name, values] of seen) for (const value of values) known.append(name, value);
  const view = readShopView(known);
  const href = buildShopHref(seen.get('collection')?.[0] ?? null, view);
  if (!valid || misspelt) return { redirect: href };
  const cachedBound = (pounds: number | null) => pounds === null || CACHED_PRICE_POUNDS.has(pounds);
  if (!cachedBound(view.minPounds) || !cachedBound(view.maxPounds)) return null;
  return { key: href };
}

/** The encodings the client takes, best first (br before gzip on a tie; q=0 refuses). */
export function acceptedPageEncodings(header: string | undefined): PageEncoding[] {
  if (!header) return [];
  const accepts = parseAccept(header);
  const q = (type: string) => accepts.find((a) => a.type.toLowerCase() === type)?.q;
  const wildcard = q('*');
  const br = q('br') ?? wildcard ?? 0;
  const gz = q('gzip') ?? wildcard ?? 0;
  const order: [PageEncoding, number][] = [
    ['br', br],
    ['gzip', gz],
  ];
  return order
    .filter(([, weight]) => weight > 0)
    .sort((x, y) => y[1] - x[1])
    .map(([encoding]) => encoding);
}

/** br when the client takes it at least as gladly as gzip, else gzip, else none (identity). */
export function selectPageEncoding(header: string | undefined): PageEncoding | undefined {
  return acceptedPageEncodings(header)[0];
}

const brotliParams = (bytes: Uint8Array, quality: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: quality,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
  },
});

/** The fast brotli copy of a page (PAGE_FAST_BROTLI_QUALITY), made once per body; what a miss is
 * sent as. */
export function fastBrotliOf(page: CachedBody): Uint8Array {
  const copies = copiesOf(page);
  copies.fastBr ??= brotliCompressSync(
    bytesOf(page),
    brotliParams(bytesOf(page), PAGE_FAST_BROTLI_QUALITY),
  );
  return copies.fastBr;
}

/** The dense brotli copy of a cached page (quality 11), made once per body in the background
 * queue (concurrent requests and re-rendered entries share it). A failed job is forgotten, so the
 * next read tries again instead of the body staying at the fast copy for good. */
export function brotliOf(page: CachedBody): Promise<Uint8Array> {
  const copies = copiesOf(page);
  if (copies.br) return Promise.resolve(copies.br);
  copies.brPromise ??= queueDense(() =>
    brotliAsync(bytesOf(page), brotliParams(bytesOf(page), PAGE_BROTLI_QUALITY)),
  ).then(
    (bytes) => {
      copies.br = bytes;
      // The fast copy is not sent any more.
      copies.fastBr = undefined;
      return bytes;
    },
    (err: unknown) => {
      copies.brPromise = undefined;
      throw err;
    },
  );
  return copies.brPromise;
}

/** The gzip copy of a cached page, made once per body, when a client that prefers gzip asks;
 * shared and retried as brotliOf's. */
export function gzipPageOf(page: CachedBody): Promise<Uint8Array> {
  const copies = copiesOf(page);
  if (copies.gzip) return Promise.resolve(copies.gzip);
  copies.gzipPromise ??= queueDense(() =>
    gzipAsync(bytesOf(page), { level: PAGE_GZIP_LEVEL }),
  ).then(
    (bytes) => {
      copies.gzip = bytes;
      return bytes;
    },
    (err: unknown) => {
      copies.gzipPromise = undefined;
      throw err;
    },
  );
  return copies.gzipPromise;
}

/**
 * Sends a page with its ETag (pages/spa.ts answers 304 to a matching If-None-Match with
 * hono/etag): the brotli or gzip copy the client prefers, else the plain bytes.
 *
 * Brotli: the dense copy (quality 11) when it is made; else the fast copy (quality 1, ~0.3 ms,
 * made once per entry). The dense copy is made in the background once the entry is read from the cache
 * (HIT or STALE): a page rendered for one request (a miss, or a cache sized to keep nothing) never
 * pays for it. Gzip (clients without brotli are rare): the level-9 copy once made, in the
 * background from the first such request; until then the plain bytes, which the HTTP pipeline
 * gzips on the fly. `no-cache`: browsers keep the page and revalidate it each time. `X-Cache`
 * says whether the body came from the cache (HIT), came from it while it is rendered again
 * (STALE) or waited for a render (MISS).
 */
export function sendPage(
  c: Context,
  page: CachedBody,
  cacheStatus: 'HIT' | 'STALE' | 'MISS',
  /** The process's people (the app's): in a rush, only a body that lasts is compressed densely. */
  pace?: Pick<BackgroundPace, 'inRush'>,
): Response {
  c.header('ETag', page.etag);
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Accept-Encoding');
  c.header('X-Cache', cacheStatus);
  const status = (page.status ?? 200) as 200;
  const copies = copiesOf(page);
  c.header('Content-Type', 'text/html; charset=UTF-8');
  const accepted =
    c.req.method === 'HEAD' ? [] : acceptedPageEncodings(c.req.header('Accept-Encoding'));
  const preferred = accepted[0];
  if (status === 200 && cacheStatus !== 'MISS' && denseCopyWorthMaking(page, pace)) {
    if (preferred === 'br') void brotliOf(page).catch(() => {});
    if (preferred === 'gzip') void gzipPageOf(page).catch(() => {});
  }
  for (const encoding of accepted) {
    const ready = encoding === 'br' ? copies.br : copies.gzip;
    if (!ready) continue;
    c.header('Content-Encoding', encoding);
    return c.body(ready as Uint8Array<ArrayBuffer>, status);
  }
  if (preferred === 'br') {
    const fast = fastBrotliOf(page);
    c.header('Content-Encoding', 'br');
    return c.body(fast as Uint8Array<ArrayBuffer>, status);
  }
  return c.body(bytesOf(page), status);
}
