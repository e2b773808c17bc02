import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InitialData } from '../../core/api/initial-data';
import { HOME_HERO } from '../../core/content/home';
import { products } from '../db/schema/catalog';
import { findProjectRoot } from '../lib/project-root';
import { KNOWN_ROUTE_MODULES } from '../ssr/page-data';
import { startTestApp, type TestApp } from '../test/harness';

// The HTML the server sends for a route (critical path): preloads of the route's chunks, fonts and
// LCP image, the route's API data as a JSON script, and the server-rendered page markup. Needs a
// build (dist/web and dist/ssr): `npm test` builds both before the integration step.

const root = findProjectRoot();
const manifestPath = join(root, 'dist/web/.vite/manifest.json');
type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; assets?: string[]; dynamicImports?: string[] }
>;
let manifest: Manifest;
let app: TestApp;

beforeAll(async () => {
  if (!existsSync(manifestPath) || !existsSync(join(root, 'dist/ssr/entry-server.js'))) {
    throw new Error('dist is not built: run `npm run build:web` first (npm test does).');
  }
  manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  app = await startTestApp();
});
afterAll(() => app?.close());

async function getHtml(path: string) {
  const res = await app.fetch(path);
  return { status: res.status, html: await res.text() };
}

function embedded(html: string): { raw: string; data: InitialData } {
  const raw =
    /<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  return { raw, data: JSON.parse(raw) as InitialData };
}

function query(data: InitialData, key: unknown[]): unknown {
  return data.queries.find((q) => JSON.stringify(q.key) === JSON.stringify(key))?.data;
}

/** The markup inside <div id="root"> (up to the closing body's scripts). */
function rootMarkup(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="initial-data">');
  return start >= 0 ? html.slice(start + '<div id="root">'.length, end) : '';
}

