import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductResponse } from '../../core/api/admin';
import type { ProductDetailResponse } from '../../core/api/store-types';
import { productToFormInput } from '../../core/schemas/product';
import { findProjectRoot } from '../lib/project-root';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';
import { type InstancePair, startInstancePair } from '../test/instance-pair';
import type { TestInstance } from '../test/instances';
import { waitFor } from '../test/wait-for';
import {
  acceptedPageEncodings,
  hasSessionCookie,
  pageCacheKey,
  selectPageEncoding,
} from './page-cache';

// The visitors' page cache (cache/page-cache.ts, http/spa.ts). Needs a build (dist/web and
// dist/ssr): `npm test` builds both before the integration step.

const root = findProjectRoot();

type Fetch = (path: string, init?: RequestInit) => Promise<Response>;

async function page(fetcher: Fetch, path: string, headers: Record<string, string> = {}) {
  const res = await fetcher(path, { headers });
  return {
    status: res.status,
    cache: res.headers.get('x-cache'),
    etag: res.headers.get('etag'),
    encoding: res.headers.get('content-encoding'),
    setCookie: res.headers.get('set-cookie'),
    requestId: res.headers.get('x-request-id'),
    html: await res.text(),
  };
}

/** The product's title in the server-rendered <h1>. */
function heading(html: string): string {
  return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? '';
}

async function renameProduct(admin: TestClient, fetcher: Fetch, handle: string, title: string) {
  const res = await fetcher(`/api/store/products/${handle}`);
  const { product: stored } = (await res.json()) as ProductDetailResponse;
  const { product } = (await (
    await admin.get(`/api/admin/products/${stored.id}`)
  ).json()) as AdminProductResponse;
  const put = await admin.put(`/api/admin/products/${stored.id}`, {
    ...productToFormInput(product),
    title,
  });
  expect(put.status).toBe(200);
}

beforeAll(() => {
  if (
    !existsSync(join(root, 'dist/web/index.html')) ||
    !existsSync(join(root, 'dist/ssr/entry-server.js'))
  ) {
    throw new Error('dist is not built: run `npm run build:web` first (npm test does).');
  }
});

