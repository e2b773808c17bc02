import { connect } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_APPLICATION } from '../test/fixtures';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';
import { ADDRESS, createRoleClients, type Role } from './fixtures';

/**
 * Bad input on every write route: wrong types, missing fields, unknown fields, 1 MB bodies,
 * invalid UTF-8, a wrong content type, SQL and HTML payloads in typed fields. Each answers
 * 400/413/415 with the JSON error shape, no table gains or loses a row, and the server keeps
 * serving. A write route missing from this table fails the test by name.
 */

const SQL = "x'); drop table users; --";
const HTML = '<script>alert(1)</script><img src=x onerror=alert(1)>';
const ONE_MB = 'a'.repeat(1024 * 1024);

type Target = {
  method: string;
  path: string;
  as: Role;
  valid?: Record<string, unknown>;
  /** Fields the route may go without. */
  optional?: string[];
  /** better-auth ignores fields it does not know instead of refusing them (checked below). */
  ignoresUnknownFields?: boolean;
  /**
   * Fields not checked for type/presence. Sign-up's firstName/lastName are better-auth
   * `additionalFields` (required: false) whose type better-auth does not enforce: a finding for
   * the accounts owner (issue 9 report), excluded here so the rest stays enforced.
   */
  unchecked?: string[];
  /** Each case gets this field made unique (sign-up: a fresh email). */
  unique?: string;
  /** Fields with a format (ids, enums, handles) that must refuse SQL and HTML payloads, besides
   * every field named like email/status/type. */
  formatted?: string[];
  /** Id fields: SQL and HTML there name no row, so 404/409 (refused, nothing stored) also do. */
  idFields?: string[];
  /** The status the valid body gets: proof that the cases fail for their own fault, not because
   * the "valid" body was already refused (sent last, by the test after the bad cases). */
  accepts: number;
};

