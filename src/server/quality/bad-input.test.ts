import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';
import { casesFor, rowCounts as countRows, hasErrorShape, send } from './bad-input-cases';
import { buildTargets, PRODUCT, type TargetIds } from './bad-input-targets';
import { createRoleClients } from './fixtures';

/**
 * Bad input on every write route: wrong types, missing fields, unknown fields, 1 MB bodies,
 * invalid UTF-8, a wrong content type, SQL and HTML payloads in typed fields. Each answers
 * 400/413/415 with the JSON error shape, no table gains or loses a row, and the server keeps
 * serving. A write route missing from this table fails the test by name.
 */

let app: TestApp;
let fixtures: Awaited<ReturnType<typeof createRoleClients>>;
/** A product of the admin's own (in collection `fromCollectionId`) and a second collection. */
const ids: TargetIds = {
  productId: '',
  fromCollectionId: '',
  toCollectionId: '',
  collectionItems: [],
  shopItems: [],
};

/** The current shop order and collection order (reorders must send the list as it stands). */
async function refreshOrderLists() {
  const admin = fixtures.clients.admin;
  const shop = (await (await admin.get('/api/admin/shop-order')).json()) as {
    products: { id: string }[];
  };
  ids.shopItems = shop.products.map((p, sort_order) => ({ product_id: p.id, sort_order }));
  const order = (await (
    await admin.get(`/api/admin/collections/${ids.toCollectionId}/products`)
  ).json()) as { products: { id: string }[] };
  ids.collectionItems = order.products.map((p, position) => ({ product_id: p.id, position }));
}

beforeAll(async () => {
  app = await startTestApp();
  fixtures = await createRoleClients(app);
  const admin = fixtures.clients.admin;
  const collections = (await (await admin.get('/api/admin/collections')).json()) as {
    collections: { id: string }[];
  };
  const [from, to] = collections.collections;
  if (!from || !to) throw new Error('the seeded catalogue has fewer than two collections');
  const created = await admin.post('/api/admin/products', {
    ...PRODUCT,
    handle: 'bad-input-fixture',
    collectionIds: [from.id],
  });
  if (created.status !== 201) throw new Error(`product: ${created.status} ${await created.text()}`);
  ids.productId = ((await created.json()) as { product: { id: string } }).product.id;
  ids.fromCollectionId = from.id;
  ids.toCollectionId = to.id;
  await refreshOrderLists();
}, 120_000);
afterAll(() => app?.close());

const targets = () => buildTargets(fixtures, ids);
/** Stored rows per table; the rate-limit counters are left out: a well-formed sign-in attempt
 * with unknown fields is counted against its email (auth/account-attempts.ts), which stores
 * nothing the request said. */
const rowCounts = async () => {
  const { rate_limit_counters: _attempts, ...stored } = await countRows(app.db);
  return stored;
};

