import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { userRoles } from '../db/schema/account';
import { auditLog } from '../db/schema/audit';
import { users } from '../db/schema/auth';
import { staffRoles } from '../db/schema/staff';
import { serverPidFile } from '../lib/pid-file';
import { runAdminCommand } from './admin';

let dataDir: string;
let env: NodeJS.ProcessEnv;
const USER_ID = '5b0c1f4e-8d1a-4c6e-9a55-3c2b1d0e9f11';

async function withDatabase<T>(
  work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>,
) {
  const handle = await openDatabase({ kind: 'pglite', dir: join(dataDir, 'pglite') });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

async function isAdmin() {
  return withDatabase(async (db) => {
    const rows = await db
      .select()
      .from(userRoles)
      .where(and(eq(userRoles.userId, USER_ID), eq(userRoles.role, 'admin')));
    return rows.length === 1;
  });
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'admin-cli-'));
  env = {
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    SHOPIFY_WEBHOOK_SECRET: 'test-webhook-secret-0123456789',
  };
  const handle = await openDatabase({ kind: 'pglite', dir: join(dataDir, 'pglite') });
  await migrateDatabase(handle);
  await handle.db
    .insert(users)
    .values({ id: USER_ID, name: 'Nadia Staff', email: 'nadia@example.co.uk' });
  await handle.close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run admin', () => {
  it('prints usage for a wrong command, and for a grant without a staff role (it never picks one)', async () => {
    const usage = {
      code: 2,
      message: 'Usage: npm run admin -- grant EMAIL --role owner|staff|fulfilment | revoke EMAIL',
    };
    for (const argv of [
      [],
      ['promote', 'x@example.co.uk'],
      ['grant', 'nadia@example.co.uk'],
      ['grant', 'nadia@example.co.uk', '--role'],
      ['grant', 'nadia@example.co.uk', '--role', 'admin'],
      ['grant', 'nadia@example.co.uk', '--role=Owner'],
      ['grant', '--role', 'owner'],
      ['revoke', 'nadia@example.co.uk', '--role', 'owner'],
    ]) {
      expect([argv, await runAdminCommand(argv, env)]).toEqual([argv, usage]);
    }
    expect(await isAdmin()).toBe(false);
  });

  it('names an unknown email clearly', async () => {
    const result = await runAdminCommand(['grant', 'nobody@example.co.uk', '--role', 'staff'], env);
    expect(result).toEqual({
      code: 1,
      message: 'No account with the email nobody@example.co.uk. The person must sign up first.',
    });
  });

  it('grants and revokes the admin role (email case-insensitive, grant twice is harmless)', async () => {
    expect(
      await runAdminCommand(['grant', ' Nadia@Example.co.uk ', '--role', 'owner'], env),
    ).toEqual({
      code: 0,
      message: 'nadia@example.co.uk is now an admin with the Owner role.',
    });
    expect(
      (await runAdminCommand(['grant', 'nadia@example.co.uk', '--role', 'owner'], env)).code,
    ).toBe(0);
    expect(await isAdmin()).toBe(true);
    // The owner the command was told to make (docs/decisions/092-staff-roles.md).
    const [staffRole] = await withDatabase((db) =>
      db.select().from(staffRoles).where(eq(staffRoles.userId, USER_ID)),
    );
    expect(staffRole?.role).toBe('owner');
    expect(await runAdminCommand(['revoke', 'nadia@example.co.uk'], env)).toEqual({
      code: 0,
      message: 'nadia@example.co.uk is no longer an admin.',
    });
    expect(await isAdmin()).toBe(false);
    // Each change (not the repeated grant) has its audit entry, naming the command as the actor.
    const entries = await withDatabase((db) =>
      db.select().from(auditLog).where(eq(auditLog.entityId, USER_ID)).orderBy(auditLog.createdAt),
    );
    expect(
      entries.map((e) => [e.action, e.entityType, e.summary, e.actorUserId, e.before, e.after]),
    ).toEqual([
      [
        'role.grant',
        'user',
        'nadia@example.co.uk: admin role granted',
        null,
        { admin: false },
        { admin: true },
      ],
      [
        'staff.role_change',
        'user',
        'nadia@example.co.uk: staff role none → owner',
        null,
        { staffRole: null },
        { staffRole: 'owner' },
      ],
      [
        'role.revoke',
        'user',
        'nadia@example.co.uk: admin role revoked',
        null,
        { admin: true },
        { admin: false },
      ],
      [
        'staff.role_change',
        'user',
        'nadia@example.co.uk: staff role owner → none',
        null,
        { staffRole: 'owner' },
        { staffRole: null },
      ],
    ]);
    for (const entry of entries) expect(entry.actorEmail).toMatch(/^npm run admin \(.+@.+\)$/);
  });

  it('refuses while a server holds the embedded database, and changes nothing', async () => {
    // This test process is alive, so its pid stands for a running server.
    writeFileSync(serverPidFile(dataDir), String(process.pid));
    try {
      const result = await runAdminCommand(
        ['grant', 'nadia@example.co.uk', '--role', 'owner'],
        env,
      );
      expect(result.code).toBe(1);
      expect(result.message).toContain(`The shop server (pid ${process.pid})`);
      expect(result.message).toContain('Stop it first');
    } finally {
      rmSync(serverPidFile(dataDir), { force: true });
    }
    expect(await isAdmin()).toBe(false);
  });

  it('ignores a stale pid file left by a server that is gone', async () => {
    writeFileSync(serverPidFile(dataDir), '999999999');
    try {
      expect(
        (await runAdminCommand(['grant', 'nadia@example.co.uk', '--role', 'owner'], env)).code,
      ).toBe(0);
    } finally {
      rmSync(serverPidFile(dataDir), { force: true });
    }
    expect(await isAdmin()).toBe(true);
  });
  it('grants the staff role it is told, and changes an admin’s role to the one named', async () => {
    const staffRoleOf = async () =>
      (
        await withDatabase((db) =>
          db.select().from(staffRoles).where(eq(staffRoles.userId, USER_ID)),
        )
      )[0]?.role ?? null;
    expect(
      await runAdminCommand(['grant', 'nadia@example.co.uk', '--role', 'fulfilment'], env),
    ).toEqual({
      code: 0,
      message: 'nadia@example.co.uk is now an admin with the Fulfilment role.',
    });
    expect([await isAdmin(), await staffRoleOf()]).toEqual([true, 'fulfilment']);
    expect(await runAdminCommand(['grant', 'nadia@example.co.uk', '--role=staff'], env)).toEqual({
      code: 0,
      message: 'nadia@example.co.uk is now an admin with the Staff role.',
    });
    expect(await staffRoleOf()).toBe('staff');
    expect((await runAdminCommand(['revoke', 'nadia@example.co.uk'], env)).code).toBe(0);
    expect([await isAdmin(), await staffRoleOf()]).toEqual([false, null]);
  });
});
