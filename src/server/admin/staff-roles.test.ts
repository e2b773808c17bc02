import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../audit/service';
import { findAccessProfile, setStaffRole } from '../auth/roles';
import { auditLog } from '../db/schema/audit';
import { staffRoles } from '../db/schema/staff';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';

const ROLE_FORBIDDEN = {
  error: { code: 'role_forbidden', message: 'Your staff role does not allow this.' },
};

let app: TestApp;
let owner: Awaited<ReturnType<TestApp['adminClient']>>;
let staff: Awaited<ReturnType<TestApp['adminClient']>>;
let fulfilment: Awaited<ReturnType<TestApp['adminClient']>>;

async function adminAs(role: 'staff' | 'fulfilment') {
  const admin = await app.adminClient();
  await setStaffRole(app.db, admin.userId, role, SYSTEM_ACTOR);
  return admin;
}

async function expectForbidden(client: TestClient, method: string, path: string, json?: unknown) {
  const res = await client.request(path, { method, json });
  expect({ path, status: res.status, body: await res.json() }).toEqual({
    path,
    status: 403,
    body: ROLE_FORBIDDEN,
  });
}

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  owner = await app.adminClient();
  staff = await adminAs('staff');
  fulfilment = await adminAs('fulfilment');
}, 120_000);
afterAll(() => app?.close());

describe('staff roles', () => {
  it('makes an admin granted without a role an owner (the CLI, the demo admin, upgrades)', async () => {
    expect((await findAccessProfile(app.db, owner.userId)).staffRole).toBe('owner');
  });

  it('refuses fulfilment everything but viewing and shipping orders', async () => {
    const order = randomUUID();
    const c = fulfilment.client;
    await expectForbidden(c, 'POST', `/api/admin/orders/${order}/refunds`, { amountPence: 100 });
    await expectForbidden(c, 'POST', `/api/admin/orders/${order}/cancel`, {});
    await expectForbidden(c, 'GET', '/api/admin/customers');
    await expectForbidden(c, 'GET', '/api/admin/products');
    await expectForbidden(c, 'GET', '/api/admin/applications');
    await expectForbidden(c, 'GET', '/api/admin/orders/export.csv');
    await expectForbidden(c, 'GET', '/api/admin/staff');
    expect((await c.get('/api/admin/orders')).status).toBe(200);
    // Past the guard: an unknown order is 404, not 403.
    const ship = await c.post(`/api/admin/orders/${order}/status`, {
      status: 'shipped',
      carrier: 'Royal Mail',
      trackingNumber: 'RM1',
    });
    expect(ship.status).toBe(404);
  });

  it('refuses staff role changes, personal-data exports and the audit log', async () => {
    const c = staff.client;
    await expectForbidden(c, 'GET', '/api/admin/staff');
    await expectForbidden(c, 'PUT', `/api/admin/staff/${fulfilment.userId}/role`, {
      role: 'owner',
    });
    await expectForbidden(c, 'POST', '/api/admin/staff', {
      email: 'x@example.co.uk',
      role: 'owner',
    });
    await expectForbidden(c, 'GET', '/api/admin/orders/export.csv');
    await expectForbidden(c, 'GET', `/api/admin/customers/${owner.userId}/export`);
    await expectForbidden(c, 'POST', `/api/admin/customers/${owner.userId}/erase`, {
      confirmEmail: owner.email,
    });
    await expectForbidden(c, 'GET', '/api/admin/audit');
    expect((await c.get('/api/admin/customers')).status).toBe(200);
  });

  // The refund limit (the sum on an order and per person per day) and own orders:
  // refund-limit.test.ts.

  it('lets an owner change a role, audited with before, after and who', async () => {
    const member = await adminAs('staff');
    const res = await owner.client.request(`/api/admin/staff/${member.userId}/role`, {
      method: 'PUT',
      json: { role: 'fulfilment' },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { staff: { userId: string; role: string }[] };
    expect(body.staff.find((s) => s.userId === member.userId)?.role).toBe('fulfilment');
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.role_change'), eq(auditLog.entityId, member.userId)))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({
      actorUserId: owner.userId,
      actorEmail: owner.email,
      entityType: 'user',
      summary: `${member.email}: staff role staff → fulfilment`,
      before: { staffRole: 'staff' },
      after: { staffRole: 'fulfilment' },
    });
    // The new role applies to the member's next request.
    await expectForbidden(member.client, 'GET', '/api/admin/products');
  });

  it('adds an existing account as staff, audited, and refuses changing one’s own role', async () => {
    const person = app.client();
    const account = await person.signUp({ verify: true });
    const res = await owner.client.post('/api/admin/staff', {
      email: account.email,
      role: 'fulfilment',
    });
    expect(res.status).toBe(201);
    const [row] = await app.db
      .select()
      .from(staffRoles)
      .where(eq(staffRoles.userId, account.userId));
    expect(row?.role).toBe('fulfilment');
    const entries = await app.db
      .select({ action: auditLog.action, actorEmail: auditLog.actorEmail })
      .from(auditLog)
      .where(eq(auditLog.entityId, account.userId))
      .orderBy(auditLog.createdAt);
    expect(entries).toEqual([
      { action: 'role.grant', actorEmail: owner.email },
      { action: 'staff.role_change', actorEmail: owner.email },
    ]);
    const own = await owner.client.request(`/api/admin/staff/${owner.userId}/role`, {
      method: 'PUT',
      json: { role: 'staff' },
    });
    expect(own.status).toBe(409);
    expect(await own.json()).toEqual({
      error: { code: 'conflict', message: 'You cannot change your own role. Ask another owner.' },
    });
  });
});
