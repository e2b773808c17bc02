import { and, eq, sql } from 'drizzle-orm';
import type { WholesaleStatusDto } from '../../core/api/store-types';
import { STAFF_ROLES, type StaffRole } from '../../core/staff/staff-roles';
import { type AuditActor, recordAudit, SYSTEM_ACTOR } from '../audit/service';
import type { Database, Transaction } from '../db/client';
import { userRoles } from '../db/schema/account';
import { sessions, users } from '../db/schema/auth';
import { staffRoles } from '../db/schema/staff';

export type AccessProfile = {
  roles: string[];
  isAdmin: boolean;
  /** The admin's back-office role; null for everyone else (and an admin without one may do nothing). */
  staffRole: StaffRole | null;
  wholesaleStatus: WholesaleStatusDto;
};

/** Roles and wholesale status of one user in ONE query (the header and the guards use it). */
export async function findAccessProfile(db: Database, userId: string): Promise<AccessProfile> {
  const result = await db.execute(sql`
    select
      coalesce((select array_agg(role order by role) from user_roles where user_id = ${userId}), '{}') as roles,
      (select status from wholesale_accounts where user_id = ${userId} limit 1) as wholesale_status,
      (select role from staff_roles where user_id = ${userId}) as staff_role`);
  const row = (
    result as unknown as {
      rows: {
        roles: string[] | string;
        wholesale_status: string | null;
        staff_role: string | null;
      }[];
    }
  ).rows[0];
  const roles = parsePgArray(row?.roles);
  const isAdmin = roles.includes('admin');
  const staffRole = STAFF_ROLES.find((r) => r === row?.staff_role) ?? null;
  return {
    roles,
    isAdmin,
    staffRole: isAdmin ? staffRole : null,
    wholesaleStatus: (row?.wholesale_status ?? null) as WholesaleStatusDto,
  };
}

/** node-postgres parses text[] to an array; PGlite may too; accept the literal form as well. */
function parsePgArray(value: string[] | string | undefined): string[] {
  if (!value) return [];
  if (Array.isArray(value)) return value;
  return value
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean);
}

/**
 * Every role change writes its audit entry in the same transaction, whoever makes it (the admin
 * API, `npm run admin`, the demo seed): `actor` defaults to the shop itself, never to nobody.
 * Granting a role already held, or revoking one not held, changes nothing and records nothing.
 * Granting `admin` also gives a staff role: `staffRole`, or owner (what an admin could do before
 * staff roles: `npm run admin` and the demo admin make owners); an existing staff role is kept.
 */
export async function grantRole(
  db: Database | Transaction,
  userId: string,
  role: 'admin' | 'wholesale',
  actor: AuditActor = SYSTEM_ACTOR,
  staffRole: StaffRole = 'owner',
) {
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(userRoles)
      .values({ userId, role })
      .onConflictDoNothing()
      .returning({ role: userRoles.role });
    if (added.length > 0) await recordRoleChange(tx, actor, { userId, role, granted: true });
    if (role !== 'admin') return;
    const given = await tx
      .insert(staffRoles)
      .values({ userId, role: staffRole })
      .onConflictDoNothing()
      .returning({ role: staffRoles.role });
    if (given.length > 0) {
      await recordStaffRoleChange(tx, actor, { userId, from: null, to: staffRole });
    }
  });
}

/** Changes an admin's staff role (owner only, through the admin API); audited with before/after. */
export async function setStaffRole(
  db: Database | Transaction,
  userId: string,
  to: StaffRole,
  actor: AuditActor,
): Promise<{ from: StaffRole | null; to: StaffRole }> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ role: staffRoles.role })
      .from(staffRoles)
      .where(eq(staffRoles.userId, userId))
      .for('update');
    const from = current?.role ?? null;
    if (from === to) return { from, to };
    await tx
      .insert(staffRoles)
      .values({ userId, role: to })
      .onConflictDoUpdate({ target: staffRoles.userId, set: { role: to, updatedAt: new Date() } });
    await recordStaffRoleChange(tx, actor, { userId, from, to });
    return { from, to };
  });
}

/** How an audit summary names a user: the email, or the id when no user has it any more. */
async function auditName(tx: Transaction, userId: string): Promise<string> {
  const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
  return user?.email ?? userId;
}

async function recordStaffRoleChange(
  tx: Transaction,
  actor: AuditActor,
  change: { userId: string; from: StaffRole | null; to: StaffRole | null },
) {
  const who = await auditName(tx, change.userId);
  await recordAudit(tx, actor, {
    action: 'staff.role_change',
    entityType: 'user',
    entityId: change.userId,
    summary: `${who}: staff role ${change.from ?? 'none'} → ${change.to ?? 'none'}`,
    before: { staffRole: change.from },
    after: { staffRole: change.to },
  });
}

export async function revokeRole(
  db: Database,
  userId: string,
  role: 'admin' | 'wholesale',
  actor: AuditActor = SYSTEM_ACTOR,
) {
  await db.transaction((tx) => revokeRoleIn(tx, userId, role, actor));
}

/**
 * A member of staff who has left: the admin role and staff role go, and so does every session of
 * theirs, in one transaction, so their next request is signed out (the role alone would leave them
 * signed in as a customer with whatever they had open). Audited as `staff.removed`.
 */
export async function removeStaffMember(db: Database, userId: string, actor: AuditActor) {
  await db.transaction(async (tx) => {
    await revokeRoleIn(tx, userId, 'admin', actor);
    const ended = await tx
      .delete(sessions)
      .where(eq(sessions.userId, userId))
      .returning({ id: sessions.id });
    const who = await auditName(tx, userId);
    await recordAudit(tx, actor, {
      action: 'staff.removed',
      entityType: 'user',
      entityId: userId,
      summary: `${who}: removed from staff, ${ended.length} session(s) ended`,
    });
  });
}

async function revokeRoleIn(
  tx: Transaction,
  userId: string,
  role: 'admin' | 'wholesale',
  actor: AuditActor,
) {
  const removed = await tx
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .returning({ role: userRoles.role });
  if (removed.length > 0) await recordRoleChange(tx, actor, { userId, role, granted: false });
  if (role !== 'admin') return;
  const dropped = await tx
    .delete(staffRoles)
    .where(eq(staffRoles.userId, userId))
    .returning({ role: staffRoles.role });
  const from = dropped[0]?.role;
  if (from) await recordStaffRoleChange(tx, actor, { userId, from, to: null });
}

async function recordRoleChange(
  tx: Transaction,
  actor: AuditActor,
  change: { userId: string; role: string; granted: boolean },
) {
  const who = await auditName(tx, change.userId);
  await recordAudit(tx, actor, {
    action: change.granted ? 'role.grant' : 'role.revoke',
    entityType: 'user',
    entityId: change.userId,
    summary: `${who}: ${change.role} role ${change.granted ? 'granted' : 'revoked'}`,
    before: { [change.role]: !change.granted },
    after: { [change.role]: change.granted },
  });
}
