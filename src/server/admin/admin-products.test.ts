import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductResponse, AdminProductsResponse } from '../../core/api/admin';
import { PRODUCT_MESSAGES } from '../../core/schemas/product';
import { collectionProducts, products, productVariants } from '../db/schema/catalog';
import type { TestApp, TestClient } from '../test/harness';
import { catalogueQueries, productBody, startAdminApp } from './admin-test-helpers';
import { HANDLE_TAKEN_MESSAGE } from './product-service';

// Product create, read, update, delete.

let app: TestApp;
let admin: TestClient;

beforeAll(async () => {
  ({ app, admin } = await startAdminApp());
});
afterAll(() => app?.close());

const ZERO_UUID = '00000000-0000-4000-8000-000000000000';
const { collectionByHandle, positionsOf } = catalogueQueries(() => app);

describe('product CRUD', () => {
  it('validates with the spec messages', async () => {
    const res = await admin.post('/api/admin/products', productBody({ title: '', handle: '' }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string[]> } };
    expect(body.error.fields.title).toEqual(['Title is required']);
    expect(body.error.fields.handle).toContain('Handle is required');
    const noVariants = await admin.post('/api/admin/products', productBody({ variants: [] }));
    expect(((await noVariants.json()) as { error: { message: string } }).error.message).toBe(
      PRODUCT_MESSAGES.variantsRequired,
    );
  });

  it('creates, reads, lists, searches and updates a product; body_html is sanitised', async () => {
    const blackSeed = await collectionByHandle('black-seed');
    const body = productBody({ collectionIds: [blackSeed.id] });
    const created = await admin.post('/api/admin/products', body);
    expect(created.status).toBe(201);
    const { product } = (await created.json()) as AdminProductResponse;
    expect(product.body_html).toBe('<p>Raw honey</p>');
    expect(product.vendor).toBe('Habba & Honey');
    expect(product.variants).toHaveLength(1);
    expect(product.collectionIds).toEqual([blackSeed.id]);
    // Appended at the end of the collection and of the shop order, positions dense.
    const positions = await positionsOf(blackSeed.id);
    expect(positions.map((p) => p.position)).toEqual(positions.map((_, i) => i));
    expect(positions.at(-1)?.productId).toBe(product.id);

    const list = (await (
      await admin.get(`/api/admin/products?search=${encodeURIComponent(body.title.toUpperCase())}`)
    ).json()) as AdminProductsResponse;
    expect(list.products).toHaveLength(1);
    expect(list.products[0]).toMatchObject({
      variantCount: 1,
      minPricePence: 1250,
      maxPricePence: 1250,
      stock: null,
    });
    const all = (await (await admin.get('/api/admin/products')).json()) as AdminProductsResponse;
    expect(all.products[0]?.id).toBe(product.id); // newest first

    const variantId = product.variants[0]?.id;
    const updated = await admin.put(`/api/admin/products/${product.id}`, {
      ...body,
      title: 'Renamed Honey',
      variants: [
        { id: variantId, title: '250g', price: '13.00', compareAtPrice: null, shopifyGid: null },
        {
          title: '500g',
          price: '22.00',
          compareAtPrice: '',
          shopifyGid: 'gid://shopify/ProductVariant/1',
        },
      ],
      collectionIds: [],
    });
    expect(updated.status).toBe(200);
    const after = ((await updated.json()) as AdminProductResponse).product;
    expect(after.title).toBe('Renamed Honey');
    expect(after.variants.map((v) => [v.title, v.price])).toEqual([
      ['250g', '13.00'],
      ['500g', '22.00'],
    ]);
    expect(after.variants[0]?.id).toBe(variantId);
    const relisted = (await (
      await admin.get(`/api/admin/products?search=${encodeURIComponent('Renamed Honey')}`)
    ).json()) as AdminProductsResponse;
    expect(relisted.products[0]).toMatchObject({ minPricePence: 1300, maxPricePence: 2200 });
    expect(after.collectionIds).toEqual([]);
    const left = await positionsOf(blackSeed.id);
    expect(left.map((p) => p.position)).toEqual(left.map((_, i) => i));

    const shop = await app.fetch(`/api/store/products/${body.handle}`);
    expect(shop.status).toBe(200);
  });

  it('refuses a handle that is taken, with a clear field error', async () => {
    const first = productBody();
    expect((await admin.post('/api/admin/products', first)).status).toBe(201);
    const res = await admin.post('/api/admin/products', productBody({ handle: first.handle }));
    expect(res.status).toBe(409);
    const body = (await res.json()) as {
      error: { message: string; fields: Record<string, string[]> };
    };
    expect(body.error.message).toBe(HANDLE_TAKEN_MESSAGE);
    expect(body.error.fields.handle).toEqual([HANDLE_TAKEN_MESSAGE]);
  });

  it('answers 404 for an unknown product and 400 for an unknown collection', async () => {
    expect((await admin.get(`/api/admin/products/${ZERO_UUID}`)).status).toBe(404);
    expect((await admin.get('/api/admin/products/not-a-uuid')).status).toBe(404);
    const res = await admin.post(
      '/api/admin/products',
      productBody({ collectionIds: [ZERO_UUID] }),
    );
    expect(res.status).toBe(400);
  });

  it('deletes a product with its variants and collection links, closing the gaps', async () => {
    const rawHoney = await collectionByHandle('raw-honey');
    const created = (await (
      await admin.post('/api/admin/products', productBody({ collectionIds: [rawHoney.id] }))
    ).json()) as AdminProductResponse;
    const id = created.product.id;
    const res = await admin.delete(`/api/admin/products/${id}`);
    expect(res.status).toBe(204);
    expect(await app.db.select().from(products).where(eq(products.id, id))).toEqual([]);
    expect(
      await app.db.select().from(productVariants).where(eq(productVariants.productId, id)),
    ).toEqual([]);
    expect(
      await app.db.select().from(collectionProducts).where(eq(collectionProducts.productId, id)),
    ).toEqual([]);
    const positions = await positionsOf(rawHoney.id);
    expect(positions.map((p) => p.position)).toEqual(positions.map((_, i) => i));
    const sortOrders = await app.db
      .select({ s: products.sortOrder })
      .from(products)
      .orderBy(asc(products.sortOrder));
    expect(sortOrders.map((r) => r.s)).toEqual(sortOrders.map((_, i) => i));
    expect((await admin.delete(`/api/admin/products/${id}`)).status).toBe(404);
  });
});
