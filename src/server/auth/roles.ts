import { and, eq, sql } from 'drizzle-orm';
import type { WholesaleStatusDto } from '../../core/api/store-types';
import type { Database } from '../db/client';
import { userRoles } from '../db/schema/account';

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

export async function grantRole(db: Database, userId: string, role: 'admin' | 'wholesale') {
  await db.insert(userRoles).values({ userId, role }).onConflictDoNothing();
}

export async function revokeRole(db: Database, userId: string, role: 'admin' | 'wholesale') {
  await db.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)));
}
