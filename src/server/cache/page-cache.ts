// The visitors' page cache: the HTML of public pages, rendered once per URL and catalogue version
// and sent as it is (ETag/304, brotli and gzip copies made once per entry). It is a dependent of
// the catalogue cache (CatalogueCache.createDependent), so every catalogue write, in this process
// or (through PostgreSQL NOTIFY) in another, empties it in the same call.
//
// Nothing personal may enter it: only GET/HEAD requests without a session cookie read or fill it,
// only server-rendered public pages with status 200 are kept, and only the HTML body is kept;
// headers (Set-Cookie, request ids, security headers) are set per response by the pipeline.
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

/**
 * better-auth's session cookies (`better-auth.session_token`, `…session_data`, with the
 * `__Secure-` prefix in production). A request carrying one is a signed-in (or signing-in)
 * shopper: it neither reads nor fills the page cache.
 */
const SESSION_COOKIE = /(?:^|;)\s*(?:__Secure-|__Host-)?better-auth\.session_(?:token|data)=/;

export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return !!cookieHeader && SESSION_COOKIE.test(cookieHeader);
}

/** Query parameters /shop renders from, each with the values it takes; any other parameter (or
 * value) makes the URL uncacheable, so random query strings cannot push real pages out. */
const SHOP_PARAMS: Record<string, { pattern: RegExp; repeats?: number }> = {
  collection: { pattern: /^[a-z0-9][a-z0-9-]{0,119}$/ },
  // Not best-sellers: orders change it without a catalogue write (which is what empties the cache).
  sort: { pattern: /^(?:featured|price-asc|price-desc|newest)$/ },
  diet: { pattern: /^(?:halal|vegan)$/, repeats: 2 },
  min: { pattern: /^\d{1,5}$/ },
  max: { pattern: /^\d{1,5}$/ },
};

/**
 * The cache key of a page URL, or null when the URL is not cached: on /shop, a parameter other
 * than the collection (a handle) and the listing's view (sort, dietary tags, price range, issue
 * 19), or a value they do not take; any query parameter elsewhere. The key holds the path and the
 * view in one canonical order, so every URL that renders the same page shares one entry.
 */
export function pageCacheKey(url: URL): string | null {
  if (url.search === '') return url.pathname;
  if (url.pathname.toLowerCase() !== '/shop') return null;
  const seen = new Map<string, string[]>();
  for (const [name, value] of url.searchParams) {
    const rule = SHOP_PARAMS[name];
    if (!rule?.pattern.test(value)) return null;
    const values = seen.get(name) ?? [];
    if (values.includes(value) || values.length >= (rule.repeats ?? 1)) return null;
    seen.set(name, [...values, value]);
  }
  const view = readShopView(url.searchParams);
  if (view.sort === 'best-sellers') return null;
  const query = buildShopHref(seen.get('collection')?.[0] ?? null, view).replace(/^\/shop/, '');
  return `${url.pathname}${query}`;
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
 * revalidate it each time. `X-Cache` says whether the body came from the cache (HIT) or was
 * rendered for this request (MISS).
 */
export function sendPage(c: Context, page: CachedBody, cacheStatus: 'HIT' | 'MISS'): Response {
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
