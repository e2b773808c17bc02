import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewQueryKeys } from '../../core/api/reviews';
import { keyStartsWith } from '../../core/api/store-queries';
import { ROUTE_PREFETCH } from '../../core/routes/page-queries';
import { PAGE_ROUTES, type PageRoute, type PageRouteId } from '../../core/routes/page-routes';
import { ROUTE_EXAMPLES } from '../../core/routes/route-examples';
import { products } from '../db/schema/catalog';
import { productReviews } from '../db/schema/reviews';
import { findProjectRoot } from '../lib/project-root';
import { startTestApp, type TestApp } from '../test/harness';
import { createCatalogReads } from './catalog-reads';
import { buildPageData } from './page-data';
import { createServerRenderer } from './renderer';

// The route manifest's promise (src/core/routes/page-routes.ts, page-queries.ts): every server-rendered page
// embeds the data of every query its components ask for, so hydration fetches nothing. Each
// example URL of each public route is rendered by the server build with the data the server
// prefetches for it, and the render reports the queries it asked for without data
// (`unprefetched`, src/web/entry-server.tsx). Needs `vite build` (npm test builds first).

const root = findProjectRoot();
const renderer = createServerRenderer(root);
let app: TestApp;

beforeAll(async () => {
  if (!existsSync(join(root, 'dist/ssr/entry-server.js'))) {
    throw new Error('dist is not built: run `npm run build:web` first (npm test does).');
  }
  app = await startTestApp();
});
afterAll(() => app?.close());

const routes = Object.entries(PAGE_ROUTES) as [PageRouteId, PageRoute][];
const examples = (render: PageRoute['render']) =>
  routes
    .filter(([, route]) => route.render === render)
    .flatMap(([id, route]) => ROUTE_EXAMPLES[id].map((path) => ({ id, path, route })));

async function pageAt(path: string) {
  const url = new URL(path, app.deps.config.publicUrl);
  return { url, page: await buildPageData(app.deps, url, createCatalogReads(app.deps)) };
}

describe('the server render prefetches what each page asks for', () => {
  it.each(examples('server'))('$id: $path', async ({ id, path, route }) => {
    const { url, page } = await pageAt(path);
    expect(page.serverRender).toBe(true);
    expect(page.routeModules).toEqual([route.module]);
    const rendered = await renderer.render(url, { queries: page.queries });
    expect(rendered?.html).toContain('<main');
    const later = ROUTE_PREFETCH[id]?.loadsAfterHydration ?? [];
    const unexpected = rendered?.unprefetched.filter(
      (key) => !later.some((prefix) => keyStartsWith(key, prefix)),
    );
    expect(unexpected).toEqual([]);
  });

  it('reports a query the page asks for when its data was not embedded', async () => {
    // The best sellers sort needs the rankings: leave them out, and the render says so.
    const { url, page } = await pageAt('/shop?sort=best-sellers');
    const queries = page.queries.filter((q) => q.key[1] !== 'rankings');
    expect(queries).toHaveLength(page.queries.length - 1);
    const rendered = await renderer.render(url, { queries });
    expect(rendered?.unprefetched).toEqual([['store', 'rankings']]);
  });

  it.each(examples('browser'))('$id ($path) is left to the browser', async ({ path, route }) => {
    const { page } = await pageAt(path);
    expect(page.serverRender).toBe(false);
    expect(page.routeModules).toEqual([route.module]);
    // The layout's data only: nothing of the session's.
    expect(page.queries.map((q) => q.key)).toEqual([
      ['store', 'config'],
      ['store', 'collections'],
    ]);
  });

  it("embeds the product's approved reviews, so the first HTML lists them", async () => {
    const handle = 'black-seed-oil';
    const [product] = await app.db.select().from(products).where(eq(products.handle, handle));
    const account = await app.client().signUp({ verify: true });
    await app.db.insert(productReviews).values({
      productId: product!.id,
      userId: account.userId,
      authorName: 'Amira K.',
      rating: 4,
      title: 'Peppery and fresh',
      body: 'A spoonful a day, and it arrived in two days.',
      status: 'approved',
    });
    // What a moderation does after its write (reviews/product-reviews.ts): the product's reads go.
    app.deps.catalogue.invalidate({ productIds: [product!.id] });
    const { url, page } = await pageAt(`/product/${handle}`);
    const embedded = page.queries.find((q) =>
      keyStartsWith(q.key, reviewQueryKeys.product(handle)),
    );
    expect(embedded?.data).toEqual({
      summary: { count: 1, average: 4 },
      reviews: [
        {
          id: expect.any(String),
          authorName: 'Amira K.',
          rating: 4,
          title: 'Peppery and fresh',
          body: 'A spoonful a day, and it arrived in two days.',
          createdAt: expect.any(String),
        },
      ],
    });
    const rendered = await renderer.render(url, { queries: page.queries });
    expect(rendered?.html).toContain('Peppery and fresh');
    expect(rendered?.html).toContain('Amira K. · Verified buyer');
    expect(rendered?.unprefetched).toEqual([]);
  });
});