let app: TestApp;
let fixtures: Awaited<ReturnType<typeof createRoleClients>>;
/** A product of the admin's own (in collection `fromCollectionId`) and a second collection. */
const ids = {
  productId: '',
  fromCollectionId: '',
  toCollectionId: '',
  collectionItems: [] as { product_id: string; position: number }[],
  shopItems: [] as { product_id: string; sort_order: number }[],
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

const PRODUCT = {
  title: 'Bad-input probe',
  handle: 'bad-input-probe',
  variants: [{ title: '250ml', price: '9.99' }],
};

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

/** Route key (as in app.routes) → how to call it. `null` = takes no JSON body (reason given). */
function targets(): Record<string, Target[] | null> {
  const f = fixtures;
  return {
    'POST /api/auth/*': [
      {
        method: 'POST',
        path: '/api/auth/sign-up/email',
        as: 'visitor',
        ignoresUnknownFields: true,
        unique: 'email',
        unchecked: ['firstName', 'lastName'],
        accepts: 200,
        valid: {
          email: 'new-buyer@example.co.uk',
          password: 'correct-horse-9',
          name: 'Sara Ahmed',
          firstName: 'Sara',
          lastName: 'Ahmed',
        },
      },
      {
        method: 'POST',
        path: '/api/auth/sign-in/email',
        as: 'visitor',
        ignoresUnknownFields: true,
        accepts: 401, // well-formed, wrong credentials
        valid: { email: 'nobody@example.co.uk', password: 'whatever-1' },
      },
    ],
    'POST /api/contact': [
      {
        method: 'POST',
        path: '/api/contact',
        as: 'visitor',
        accepts: 201,
        valid: {
          name: 'Sara Ahmed',
          email: 'sara@example.co.uk',
          subject: 'Wholesale',
          message: 'Do you ship to Ireland?',
        },
      },
    ],
    'POST /api/newsletter': [
      {
        method: 'POST',
        path: '/api/newsletter',
        as: 'visitor',
        accepts: 200,
        valid: { email: 'n@example.co.uk' },
      },
    ],
    'PUT /api/account/profile': [
      {
        method: 'PUT',
        path: '/api/account/profile',
        as: 'customer',
        accepts: 200,
        valid: {
          firstName: 'Amira',
          lastName: 'Khan',
          phone: '0116 496 0000',
          billingAddress1: '1 Granby Street',
          billingCity: 'Leicester',
          billingCountry: 'United Kingdom',
          billingZip: 'LE1 6FB',
          sameAsBilling: true,
        },
        optional: ['sameAsBilling'],
      },
    ],
    'POST /api/account/addresses': [
      {
        method: 'POST',
        path: '/api/account/addresses',
        as: 'customer',
        accepts: 201,
        valid: ADDRESS,
      },
    ],
    'PUT /api/account/addresses/:id': [
      {
        method: 'PUT',
        path: `/api/account/addresses/${f.addressId}`,
        as: 'customer',
        accepts: 200,
        valid: ADDRESS,
      },
    ],
    'POST /api/account/addresses/:id/default': null, // no body; bad ids are covered below
    'DELETE /api/account/addresses/:id': null, // no body; bad ids are covered below
    'POST /api/account/manage-subscription': [
      {
        method: 'POST',
        path: '/api/account/manage-subscription',
        as: 'customer',
        // Well-formed, but the customer has no subscription with this id.
        accepts: 404,
        valid: { subscriptionId: '0b5c3f2e-8d1a-4c6b-9e7f-1a2b3c4d5e6f', action: 'pause' },
        formatted: ['subscriptionId', 'action'],
      },
    ],
    'POST /api/account/delete': [
      {
        method: 'POST',
        path: '/api/account/delete',
        as: 'customer',
        // Well-formed, but not the customer's password: refused (403), nothing deleted.
        accepts: 403,
        valid: { password: 'not-the-password-1' },
      },
    ],
    'POST /api/wholesale/applications': [
      {
        method: 'POST',
        path: '/api/wholesale/applications',
        as: 'customer',
        accepts: 201,
        valid: BUSINESS_APPLICATION,
        optional: ['website'],
      },
    ],
    'POST /api/admin/applications/:id/status': [
      {
        method: 'POST',
        path: `/api/admin/applications/${f.pendingApplicationId}/status`,
        as: 'admin',
        accepts: 200,
        valid: { status: 'approved' },
      },
    ],
    'POST /api/admin/orders/:id/status': [
      {
        method: 'POST',
        path: `/api/admin/orders/${f.orderId}/status`,
        as: 'admin',
        accepts: 200,
        valid: { status: 'shipped', carrier: 'Royal Mail', trackingNumber: 'RM123456785GB' },
      },
    ],
    'POST /api/admin/orders/:id/refunds': [
      {
        method: 'POST',
        path: `/api/admin/orders/${f.orderId}/refunds`,
        as: 'admin',
        // Well-formed, but the fixture order was not paid through Shopify.
        accepts: 409,
        valid: { amountPence: 100, note: 'Damaged in transit' },
        optional: ['note'],
      },
    ],
    'POST /api/admin/products': [
      {
        method: 'POST',
        path: '/api/admin/products',
        as: 'admin',
        accepts: 201,
        valid: PRODUCT,
        formatted: ['handle'],
      },
    ],
    'PUT /api/admin/products/:id': [
      {
        method: 'PUT',
        path: `/api/admin/products/${ids.productId}`,
        as: 'admin',
        accepts: 200,
        valid: {
          ...PRODUCT,
          handle: 'bad-input-fixture',
          title: 'Bad-input fixture, renamed',
          collectionIds: [ids.fromCollectionId],
        },
        optional: ['collectionIds'],
        formatted: ['handle'],
      },
    ],
    'DELETE /api/admin/products/:id': null, // no body; bad ids are covered below
    'POST /api/admin/shop-order': [
      {
        method: 'POST',
        path: '/api/admin/shop-order',
        as: 'admin',
        accepts: 200,
        valid: { items: ids.shopItems },
      },
    ],
    'POST /api/admin/collections/:id/order': [
      {
        method: 'POST',
        path: `/api/admin/collections/${ids.toCollectionId}/order`,
        as: 'admin',
        accepts: 200,
        valid: { items: ids.collectionItems },
      },
    ],
    'POST /api/admin/move-product': [
      {
        method: 'POST',
        path: '/api/admin/move-product',
        as: 'admin',
        accepts: 200,
        valid: {
          product_id: ids.productId,
          from_collection_id: ids.fromCollectionId,
          to_collection_id: ids.toCollectionId,
        },
        idFields: ['product_id', 'from_collection_id', 'to_collection_id'],
      },
    ],
    'POST /api/admin/export': null, // takes no body
    'POST /api/admin/subscriptions/manage': [
      {
        method: 'POST',
        path: '/api/admin/subscriptions/manage',
        as: 'admin',
        // Well-formed, but there is no subscription with this id.
        accepts: 404,
        valid: { subscriptionId: '0b5c3f2e-8d1a-4c6b-9e7f-1a2b3c4d5e6f', action: 'pause' },
        formatted: ['subscriptionId', 'action'],
      },
    ],
    'POST /api/reviews/product/:handle': [
      {
        method: 'POST',
        path: '/api/reviews/product/black-seed-oil',
        as: 'customer',
        // Well-formed, but the fixture customer has no delivered order of the product.
        accepts: 403,
        valid: { rating: 5, title: 'Lovely oil', body: 'Fresh and peppery, arrived quickly.' },
      },
    ],
    'POST /api/admin/reviews/:id/status': [
      {
        method: 'POST',
        path: '/api/admin/reviews/0b5c3f2e-8d1a-4c6b-9e7f-1a2b3c4d5e6f/status',
        as: 'admin',
        // Well-formed, but there is no review with this id.
        accepts: 404,
        valid: { status: 'approved' },
        formatted: ['status'],
      },
    ],
    'POST /api/stock/notify': [
      {
        method: 'POST',
        path: '/api/stock/notify',
        as: 'visitor',
        // Well-formed, but no product option has this id.
        accepts: 404,
        valid: { variantId: '0b5c3f2e-8d1a-4c6b-9e7f-1a2b3c4d5e6f', email: 'wait@example.co.uk' },
        formatted: ['variantId'],
      },
    ],
    'POST /api/admin/inventory/sync': null, // takes no body
    // Purchase intents are a discriminated union per line: their bad input (unknown variant,
    // option or plan, quantity 0, negative, fractional, over the cap, wrong kind) is tested line
    // by line, with the exact messages, in src/server/checkout/checkout-money.test.ts.
    'POST /api/cart/price': null,
    'POST /api/checkout': null,
    'POST /api/webhooks/shopify/orders-create': null, // HMAC first: src/server/webhooks tests
    'POST /api/webhooks/shopify/subscriptions': null, // HMAC first: src/server/subscriptions tests
  };
}

/** Rows per table, except the ones every request may touch (sessions, rate limits). */
async function rowCounts(): Promise<Record<string, number>> {
  const result = (await app.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  const counts: Record<string, number> = {};
  for (const { table_name: table } of result.rows) {
    if (['rate_limits', 'sessions', 'verifications', '__drizzle_migrations'].includes(table)) {
      continue;
    }
    const r = (await app.db.execute(
      sql.raw(`select count(*)::int as n from "${table}"`),
    )) as unknown as { rows: { n: number }[] };
    counts[table] = Number(r.rows[0]?.n ?? 0);
  }
  return counts;
}

type Case = { name: string; body: BodyInit; contentType?: string; allowed: number[] };

function casesFor(target: Target): Case[] {
  const json = (value: unknown) => JSON.stringify(value);
  const valid = target.valid ?? {};
  let n = 0;
  const fresh = () =>
    target.unique
      ? { ...valid, [target.unique]: `bad-input-${Date.now()}-${n++}@example.co.uk` }
      : valid;
  const fields = Object.keys(valid);
  const cases: Case[] = [
    { name: 'empty object (missing fields)', body: '{}', allowed: [400] },
    { name: 'array instead of object', body: '[]', allowed: [400] },
    { name: 'a bare number', body: '42', allowed: [400] },
    { name: 'null', body: 'null', allowed: [400] },
    { name: 'truncated JSON', body: '{"email": "a@', allowed: [400] },
    { name: 'not JSON', body: 'email=a@b.c', allowed: [400, 415] },
    {
      name: 'form content type',
      body: 'email=a@b.c',
      contentType: 'text/plain',
      allowed: [400, 415],
    },
    {
      name: 'invalid UTF-8',
      body: new Uint8Array([
        0x7b, 0x22, 0x65, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d,
      ]),
      allowed: [400],
    },
    { name: '1 MB body', body: json({ ...fresh(), filler: ONE_MB }), allowed: [413] },
    { name: 'deeply nested', body: `${'['.repeat(5000)}${']'.repeat(5000)}`, allowed: [400] },
  ];
  if (fields.length > 0) {
    if (!target.ignoresUnknownFields) {
      cases.push({
        name: 'unknown field',
        body: json({ ...fresh(), isAdmin: true, role: 'admin' }),
        allowed: [400],
      });
    }
    for (const field of fields.filter((f) => !target.unchecked?.includes(f))) {
      cases.push({
        name: `${field}: wrong type`,
        body: json({ ...fresh(), [field]: { $ne: 1 } }),
        allowed: [400],
      });
      if (!target.optional?.includes(field)) {
        cases.push({
          name: `${field}: missing`,
          body: json({ ...fresh(), [field]: undefined }),
          allowed: [400],
        });
      }
    }
    // Injection payloads in fields with a format (email, enum): rejected, not stored. Free text
    // (names, addresses, messages) is stored as typed and escaped on output.
    for (const field of target.idFields ?? []) {
      for (const [name, payload] of [
        ['SQL', SQL],
        ['HTML', HTML],
      ]) {
        cases.push({
          name: `${field}: ${name}`,
          body: json({ ...fresh(), [field]: payload }),
          allowed: [400, 404, 409],
        });
      }
    }
    for (const field of fields.filter(
      (f) => /email|status|type/i.test(f) || target.formatted?.includes(f),
    )) {
      cases.push({
        name: `${field}: SQL`,
        body: json({ ...fresh(), [field]: SQL }),
        allowed: [400],
      });
      cases.push({
        name: `${field}: HTML`,
        body: json({ ...fresh(), [field]: HTML }),
        allowed: [400],
      });
    }
  } else {
    cases.push({
      name: 'unknown fields only',
      body: json({ isAdmin: true, [SQL]: HTML }),
      allowed: [400],
    });
  }
  return cases;
}

const isBetterAuth = (path: string) => path.startsWith('/api/auth/');

function hasErrorShape(text: string, path: string) {
  let body: { error?: { code?: unknown; message?: unknown }; code?: unknown; message?: unknown };
  try {
    body = JSON.parse(text);
  } catch {
    return false;
  }
  // better-auth answers its own shape { code, message }; every other route { error: { code, message } }.
  const error = isBetterAuth(path) && !body.error ? body : body.error;
  return typeof error?.code === 'string' && typeof error?.message === 'string';
}

/**
 * Sends over a raw socket, which (unlike fetch or node:http) still reads an early answer, such
 * as a 413 sent before the server has read a 1 MB body and then closes the connection.
 */
function send(
  client: TestClient,
  target: Target,
  c: Case,
): Promise<{ status: number; text: string }> {
  const body = typeof c.body === 'string' ? Buffer.from(c.body) : Buffer.from(c.body as Uint8Array);
  const url = new URL(`${client.baseUrl}${target.path}`);
  const lines = [
    `${target.method} ${url.pathname}${url.search} HTTP/1.1`,
    `host: ${url.host}`,
    `origin: ${client.baseUrl}`,
    `content-type: ${c.contentType ?? 'application/json'}`,
    `content-length: ${body.length}`,
    'connection: close',
  ];
  if (client.cookies.size > 0) lines.push(`cookie: ${client.cookieHeader()}`);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {}); // EPIPE/ECONNRESET after an early answer; judged on close
    socket.on('close', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);
      if (!status) reject(new Error(`no answer from ${target.path}`));
      const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
      let text = raw.slice(raw.indexOf('\r\n\r\n') + 4);
      if (/transfer-encoding: chunked/i.test(head)) {
        let out = '';
        let rest = text;
        for (;;) {
          const eol = rest.indexOf('\r\n');
          const size = Number.parseInt(rest.slice(0, eol), 16);
          if (!size) break;
          out += rest.slice(eol + 2, eol + 2 + size);
          rest = rest.slice(eol + 2 + size + 2);
        }
        text = out;
      }
      resolve({ status, text });
    });
    socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    socket.write(body);
  });
}

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
    const res = await client.post('/api/auth/sign-up/email', {
      email: `unknown-fields-${Date.now()}@example.co.uk`,
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
    const me = (await (await client.get('/api/me')).json()) as Record<string, unknown>;
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
        [admin, 'GET', `/api/admin/products/${encoded}`],
        [admin, 'DELETE', `/api/admin/products/${encoded}`],
        [admin, 'POST', `/api/admin/applications/${encoded}/status`],
        [admin, 'GET', `/api/admin/orders/${encoded}`],
        [admin, 'POST', `/api/admin/orders/${encoded}/refunds`],
      ] as const) {
        const res = await client.request(path, {
          method,
          json: method === 'POST' ? { status: 'approved' } : undefined,
        });
        expect([400, 404], `${method} ${path}`).toContain(res.status);
        expect(hasErrorShape(await res.text(), path)).toBe(true);
      }
    }
    for (const handle of ["black-seed-oil' or 1=1 --", '<script>alert(1)</script>']) {
      const res = await app.fetch(`/api/store/products/${encodeURIComponent(handle)}`);
      expect(res.status).toBe(404);
    }
    expect(await rowCounts()).toEqual(before);
  }, 120_000);
});
