import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminCustomerProfileResponse,
  AdminCustomersResponse,
} from '../../../core/api/admin-customers';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/auth';
import { orders } from '../../db/schema/orders';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness';

let app: TestApp;
let owner: TestClient;
let ownerEmail: string;
const ids: Record<'zara' | 'ben' | 'cleo', string> = { zara: '', ben: '', cleo: '' };

async function order(
  userId: string,
  n: string,
  total: string,
  day: number,
  extra: { status?: 'cancelled' | 'delivered'; refundedPence?: number } = {},
) {
  await app.db.insert(orders).values({
    userId,
    email: 'buyer@example.co.uk',
    orderNumber: n,
    status: extra.status ?? 'delivered',
    totalAmount: total,
    refundedPence: extra.refundedPence ?? 0,
    createdAt: new Date(Date.UTC(2026, 9, day, 12)),
  });
}

async function list(query: string): Promise<AdminCustomersResponse> {
  const res = await owner.get(`/api/admin/customers${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as AdminCustomersResponse;
}

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  const admin = await app.adminClient({ email: 'owner@habba.example', firstName: 'Olive' });
  owner = admin.client;
  ownerEmail = admin.email;
  for (const [key, first, last] of [
    ['zara', 'Zara', 'Ahmed'],
    ['ben', 'Ben', 'Okafor'],
    ['cleo', 'Cleo', 'Smith'],
  ] as const) {
    const c = app.client();
    ids[key] = (
      await c.signUp({ email: `${key}@example.co.uk`, firstName: first, lastName: last })
    ).userId;
  }
  // Zara: one big order, £120.00 less a £20.00 refund = £100.00, on 2 October.
  await order(ids.zara, '7001', '120.00', 2, { refundedPence: 2000 });
  // Ben: three small orders (£14.99 + £14.99 + £29.98 = £59.96), last on 20 October; a
  // cancelled £500.00 order counts for nothing.
  await order(ids.ben, '7002', '14.99', 5);
  await order(ids.ben, '7003', '14.99', 6);
  await order(ids.ben, '7004', '29.98', 20);
  await order(ids.ben, '7005', '500.00', 21, { status: 'cancelled' });
  // Cleo: one order of £75.50 on 25 October.
  await order(ids.cleo, '7006', '75.50', 25);
}, 120_000);
afterAll(() => app?.close());

const summary = (r: AdminCustomersResponse) =>
  r.customers.map((c) => [c.email, c.lifetimeSpendPence, c.orderCount]);

describe('admin customers', () => {
  it('sorts by lifetime spend, net of refunds and without cancelled orders', async () => {
    const r = await list('?sort=spend');
    expect(summary(r).slice(0, 3)).toEqual([
      ['zara@example.co.uk', 10_000, 1],
      ['cleo@example.co.uk', 7550, 1],
      ['ben@example.co.uk', 5996, 3],
    ]);
    expect(r.total).toBe(4);
  });

  it('sorts by orders and by last order', async () => {
    expect(summary(await list('?sort=orders')).slice(0, 1)).toEqual([
      ['ben@example.co.uk', 5996, 3],
    ]);
    const byLast = await list('?sort=last_order');
    expect(byLast.customers.map((c) => [c.email, c.lastOrderAt])).toEqual([
      ['cleo@example.co.uk', '2026-10-25T12:00:00.000Z'],
      ['ben@example.co.uk', '2026-10-20T12:00:00.000Z'],
      ['zara@example.co.uk', '2026-10-02T12:00:00.000Z'],
      [ownerEmail, null],
    ]);
  });

  it('searches by name and by email', async () => {
    expect(summary(await list('?search=okafor'))).toEqual([['ben@example.co.uk', 5996, 3]]);
    expect(summary(await list('?search=ZARA%40'))).toEqual([['zara@example.co.uk', 10_000, 1]]);
    expect(summary(await list('?search=%25'))).toEqual([]);
  });

  it('reads a page in the same number of queries whatever the number of customers', async () => {
    app.database.queries.reset();
    await list('?sort=spend');
    const four = app.database.queries.count;
    for (let i = 0; i < 30; i += 1) {
      await app.db
        .insert(users)
        .values({ id: `bulk-${i}`, name: `Bulk ${i}`, email: `bulk${i}@example.co.uk` });
    }
    app.database.queries.reset();
    const page = await list('?sort=joined&page=2');
    expect(app.database.queries.count).toBe(four);
    expect([page.total, page.customers.length, page.page]).toEqual([34, 9, 2]);
  });

  it('shows a profile and stores staff notes and tags, audited', async () => {
    const res = await owner.request(`/api/admin/customers/${ids.ben}/notes`, {
      method: 'PUT',
      json: { note: 'Prefers Royal Mail.', tags: ['VIP', ' vip', 'Café'] },
    });
    expect(res.status).toBe(200);
    const { customer } = (await res.json()) as AdminCustomerProfileResponse;
    expect(customer).toMatchObject({
      name: 'Ben Okafor',
      lifetimeSpendPence: 5996,
      orderCount: 3,
      note: 'Prefers Royal Mail.',
      tags: ['vip', 'café'],
    });
    expect(customer.orders.map((o) => [o.orderNumber, o.totalPence])).toEqual([
      ['7005', 50_000],
      ['7004', 2998],
      ['7003', 1499],
      ['7002', 1499],
    ]);
    expect(summary(await list('?search=VIP'))).toEqual([['ben@example.co.uk', 5996, 3]]);
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'customer.notes'));
    expect(entry).toMatchObject({
      actorEmail: ownerEmail,
      entityId: ids.ben,
      before: { note: '', tags: [] },
      after: { note: 'Prefers Royal Mail.', tags: ['vip', 'café'] },
    });
  });

  it('exports and erases a customer for the owner, confirmed by email and audited', async () => {
    const exported = await owner.get(`/api/admin/customers/${ids.cleo}/export`);
    expect(exported.status).toBe(200);
    expect(((await exported.json()) as { account: { email: string } }).account.email).toBe(
      'cleo@example.co.uk',
    );
    const wrong = await owner.post(`/api/admin/customers/${ids.cleo}/erase`, {
      confirmEmail: 'someone@example.co.uk',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: {
        code: 'validation_failed',
        message: "Type the customer's email address to confirm.",
        fields: { confirmEmail: ["Type the customer's email address to confirm."] },
      },
    });
    const erased = await owner.post(`/api/admin/customers/${ids.cleo}/erase`, {
      confirmEmail: 'Cleo@example.co.uk',
    });
    expect(erased.status).toBe(200);
    expect(await erased.json()).toEqual({
      erased: true,
      anonymisedOrders: 1,
      cancelledSubscriptions: 0,
    });
    expect(await app.db.select().from(users).where(eq(users.id, ids.cleo))).toEqual([]);
    const [kept] = await app.db.select().from(orders).where(eq(orders.orderNumber, '7006'));
    expect([kept?.userId, kept?.email.startsWith('deleted-')]).toEqual([null, true]);
    const actions = (
      await app.db
        .select({ action: auditLog.action, actor: auditLog.actorEmail })
        .from(auditLog)
        .where(eq(auditLog.entityId, ids.cleo))
        .orderBy(auditLog.createdAt)
    ).map((e) => `${e.action} by ${e.actor}`);
    expect(actions).toEqual([
      `customer.export by ${ownerEmail}`,
      `customer.erase by ${ownerEmail}`,
    ]);
  });
});
