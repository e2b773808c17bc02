import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminApplicationsResponse,
  AdminCollectionsResponse,
  AdminOrderingResponse,
  AdminOrdersResponse,
  AdminProductResponse,
  AdminProductsResponse,
} from '../../core/api/admin';
import type { AuditLogResponse } from '../../core/api/audit';
import { PRODUCT_MESSAGES } from '../../core/schemas/product';
import { DECISION_REASON_REQUIRED } from '../../core/schemas/wholesale-decision';
import { grantRole } from '../auth/roles';
import { collectionProducts, collections, products, productVariants } from '../db/schema/catalog';
import { orderItems, orders } from '../db/schema/orders';
import { wholesaleAccounts } from '../db/schema/wholesale';
import { listOutbox } from '../mail/mailer';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';
import { STALE_LIST_MESSAGE } from './ordering-service';
import { HANDLE_TAKEN_MESSAGE } from './product-service';

let app: TestApp;
let admin: TestClient;
let adminUserId: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = app.client();
  const { userId, password } = await admin.signUp({ firstName: 'Ada', lastName: 'Admin' });
  adminUserId = userId;
  await grantRole(app.db, userId, 'admin');
  // The admin area needs a second factor (issue 15 item 14).
  await admin.enrolTotp(password);
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

function productBody(overrides: Record<string, unknown> = {}) {
  const suffix = Math.random().toString(36).slice(2, 8);
  return {
    title: `Test Honey ${suffix}`,
    handle: `test-honey-${suffix}`,
    body_html: '<p>Raw honey</p><script>alert(1)</script>',
    vendor: '',
    type: 'Honey',
    product_category: 'Food',
    published: true,
    image_url: '',
    seo_title: 'Test honey',
    seo_description: '',
    tags: ['honey'],
    variants: [{ title: '250g', price: '12.50', compareAtPrice: '15.00', shopifyGid: '' }],
    collectionIds: [] as string[],
    ...overrides,
  };
}

async function collectionByHandle(handle: string) {
  const [row] = await app.db.select().from(collections).where(eq(collections.handle, handle));
  if (!row) throw new Error(`no collection ${handle}`);
  return row;
}

async function positionsOf(collectionId: string) {
  return app.db
    .select({ productId: collectionProducts.productId, position: collectionProducts.position })
    .from(collectionProducts)
    .where(eq(collectionProducts.collectionId, collectionId))
    .orderBy(asc(collectionProducts.position));
}

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
    expect(list.products[0]?.variantCount).toBe(1);
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

async function shopOrder() {
  return ((await (await admin.get('/api/admin/shop-order')).json()) as AdminOrderingResponse)
    .products;
}

