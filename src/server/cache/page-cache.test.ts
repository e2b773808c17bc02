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
import { insertApprovedTradeAccount } from '../test/trade-account';
import { waitFor } from '../test/wait-for';
import { acceptedPageEncodings, pageCacheKey, selectPageEncoding } from './page-cache';

// The visitors' page cache (cache/page-cache.ts, pages/spa.ts). Needs a build (dist/web and
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
  it('keys a page by its path and the parameters it reads, nothing a client adds', () => {
    const key = (u: string) => pageCacheKey(new URL(u, 'http://shop.test'));
    expect(key('/product/black-seed-oil')).toEqual({ key: '/product/black-seed-oil' });
    expect(key('/shop?collection=black-seed')).toEqual({ key: '/shop?collection=black-seed' });
    // Parameters the page does not read share the plain page's entry.
    expect(key('/shop?collection=black-seed&utm_source=mail')).toEqual({
      key: '/shop?collection=black-seed',
    });
    expect(key('/product/black-seed-oil?ref=1&utm_source=mail')).toEqual({
      key: '/product/black-seed-oil',
    });
    expect(key('/?fbclid=abc')).toEqual({ key: '/' });
    expect(key('/blog/manuka-honey-guide?x=1')).toEqual({ key: '/blog/manuka-honey-guide' });
    // The minimal (wholesale) product layout is its own page; other values are the plain page.
    expect(key('/product/black-seed-oil?wholesale=true&ref=1')).toEqual({
      key: '/product/black-seed-oil?wholesale=true',
    });
    expect(key('/product/black-seed-oil?wholesale=yes')).toEqual({
      key: '/product/black-seed-oil',
    });
    // The bulk cups page shown at two product paths has no minimal layout.
    expect(key('/product/cupping-cups-b1-to-b6?wholesale=true')).toEqual({
      key: '/product/cupping-cups-b1-to-b6',
    });
    // Search results are keyed on the search they run, nothing else.
    expect(key('/search?q=honey')).toEqual({ key: '/search?q=honey&kind=all' });
    expect(key('/search?utm_source=x&kind=products&q=honey&diet=vegan')).toEqual({
      key: '/search?q=honey&kind=products&diet=vegan',
    });
    expect(key('/search?q=honey&kind=nonsense&diet=keto')).toEqual({
      key: '/search?q=honey&kind=all',
    });
    expect(key(`/search?q=${'x'.repeat(500)}`)).toBeNull();
    expect(key('/search')).toEqual({ key: '/search' });
  });

  it('keys /shop by its collection and view, in one canonical order', () => {
    const key = (u: string) => pageCacheKey(new URL(u, 'http://shop.test'));
    expect(key('/shop?sort=price-asc')).toEqual({ key: '/shop?sort=price-asc' });
    expect(key('/shop?diet=vegan&collection=black-seed&sort=price-desc&diet=halal')).toEqual({
      key: '/shop?collection=black-seed&sort=price-desc&diet=halal&diet=vegan',
    });
    expect(key('/shop?collection=black-seed&diet=halal&diet=vegan&sort=price-desc')).toEqual({
      key: '/shop?collection=black-seed&sort=price-desc&diet=halal&diet=vegan',
    });
    expect(key('/shop?min=5&max=20')).toEqual({ key: '/shop?min=5&max=20' });
    // The shop with a trailing slash is the shop (the route manifest's rule): redirected to the
    // one spelling, so it is not a second entry (page-cache-key.unit.test.ts).
    expect(key('/shop/?utm_source=x&collection=black-seed')).toEqual({
      redirect: '/shop?collection=black-seed',
    });
    expect(key('/shop?max=5&min=20')).toEqual({ key: '/shop?min=5&max=20' });
    // A default view shares the plain page's entry.
    expect(key('/shop?sort=featured')).toEqual({ key: '/shop' });
    expect(key('/shop?sort=featured&collection=raw-honey')).toEqual({
      key: '/shop?collection=raw-honey',
    });
    expect(key('/shop?sort=newest&page=2')).toEqual({ key: '/shop?sort=newest' });
    // Best sellers are cached (the cache's age limit bounds how old the order is).
    expect(key('/shop?sort=best-sellers')).toEqual({ key: '/shop?sort=best-sellers' });
    // A value the shop never links to: redirected to the canonical view, never rendered.
    expect(key('/shop?sort=cheapest')).toEqual({ redirect: '/shop' });
    expect(key('/shop?diet=keto&collection=raw-honey')).toEqual({
      redirect: '/shop?collection=raw-honey',
    });
    expect(key('/shop?diet=vegan&diet=vegan')).toEqual({ redirect: '/shop?diet=vegan' });
    expect(key('/shop?sort=newest&sort=price-asc')).toEqual({ redirect: '/shop?sort=newest' });
    expect(key('/shop?min=-1')).toEqual({ redirect: '/shop' });
    expect(key('/shop?min=123456&max=9')).toEqual({ redirect: '/shop?max=9' });
    expect(key('/shop?collection=%3Cscript%3E')).toEqual({ redirect: '/shop' });
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

  it('serves signed-in shoppers, trade buyers and invented session cookies the cached page, with nothing of theirs in it', async () => {
    const path = '/product/black-seed-honey';
    const shopper = app.client();
    const signedUp = await shopper.signUp({ firstName: 'Zelda', lastName: 'Quartermain' });
    const trade = app.client();
    const tradeAccount = await trade.signUp({ firstName: 'Tobias', lastName: 'Tradesmith' });
    await insertApprovedTradeAccount(app.db, tradeAccount.userId);
    expect(shopper.cookieHeader()).toMatch(/better-auth\.session_token=/);
    app.deps.pageCache?.invalidate();
    const hitsBefore = app.deps.pageCache?.stats.hits ?? 0;

    // The signed-in shopper's request renders the page and fills the entry…
    const first = await page((p, init) => shopper.get(p, init), path);
    expect(first.status).toBe(200);
    expect(first.cache).toBe('MISS');
    expect(first.html).not.toContain('Zelda');
    expect(first.html).not.toContain(signedUp.email);
    // …which everyone else reads as it is: a visitor, a trade buyer, an admin, a made-up cookie.
    const visitor = await page(app.fetch, path);
    const tradeBuyer = await page((p, init) => trade.get(p, init), path);
    const staff = await page((p, init) => admin.get(p, init), path);
    const invented = await page(app.fetch, path, {
      cookie: '__Secure-better-auth.session_token=x; better-auth.session_data=y',
    });
    for (const other of [visitor, tradeBuyer, staff, invented]) {
      expect(other.status).toBe(200);
      expect(other.cache).toBe('HIT');
      expect(other.html).toBe(first.html);
    }
    expect((app.deps.pageCache?.stats.hits ?? 0) - hitsBefore).toBe(4);
    expect(tradeBuyer.html).not.toContain('Tobias');
    expect(tradeBuyer.html).not.toContain('Cupping Clinic Ltd');
    expect(staff.html).not.toContain('Ada Admin');
    // The trade buyer's prices come from the API, for their session only.
    const wholesale = await trade.get('/api/wholesale/products');
    expect(wholesale.status).toBe(200);
    expect((await app.fetch('/api/wholesale/products')).status).toBe(401);
  });

  it('renders a page from its key alone: a Host header cannot poison the entry', async () => {
    const path = '/product/black-seed-oil';
    app.deps.pageCache?.invalidate();
    const forged = await rawBody(app.baseUrl, path, 'identity', {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      'x-forwarded-proto': 'http',
    });
    expect(forged.body.toString('utf8')).not.toContain('evil.example');
    const visitor = await page(app.fetch, path);
    expect(visitor.cache).toBe('HIT');
    expect(visitor.html).not.toContain('evil.example');
    expect(visitor.html).toContain(app.deps.config.publicUrl);
  });

  it('does not keep 404 pages; parameters a page does not read share its entry', async () => {
    for (let i = 0; i < 2; i++) {
      const missing = await page(app.fetch, '/product/no-such-product');
      expect(missing.status).toBe(404);
      expect(missing.cache).toBe('MISS');
    }
    const plain = await page(app.fetch, '/product/black-seed-oil');
    for (const query of ['?utm_source=mail', '?r=8f3a91', '?wholesale=no&fbclid=1']) {
      const tracked = await page(app.fetch, `/product/black-seed-oil${query}`);
      expect(tracked.status).toBe(200);
      expect(tracked.cache).toBe('HIT');
      expect(tracked.html).toBe(plain.html);
    }
  });

  it('redirects a shop view the shop never links to instead of rendering it', async () => {
    const res = await app.fetch('/shop?collection=raw-honey&sort=cheapest&diet=keto', {
      redirect: 'manual',
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/shop?collection=raw-honey');
  });

  it("drops only the edited product's pages, re-renders it in the background and serves it fresh", async () => {
    const edited = '/product/black-seed-oil';
    const detail = async (handle: string) =>
      ((await (await app.fetch(`/api/store/products/${handle}`)).json()) as ProductDetailResponse)
        .product;
    const oil = await detail('black-seed-oil');
    // A product whose page shows nothing of the oil (not among its related products, nor the
    // oil among its).
    const listing = (await (await app.fetch('/api/store/collections/all/products')).json()) as {
      products: { id: string; handle: string }[];
    };
    let unrelated = '';
    for (const candidate of listing.products) {
      if (candidate.id === oil.id || oil.related.some((r) => r.id === candidate.id)) continue;
      const other = await detail(candidate.handle);
      if (other.related.every((r) => r.id !== oil.id)) {
        unrelated = `/product/${candidate.handle}`;
        break;
      }
    }
    expect(unrelated).toMatch(/^\/product\//);
    const kept = [unrelated, '/story', '/blog'];
    app.deps.pageCache?.invalidate();
    for (const path of [edited, '/shop', ...kept]) await page(app.fetch, path);
    for (const path of [edited, '/shop', ...kept]) {
      const p = await page(app.fetch, path);
      expect(`${path} ${p.status} ${p.cache}`).toBe(`${path} 200 HIT`);
    }
    const keptHtml = await Promise.all(
      kept.map(async (path) => (await page(app.fetch, path)).html),
    );

    await renameProduct(admin, app.fetch, 'black-seed-oil', 'Black Seed Oil (renamed)');
    // Re-rendered in the background without a request, then sent from the cache.
    await waitFor(
      async () => app.deps.pageCache?.peek(edited),
      (found) => found === 'fresh',
    );
    const next = await page(app.fetch, edited);
    expect(next.cache).toBe('HIT');
    expect(heading(next.html)).toBe('Black Seed Oil (renamed)');
    // The other pages were never dropped.
    for (const [i, path] of kept.entries()) {
      const again = await page(app.fetch, path);
      expect(again.cache).toBe('HIT');
      expect(again.html).toBe(keptHtml[i]);
    }
    // The shop lists the oil: dropped, and fresh on the next request.
    const shop = await waitFor(
      () => page(app.fetch, '/shop'),
      (p) => p.html.includes('Black Seed Oil (renamed)'),
    );
    expect(shop.status).toBe(200);
    await renameProduct(admin, app.fetch, 'black-seed-oil', 'Organic Black Seed Oil');
  });

  it('a listing change (unpublishing a product) keeps articles and other listings cached', async () => {
    const oil = (
      (await (
        await app.fetch('/api/store/products/black-seed-oil')
      ).json()) as ProductDetailResponse
    ).product;
    const { collections } = (await (await app.fetch('/api/store/collections')).json()) as {
      collections: { handle: string }[];
    };
    let other = '';
    for (const { handle } of collections) {
      const listing = (await (
        await app.fetch(`/api/store/collections/${handle}/products`)
      ).json()) as { products: { id: string }[] };
      if (listing.products.length > 0 && listing.products.every((p) => p.id !== oil.id)) {
        other = `/shop?collection=${handle}`;
        break;
      }
    }
    expect(other).toMatch(/^\/shop\?collection=/);
    const kept = ['/story', '/blog', '/blog/black-seed-oil-ancient-remedy', other];
    const dropped = ['/product/black-seed-oil', '/shop'];
    app.deps.pageCache?.invalidate();
    for (const path of [...kept, ...dropped]) await page(app.fetch, path);
    const before = await Promise.all(kept.map(async (path) => (await page(app.fetch, path)).html));
    const search = '/search?q=black+seed';
    expect((await page(app.fetch, search)).cache).toBe('MISS');
    expect((await page(app.fetch, search)).cache).toBe('HIT');

    const unpublish = await admin.post('/api/admin/products/publication', {
      ids: [oil.id],
      published: false,
    });
    expect(unpublish.status).toBe(200);
    try {
      for (const [i, path] of kept.entries()) {
        const again = await page(app.fetch, path);
        expect(`${path} ${again.cache}`).toBe(`${path} HIT`);
        expect(again.html).toBe(before[i]);
      }
      expect((await page(app.fetch, '/product/black-seed-oil')).status).toBe(404);
      const shop = await page(app.fetch, '/shop');
      expect(shop.html).not.toContain('Organic Black Seed Oil');
      // Search results are dropped by every write.
      expect((await page(app.fetch, search)).cache).toBe('MISS');
    } finally {
      const republish = await admin.post('/api/admin/products/publication', {
        ids: [oil.id],
        published: true,
      });
      expect(republish.status).toBe(200);
    }
  });

  it('sends an old page once more while it renders again (stale-while-revalidate)', async () => {
    const path = '/story';
    await page(app.fetch, path);
    expect((await page(app.fetch, path)).cache).toBe('HIT');
    // Older than the cache's age limit (60 s): no write is known to have changed it.
    const realNow = Date.now;
    const cache = app.deps.pageCache as unknown as { now: () => number };
    const ownNow = cache.now;
    cache.now = () => realNow() + 61_000;
    try {
      const stale = await page(app.fetch, path);
      expect(stale.cache).toBe('STALE');
      expect(stale.status).toBe(200);
      await waitFor(
        async () => app.deps.pageCache?.peek(path),
        (found) => found === 'fresh',
      );
      expect((await page(app.fetch, path)).cache).toBe('HIT');
    } finally {
      cache.now = ownNow;
    }
  });
});

/** The undecoded body of a GET with one Accept-Encoding (Node's fetch would decode it). */
async function rawBody(
  baseUrl: string,
  path: string,
  encoding: string,
  headers: Record<string, string> = {},
): Promise<{ encoding: string | undefined; body: Buffer }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}${path}`,
      { headers: { 'accept-encoding': encoding, ...headers } },
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
    // (the edited page is re-rendered in the background: the request may wait for it or find it)
    const onA = await page(a.fetch, path);
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
