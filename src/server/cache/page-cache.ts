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
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'hono';
import { parseAccept } from 'hono/utils/accept';
import { buildShopHref, readShopView } from '../../core/catalog/shop-view';
import type { CachedBody } from './catalogue-cache';
import { bytesOf } from './catalogue-cache';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Brotli quality and gzip level of cached pages (compressed once per page and catalogue version,
 * off the main thread in libuv's pool, so the densest settings cost visitors nothing). */
export const PAGE_BROTLI_QUALITY = 11;
export const PAGE_GZIP_LEVEL = 9;

export type PageEncoding = 'br' | 'gzip';

type CompressedPage = CachedBody & {
  brPromise?: Promise<Uint8Array>;
  gzipPromise?: Promise<Uint8Array>;
  /** The copies once made (the promises' values), so sending never waits for one. */
  brReady?: Uint8Array;
  gzipReady?: Uint8Array;
};

/** Query parameters /shop renders from, each with the values it takes. */
const SHOP_PARAMS: Record<string, { pattern: RegExp; repeats?: number }> = {
  collection: { pattern: /^[a-z0-9][a-z0-9-]{0,119}$/ },
  sort: { pattern: /^(?:featured|price-asc|price-desc|newest|best-sellers)$/ },
  diet: { pattern: /^(?:halal|vegan)$/, repeats: 2 },
  min: { pattern: /^\d{1,5}$/ },
  max: { pattern: /^\d{1,5}$/ },
};

/**
 * Where a page request goes: `key` (the cache entry, also the path and query the page is
 * rendered from, on the shop's own origin), `redirect` (the canonical URL, for a /shop view
 * parameter with a value the shop never links to), or null (not cached).
 */
export type PageRoute = { key: string } | { redirect: string } | null;

/**
 * The cache key of a page URL. Only what the page renders from is in it, so nothing a client
 * adds (a tracking parameter, a random query string, a cookie, a Host header) can make a request
 * skip the cache or fill it with another page: parameters a route does not read are dropped
 * (the route renders the same markup without them, which is what the browser hydrates); on
 * /shop the collection and the listing's view (sort, dietary tags, price range, issue 19) are
 * kept in one canonical order; on a product page, `wholesale=true` (the minimal layout); /search with a query is not cached. Best
 * sellers are cached too: the page cache's age limit bounds how old their order is.
 */
export function pageCacheKey(url: URL): PageRoute {
  const path = url.pathname;
  const lower = path.toLowerCase();
  // The search page reads its query (free text): not cached, as before.
  if (lower === '/search' || lower === '/search/') return url.search ? null : { key: path };
  if (lower === '/shop') return shopRoute(url);
  if (/^\/product\/[^/]+\/?$/.test(lower) && url.searchParams.get('wholesale') === 'true') {
    return { key: `${path}?wholesale=true` };
  }
  return { key: path };
}

function shopRoute(url: URL): PageRoute {
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
  const href = buildShopHref(seen.get('collection')?.[0] ?? null, readShopView(known));
  if (!valid) return { redirect: href };
  return { key: `${url.pathname}${href.replace(/^\/shop/, '')}` };
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

/** The brotli copy of a cached page, made once per entry (concurrent requests share it). */
export function brotliOf(page: CachedBody): Promise<Uint8Array> {
  const entry = page as CompressedPage;
  entry.brPromise ??= brotliAsync(bytesOf(page), {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytesOf(page).byteLength,
    },
  }).then((bytes) => {
    entry.brReady = bytes;
    return bytes;
  });
  return entry.brPromise;
}

/** The gzip copy of a cached page, made once per entry. */
export function gzipPageOf(page: CachedBody): Promise<Uint8Array> {
  const entry = page as CompressedPage;
  entry.gzipPromise ??= gzipAsync(bytesOf(page), { level: PAGE_GZIP_LEVEL }).then((bytes) => {
    entry.gzipReady = bytes;
    return bytes;
  });
  return entry.gzipPromise;
}

/**
 * Sends a cached page with its ETag (http/spa.ts answers 304 to a matching If-None-Match with
 * hono/etag): the brotli or gzip copy the client prefers, else the plain bytes. The copies are made once per entry, in the background from the
 * first send: until the preferred one is ready the page goes out as plain bytes, which the HTTP
 * pipeline gzips on the fly for a client that accepts gzip (brotli 11 of a 115 KB page takes
 * ~0.2 s, longer on a busy machine: nobody waits for it). `no-cache`: browsers keep the page and
 * revalidate it each time. `X-Cache` says whether the body came from the cache (HIT), came from
 * it while it is rendered again (STALE) or waited for a render (MISS).
 */
export function sendPage(
  c: Context,
  page: CachedBody,
  cacheStatus: 'HIT' | 'STALE' | 'MISS',
): Response {
  c.header('ETag', page.etag);
  c.header('Cache-Control', 'no-cache');
  c.header('Vary', 'Accept-Encoding');
  c.header('X-Cache', cacheStatus);
  const status = (page.status ?? 200) as 200;
  const entry = page as CompressedPage;
  if (status === 200) {
    void brotliOf(page);
    void gzipPageOf(page);
  }
  c.header('Content-Type', 'text/html; charset=UTF-8');
  const accepted =
    c.req.method === 'HEAD' ? [] : acceptedPageEncodings(c.req.header('Accept-Encoding'));
  for (const encoding of accepted) {
    const ready = encoding === 'br' ? entry.brReady : entry.gzipReady;
    if (!ready) continue;
    c.header('Content-Encoding', encoding);
    return c.body(ready as Uint8Array<ArrayBuffer>, status);
  }
  return c.body(bytesOf(page), status);
}
