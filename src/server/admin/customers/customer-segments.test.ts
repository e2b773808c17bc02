import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AdminCustomersResponse,
  type CustomerSegmentsResponse,
  CUSTOMER_FILTER_MESSAGES as M,
  SEGMENT_NAME_TAKEN,
} from '../../../core/api/admin-customers';
import { toLondonDate } from '../../../core/dates';
import { SYSTEM_ACTOR } from '../../audit/service';
import { setStaffRole } from '../../auth/roles';
import { auditLog } from '../../db/schema/audit';
import { users } from '../../db/schema/auth';
import { orders, subscriptions } from '../../db/schema/orders';
import { customerNotes } from '../../db/schema/staff';
import { DAY_MS } from '../../lib/clock';
import { startTestApp, type TestApp, type TestClient } from '../../test/harness';
import { insertTradeAccount } from '../../test/trade-account';

/**
 * The customers list's filters and saved segments (decision 131) on a seeded set: each filter
 * returns exactly the customers it should, bad values answer 400 with their message, a segment
 * applies the same filter, and the CSV export takes the same filter.
 */

let app: TestApp;
let owner: TestClient;
let staff: TestClient;
let fulfilment: TestClient;
/** The three staff accounts: no orders, subscriptions or trade account. */
let staffEmails: string[] = [];
let now: Date;

const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
const day = (days: number) => toLondonDate(daysAgo(days));

type Seed = {
  tags?: string[];
  /** [pence, days ago, cancelled?] */
  orders?: [number, number, boolean?][];
  subscriptions?: ('active' | 'paused' | 'cancelled')[];
  trade?: 'approved' | 'pending' | 'rejected';
};
// Spend and last order: ada £250.00 100 days ago; bo £40.00 89 days ago; cy £15.00 200 days ago;
// eve £500.00 30 days ago (her order 5 days ago was cancelled: it counts for nothing).
const SEEDS: Record<string, Seed> = {
  ada: { tags: ['vip'], orders: [[25_000, 100]], subscriptions: ['active'] },
  bo: {
    orders: [
      [1000, 120],
      [3000, 89],
    ],
    subscriptions: ['active', 'cancelled'],
  },
  cy: {
    tags: ['vip', 'wholesale-lead'],
    orders: [[1500, 200]],
    subscriptions: ['paused', 'cancelled'],
  },
  dee: { subscriptions: ['cancelled'], trade: 'pending' },
  eve: {
    tags: ['cafe'],
    orders: [
      [50_000, 30],
      [9900, 5, true],
    ],
    trade: 'approved',
  },
  fay: { trade: 'rejected' },
};

let orderNumber = 8000;
async function seed(name: string, s: Seed) {
  const id = `seg-${name}`;
  const email = `${name}@example.co.uk`;
  await app.db
    .insert(users)
    .values({ id, name: `${name[0]?.toUpperCase()}${name.slice(1)}`, email });
  if (s.tags) await app.db.insert(customerNotes).values({ userId: id, tags: s.tags });
  for (const [pence, ago, cancelled] of s.orders ?? []) {
    await app.db.insert(orders).values({
      userId: id,
      email,
      orderNumber: String(orderNumber++),
      status: cancelled ? 'cancelled' : 'delivered',
      totalAmount: (pence / 100).toFixed(2),
      createdAt: daysAgo(ago),
    });
  }
  for (const status of s.subscriptions ?? []) {
    await app.db.insert(subscriptions).values({
      userId: id,
      email,
      status,
      frequencyDays: 30,
      nextDeliveryDate: day(-10),
      minimumEndDate: day(-60),
    });
  }
  if (s.trade) await insertTradeAccount(app.db, id, s.trade);
}

async function adminAs(role: 'staff' | 'fulfilment') {
  const admin = await app.adminClient();
  await setStaffRole(app.db, admin.userId, role, SYSTEM_ACTOR);
  staffEmails.push(admin.email);
  return admin.client;
}

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  const admin = await app.adminClient();
  owner = admin.client;
  staffEmails = [admin.email];
  staff = await adminAs('staff');
  fulfilment = await adminAs('fulfilment');
  now = app.deps.clock.now();
  for (const [name, s] of Object.entries(SEEDS)) await seed(name, s);
}, 120_000);
afterAll(() => app?.close());

