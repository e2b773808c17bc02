import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductResponse } from '../../core/api/admin';
import { productBody, startAdminApp } from '../admin/admin-test-helpers';
import type { TestApp, TestClient } from '../test/harness';

let app: TestApp;
let admin: TestClient;

beforeAll(async () => {
  ({ app, admin } = await startAdminApp());
});
afterAll(() => app?.close());

const visit = (path: string) => app.fetch(path, { redirect: 'manual' });

describe('a changed product handle', () => {
  it('redirects the old URL permanently to the new one, chains collapsed', async () => {
    const body = productBody();
    const created = await admin.post('/api/admin/products', body);
    expect(created.status).toBe(201);
    const { product } = (await created.json()) as AdminProductResponse;
    const first = body.handle;
    const second = `${first}-renamed`;
    const third = `${first}-again`;
    expect((await visit(`/product/${first}`)).status).toBe(200);

    const rename = async (handle: string) => {
      const res = await admin.put(`/api/admin/products/${product.id}`, { ...body, handle });
      expect(res.status).toBe(200);
      return ((await res.json()) as AdminProductResponse).product;
    };
    expect((await rename(second)).redirected_handles).toEqual([first]);
    const old = await visit(`/product/${first}?ref=mail`);
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`/product/${second}?ref=mail`);
    expect((await visit(`/product/${second}`)).status).toBe(200);

    // Renamed again: both old URLs go straight to the newest (no chain of 301s).
    expect((await rename(third)).redirected_handles).toEqual([first, second].sort());
    for (const handle of [first, second]) {
      const res = await visit(`/product/${handle}`);
      expect(res.status).toBe(301);
      expect(res.headers.get('location')).toBe(`/product/${third}`);
    }

    // Back to the first handle: it is the product's own URL again, not a redirect.
    expect((await rename(first)).redirected_handles).toEqual([second, third].sort());
    expect((await visit(`/product/${first}`)).status).toBe(200);
    expect((await visit(`/product/${third}`)).headers.get('location')).toBe(`/product/${first}`);

    // An unknown handle is still a 404.
    expect((await visit(`/product/${first}-never-existed`)).status).toBe(404);
  });
});
