import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProjectRoot } from '../lib/project-root';
import { startTestApp, type TestApp } from '../test/harness';

// One canonical URL per page, a title
// per collection, the same title before and after hydration, a favicon, a PNG share image, and a
// sitemap without noindex pages. The static files need a build (dist/web), like spa-ssr.test.ts.

const root = findProjectRoot();
let app: TestApp;
beforeAll(async () => {
  if (!existsSync(join(root, 'dist/web/index.html'))) {
    throw new Error('dist is not built: run `npm run build:web` first (npm test does).');
  }
  app = await startTestApp();
});
afterAll(() => app?.close());

async function getHtml(path: string) {
  const res = await app.fetch(path);
  return { status: res.status, html: await res.text() };
}
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
const metaOf = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)">`).exec(html)?.[1];

describe('One URL and one title per page', () => {
  it('names /bulk-cupping-cups canonical for all three URLs of the cups page, with one title', async () => {
    for (const path of [
      '/bulk-cupping-cups',
      '/product/cupping-cups-b1-to-b6',
      '/product/bulk-cupping-cups-wholesale',
    ]) {
      const { status, html } = await getHtml(path);
      expect(status, path).toBe(200);
      expect(canonicalOf(html), path).toBe(`${app.baseUrl}/bulk-cupping-cups`);
      // useDocumentTitle(CUPS_PAGE_TITLE) sets the same after hydration.
      expect(titleOf(html), path).toBe('Bulk Cupping Cups | Habba &amp; Honey');
    }
  }, 90_000);

  it('gives every collection page its own title, and /shop the all-products title', async () => {
    const titles = new Set<string | undefined>();
    for (const handle of ['black-seed', 'raw-honey', 'cupping-shop']) {
      titles.add(titleOf((await getHtml(`/shop?collection=${handle}`)).html));
    }
    expect(titles.size).toBe(3);
    expect(titleOf((await getHtml('/shop?collection=raw-honey')).html)).toBe(
      'Raw &amp; Manuka Honey | Habba &amp; Honey Shop',
    );
    const all = await getHtml('/shop');
    expect(titleOf(all.html)).toBe('All Products | Habba &amp; Honey Shop');
    expect(canonicalOf(all.html)).toBe(`${app.baseUrl}/shop`);
  });

  it('answers an unknown collection with 404, noindex and "Collection not found"', async () => {
    const { status, html } = await getHtml('/shop?collection=no-such-collection');
    expect(status).toBe(404);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(titleOf(html)).toBe('Collection not found | Habba &amp; Honey Shop');
  });
});

describe('Favicon and share image', () => {
  it('serves /favicon.ico as an icon and links it from every page', async () => {
    const res = await app.fetch('/favicon.ico');
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 4)]).toEqual([0, 0, 1, 0]); // ICO header: reserved 0, type 1
    const { html } = await getHtml('/story');
    expect(html).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32" />');
    expect(html).not.toContain('href="data:image/svg+xml');
  });

  it('shares the 1200×630 brand PNG, never an SVG, on article, shop and home pages', async () => {
    for (const path of ['/', '/blog', '/shop']) {
      const { html } = await getHtml(path);
      expect(metaOf(html, 'og:image'), path).toBe(`${app.baseUrl}/og-image.png`);
      expect(metaOf(html, 'og:image:width'), path).toBe('1200');
      expect(metaOf(html, 'og:image:height'), path).toBe('630');
      expect(html, path).not.toMatch(/<meta property="og:image" content="[^"]*\.svg"/);
    }
    const res = await app.fetch('/og-image.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1200); // IHDR width
    expect(png.readUInt32BE(20)).toBe(630); // IHDR height
  });
});

describe('One share image per product', () => {
  it('gives two products different 1200×630 PNG share images of their own', async () => {
    const images = new Map<string, string | undefined>();
    for (const handle of ['black-seed-oil', 'raw-wildflower-honey']) {
      const { html } = await getHtml(`/product/${handle}`);
      const image = metaOf(html, 'og:image');
      expect(image, handle).toBe(`${app.baseUrl}/share/products/${handle}.png`);
      expect(metaOf(html, 'og:image:type'), handle).toBe('image/png');
      expect(metaOf(html, 'og:image:width'), handle).toBe('1200');
      expect(metaOf(html, 'og:image:height'), handle).toBe('630');
      images.set(handle, image);
      const res = await app.fetch(`/share/products/${handle}.png`);
      expect(res.status, handle).toBe(200);
      expect(res.headers.get('content-type'), handle).toBe('image/png');
      const png = Buffer.from(await res.arrayBuffer());
      expect(png.subarray(1, 4).toString('latin1'), handle).toBe('PNG');
      expect(png.readUInt32BE(16), handle).toBe(1200); // IHDR width
      expect(png.readUInt32BE(20), handle).toBe(630); // IHDR height
    }
    expect(new Set(images.values()).size).toBe(2);
  });
});

describe('Sitemap', () => {
  it('leaves out noindex /wholesale and the cups page duplicates', async () => {
    const xml = await (await app.fetch('/sitemap.xml')).text();
    expect(xml).not.toContain(`<loc>${app.baseUrl}/wholesale</loc>`);
    expect(xml).not.toContain('/product/cupping-cups-b1-to-b6');
    expect(xml).not.toContain('/product/bulk-cupping-cups-wholesale');
    expect(xml).toContain(`<loc>${app.baseUrl}/bulk-cupping-cups</loc>`);
    expect(xml).toContain(`<loc>${app.baseUrl}/shop</loc>`);
  });
});

describe('/shop lists every product', () => {
  it('server-renders all products under "All Products" with an "All" choice first', async () => {
    const { html } = await getHtml('/shop');
    const body = html.slice(html.indexOf('<div id="root">'));
    expect(body).toMatch(/<h1[^>]*>All Products<\/h1>/);
    // Products from three different collections on one page.
    for (const title of [
      'Organic Black Seed Oil',
      'Manuka Honey MGO 263+',
      'Raw Yemeni Sidr Honey',
    ]) {
      expect(body, title).toContain(title);
    }
    expect(body).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/shop"[^>]*>All<\/a>|<a[^>]*href="\/shop"[^>]*aria-current="page"[^>]*>All<\/a>/,
    );
  });
});
