import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CollectionListResponse,
  CollectionProductsResponse,
  ProductDetailResponse,
  ProductListResponse,
} from '../../core/api/store-types';
import { collectionProducts, collections, products, productVariants } from '../db/schema/catalog';
import { startTestApp, type TestApp } from '../test/harness';

const WHOLESALE_HANDLES = [
  'wholesale-black-seed-oil-1l',
  'wholesale-manuka-honey-263-case',
  'wholesale-shilajit-resin-10',
  'trade-pack-ashwagandha',
];

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

async function getJson<T>(path: string): Promise<T> {
  const res = await app.fetch(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

describe('GET /api/store/collections', () => {
  it('lists published collections in sort order (never the unpublished one)', async () => {
    const { collections: list } = await getJson<CollectionListResponse>('/api/store/collections');
    expect(list.map((c) => c.handle)).toEqual([
      'black-seed',
      'raw-honey',
      'shilajit',
      'herbal-supplements',
      'skin-hair',
      'pantry-essentials',
      'cupping-shop',
    ]);
    expect(list[1]).toMatchObject({ handle: 'raw-honey', title: 'Raw & Manuka Honey' });
  });
});

describe('GET /api/store/collections/:handle/products', () => {
  it('lists a collection in position order with each product’s cheapest variant', async () => {
    const body = await getJson<CollectionProductsResponse>(
      '/api/store/collections/black-seed/products',
    );
    expect(body.collection).toMatchObject({ handle: 'black-seed', title: 'Black Seed' });
    const handles = body.products.map((p) => p.handle);
    expect(handles[0]).toBe('black-seed-oil');
    expect(handles).toContain('manuka-honey-black-seed');
    expect(handles).not.toContain('black-seed-soap');
    const oil = body.products[0];
    expect(oil?.cheapestVariant).toMatchObject({ title: '100ml', price: '14.99' });
    expect(oil?.cheapestVariant?.shopifyGid).toMatch(/^gid:\/\/shopify\/ProductVariant\//);
  });

  it('follows the stored position, not the global sort order', async () => {
    const [collection] = await app.db
      .select()
      .from(collections)
      .where(eq(collections.handle, 'shilajit'));
    const rows = await app.db
      .select({ productId: collectionProducts.productId, position: collectionProducts.position })
      .from(collectionProducts)
      .where(eq(collectionProducts.collectionId, collection!.id));
    // Reverse the positions, then expect the reversed order back.
    const sorted = [...rows].sort((a, b) => a.position - b.position);
    for (const [index, row] of sorted.entries()) {
      await app.db
        .update(collectionProducts)
        .set({ position: sorted.length - index })
        .where(eq(collectionProducts.productId, row.productId));
    }
    // Written behind the admin API's back, which is what tells the catalogue cache.
    app.deps.catalogue.invalidate();
    const body = await getJson<CollectionProductsResponse>(
      '/api/store/collections/shilajit/products',
    );
    const expected = [...sorted].reverse().map((r) => r.productId);
    expect(body.products.map((p) => p.id)).toEqual(expected);
  });

  it("lists every retail product in sort_order for 'all', wholesale excluded", async () => {
    const body = await getJson<CollectionProductsResponse>('/api/store/collections/all/products');
    expect(body.collection).toBeNull();
    const handles = body.products.map((p) => p.handle);
    expect(handles[0]).toBe('black-seed-oil');
    for (const handle of [...WHOLESALE_HANDLES, 'black-seed-soap']) {
      expect(handles).not.toContain(handle);
    }
    const orders = body.products.map((p) => p.sortOrder);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    const lipBalm = body.products.find((p) => p.handle === 'tallow-lip-balm');
    expect(lipBalm?.cheapestVariant?.shopifyGid ?? null).toBeNull();
  });

  it('answers an unknown or unpublished collection with an empty list, not an error', async () => {
    for (const handle of ['no-such-collection', 'seasonal-gifts', 'Bad%20Handle']) {
      const body = await getJson<CollectionProductsResponse>(
        `/api/store/collections/${handle}/products`,
      );
      expect(body).toEqual({ collection: null, products: [] });
    }
  });
});

describe('GET /api/store/products', () => {
  it('lists published retail products by sort_order with an optional limit and type', async () => {
    const { products: list } = await getJson<ProductListResponse>('/api/store/products?limit=3');
    expect(list).toHaveLength(3);
    expect(list[0]?.handle).toBe('black-seed-oil');
    const type = list[0]!.type;
    const typed = await getJson<ProductListResponse>(
      `/api/store/products?type=${encodeURIComponent(type)}`,
    );
    expect(typed.products.length).toBeGreaterThan(0);
    expect(typed.products.every((p) => p.type === type)).toBe(true);
  });

  it('refuses an unknown query parameter', async () => {
    const res = await app.fetch('/api/store/products?wholesale=true');
    expect(res.status).toBe(400);
  });
});

describe('GET /api/store/products/:handle', () => {
  it('returns a product with its variants cheapest first', async () => {
    const { product } = await getJson<ProductDetailResponse>('/api/store/products/black-seed-oil');
    expect(product.title).toBe('Organic Black Seed Oil');
    expect(product.variants.map((v) => v.price)).toEqual(['14.99', '27.99', '44.99']);
  });

  it('serves wholesale-only products without any variant or trade price (public, cached)', async () => {
    for (const handle of ['wholesale-black-seed-oil-1l', 'wholesale-manuka-honey-263-case']) {
      for (let i = 0; i < 2; i++) {
        const res = await app.fetch(`/api/store/products/${handle}`);
        expect(res.status).toBe(200);
        const text = await res.text();
        const { product } = JSON.parse(text) as ProductDetailResponse;
        expect(product.handle).toBe(handle);
        expect(product.variants).toEqual([]);
        expect(text).not.toMatch(/89\.00|299\.00/);
        // Only the related retail products (their retail prices) carry a price.
        expect(JSON.stringify({ ...product, related: [] })).not.toMatch(/"price"/);
        expect(product.related.length).toBeGreaterThan(0);
      }
    }
  });

  it('answers 404 product_not_found for unknown and unpublished handles', async () => {
    for (const handle of ['nope', 'black-seed-soap']) {
      const res = await app.fetch(`/api/store/products/${handle}`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
        'product_not_found',
      );
    }
  });
});

describe('related products (sent with the product)', () => {
  async function related(handle: string) {
    const { product } = await getJson<ProductDetailResponse>(`/api/store/products/${handle}`);
    return product.related.map((r) => [r.handle, r.collectionHandle]);
  }

  it('lists up to four from the same collection in its order, never the product itself', async () => {
    expect(await related('black-seed-oil')).toEqual([
      ['black-seed-oil-capsules', 'black-seed'],
      ['black-seed-turmeric-capsules', 'black-seed'],
      ['black-seed-honey', 'black-seed'],
      ['manuka-honey-black-seed', 'black-seed'],
    ]);
  });

  it('fills a short collection with other products by sort order', async () => {
    expect(await related('shilajit-resin')).toEqual([
      ['shilajit-capsules', 'shilajit'],
      ['black-seed-oil', 'black-seed'],
      ['black-seed-oil-capsules', 'black-seed'],
      ['black-seed-honey', 'black-seed'],
    ]);
  });

  it('never lists a wholesale-only or unpublished product, and keeps an unsellable one as it is', async () => {
    for (const handle of [...WHOLESALE_HANDLES, 'black-seed-honey', 'raw-sidr-honey']) {
      const { product } = await getJson<ProductDetailResponse>(`/api/store/products/${handle}`);
      expect(product.related, handle).toHaveLength(4);
      for (const r of product.related) {
        expect(WHOLESALE_HANDLES, handle).not.toContain(r.handle);
        expect(r.handle, handle).not.toBe('black-seed-soap');
        expect(`${r.title} ${r.tags.join(' ')}`, handle).not.toMatch(/wholesale/i);
      }
    }
    const { product } = await getJson<ProductDetailResponse>('/api/store/products/pure-argan-oil');
    const balm = product.related.find((r) => r.handle === 'tallow-lip-balm');
    expect(balm?.cheapestVariant?.shopifyGid).toBeNull();
  });
});

describe('query cost of a shop page', () => {
  /** The queries of an uncached read (the cache emptied first). */
  async function countQueries(path: string): Promise<number> {
    app.deps.catalogue.invalidate();
    app.database.queries.reset();
    await getJson(path);
    return app.database.queries.count;
  }

  it('costs one query per catalogue page uncached, none from the cache', async () => {
    const paths = [
      '/api/store/collections',
      '/api/store/collections/black-seed/products',
      '/api/store/collections/all/products',
      '/api/store/products?limit=3',
      '/api/store/products/black-seed-oil',
    ];
    await expect.poll(() => app.deps.catalogue.isActive, { timeout: 10_000 }).toBe(true);
    for (const path of paths) {
      expect(await countQueries(path), path).toBe(1);
      app.database.queries.reset();
      await getJson(path);
      expect(app.database.queries.count, `${path} cached`).toBe(0);
    }
  });

  it('costs the same small number of queries however many products a collection holds', async () => {
    const path = '/api/store/collections/black-seed/products';
    const allPath = '/api/store/collections/all/products';
    const before = await countQueries(path);
    const allBefore = await countQueries(allPath);
    const sizeBefore = (await getJson<CollectionProductsResponse>(path)).products.length;

    const [collection] = await app.db
      .select()
      .from(collections)
      .where(eq(collections.handle, 'black-seed'));
    const extra = await app.db
      .insert(products)
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          handle: `query-count-extra-${i}`,
          title: `Query Count Extra ${i}`,
          published: true,
          sortOrder: 1000 + i,
        })),
      )
      .returning({ id: products.id });
    await app.db.insert(productVariants).values(
      extra.flatMap((row, i) => [
        { productId: row.id, title: 'Small', price: `${10 + i}.00`, position: 0 },
        { productId: row.id, title: 'Large', price: `${20 + i}.00`, position: 1 },
      ]),
    );
    await app.db.insert(collectionProducts).values(
      extra.map((row, i) => ({
        collectionId: collection!.id,
        productId: row.id,
        position: 100 + i,
      })),
    );
    app.deps.catalogue.invalidate();

    const after = await countQueries(path);
    const allAfter = await countQueries(allPath);
    const sizeAfter = (await getJson<CollectionProductsResponse>(path)).products.length;
    expect(sizeAfter).toBe(sizeBefore + 40);
    expect(after).toBe(before);
    expect(allAfter).toBe(allBefore);
    expect(after).toBeLessThanOrEqual(3);
    expect(allAfter).toBeLessThanOrEqual(3);
  });
});
