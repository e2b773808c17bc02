import { and, eq, sql } from 'drizzle-orm';
import type { WholesaleStatusDto } from '../../core/api/store-types';
import { type AuditActor, recordAudit, SYSTEM_ACTOR } from '../audit/service';
import type { Database, Transaction } from '../db/client';
import { userRoles } from '../db/schema/account';
import { users } from '../db/schema/auth';

export type AccessProfile = {
  roles: string[];
  isAdmin: boolean;
  wholesaleStatus: WholesaleStatusDto;
};

/** Roles and wholesale status of one user in ONE query (the header and the guards use it). */
export async function findAccessProfile(db: Database, userId: string): Promise<AccessProfile> {
  const result = await db.execute(sql`
    select
      coalesce((select array_agg(role order by role) from user_roles where user_id = ${userId}), '{}') as roles,
      (select status from wholesale_accounts where user_id = ${userId} limit 1) as wholesale_status`);
  const row = (
    result as unknown as { rows: { roles: string[] | string; wholesale_status: string | null }[] }
  ).rows[0];
  const roles = parsePgArray(row?.roles);
  return {
    roles,
    isAdmin: roles.includes('admin'),
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
 */
export async function grantRole(
  db: Database,
  userId: string,
  role: 'admin' | 'wholesale',
  actor: AuditActor = SYSTEM_ACTOR,
) {
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(userRoles)
      .values({ userId, role })
      .onConflictDoNothing()
      .returning({ role: userRoles.role });
    if (added.length > 0) await recordRoleChange(tx, actor, { userId, role, granted: true });
  });
}

export async function revokeRole(
  db: Database,
  userId: string,
  role: 'admin' | 'wholesale',
  actor: AuditActor = SYSTEM_ACTOR,
) {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
      .returning({ role: userRoles.role });
    if (removed.length > 0) await recordRoleChange(tx, actor, { userId, role, granted: false });
  });
}

async function recordRoleChange(
  tx: Transaction,
  actor: AuditActor,
  change: { userId: string; role: string; granted: boolean },
) {
  const [user] = await tx
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, change.userId));
  const who = user?.email ?? change.userId;
  await recordAudit(tx, actor, {
    action: change.granted ? 'role.grant' : 'role.revoke',
    entityType: 'user',
    entityId: change.userId,
    summary: `${who}: ${change.role} role ${change.granted ? 'granted' : 'revoked'}`,
    before: { [change.role]: !change.granted },
    after: { [change.role]: change.granted },
  });
}
