import { randomBytes } from 'node:crypto';
import { get as httpGet } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderingResponse, AdminProductResponse } from '../../core/api/admin';
import type { CollectionProductsResponse, ProductDetailResponse } from '../../core/api/store-types';
import { productToFormInput } from '../../core/schemas/product';
import { grantRole } from '../auth/roles';
import type { DatabaseHandle } from '../db/client';
import { collections, productVariants } from '../db/schema/catalog';
import { startTestApp, type TestApp, TestClient } from '../test/harness';
import { type InstancePair, startInstancePair } from '../test/instance-pair';
import type { TestInstance } from '../test/instances';
import { waitFor } from '../test/wait-for';

type Instance = {
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  database: DatabaseHandle;
  catalogue: TestApp['deps']['catalogue'];
};

async function json<T>(instance: Pick<Instance, 'fetch'>, path: string): Promise<T> {
  const res = await instance.fetch(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

const collectionHandles = (body: CollectionProductsResponse) => body.products.map((p) => p.handle);

/**
 * Reads `path` until an answer comes from the cache (no query). A write's NOTIFY echoes back to
 * this process and empties the cache again, and on a busy machine the echo of the previous
 * test's write can land between the read that fills the cache and the one measured (CI saw three
 * reads in a row disturbed so); a background job (the outbox) may query during a read too. So a
 * pair of reads counts only when no invalidation came between them; it must come from the cache
 * within waitFor's bound, or the cache does not work.
 */
async function warm<T = CollectionProductsResponse>(instance: Instance, path: string) {
  const read = await waitFor(
    async () => {
      const invalidations = instance.catalogue.stats.invalidations;
      await json(instance, path);
      const before = instance.database.queries.count;
      const body = await json<T>(instance, path);
      return {
        body,
        queries: instance.database.queries.count - before,
        undisturbed: instance.catalogue.stats.invalidations === invalidations,
      };
    },
    (pair) => pair.undisturbed && pair.queries === 0,
  );
  return read.body;
}

function productBody(overrides: Record<string, unknown> = {}) {
  const suffix = randomBytes(3).toString('hex');
  return {
    title: `Cache Honey ${suffix}`,
    handle: `cache-honey-${suffix}`,
    body_html: '<p>Raw honey</p>',
    type: 'Honey',
    published: true,
    tags: ['honey'],
    variants: [{ title: '250g', price: '12.50', compareAtPrice: '', shopifyGid: '' }],
    collectionIds: [] as string[],
    ...overrides,
  };
}

describe('the catalogue cache in one process', () => {
  let app: TestApp;
  let admin: TestClient;
  let store: Instance;

  beforeAll(async () => {
    app = await startTestApp();
    admin = app.client();
    const { userId, password } = await admin.signUp({ firstName: 'Ada', lastName: 'Admin' });
    await grantRole(app.db, userId, 'admin');
    // The admin area needs a second factor.
    await admin.enrolTotp(password);
    store = { fetch: app.fetch, database: app.database, catalogue: app.deps.catalogue };
    await waitFor(
      async () => store.catalogue.isActive,
      (active) => active,
    );
  });
  afterAll(() => app?.close());

  async function collectionId(handle: string) {
    const [row] = await app.db.select().from(collections).where(eq(collections.handle, handle));
    if (!row) throw new Error(`no collection ${handle}`);
    return row.id;
  }

  async function createProduct(overrides: Record<string, unknown> = {}) {
    const res = await admin.post('/api/admin/products', productBody(overrides));
    expect(res.status).toBe(201);
    return ((await res.json()) as AdminProductResponse).product;
  }

  it('answers a repeat read from the cache, 304 to a matching ETag and gzip when asked', async () => {
    const path = '/api/store/collections/black-seed/products';
    const first = await store.fetch(path);
    const text = await first.text();
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('content-type')).toBe('application/json');
    expect(first.headers.get('cache-control')).toBe('no-cache');

    const before = app.database.queries.count;
    const again = await store.fetch(path, { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const gzipped = await store.fetch(path, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    // fetch inflates it; the raw bytes are checked with node:http below.
    expect(await gzipped.text()).toBe(text);
    expect(app.database.queries.count).toBe(before);

    const raw = await new Promise<Buffer>((resolve, reject) => {
      httpGet(`${app.baseUrl}${path}`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      }).on('error', reject);
    });
    expect(gunzipSync(raw).toString('utf8')).toBe(text);
  });

  it('shows a created product at once', async () => {
    const path = '/api/store/collections/black-seed/products';
    await warm(store, '/api/store/collections/all/products');
    const oldEtag = (await store.fetch(path)).headers.get('etag') ?? '';
    await warm(store, path);
    const created = await createProduct({ collectionIds: [await collectionId('black-seed')] });
    expect(collectionHandles(await json(store, path))).toContain(created.handle);
    expect(collectionHandles(await json(store, '/api/store/collections/all/products'))).toContain(
      created.handle,
    );
    const product = await json<ProductDetailResponse>(
      store,
      `/api/store/products/${created.handle}`,
    );
    expect(product.product.title).toBe(created.title);
    // The browser's copy is out of date: a full answer, not 304.
    expect((await store.fetch(path, { headers: { 'if-none-match': oldEtag } })).status).toBe(200);
  });

  it('shows an updated product at once', async () => {
    const created = await createProduct({ collectionIds: [await collectionId('raw-honey')] });
    const productPath = `/api/store/products/${created.handle}`;
    const listPath = '/api/store/collections/raw-honey/products';
    await warm(store, productPath);
    await warm(store, listPath);
    // The server-rendered page reads through the same cache.
    const pagePath = `/product/${created.handle}`;
    expect(await (await store.fetch(pagePath)).text()).toContain(created.title);
    // A write empties the caches at once and again when its NOTIFY comes back to this process; on
    // a busy machine that echo can land between two reads. Read again until no invalidation came
    // between the read that fills the cache and the one measured.
    const repeat = await waitFor(
      async () => {
        const invalidations = store.catalogue.stats.invalidations;
        await store.fetch(pagePath);
        const before = store.database.queries.count;
        await store.fetch(pagePath);
        return {
          queries: store.database.queries.count - before,
          undisturbed: store.catalogue.stats.invalidations === invalidations,
        };
      },
      (read) => read.undisturbed,
    );
    expect(repeat.queries, 'page from the cache').toBe(0);
    const res = await admin.put(`/api/admin/products/${created.id}`, {
      ...productBody({ handle: created.handle, collectionIds: [await collectionId('raw-honey')] }),
      title: 'Renamed Cache Honey',
      variants: [{ id: created.variants[0]?.id, title: '250g', price: '9.99', compareAtPrice: '' }],
    });
    expect(res.status).toBe(200);
    const product = await json<ProductDetailResponse>(store, productPath);
    expect(product.product.title).toBe('Renamed Cache Honey');
    expect(product.product.variants.map((v) => v.price)).toEqual(['9.99']);
    const listed = (await json<CollectionProductsResponse>(store, listPath)).products.find(
      (p) => p.id === created.id,
    );
    expect(listed?.title).toBe('Renamed Cache Honey');
    expect(listed?.cheapestVariant?.price).toBe('9.99');
    const page = await (await store.fetch(pagePath)).text();
    expect(page).toContain('Renamed Cache Honey');
    expect(page).not.toContain(created.title);
  });

  it('shows a deleted product as gone at once', async () => {
    const created = await createProduct({ collectionIds: [await collectionId('shilajit')] });
    const productPath = `/api/store/products/${created.handle}`;
    const listPath = '/api/store/collections/shilajit/products';
    await warm(store, productPath);
    expect(collectionHandles(await warm(store, listPath))).toContain(created.handle);
    expect((await admin.delete(`/api/admin/products/${created.id}`)).status).toBe(204);
    expect((await store.fetch(productPath)).status).toBe(404);
    expect(collectionHandles(await json(store, listPath))).not.toContain(created.handle);
  });

  it('shows a new shop order at once', async () => {
    const path = '/api/store/collections/all/products';
    const before = collectionHandles(await warm(store, path));
    const order = (
      (await (await admin.get('/api/admin/shop-order')).json()) as AdminOrderingResponse
    ).products.map((p) => p.id);
    const reversed = [...order].reverse();
    const res = await admin.post('/api/admin/shop-order', {
      items: reversed.map((id, index) => ({ product_id: id, sort_order: index })),
    });
    expect(res.status).toBe(200);
    expect(collectionHandles(await json(store, path))).toEqual([...before].reverse());
  });

  it('shows a new collection order at once', async () => {
    const id = await collectionId('black-seed');
    const path = '/api/store/collections/black-seed/products';
    const before = collectionHandles(await warm(store, path));
    const order = (
      (await (
        await admin.get(`/api/admin/collections/${id}/products`)
      ).json()) as AdminOrderingResponse
    ).products.map((p) => p.id);
    const res = await admin.post(`/api/admin/collections/${id}/order`, {
      items: [...order]
        .reverse()
        .map((productId, index) => ({ product_id: productId, position: index })),
    });
    expect(res.status).toBe(200);
    expect(collectionHandles(await json(store, path))).toEqual([...before].reverse());
  });

  it('shows a product moved between collections at once', async () => {
    const from = await collectionId('skin-hair');
    const to = await collectionId('pantry-essentials');
    const fromPath = '/api/store/collections/skin-hair/products';
    const toPath = '/api/store/collections/pantry-essentials/products';
    const moving = (await warm(store, fromPath)).products[0];
    expect(moving).toBeDefined();
    expect(collectionHandles(await warm(store, toPath))).not.toContain(moving?.handle);
    const res = await admin.post('/api/admin/move-product', {
      product_id: moving?.id,
      from_collection_id: from,
      to_collection_id: to,
    });
    expect(res.status).toBe(200);
    expect(collectionHandles(await json(store, fromPath))).not.toContain(moving?.handle);
    expect(collectionHandles(await json(store, toPath))[0]).toBe(moving?.handle);
  });

  it('shows the variant ids an export wrote back at once', async () => {
    const productPath = '/api/store/products/black-seed-oil';
    const before = await warm<ProductDetailResponse>(store, productPath);
    await warm(store, '/api/store/collections/all/products');
    const res = await admin.post('/api/admin/export');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('event: result');
    const stored = await app.db
      .select({ id: productVariants.id, gid: productVariants.shopifyGid })
      .from(productVariants);
    const gidOf = new Map(stored.map((row) => [row.id, row.gid]));
    const after = await json<ProductDetailResponse>(store, productPath);
    expect(after.product.variants.map((v) => v.shopifyGid)).toEqual(
      after.product.variants.map((v) => gidOf.get(v.id)),
    );
    expect(after.product.variants.map((v) => v.shopifyGid)).not.toEqual(
      before.product.variants.map((v) => v.shopifyGid),
    );
    const all = await json<CollectionProductsResponse>(
      store,
      '/api/store/collections/all/products',
    );
    // Every listed product has a cheapest variant, and it carries the exported gid.
    expect(all.products.length).toBeGreaterThan(0);
    expect(all.products.filter((p) => !p.cheapestVariant).map((p) => p.handle)).toEqual([]);
    expect(all.products.map((p) => [p.handle, p.cheapestVariant?.shopifyGid])).toEqual(
      all.products.map((p) => [p.handle, gidOf.get(p.cheapestVariant?.id ?? '')]),
    );
    expect(all.products.every((p) => p.cheapestVariant?.shopifyGid)).toBe(true);
  });

  it('keeps unknown handles out of the cache', async () => {
    const size = store.catalogue.size;
    for (let i = 0; i < 20; i++) {
      expect((await store.fetch(`/api/store/products/no-such-product-${i}`)).status).toBe(404);
      await json(store, `/api/store/collections/no-such-collection-${i}/products`);
      await json(store, `/api/store/products?type=no-such-type-${i}`);
    }
    expect(store.catalogue.size).toBe(size);
  });
});

// ---- Two app instances on one PostgreSQL database ----------------------------------------------

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('the catalogue cache across two instances (PostgreSQL)', () => {
  let pair: InstancePair;
  let a: TestInstance;
  let b: TestInstance;
  let adminOnA: TestClient;
  let adminOnB: TestClient;

  beforeAll(async () => {
    pair = await startInstancePair(adminUrl ?? '', 'shop_cache');
    ({ a, b, adminOnA } = pair);
    // Sessions live in the database: the same cookie signs in on B.
    adminOnB = new TestClient(b.baseUrl);
    for (const [key, value] of adminOnA.cookies) adminOnB.cookies.set(key, value);
    await waitFor(
      async () => a.catalogue.isActive && b.catalogue.isActive,
      (active) => active,
    );
  });

  afterAll(async () => {
    await pair?.close();
  });

  async function productId(handle: string) {
    const body = await json<ProductDetailResponse>(a, `/api/store/products/${handle}`);
    return body.product.id;
  }

  it('shows a write through one instance on the other within a bounded wait', async () => {
    const path = '/api/store/products/black-seed-oil';
    await warm(b, path);
    const id = await productId('black-seed-oil');
    const current = (await (
      await adminOnA.get(`/api/admin/products/${id}`)
    ).json()) as AdminProductResponse;
    const { product } = current;
    const started = Date.now();
    const res = await adminOnA.put(`/api/admin/products/${id}`, {
      ...productToFormInput(product),
      title: 'Black Seed Oil (renamed on A)',
    });
    expect(res.status).toBe(200);
    const seen = await waitFor(
      () => json<ProductDetailResponse>(b, path),
      (body) => body.product.title === 'Black Seed Oil (renamed on A)',
      5_000,
    );
    expect(seen.product.title).toBe('Black Seed Oil (renamed on A)');
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('shows a reorder through the other instance too', async () => {
    const path = '/api/store/collections/all/products';
    const before = collectionHandles(await warm(a, path));
    const order = (
      (await (await adminOnB.get('/api/admin/shop-order')).json()) as AdminOrderingResponse
    ).products.map((p) => p.id);
    const res = await adminOnB.post('/api/admin/shop-order', {
      items: [...order].reverse().map((id, index) => ({ product_id: id, sort_order: index })),
    });
    expect(res.status).toBe(200);
    await waitFor(
      () => json<CollectionProductsResponse>(a, path),
      (body) => collectionHandles(body).join() === [...before].reverse().join(),
      5_000,
    );
  });

  it('empties the cache when the listener reconnects, and listens again', async () => {
    const path = '/api/store/collections/black-seed/products';
    await warm(b, path);
    const activations = b.catalogue.stats.activations;
    // Cut every listener connection of this database, as a restart of PostgreSQL would.
    await a.database.db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and application_name = 'catalogue-listener'`);
    await waitFor(
      async () => b.catalogue.stats.activations > activations && b.catalogue.isActive,
      (ok) => ok,
    );
    await warm(b, path);
    const id = (await json<CollectionProductsResponse>(b, path)).collection?.id;
    const order = (
      (await (
        await adminOnA.get(`/api/admin/collections/${id}/products`)
      ).json()) as AdminOrderingResponse
    ).products.map((p) => p.id);
    const before = collectionHandles(await json<CollectionProductsResponse>(b, path));
    const res = await adminOnA.post(`/api/admin/collections/${id}/order`, {
      items: [...order]
        .reverse()
        .map((productId, index) => ({ product_id: productId, position: index })),
    });
    expect(res.status).toBe(200);
    await waitFor(
      () => json<CollectionProductsResponse>(b, path),
      (body) => collectionHandles(body).join() === [...before].reverse().join(),
      5_000,
    );
  });
});