describe('page cache rules', () => {
  it('recognises better-auth session cookies only', () => {
    expect(hasSessionCookie('better-auth.session_token=abc')).toBe(true);
    expect(hasSessionCookie('theme=dark; __Secure-better-auth.session_token=abc.def')).toBe(true);
    expect(hasSessionCookie('a=1;better-auth.session_data=x')).toBe(true);
    expect(hasSessionCookie('theme=dark; cart=1')).toBe(false);
    expect(hasSessionCookie('xbetter-auth.session_token=abc')).toBe(false);
    expect(hasSessionCookie(undefined)).toBe(false);
  });

  it('keys a page by path, and /shop by its collection only', () => {
    const key = (u: string) => pageCacheKey(new URL(u, 'http://shop.test'));
    expect(key('/product/black-seed-oil')).toBe('/product/black-seed-oil');
    expect(key('/shop?collection=black-seed')).toBe('/shop?collection=black-seed');
    expect(key('/shop?collection=black-seed&utm_source=mail')).toBeNull();
    expect(key('/shop?collection=%3Cscript%3E')).toBeNull();
    expect(key('/product/black-seed-oil?ref=1')).toBeNull();
  });

  it('keys /shop by its collection and view, in one canonical order', () => {
    const key = (u: string) => pageCacheKey(new URL(u, 'http://shop.test'));
    expect(key('/shop?sort=price-asc')).toBe('/shop?sort=price-asc');
    expect(key('/shop?diet=vegan&collection=black-seed&sort=price-desc&diet=halal')).toBe(
      '/shop?collection=black-seed&sort=price-desc&diet=halal&diet=vegan',
    );
    expect(key('/shop?collection=black-seed&diet=halal&diet=vegan&sort=price-desc')).toBe(
      '/shop?collection=black-seed&sort=price-desc&diet=halal&diet=vegan',
    );
    expect(key('/shop?min=5&max=20')).toBe('/shop?min=5&max=20');
    expect(key('/shop?max=5&min=20')).toBe('/shop?min=5&max=20');
    // A default view shares the plain page's entry.
    expect(key('/shop?sort=featured')).toBe('/shop');
    expect(key('/shop?sort=featured&collection=raw-honey')).toBe('/shop?collection=raw-honey');
    // Not cached: best sellers (orders change it), unknown values, repeats, other parameters.
    expect(key('/shop?sort=best-sellers')).toBeNull();
    expect(key('/shop?sort=cheapest')).toBeNull();
    expect(key('/shop?diet=keto')).toBeNull();
    expect(key('/shop?diet=vegan&diet=vegan')).toBeNull();
    expect(key('/shop?sort=newest&sort=price-asc')).toBeNull();
    expect(key('/shop?min=-1')).toBeNull();
    expect(key('/shop?min=123456')).toBeNull();
    expect(key('/shop?sort=newest&page=2')).toBeNull();
  });

  it('prefers brotli unless the client ranks gzip higher', () => {
    expect(selectPageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(selectPageEncoding('gzip;q=1, br;q=0.5')).toBe('gzip');
    expect(selectPageEncoding('br;q=0, gzip')).toBe('gzip');
    expect(selectPageEncoding('deflate')).toBeUndefined();
    expect(selectPageEncoding(undefined)).toBeUndefined();
    expect(acceptedPageEncodings('gzip;q=0.8, br')).toEqual(['br', 'gzip']);
    expect(acceptedPageEncodings('br')).toEqual(['br']);
  });
});

describe('the page cache in one process', () => {
  let app: TestApp;
  let admin: TestClient;

  beforeAll(async () => {
    app = await startTestApp();
    // The admin area needs a second factor.
    ({ client: admin } = await app.adminClient({ firstName: 'Ada', lastName: 'Admin' }));
    await waitFor(
      async () => app.deps.pageCache?.isActive ?? false,
      (active) => active,
    );
  });
  afterAll(() => app?.close());

  it('renders a visitor page once, then sends it from the cache: brotli, gzip, 304', async () => {
    const path = '/product/black-seed-oil';
    app.deps.pageCache?.invalidate();
    const first = await page(app.fetch, path);
    expect(first.status).toBe(200);
    expect(first.cache).toBe('MISS');
    expect(heading(first.html)).toBe('Organic Black Seed Oil');

    const before = app.database.queries.count;
    // The copies are made in the background after the first send: plain bytes until then.
    const res = await waitFor(
      () => app.fetch(path, { headers: { 'accept-encoding': 'br' } }),
      (r) => r.headers.get('content-encoding') === 'br',
    );
    expect(res.headers.get('x-cache')).toBe('HIT');
    expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    // fetch does not decode br for us here: read the raw bytes through a plain request.
    const br = await rawBody(app.baseUrl, path, 'br');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body).toString('utf8')).toBe(first.html);
    const gz = await waitFor(
      () => rawBody(app.baseUrl, path, 'gzip'),
      (r) => r.encoding === 'gzip',
    );
    expect(gunzipSync(gz.body).toString('utf8')).toBe(first.html);
    expect(app.database.queries.count - before).toBe(0);

    const revalidated = await app.fetch(path, { headers: { 'if-none-match': first.etag ?? '' } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
  });

  it('keeps headers per response: no Set-Cookie, a request id of its own', async () => {
    const path = '/shop?collection=black-seed';
    const miss = await page(app.fetch, path);
    const hit = await page(app.fetch, path);
    expect(hit.cache).toBe('HIT');
    expect(hit.setCookie).toBeNull();
    expect(hit.requestId).not.toBe(miss.requestId);
    expect(hit.html).toBe(miss.html);
  });

  it('never serves or fills the cache for a signed-in request', async () => {
    const path = '/product/black-seed-honey';
    app.deps.pageCache?.invalidate();
    expect(admin.cookieHeader()).toMatch(/better-auth\.session_token=/);
    const signedIn = await page((p, init) => admin.get(p, init), path);
    expect(signedIn.status).toBe(200);
    expect(signedIn.cache).toBe('BYPASS');
    // The signed-in render did not fill the cache: the next visitor renders afresh.
    expect((await page(app.fetch, path)).cache).toBe('MISS');
    expect((await page(app.fetch, path)).cache).toBe('HIT');
    // A filled cache is not read for a signed-in request either.
    expect((await page((p, init) => admin.get(p, init), path)).cache).toBe('BYPASS');
  });

  it('does not keep 404 pages or URLs with other query strings', async () => {
    for (let i = 0; i < 2; i++) {
      const missing = await page(app.fetch, '/product/no-such-product');
      expect(missing.status).toBe(404);
      expect(missing.cache).toBe('MISS');
      const tracked = await page(app.fetch, '/product/black-seed-oil?utm_source=mail');
      expect(tracked.status).toBe(200);
      expect(tracked.cache).toBe('BYPASS');
    }
  });

  it("serves an admin's change on the next request", async () => {
    const path = '/product/black-seed-oil';
    await page(app.fetch, path);
    expect((await page(app.fetch, path)).cache).toBe('HIT');
    await renameProduct(admin, app.fetch, 'black-seed-oil', 'Black Seed Oil (renamed)');
    const next = await page(app.fetch, path);
    expect(next.cache).toBe('MISS');
    expect(heading(next.html)).toBe('Black Seed Oil (renamed)');
  });
});

/** The undecoded body of a GET with one Accept-Encoding (Node's fetch would decode it). */
async function rawBody(
  baseUrl: string,
  path: string,
  encoding: string,
): Promise<{ encoding: string | undefined; body: Buffer }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}${path}`,
      { headers: { 'accept-encoding': encoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

// ---- Two app instances on one PostgreSQL database ----------------------------------------------

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('the page cache across two instances (PostgreSQL)', () => {
  let pair: InstancePair;
  let a: TestInstance;
  let b: TestInstance;
  let adminOnA: TestClient;

  beforeAll(async () => {
    pair = await startInstancePair(adminUrl ?? '', 'shop_pages');
    ({ a, b, adminOnA } = pair);
    await waitFor(
      async () => !!(a.deps.pageCache?.isActive && b.deps.pageCache?.isActive),
      (active) => active,
    );
  });

  afterAll(async () => {
    await pair?.close();
  });

  it("serves an admin's change in both processes", async () => {
    const path = '/product/black-seed-oil';
    for (const instance of [a, b]) {
      await page(instance.fetch, path);
      expect((await page(instance.fetch, path)).cache).toBe('HIT');
    }
    await renameProduct(adminOnA, a.fetch, 'black-seed-oil', 'Black Seed Oil (renamed on A)');
    // The writing process: on the very next request.
    const onA = await page(a.fetch, path);
    expect(onA.cache).toBe('MISS');
    expect(heading(onA.html)).toBe('Black Seed Oil (renamed on A)');
    // The other process: as soon as the notification arrives (bounded wait).
    const onB = await waitFor(
      () => page(b.fetch, path),
      (p) => heading(p.html) === 'Black Seed Oil (renamed on A)',
      5_000,
    );
    expect(onB.status).toBe(200);
    expect((await page(b.fetch, path)).cache).toBe('HIT');
  });
});