describe('reordering', () => {
  it('reorders the shop globally and the shop page follows', async () => {
    const list = await shopOrder();
    const reversed = [...list].reverse();
    const res = await admin.post('/api/admin/shop-order', {
      items: reversed.map((p, i) => ({ product_id: p.id, sort_order: i })),
    });
    expect(res.status).toBe(200);
    const after = await shopOrder();
    expect(after.map((p) => p.id)).toEqual(reversed.map((p) => p.id));
    expect(after.map((p) => p.position)).toEqual(after.map((_, i) => i));
  });

  it('answers 409 to a stale list and changes nothing', async () => {
    const list = await shopOrder();
    const stale = list.slice(1);
    const res = await admin.post('/api/admin/shop-order', {
      items: stale.map((p, i) => ({ product_id: p.id, sort_order: i })),
    });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      STALE_LIST_MESSAGE,
    );
    expect((await shopOrder()).map((p) => p.id)).toEqual(list.map((p) => p.id));
    const duplicated = [...list.slice(0, -1), list[0]];
    const dup = await admin.post('/api/admin/shop-order', {
      items: duplicated.map((p, i) => ({ product_id: p?.id, sort_order: i })),
    });
    expect(dup.status).toBe(409);
  });

  it('keeps a consistent dense order when two reorders run at once', async () => {
    const list = await shopOrder();
    const a = [...list].reverse();
    const b = [...list.slice(1), list[0]];
    const [ra, rb] = await Promise.all([
      admin.post('/api/admin/shop-order', {
        items: a.map((p, i) => ({ product_id: p.id, sort_order: i })),
      }),
      admin.post('/api/admin/shop-order', {
        items: b.map((p, i) => ({ product_id: p?.id, sort_order: i })),
      }),
    ]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    const after = (await shopOrder()).map((p) => p.id);
    expect([a.map((p) => p.id), b.map((p) => p?.id)]).toContainEqual(after);
    const sortOrders = await app.db.select({ s: products.sortOrder }).from(products);
    expect(sortOrders.map((r) => r.s).sort((x, y) => x - y)).toEqual(sortOrders.map((_, i) => i));
  });

  it('reorders a collection, refuses a stale list and stays dense under concurrency', async () => {
    const collection = await collectionByHandle('black-seed');
    const path = `/api/admin/collections/${collection.id}/products`;
    const list = ((await (await admin.get(path)).json()) as AdminOrderingResponse).products;
    expect(list.length).toBeGreaterThan(1);
    const a = [...list].reverse();
    const b = [...list.slice(1), list[0]];
    const order = `/api/admin/collections/${collection.id}/order`;
    const [ra, rb] = await Promise.all([
      admin.post(order, { items: a.map((p, i) => ({ product_id: p.id, position: i })) }),
      admin.post(order, { items: b.map((p, i) => ({ product_id: p?.id, position: i })) }),
    ]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    const positions = await positionsOf(collection.id);
    expect(positions.map((p) => p.position)).toEqual(positions.map((_, i) => i));
    expect([a.map((p) => p.id), b.map((p) => p?.id)]).toContainEqual(
      positions.map((p) => p.productId),
    );
    const stale = await admin.post(order, {
      items: list.slice(1).map((p, i) => ({ product_id: p.id, position: i })),
    });
    expect(stale.status).toBe(409);
    const badPositions = await admin.post(order, {
      items: list.map((p) => ({ product_id: p.id, position: 3 })),
    });
    expect(badPositions.status).toBe(400);
  });

  it('moves a product to position 0 of the target and out of the source', async () => {
    const from = await collectionByHandle('black-seed');
    const to = await collectionByHandle('raw-honey');
    const source = await positionsOf(from.id);
    const moved = source[source.length - 1]?.productId as string;
    const targetBefore = await positionsOf(to.id);
    const res = await admin.post('/api/admin/move-product', {
      product_id: moved,
      from_collection_id: from.id,
      to_collection_id: to.id,
      position: 0,
    });
    expect(res.status).toBe(200);
    const sourceAfter = await positionsOf(from.id);
    const targetAfter = await positionsOf(to.id);
    expect(sourceAfter.map((p) => p.productId)).not.toContain(moved);
    expect(sourceAfter.map((p) => p.position)).toEqual(sourceAfter.map((_, i) => i));
    expect(targetAfter[0]).toEqual({ productId: moved, position: 0 });
    expect(targetAfter.map((p) => p.productId)).toEqual([
      moved,
      ...targetBefore.map((p) => p.productId),
    ]);
    expect(targetAfter.map((p) => p.position)).toEqual(targetAfter.map((_, i) => i));
    // Moving it again from the old source is stale.
    const again = await admin.post('/api/admin/move-product', {
      product_id: moved,
      from_collection_id: from.id,
      to_collection_id: to.id,
    });
    expect(again.status).toBe(409);
    const same = await admin.post('/api/admin/move-product', {
      product_id: moved,
      from_collection_id: to.id,
      to_collection_id: to.id,
    });
    expect(same.status).toBe(400);
  });

  it('lists collections with product counts', async () => {
    const body = (await (
      await admin.get('/api/admin/collections')
    ).json()) as AdminCollectionsResponse;
    expect(body.collections.length).toBeGreaterThan(3);
    expect(body.collections.map((c) => c.sortOrder)).toEqual(
      [...body.collections.map((c) => c.sortOrder)].sort((x, y) => x - y),
    );
  });
});

describe('orders', () => {
  it('lists every order newest first with names and items, 50 a page, filterable by status', async () => {
    const rows = Array.from({ length: 55 }, (_, i) => ({
      userId: i === 54 ? adminUserId : null,
      email: `buyer${i}@example.co.uk`,
      orderNumber: `#${2000 + i}`,
      status: (i % 5 === 0 ? 'shipped' : 'pending') as 'shipped' | 'pending',
      totalAmount: '41.37',
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      shippingAddress:
        i === 53
          ? {
              first_name: 'Amira',
              last_name: 'Khan',
              company: null,
              address1: null,
              address2: null,
              city: null,
              province: null,
              zip: null,
              country: null,
              phone: null,
            }
          : null,
    }));
    const inserted = await app.db
      .insert(orders)
      .values(rows)
      .returning({ id: orders.id, n: orders.orderNumber });
    const newest = inserted.find((o) => o.n === '#2054');
    await app.db.insert(orderItems).values([
      {
        orderId: newest?.id as string,
        productTitle: 'Organic Black Seed Oil',
        variantTitle: '100ml',
        quantity: 2,
        price: '14.99',
      },
    ]);
    const page1 = (await (await admin.get('/api/admin/orders')).json()) as AdminOrdersResponse;
    expect(page1.total).toBe(55);
    expect(page1.orders).toHaveLength(50);
    expect(page1.orders[0]?.orderNumber).toBe('#2054');
    expect(page1.orders[0]?.customerName).toBe('Ada Admin');
    expect(page1.orders[0]?.items).toEqual([
      expect.objectContaining({
        productTitle: 'Organic Black Seed Oil',
        quantity: 2,
        price: '14.99',
      }),
    ]);
    expect(page1.orders[1]?.customerName).toBe('Amira Khan');
    expect(page1.orders[2]?.customerName).toBe('buyer52@example.co.uk');
    const page2 = (await (
      await admin.get('/api/admin/orders?page=2')
    ).json()) as AdminOrdersResponse;
    expect(page2.orders).toHaveLength(5);
    const shipped = (await (
      await admin.get('/api/admin/orders?status=shipped')
    ).json()) as AdminOrdersResponse;
    expect(shipped.total).toBe(11);
    expect(shipped.orders.every((o) => o.status === 'shipped')).toBe(true);
    expect((await admin.get('/api/admin/orders?status=lost')).status).toBe(400);
  });
});

describe('wholesale approvals', () => {
  it('lists applications newest first and approves through the wholesale operation', async () => {
    const applicant = app.client();
    const { userId } = await applicant.signUp({ firstName: 'Sara', lastName: 'Ahmed' });
    const [account] = await app.db
      .insert(wholesaleAccounts)
      .values({
        userId,
        companyName: 'Leicester Wellness Ltd',
        businessType: 'health-clinic',
        yearsInBusiness: '3-5',
        numberOfLocations: '2-5',
        annualRevenueRange: '100k-250k',
        primaryMarket: 'health-wellness',
        productCategoriesInterest: ['Herbal Supplements'],
        estimatedMonthlyOrderVolume: '500-1000',
        businessAddress: {
          address: '12 High St',
          city: 'Leicester',
          country: 'United Kingdom',
          zip: 'LE1 1AA',
        },
        howDidYouHear: 'trade-show',
        taxId: 'GB123456789',
        businessRegistrationNumber: '01234567',
        website: 'https://leicester-wellness.example.co.uk',
        socialMediaLinks: { instagram: '@leicesterwellness' },
        additionalNotes: 'Two clinics in the city centre.',
      })
      .returning();
    const list = (await (
      await admin.get('/api/admin/applications')
    ).json()) as AdminApplicationsResponse;
    expect(list.applications[0]?.answers).toEqual([
      { label: 'Company name', value: 'Leicester Wellness Ltd' },
      { label: 'Business type', value: 'Health clinic' },
      { label: 'VAT number', value: 'GB123456789' },
      { label: 'Company registration number', value: '01234567' },
      { label: 'Years in business', value: '3–5 years' },
      { label: 'Number of locations', value: '2–5 locations' },
      { label: 'Website', value: 'https://leicester-wellness.example.co.uk' },
      { label: 'Business address', value: '12 High St, Leicester, LE1 1AA, United Kingdom' },
      { label: 'Annual revenue (GBP)', value: '£100,000 – £250,000' },
      { label: 'Primary market', value: 'Health & wellness' },
      { label: 'Estimated monthly order volume (GBP)', value: '£500 – £1,000' },
      { label: 'Product categories you are interested in', value: 'Herbal Supplements' },
      { label: 'Instagram', value: '@leicesterwellness' },
      { label: 'Facebook', value: 'Not given' },
      { label: 'How did you hear about us?', value: 'Trade show' },
      { label: 'Additional notes', value: 'Two clinics in the city centre.' },
    ]);
    expect(list.applications[0]).toMatchObject({
      id: account?.id,
      firstName: 'Sara',
      lastName: 'Ahmed',
      companyName: 'Leicester Wellness Ltd',
      status: 'pending',
    });
    const res = await admin.post(`/api/admin/applications/${account?.id}/status`, {
      status: 'approved',
    });
    expect(res.status).toBe(200);
    const me = (await (await applicant.get('/api/me')).json()) as { roles: string[] };
    expect(me.roles).toContain('wholesale');
    const noReason = await admin.post(`/api/admin/applications/${account?.id}/status`, {
      status: 'rejected',
    });
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: DECISION_REASON_REQUIRED,
        fields: { reason: [DECISION_REASON_REQUIRED] },
      },
    });
    expect(
      ((await (await applicant.get('/api/me')).json()) as { roles: string[] }).roles,
    ).toContain('wholesale');
  });

  it('lets an admin change a decision with a reason, stored and shown, and moves the role', async () => {
    const applicant = app.client();
    const { userId, email } = await applicant.signUp({ firstName: 'Yusuf', lastName: 'Patel' });
    const [account] = await app.db
      .insert(wholesaleAccounts)
      .values({
        userId,
        companyName: 'Patel Pharmacy',
        businessType: 'pharmacy',
        yearsInBusiness: '3-5',
        numberOfLocations: '1',
        annualRevenueRange: '100k-250k',
        primaryMarket: 'health-wellness',
        productCategoriesInterest: ['Herbal Supplements'],
        estimatedMonthlyOrderVolume: '500-1000',
        businessAddress: {
          address: '1 Granby St',
          city: 'Leicester',
          country: 'United Kingdom',
          zip: 'LE1 6FB',
        },
        howDidYouHear: 'trade-show',
      })
      .returning();
    const path = `/api/admin/applications/${account?.id}/status`;
    expect((await admin.post(path, { status: 'rejected' })).status).toBe(200);
    const roles = async () =>
      ((await (await applicant.get('/api/me')).json()) as { roles: string[] }).roles;
    expect(await roles()).not.toContain('wholesale');
    const blank = await admin.post(path, { status: 'approved', reason: '   ' });
    expect(blank.status).toBe(400);
    const approved = await admin.post(path, {
      status: 'approved',
      reason: 'VAT number checked by phone with the owner.',
    });
    expect(approved.status).toBe(200);
    expect(await roles()).toContain('wholesale');
    const find = async () =>
      (
        (await (await admin.get('/api/admin/applications')).json()) as AdminApplicationsResponse
      ).applications.find((a) => a.id === account?.id);
    expect(await find()).toMatchObject({
      status: 'approved',
      decisionReason: 'VAT number checked by phone with the owner.',
      decidedBy: 'Ada Admin',
    });
    expect((await find())?.decidedAt).toEqual(expect.any(String));
    const rejected = await admin.post(path, {
      status: 'rejected',
      reason: 'Trading address is residential.',
    });
    expect(rejected.status).toBe(200);
    expect(await roles()).not.toContain('wholesale');
    expect(await find()).toMatchObject({
      status: 'rejected',
      approvedAt: null,
      decisionReason: 'Trading address is residential.',
    });
    const [row] = await app.db
      .select()
      .from(wholesaleAccounts)
      .where(eq(wholesaleAccounts.id, account?.id as string));
    expect(row?.decisionReason).toBe('Trading address is residential.');
    expect(row?.decidedBy).toBe(adminUserId);
    const audit = (await (
      await admin.get('/api/admin/audit?action=wholesale.decide')
    ).json()) as AuditLogResponse;
    expect(
      audit.entries.filter((e) => e.entityId === account?.id).map((e) => [e.summary, e.after]),
    ).toEqual([
      [
        'Patel Pharmacy: approved → rejected (Trading address is residential.)',
        { status: 'rejected', decisionReason: 'Trading address is residential.' },
      ],
      [
        'Patel Pharmacy: rejected → approved (VAT number checked by phone with the owner.)',
        { status: 'approved', decisionReason: 'VAT number checked by phone with the owner.' },
      ],
      ['Patel Pharmacy: pending → rejected', { status: 'rejected', decisionReason: null }],
    ]);
    const mail = (await listOutbox(app.db, email))
      .map((m) => m.subject)
      .filter((subject) => subject.includes('wholesale'))
      .reverse();
    expect(mail).toEqual([
      `Your ${app.config.shopName} wholesale application`,
      `Your ${app.config.shopName} wholesale account is approved`,
      `Your ${app.config.shopName} wholesale application`,
    ]);
  });
});

describe('schema sanity', () => {
  it('keeps every product sort_order dense after the suite', async () => {
    const result = await app.db.execute(
      sql`select count(*)::int as n, count(distinct sort_order)::int as d, max(sort_order) as m from products`,
    );
    const row = (result as unknown as { rows: { n: number; d: number; m: number }[] }).rows[0];
    expect(row?.d).toBe(row?.n);
  });
});
