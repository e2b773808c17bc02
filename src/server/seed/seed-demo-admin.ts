import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import { grantRole } from '../auth/service';
import type { Database } from '../db/client';
import { users } from '../db/schema/auth';

export const DEMO_ADMIN_EMAIL = 'admin@example.com';

/**
 * On the embedded database only: creates a demo admin once and returns its credentials so
 * start-up can print them. A deployment with DATABASE_URL never gets a known account.
 */
export async function seedDemoAdmin(
  db: Database,
  auth: AppDeps['auth'],
): Promise<{ email: string; password: string } | null> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ADMIN_EMAIL))
    .limit(1);
  if (existing) return null;
  const password = randomBytes(9).toString('base64url');
  const result = await auth.api.signUpEmail({
    body: {
      email: DEMO_ADMIN_EMAIL,
      password,
      name: 'Demo Admin',
      firstName: 'Demo',
      lastName: 'Admin',
    },
  });
  // The shop made this address itself (example.com, no mailbox): nothing to confirm.
  await db.update(users).set({ emailVerified: true }).where(eq(users.id, result.user.id));
  await grantRole(db, result.user.id, 'admin');
  return { email: DEMO_ADMIN_EMAIL, password };
}

/**
 * Printed at start-up and written to data/demo-admin.txt: admins must use a
 * second factor, so the first sign-in asks to set one up before /admin opens.
 */
export const DEMO_ADMIN_MFA_NOTE =
  'First sign-in: the admin area asks you to set up two-step verification (an authenticator app, or a passkey) in My Account > Profile > Security before it opens.';