describe('bad input on every write route', () => {
  it('lists every write route', () => {
    const known = targets();
    const writes = new Set<string>();
    for (const route of app.app.routes) {
      if (
        !route.path.startsWith('/api/') ||
        !['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method)
      )
        continue;
      writes.add(`${route.method} ${route.path}`);
    }
    expect(
      [...writes].filter((key) => !(key in known)),
      'write routes missing here',
    ).toEqual([]);
  });

  it('answers 400/413/415 with the error shape and stores nothing', async () => {
    const before = await rowCounts();
    const failures: string[] = [];
    for (const [key, list] of Object.entries(targets())) {
      for (const target of list ?? []) {
        const client = fixtures.clients[target.as];
        for (const c of casesFor(target)) {
          const res = await send(client, target, c);
          const label = `${key} ${c.name}`;
          if (!c.allowed.includes(res.status)) {
            failures.push(`${label}: ${res.status} ${res.text.slice(0, 120)}`);
            continue;
          }
          if (!hasErrorShape(res.text, target.path)) {
            failures.push(`${label}: not the error shape: ${res.text.slice(0, 120)}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await rowCounts()).toEqual(before);
    // Still serving.
    expect((await app.fetch('/api/health')).status).toBe(200);
    expect((await app.fetch('/api/store/products/black-seed-oil')).status).toBe(200);
  }, 240_000);

  it('accepts each valid body, so every case above was refused for its own fault', async () => {
    const wrong: string[] = [];
    for (const key of Object.keys(targets())) {
      // Rebuilt per route: the reorders send the lists as the earlier writes left them.
      await refreshOrderLists();
      for (const target of targets()[key] ?? []) {
        const client = fixtures.clients[target.as];
        const res = await send(client, target, {
          name: 'valid',
          body: JSON.stringify(
            target.unique
              ? { ...target.valid, [target.unique]: `valid-${Date.now()}@example.co.uk` }
              : target.valid,
          ),
          allowed: [target.accepts],
        });
        if (res.status !== target.accepts) {
          wrong.push(
            `${key}: ${res.status} (expected ${target.accepts}) ${res.text.slice(0, 160)}`,
          );
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('gives nothing for unknown sign-up fields (better-auth ignores them)', async () => {
    const client = app.client();
    const email = `unknown-fields-${Date.now()}@example.co.uk`;
    const res = await client.post('/api/auth/sign-up/email', {
      email,
      password: 'correct-horse-9',
      name: 'Sara Ahmed',
      firstName: 'Sara',
      lastName: 'Ahmed',
      role: 'admin',
      roles: ['admin'],
      isAdmin: true,
      emailVerified: true,
      wholesaleStatus: 'approved',
    });
    expect(res.status).toBe(200);
    // `emailVerified: true` was ignored: no session, and sign-in waits for the confirmation.
    expect((await client.signIn(email, 'correct-horse-9')).status).toBe(403);
    await client.verifyEmail(email);
    const me = (await (await client.get('/api/me')).json()) as Record<string, unknown>;
    expect(me).toMatchObject({ user: { email } });
    expect(JSON.stringify(me)).not.toMatch(/"admin"|"approved"/);
    expect((await client.get('/api/admin/products')).status).toBe(403);
    expect((await client.get('/api/wholesale/products')).status).toBe(403);
  });

  it('answers 404 for SQL and junk in path ids, without touching the data', async () => {
    const before = await rowCounts();
    const customer = fixtures.clients.customer;
    const admin = fixtures.clients.admin;
    for (const id of [
      "1' or '1'='1",
      '../../etc/passwd',
      '%00',
      'not-a-uuid',
      `${'9'.repeat(300)}`,
    ]) {
      const encoded = encodeURIComponent(id);
      for (const [client, method, path] of [
        [customer, 'DELETE', `/api/account/addresses/${encoded}`],
        [customer, 'PUT', `/api/account/addresses/${encoded}`],
        [customer, 'POST', `/api/account/addresses/${encoded}/default`],
        [customer, 'GET', `/api/account/orders/${encoded}/invoice`],
        [customer, 'GET', `/api/account/orders/${encoded}/invoice.pdf`],
        [admin, 'GET', `/api/admin/orders/${encoded}/invoice.pdf`],
        [customer, 'GET', `/api/account/orders/${encoded}/credit-notes/CN-0001.pdf`],
        [admin, 'GET', `/api/admin/orders/${encoded}/credit-notes/CN-0001.pdf`],
        [admin, 'GET', `/api/admin/orders/${fixtures.orderId}/credit-notes/${encoded}`],
        [admin, 'GET', `/api/admin/products/${encoded}`],
        [admin, 'DELETE', `/api/admin/products/${encoded}`],
        [admin, 'POST', `/api/admin/applications/${encoded}/status`],
        [admin, 'GET', `/api/admin/orders/${encoded}`],
        [admin, 'POST', `/api/admin/orders/${encoded}/refunds`],
        [admin, 'POST', `/api/admin/orders/${encoded}/cancel`],
        [customer, 'POST', `/api/account/subscriptions/${encoded}/payment-method-email`],
        [admin, 'POST', `/api/admin/subscriptions/${encoded}/payment-method-email`],
        [admin, 'GET', `/api/admin/orders/${encoded}/timeline`],
        [admin, 'POST', `/api/admin/orders/${encoded}/comments`],
        [admin, 'GET', `/api/admin/orders/${encoded}/packing-slip.pdf`],
      ] as const) {
        const res = await client.request(path, {
          method,
          json: method === 'POST' ? { status: 'approved' } : undefined,
        });
        expect([400, 404], `${method} ${path}`).toContain(res.status);
        expect(hasErrorShape(await res.text(), path)).toBe(true);
      }
    }
    // The exports' periods: junk dates are refused (400), never read as SQL.
    for (const query of [
      "period=custom&from=2026-06-01'--&to=2026-06-30",
      'period=custom&from=2026-06-01&to=<script>',
      'period=quarter',
      `period=custom&from=2026-06-01&to=${'9'.repeat(300)}`,
    ]) {
      const res = await admin.get(`/api/admin/reports/sales-journal.csv?${query}`);
      expect(res.status, query).toBe(400);
      expect(hasErrorShape(await res.text(), query)).toBe(true);
    }
    for (const handle of ["black-seed-oil' or 1=1 --", '<script>alert(1)</script>']) {
      const res = await app.fetch(`/api/store/products/${encodeURIComponent(handle)}`);
      expect(res.status).toBe(404);
    }
    expect(await rowCounts()).toEqual(before);
  }, 120_000);
});
