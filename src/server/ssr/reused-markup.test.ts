import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findProjectRoot } from '../lib/project-root';
import { startTestApp, type TestApp } from '../test/harness';
import { createCatalogReads } from './catalog-reads';
import { buildPageData } from './page-data';

// Markup the server render reuses (src/web/ssr/markup-cache.tsx, decision 105) is keyed by what
// it depends on: a page reusing it is byte for byte the page rendered with nothing stored, and
// what a visitor can put in the address (a search's words, a campaign's parameters) stores
// nothing new, so it cannot push the pages' reused markup out. Needs `vite build`.

type Entry = {
  render(url: string, data: unknown): Promise<{ html: string } | null>;
  clearServerMarkupCache(): void;
  serverMarkupEntryCount(): number;
};

const root = findProjectRoot();
let app: TestApp;
let entry: Entry;

beforeAll(async () => {
  const file = join(root, 'dist/ssr/entry-server.js');
  if (!existsSync(file)) {
    throw new Error('dist is not built: run `npm run build:web` first (npm test does).');
  }
  entry = (await import(pathToFileURL(file).href)) as Entry;
  app = await startTestApp();
});
afterAll(() => app?.close());

async function html(path: string): Promise<string> {
  const url = new URL(path, app.deps.config.publicUrl);
  const page = await buildPageData(app.deps, url, createCatalogReads(app.deps));
  const rendered = await entry.render(url.href, { queries: page.queries });
  expect(rendered, path).not.toBeNull();
  return rendered?.html ?? '';
}

const PAGES = [
  '/',
  '/shop',
  '/shop?collection=cupping-shop',
  '/contact',
  '/auth',
  '/product/black-seed-oil',
  '/search?q=honey',
];

describe('reused server markup', () => {
  it('makes each page byte for byte the page rendered with nothing stored', async () => {
    // Each page's lazy modules loaded first: a boundary that suspends on its module's first load
    // is marked in the markup (<!--$s-->), one that does not suspend is not, reused or not.
    for (const path of PAGES) await html(path);
    const fresh = new Map<string, string>();
    for (const path of PAGES) {
      entry.clearServerMarkupCache();
      fresh.set(path, await html(path));
    }
    entry.clearServerMarkupCache();
    // Every page first, then every page again reusing what the others stored.
    for (const path of PAGES) await html(path);
    for (const path of [...PAGES].reverse()) expect(await html(path), path).toBe(fresh.get(path));
  });

  it("stores nothing new for a search's words or a campaign's parameters", async () => {
    entry.clearServerMarkupCache();
    await html('/search?q=honey');
    await html('/product/black-seed-oil');
    const stored = entry.serverMarkupEntryCount();
    for (const words of ['manuka', 'black seed oil', 'shilajit resin', 'cupping set']) {
      await html(`/search?q=${encodeURIComponent(words)}`);
    }
    for (const campaign of ['spring', 'newsletter-12']) {
      await html(`/product/black-seed-oil?utm_source=${campaign}`);
    }
    expect(entry.serverMarkupEntryCount()).toBe(stored);
  });
});
