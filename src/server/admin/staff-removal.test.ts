import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../audit/service';
import { findAccessProfile, setStaffRole } from '../auth/roles';
import { auditLog } from '../db/schema/audit';
import { sessions } from '../db/schema/auth';
import { startTestApp, type TestApp } from '../test/harness';

let app: TestApp;
let owner: Awaited<ReturnType<TestApp['adminClient']>>;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  owner = await app.adminClient();
}, 120_000);
afterAll(() => app?.close());

async function member(role: 'staff' | 'fulfilment') {
  const admin = await app.adminClient();
  await setStaffRole(app.db, admin.userId, role, SYSTEM_ACTOR);
  return admin;
}

describe('removing a member of staff who has left', () => {
  it('ends their role and every session at once (their next request is 401), audited', async () => {
    const leaver = await member('fulfilment');
    expect((await leaver.client.get('/api/admin/orders')).status).toBe(200);
    const res = await owner.client.request(`/api/admin/staff/${leaver.userId}`, {
      method: 'DELETE',
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { staff: { userId: string }[] };
    expect(body.staff.map((s) => s.userId)).not.toContain(leaver.userId);
    expect(await findAccessProfile(app.db, leaver.userId)).toMatchObject({
      isAdmin: false,
      staffRole: null,
    });
    expect(await app.db.select().from(sessions).where(eq(sessions.userId, leaver.userId))).toEqual(
      [],
    );
    expect((await leaver.client.get('/api/admin/orders')).status).toBe(401);
    expect((await leaver.client.get('/api/account/orders')).status).toBe(401);
    const entries = await app.db
      .select({ action: auditLog.action, actorEmail: auditLog.actorEmail })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, leaver.userId), eq(auditLog.actorUserId, owner.userId)))
      .orderBy(desc(auditLog.createdAt));
    expect(entries.map((e) => e.action).sort()).toEqual([
      'role.revoke',
      'staff.removed',
      'staff.role_change',
    ]);
  });

  it('refuses removing oneself, someone who is not staff, and anyone but an owner', async () => {
    const self = await owner.client.request(`/api/admin/staff/${owner.userId}`, {
      method: 'DELETE',
    });
    expect(self.status).toBe(409);
    expect(await self.json()).toEqual({
      error: { code: 'conflict', message: 'You cannot change your own role. Ask another owner.' },
    });
    const shopper = await app.client().signUp({ verify: true });
    const notStaff = await owner.client.request(`/api/admin/staff/${shopper.userId}`, {
      method: 'DELETE',
    });
    expect(notStaff.status).toBe(404);
    expect(await notStaff.json()).toEqual({
      error: { code: 'not_found', message: 'That account is not a member of staff.' },
    });
    const staff = await member('staff');
    const byStaff = await staff.client.request(`/api/admin/staff/${owner.userId}`, {
      method: 'DELETE',
    });
    expect(byStaff.status).toBe(403);
    expect((await findAccessProfile(app.db, owner.userId)).isAdmin).toBe(true);
  });

  it('lists when each member was last active', async () => {
    const active = await member('staff');
    await active.client.get('/api/admin/orders');
    const res = await owner.client.get('/api/admin/staff');
    const body = (await res.json()) as { staff: { userId: string; lastActiveAt: string | null }[] };
    const row = body.staff.find((s) => s.userId === active.userId);
    expect(row?.lastActiveAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