async function emails(query: string, as: TestClient = owner): Promise<string[]> {
  const res = await as.get(`/api/admin/customers${query}`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as AdminCustomersResponse;
  expect(body.total).toBe(body.customers.length);
  return body.customers.map((c) => c.email).sort();
}
const of = (...names: string[]) => names.map((n) => `${n}@example.co.uk`).sort();
const withStaff = (...names: string[]) => [...of(...names), ...staffEmails].sort();

async function refusal(query: string) {
  const res = await owner.get(`/api/admin/customers${query}`);
  return [res.status, ((await res.json()) as { error: { message: string } }).error.message];
}

describe('customer filters', () => {
  it('everyone with an active subscription who has not ordered in 90 days', async () => {
    // Bo's last order was 89 days ago: he is not lapsed.
    expect(await emails('?subscription=active&noOrderInDays=90')).toEqual(of('ada'));
    expect(await emails('?subscription=active&noOrderInDays=88')).toEqual(of('ada', 'bo'));
    // Nobody who never ordered is left out of "no order in N days".
    expect(await emails('?noOrderInDays=90')).toEqual(withStaff('ada', 'cy', 'dee', 'fay'));
  });

  it('by tag, whatever its case, and combined with the search', async () => {
    expect(await emails('?tag=vip')).toEqual(of('ada', 'cy'));
    expect(await emails('?tag=VIP')).toEqual(of('ada', 'cy'));
    expect(await emails('?tag=vi')).toEqual([]);
    expect(await emails('?tag=vip&search=ada')).toEqual(of('ada'));
  });

  it('by lifetime spend in pence, both ends included, cancelled orders left out', async () => {
    expect(await emails('?minSpentPence=4000')).toEqual(of('ada', 'bo', 'eve'));
    expect(await emails('?maxSpentPence=4000')).toEqual(withStaff('bo', 'cy', 'dee', 'fay'));
    expect(await emails('?minSpentPence=1501&maxSpentPence=25000')).toEqual(of('ada', 'bo'));
    expect(await emails('?minSpentPence=50001')).toEqual([]);
  });

  it('by the last order day (after: on or after; before: strictly before)', async () => {
    expect(await emails(`?lastOrderAfter=${day(60)}`)).toEqual(of('eve'));
    expect(await emails(`?lastOrderAfter=${day(30)}`)).toEqual(of('eve'));
    expect(await emails(`?lastOrderBefore=${day(30)}`)).toEqual(of('ada', 'bo', 'cy'));
    expect(await emails(`?lastOrderBefore=${day(150)}`)).toEqual(of('cy'));
    expect(await emails(`?lastOrderAfter=${day(120)}&lastOrderBefore=${day(60)}`)).toEqual(
      of('ada', 'bo'),
    );
  });

  it('by subscription status (the best of the customer’s) and trade status', async () => {
    expect(await emails('?subscription=active')).toEqual(of('ada', 'bo'));
    expect(await emails('?subscription=paused')).toEqual(of('cy'));
    expect(await emails('?subscription=cancelled')).toEqual(of('dee'));
    expect(await emails('?subscription=none')).toEqual(withStaff('eve', 'fay'));
    expect(await emails('?trade=approved')).toEqual(of('eve'));
    expect(await emails('?trade=pending')).toEqual(of('dee'));
    expect(await emails('?trade=none')).toEqual(withStaff('ada', 'bo', 'cy', 'fay'));
  });

  it('reads a filtered page in the same number of queries as an unfiltered one', async () => {
    app.database.queries.reset();
    await emails('');
    const plain = app.database.queries.count;
    app.database.queries.reset();
    await emails(
      `?tag=vip&minSpentPence=1&maxSpentPence=99999&lastOrderBefore=${day(1)}&noOrderInDays=5&subscription=active&trade=none&search=a`,
    );
    expect(app.database.queries.count).toBe(plain);
  });

  it('answers a bad filter value with 400 and its message', async () => {
    expect(await refusal('?minSpentPence=12.50')).toEqual([400, M.minSpentPence]);
    expect(await refusal('?maxSpentPence=-1')).toEqual([400, M.maxSpentPence]);
    expect(await refusal('?minSpentPence=500&maxSpentPence=400')).toEqual([400, M.spendRange]);
    expect(await refusal('?lastOrderAfter=yesterday')).toEqual([400, M.lastOrderAfter]);
    expect(await refusal('?lastOrderAfter=2026-10-10&lastOrderBefore=2026-10-01')).toEqual([
      400,
      M.dateRange,
    ]);
    expect(await refusal('?noOrderInDays=0')).toEqual([400, M.noOrderInDays]);
    expect(await refusal('?subscription=lapsed')).toEqual([400, M.subscription]);
    expect(await refusal('?trade=rejected')).toEqual([400, M.trade]);
    // A misspelt filter is refused, not silently ignored.
    expect(await refusal('?tags=vip')).toEqual([400, 'Unrecognized key: "tags"']);
  });

  it('exports the filtered customers as CSV', async () => {
    const res = await owner.get('/api/admin/customers/export.csv?tag=vip');
    expect(res.status).toBe(200);
    const rows = (await res.text()).trim().split(/\r?\n/).slice(1);
    expect(rows.map((r) => r.split(',')[1]).sort()).toEqual(of('ada', 'cy'));
    const bad = await owner.get('/api/admin/customers/export.csv?trade=maybe');
    expect(bad.status).toBe(400);
  });
});

describe('customer segments', () => {
  let lapsedId = '';

  it('saves the filter under a name, audited, and applies it to the list and the export', async () => {
    const res = await staff.post('/api/admin/customers/segments', {
      name: 'Lapsed subscribers',
      filter: { subscription: 'active', noOrderInDays: 90 },
    });
    expect(res.status).toBe(201);
    const { segments } = (await res.json()) as CustomerSegmentsResponse;
    expect(segments.map((s) => [s.name, s.filter])).toEqual([
      ['Lapsed subscribers', { subscription: 'active', noOrderInDays: 90 }],
    ]);
    lapsedId = segments[0]?.id ?? '';
    expect(await emails(`?segment=${lapsedId}`)).toEqual(of('ada'));
    // The query's own fields go on top of the segment's.
    expect(await emails(`?segment=${lapsedId}&noOrderInDays=88`)).toEqual(of('ada', 'bo'));
    const csv = await owner.get(`/api/admin/customers/export.csv?segment=${lapsedId}`);
    const rows = (await csv.text()).trim().split(/\r?\n/).slice(1);
    expect(rows.map((r) => r.split(',')[1])).toEqual(of('ada'));
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'segment.create'));
    expect(entry).toMatchObject({
      actorEmail: staffEmails[1],
      entityId: lapsedId,
      after: { name: 'Lapsed subscribers', filter: { subscription: 'active', noOrderInDays: 90 } },
    });
  });

  it('refuses a second segment of the same name and a bad filter', async () => {
    const taken = await owner.post('/api/admin/customers/segments', {
      name: 'LAPSED subscribers',
      filter: { tag: 'vip' },
    });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { error: { message: string } }).error.message).toBe(
      SEGMENT_NAME_TAKEN,
    );
    const bad = await owner.post('/api/admin/customers/segments', {
      name: 'Big spenders',
      filter: { minSpentPence: -1 },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(
      M.minSpentPence,
    );
  });

  it('is not for fulfilment staff', async () => {
    expect((await fulfilment.get('/api/admin/customers/segments')).status).toBe(403);
    expect((await fulfilment.get(`/api/admin/customers?segment=${lapsedId}`)).status).toBe(403);
    const save = await fulfilment.post('/api/admin/customers/segments', {
      name: 'Mine',
      filter: {},
    });
    expect(save.status).toBe(403);
    const del = await fulfilment.request(`/api/admin/customers/segments/${lapsedId}`, {
      method: 'DELETE',
    });
    expect(del.status).toBe(403);
  });

  it('deletes a segment, audited; applying it afterwards is a 404', async () => {
    const res = await owner.request(`/api/admin/customers/segments/${lapsedId}`, {
      method: 'DELETE',
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as CustomerSegmentsResponse).segments).toEqual([]);
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'segment.delete'));
    expect(entry?.entityId).toBe(lapsedId);
    expect((await owner.get(`/api/admin/customers?segment=${lapsedId}`)).status).toBe(404);
  });
});
