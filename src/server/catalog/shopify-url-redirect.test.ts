import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminProductResponse } from '../../core/api/admin';
import { productBody, startAdminApp } from '../admin/admin-test-helpers';
import { SANDBOX_ADMIN_TOKEN } from '../shopify/admin-client';
import type { TestApp, TestClient } from '../test/harness';
import { URL_REDIRECT_CREATE_MUTATION } from './shopify-url-redirect';

let app: TestApp;
let admin: TestClient;

beforeAll(async () => {
  ({ app, admin } = await startAdminApp());
});
afterAll(() => app?.close());

async function shopifyAdmin<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const res = await app.fetch('/sandbox/shopify/admin/api/2025-10/graphql.json', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shopify-Access-Token': SANDBOX_ADMIN_TOKEN },
    body: JSON.stringify({ query, variables }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

const redirectsFrom = async (path: string) =>
  (
    await shopifyAdmin<{ urlRedirects: { nodes: { path: string; target: string }[] } }>(
      'query redirects($query: String) { urlRedirects(first: 10, query: $query) { nodes { id path target } } }',
      { query: `path:${path}` },
    )
  ).urlRedirects.nodes.map(({ path, target }) => ({ path, target }));

describe('a changed handle on Shopify', () => {
  it('creates a URL redirect from the old product path to the new one', async () => {
    const body = productBody();
    const created = await admin.post('/api/admin/products', body);
    const { product } = (await created.json()) as AdminProductResponse;
    const first = body.handle;
    const second = `${first}-renamed`;
    const rename = async (handle: string) => {
      const res = await admin.put(`/api/admin/products/${product.id}`, { ...body, handle });
      expect(res.status).toBe(200);
      return (await res.json()) as AdminProductResponse;
    };

    // Saved without a handle change: nothing asked of Shopify.
    expect((await rename(first)).shopifyRedirect).toBeUndefined();
    expect(await redirectsFrom(`/products/${first}`)).toEqual([]);

    expect((await rename(second)).shopifyRedirect).toEqual({
      status: 'created',
      path: `/products/${first}`,
      target: `/products/${second}`,
    });
    expect(await redirectsFrom(`/products/${first}`)).toEqual([
      { path: `/products/${first}`, target: `/products/${second}` },
    ]);

    // Back and forth: Shopify keeps one redirect per path and refuses a second; the edit and
    // the shop's own 301 stand, and staff are told.
    await rename(first);
    const again = await rename(second);
    expect(again.product.handle).toBe(second);
    expect(again.shopifyRedirect).toEqual({
      status: 'refused',
      path: `/products/${first}`,
      target: `/products/${second}`,
      message: 'Path has already been taken',
    });
    const old = await app.fetch(`/product/${first}`, { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`/product/${second}`);
  });

  it('the sandbox refuses what Shopify refuses', async () => {
    const create = (path: string, target: string) =>
      shopifyAdmin<{
        urlRedirectCreate: {
          urlRedirect: unknown;
          userErrors: { field: string[]; message: string; code: string }[];
        };
      }>(URL_REDIRECT_CREATE_MUTATION, { urlRedirect: { path, target } });
    const ok = await create('/products/sandbox-old', '/products/sandbox-new');
    expect(ok.urlRedirectCreate.userErrors).toEqual([]);
    const cases: [string, string, string[], string][] = [
      ['', '/x', ['urlRedirect', 'path'], "Path can't be blank"],
      ['/products/a', '', ['urlRedirect', 'target'], "Target can't be blank"],
      ['products/a', '/x', ['urlRedirect', 'path'], 'Path must be a relative URL'],
      ['/PRODUCTS/SANDBOX-OLD', '/x', ['urlRedirect', 'path'], 'Path has already been taken'],
      [
        '/products/self',
        '/products/self',
        ['urlRedirect', 'target'],
        "Target can't be the same as path",
      ],
    ];
    for (const [path, target, field, message] of cases) {
      const answer = await create(path, target);
      expect(answer.urlRedirectCreate).toEqual({
        urlRedirect: null,
        userErrors: [{ field, message, code: 'CREATE_FAILED' }],
      });
    }
    expect(await redirectsFrom('/products/sandbox-old')).toEqual([
      { path: '/products/sandbox-old', target: '/products/sandbox-new' },
    ]);
  });
});