describe('server-sent page HTML', () => {
  it('preloads the product chunk, fonts and main image, embeds the product and renders it', async () => {
    const { status, html } = await getHtml('/product/black-seed-oil');
    expect(status).toBe(200);
    const chunk = manifest['features/product/product-page.tsx']?.file;
    // The app's and the route's modules are listed in an inert template that main.tsx puts in the
    // head after the first paint: none is fetched before it.
    const appModules = /<template id="app-modules">([\s\S]*?)<\/template>/.exec(html)?.[1] ?? '';
    expect(appModules).toContain(
      `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${chunk}">`,
    );
    expect(html.replace(appModules, '')).not.toContain('fetchpriority="low"');
    // The early-taps script (its own entry): an async classic script from this origin, in the
    // head, before the page's own scripts and preloads, the same for every visitor (no nonce).
    const earlyTaps = manifest['early-taps.ts']?.file;
    expect(earlyTaps).toMatch(/^assets\/early-taps-[^/]+\.js$/);
    const earlyTag = `<script src="/${earlyTaps}" async></script>`;
    expect(html.indexOf(earlyTag)).toBeGreaterThan(0);
    expect(html.indexOf(earlyTag)).toBeLessThan(html.indexOf('<link rel="modulepreload"'));
    expect(html.indexOf(earlyTag)).toBeLessThan(html.indexOf('</head>'));
    const entry = manifest['index.html'];
    const appChunks = entry?.dynamicImports ?? [];
    expect(appChunks.length).toBeGreaterThan(0);
    for (const key of appChunks) {
      expect(appModules).toContain(
        `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${manifest[key]?.file}">`,
      );
    }
    // The display face's two static weights, and no other font.
    const fontPreloads = [...html.matchAll(/<link rel="preload" as="font"[^>]*>/g)].map(
      (m) => m[0],
    );
    expect(fontPreloads).toHaveLength(2);
    expect(fontPreloads[0]).toMatch(
      /^<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/fraunces-latin-400-[^"]+\.woff2">$/,
    );
    expect(fontPreloads[1]).toMatch(
      /^<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/fraunces-latin-500-[^"]+\.woff2">$/,
    );
    // Body text is the system UI face: no body font is downloaded before first paint.
    expect(html).not.toMatch(/inter-latin/);
    expect(html).toContain(
      '<link rel="preload" as="image" href="/media/products/black-seed-oil/1.svg" fetchpriority="high">',
    );

    const { data } = embedded(html);
    const product = query(data, ['store', 'product', 'black-seed-oil']) as {
      title: string;
      variants: { price: string }[];
    };
    expect(product.title).toBe('Organic Black Seed Oil');
    expect(product.variants[0]?.price).toBe('14.99');
    expect(query(data, ['store', 'config'])).toMatchObject({ shopName: 'Habba & Honey' });
    expect(Array.isArray(query(data, ['store', 'collections']))).toBe(true);

    const body = rootMarkup(html);
    expect(body).toMatch(/<h1 id="product-title"[^>]*>Organic Black Seed Oil<\/h1>/);
    expect(body).toContain('£14.99');
  });

  it('embeds and renders the shop collection, preloading the first card image', async () => {
    const { html } = await getHtml('/shop?collection=black-seed');
    const listing = query(embedded(html).data, ['store', 'collection-products', 'black-seed']) as {
      collection: { title: string };
      products: { title: string; imageUrl: string }[];
    };
    expect(listing.products.length).toBeGreaterThan(0);
    const first = listing.products[0];
    expect(html).toContain(`<link rel="preload" as="image" href="${first?.imageUrl}"`);
    expect(rootMarkup(html)).toContain(`>${listing.collection.title}</h1>`);
    expect(rootMarkup(html)).toContain(first?.title);
  });

  it('renders the home page with its hero and featured honey', async () => {
    const { html } = await getHtml('/');
    expect(html).toContain(
      `<link rel="modulepreload" fetchpriority="low" crossorigin href="/${manifest['features/catalog/home-page.tsx']?.file}">`,
    );
    expect(query(embedded(html).data, ['store', 'collection-products', 'raw-honey'])).toBeTruthy();
    expect(rootMarkup(html)).toContain(HOME_HERO.headline.replace(/&/g, '&amp;'));
  });

  it('leaves session pages to the browser but still embeds the shared data', async () => {
    const { html } = await getHtml('/account');
    expect(html).toContain('<div id="root"></div>');
    expect(query(embedded(html).data, ['store', 'config'])).toBeTruthy();
  });

  it('sends no inline executable script (the CSP forbids them)', async () => {
    for (const path of ['/', '/shop', '/product/black-seed-oil', '/blog', '/no-such-page']) {
      const { html } = await getHtml(path);
      for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
        expect(tag, path).toMatch(/\bsrc=|type="application\/(json|ld\+json)"/);
      }
    }
  });

  it('escapes a hostile product title in the embedded JSON and the markup', async () => {
    const title = 'Oil </script><script>alert(1)</script> <!-- x \u2028\u2029 & "q"';
    await app.deps.db
      .update(products)
      .set({ title })
      .where(eq(products.handle, 'black-seed-honey'));
    const { status, html } = await getHtml('/product/black-seed-honey');
    expect(status).toBe(200);
    const { raw, data } = embedded(html);
    expect(raw).not.toMatch(/<\/script|<!--|<script|\u2028|\u2029/i);
    const product = query(data, ['store', 'product', 'black-seed-honey']) as { title: string };
    expect(product.title).toBe(title);
    expect(rootMarkup(html)).not.toContain('<script>alert(1)</script>');
    // Every `<` of the title is escaped (the renderer may leave `>` as it is: harmless in text).
    expect(rootMarkup(html)).toMatch(
      /&lt;\/script(&gt;|>)&lt;script(&gt;|>)alert\(1\)&lt;\/script/,
    );
  });

  it('knows a chunk for every route module of the manifest, and no other page chunk', () => {
    // src/web/router.tsx builds its lazy routes from the same manifest (src/core/routes).
    for (const module of KNOWN_ROUTE_MODULES) expect(manifest[module], module).toBeDefined();
    const pageChunks = Object.keys(manifest).filter((key) => key.endsWith('-page.tsx'));
    expect(pageChunks.sort()).toEqual([...KNOWN_ROUTE_MODULES].sort());
  });
});
