import { desc, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductResponse } from '../../core/api/admin';
import { CHOOSE_PRODUCTS_MESSAGE } from '../../core/schemas/product-publication';
import { auditLog } from '../db/schema/audit';
import type { TestApp, TestClient } from '../test/harness';
import { productBody, startAdminApp } from './admin-test-helpers';
import { UNKNOWN_PRODUCTS_MESSAGE } from './bulk-publish';

let app: TestApp;
let admin: TestClient;

beforeAll(async () => {
  ({ app, admin } = await startAdminApp());
});
afterAll(() => app?.close());

async function createProduct(title: string) {
  const res = await admin.post('/api/admin/products', productBody({ title }));
  expect(res.status).toBe(201);
  return ((await res.json()) as AdminProductResponse).product;
}

const page = async (handle: string) => (await app.fetch(`/product/${handle}`)).status;

describe('bulk publish and unpublish', () => {
  it('changes the chosen products at once, logs them and the storefront follows', async () => {
    const a = await createProduct('Bulk Alpha Honey');
    const b = await createProduct('Bulk Beta Honey');
    const c = await createProduct('Bulk Gamma Honey');
    // Visited first, so the storefront has them cached.
    for (const p of [a, b, c]) expect(await page(p.handle)).toBe(200);

    const off = await admin.post('/api/admin/products/publication', {
      ids: [a.id, b.id],
      published: false,
    });
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ changed: 2, published: false });
    expect(await page(a.handle)).toBe(404);
    expect(await page(b.handle)).toBe(404);
    expect(await page(c.handle)).toBe(200);

    const on = await admin.post('/api/admin/products/publication', {
      ids: [a.id, b.id, c.id],
      published: true,
    });
    expect(await on.json()).toEqual({ changed: 2, published: true });
    expect(await page(a.handle)).toBe(200);

    const entries = await app.db
      .select({ action: auditLog.action, summary: auditLog.summary })
      .from(auditLog)
      .where(inArray(auditLog.action, ['product.publish', 'product.unpublish']))
      .orderBy(desc(auditLog.createdAt));
    expect(entries).toEqual([
      {
        action: 'product.publish',
        summary: 'Published 2 products: Bulk Alpha Honey, Bulk Beta Honey',
      },
      {
        action: 'product.unpublish',
        summary: 'Unpublished 2 products: Bulk Alpha Honey, Bulk Beta Honey',
      },
    ]);
  });

  it('refuses an empty choice, unknown products and non-staff, changing nothing', async () => {
    const d = await createProduct('Bulk Delta Honey');
    const empty = await admin.post('/api/admin/products/publication', {
      ids: [],
      published: false,
    });
    expect(empty.status).toBe(400);
    const { error } = (await empty.json()) as { error: { fields: Record<string, string[]> } };
    expect(error.fields.ids).toEqual([CHOOSE_PRODUCTS_MESSAGE]);

    const unknown = await admin.post('/api/admin/products/publication', {
      ids: [d.id, '00000000-0000-4000-8000-000000000000'],
      published: false,
    });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { error: { message: string } }).error.message).toBe(
      UNKNOWN_PRODUCTS_MESSAGE,
    );
    expect(await page(d.handle)).toBe(200);

    const customer = app.client();
    await customer.signUp({ verify: true });
    const refused = await customer.post('/api/admin/products/publication', {
      ids: [d.id],
      published: false,
    });
    expect(refused.status).toBe(403);
    expect(await page(d.handle)).toBe(200);
  });
});
