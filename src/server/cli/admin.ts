// `npm run admin -- grant EMAIL --role owner|staff|fulfilment` / `npm run admin -- revoke EMAIL`:
// manage the admin role and its staff role (docs/decisions/092-staff-roles.md). The staff role is
// required: the command never picks the most powerful one for the operator.
import { hostname, userInfo } from 'node:os';
import { eq } from 'drizzle-orm';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../../core/staff/staff-roles';
import { grantRole, revokeRole, setStaffRole } from '../auth/roles';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { users } from '../db/schema/auth';
import { findRunningServer } from '../lib/pid-file';
import { runWhenEntryPoint } from './run-command';

function osUser(): string {
  try {
    return userInfo().username;
  } catch {
    return 'unknown user';
  }
}

const USAGE = `Usage: npm run admin -- grant EMAIL --role ${STAFF_ROLES.join('|')} | revoke EMAIL`;

/** The command's words: the action, the email and, for a grant, the staff role (required). */
function parseArguments(
  argv: string[],
):
  | { action: 'grant'; email: string; staffRole: StaffRole }
  | { action: 'revoke'; email: string }
  | null {
  const [action, email, ...rest] = argv;
  if (!email || email.startsWith('-')) return null;
  if (action === 'revoke') return rest.length === 0 ? { action, email } : null;
  if (action !== 'grant') return null;
  const value =
    rest.length === 2 && rest[0] === '--role'
      ? rest[1]
      : rest.length === 1 && rest[0]?.startsWith('--role=')
        ? rest[0].slice('--role='.length)
        : undefined;
  const staffRole = STAFF_ROLES.find((role) => role === value);
  return staffRole ? { action, email, staffRole } : null;
}

export async function runAdminCommand(argv: string[], env: NodeJS.ProcessEnv = process.env) {
  const command = parseArguments(argv);
  if (!command) return { code: 2, message: USAGE };
  const { email } = command;
  const config = loadConfig(env);
  if (config.database.kind === 'pglite') {
    const pid = findRunningServer(config.dataDir);
    if (pid) {
      return {
        code: 1,
        message: `The shop server (pid ${pid}) is using the embedded database in ${config.dataDir}. Stop it first, then run this command again.`,
      };
    }
  }
  const database = await openDatabase(
    config.database.kind === 'postgres'
      ? { kind: 'postgres', url: config.database.url }
      : { kind: 'pglite', dir: config.database.dir },
  );
  try {
    await migrateDatabase(database);
    const normalised = email.trim().toLowerCase();
    const [user] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, normalised))
      .limit(1);
    if (!user) {
      return {
        code: 1,
        message: `No account with the email ${normalised}. The person must sign up first.`,
      };
    }
    // No one is signed in at a shell: the entry names the command and the operating-system user.
    const actor = { id: null, email: `npm run admin (${osUser()}@${hostname()})` };
    if (command.action === 'grant') {
      await grantRole(database.db, user.id, 'admin', actor, command.staffRole);
      // An admin already there keeps the account; the role named here is the one it now has.
      await setStaffRole(database.db, user.id, command.staffRole, actor);
      return {
        code: 0,
        message: `${normalised} is now an admin with the ${STAFF_ROLE_LABELS[command.staffRole]} role.`,
      };
    }
    await revokeRole(database.db, user.id, 'admin', actor);
    return { code: 0, message: `${normalised} is no longer an admin.` };
  } finally {
    await database.close();
  }
}

runWhenEntryPoint(import.meta.url, runAdminCommand, 'The admin command failed');
