import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductsResponse } from '../../core/api/admin';
import type { TestApp, TestClient } from '../test/harness';
import { startAdminApp } from './admin-test-helpers';

// Who may use the admin API, and the admin product list.

let app: TestApp;
let admin: TestClient;

beforeAll(async () => {
  ({ app, admin } = await startAdminApp());
});
afterAll(() => app?.close());

const ZERO_UUID = '00000000-0000-4000-8000-000000000000';

const ROUTES: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown][] = [
  ['GET', '/api/admin/applications'],
  ['POST', `/api/admin/applications/${ZERO_UUID}/status`, { status: 'approved' }],
  ['GET', '/api/admin/orders'],
  ['GET', '/api/admin/audit'],
  ['GET', '/api/admin/products'],
  ['GET', `/api/admin/products/${ZERO_UUID}`],
  ['POST', '/api/admin/products', {}],
  ['PUT', `/api/admin/products/${ZERO_UUID}`, {}],
  ['DELETE', `/api/admin/products/${ZERO_UUID}`],
  ['GET', '/api/admin/collections'],
  ['GET', `/api/admin/collections/${ZERO_UUID}/products`],
  ['GET', '/api/admin/shop-order'],
  ['POST', '/api/admin/shop-order', { items: [] }],
  ['POST', `/api/admin/collections/${ZERO_UUID}/order`, { items: [] }],
  ['POST', '/api/admin/move-product', {}],
  ['POST', '/api/admin/export'],
];

function send(client: TestClient, method: string, path: string, body?: unknown) {
  return client.request(path, { method, json: body ?? (method === 'GET' ? undefined : {}) });
}

describe('admin access', () => {
  it.each(ROUTES)(
    '%s %s answers 401 for a visitor and 403 for a customer',
    async (method, path, body) => {
      const visitor = await send(app.client(), method, path, body);
      expect(visitor.status).toBe(401);
      expect(((await visitor.json()) as { error: { code: string } }).error.code).toBe(
        'unauthorized',
      );

      const customer = app.client();
      await customer.signUp();
      const res = await send(customer, method, path, body);
      expect(res.status).toBe(403);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('forbidden');
    },
  );

  it('lets an admin in', async () => {
    const res = await admin.get('/api/admin/products');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
  });
});

describe('product list order', () => {
  it('lists the seeded catalogue newest first, not alphabetically', async () => {
    const list = (await (await admin.get('/api/admin/products')).json()) as AdminProductsResponse;
    const created = list.products.map((p) => Date.parse(p.createdAt));
    expect(new Set(created).size).toBe(created.length);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const titles = list.products.map((p) => p.title);
    expect(titles).not.toEqual([...titles].sort((a, b) => a.localeCompare(b)));
  });
});
