import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Auth } from '../../auth/auth';
import { grantRole } from '../../auth/roles';
import type { Database } from '../client';
import { users } from '../schema/auth';

export const DEMO_ADMIN_EMAIL = 'admin@example.com';

/**
 * On the embedded database only: creates a demo admin once and returns its credentials so
 * start-up can print them. A deployment with DATABASE_URL never gets a known account.
 */
export async function seedDemoAdmin(
  db: Database,
  auth: Auth,
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
  await grantRole(db, result.user.id, 'admin');
  return { email: DEMO_ADMIN_EMAIL, password };
}
