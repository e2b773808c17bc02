// `npm run admin -- grant EMAIL` / `npm run admin -- revoke EMAIL`: manage the admin role.
import { hostname, userInfo } from 'node:os';
import { eq } from 'drizzle-orm';
import { grantRole, revokeRole } from '../auth/roles';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { users } from '../db/schema/auth';
import { findRunningServer } from '../lib/pid-file';

function osUser(): string {
  try {
    return userInfo().username;
  } catch {
    return 'unknown user';
  }
}

const USAGE = 'Usage: npm run admin -- grant EMAIL | revoke EMAIL';

export async function runAdminCommand(argv: string[], env: NodeJS.ProcessEnv = process.env) {
  const [action, email] = argv;
  if ((action !== 'grant' && action !== 'revoke') || !email) {
    return { code: 2, message: USAGE };
  }
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
    if (action === 'grant') {
      await grantRole(database.db, user.id, 'admin', actor);
      return { code: 0, message: `${normalised} is now an admin.` };
    }
    await revokeRole(database.db, user.id, 'admin', actor);
    return { code: 0, message: `${normalised} is no longer an admin.` };
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runAdminCommand(process.argv.slice(2))
    .then(({ code, message }) => {
      (code === 0 ? console.log : console.error)(message);
      process.exit(code);
    })
    .catch((err) => {
      console.error(err instanceof ConfigError ? err.message : err);
      process.exit(1);
    });
}
