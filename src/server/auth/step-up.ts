import { APIError } from 'better-auth/api';
import type { MiddlewareHandler } from 'hono';
import { STEP_UP_CODE, STEP_UP_MESSAGE } from '../../core/schemas/account-security';
import type { Database } from '../db/client';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/errors';
import { findAssurance, STEP_UP_WINDOW_MINUTES } from './assurance';
import type { Auth } from './auth';
import { loadViewer } from './guards';

/**
 * Step-up (docs/decisions/058-step-up-for-account-changes.md): once an account has a second
 * factor (TOTP or a passkey), the changes that hand the account to someone else or show all of
 * it need a second factor verified on this session within the last STEP_UP_WINDOW_MINUTES:
 * changing the email or password, signing sessions out, removing a passkey, the data export and
 * deletion.
 * Accounts without a factor keep working with the password session (the password is asked again
 * where the route asks for it).
 */

/** better-auth paths behind a step-up. */
export const STEP_UP_AUTH_PATHS = new Set([
  '/change-email',
  '/change-password',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  // Removing a passkey is confirmed with a second factor, as removing TOTP is with the password.
  '/passkey/delete-passkey',
]);

export { STEP_UP_WINDOW_MINUTES };

/** True when the session may make a step-up change now. */
export async function hasStepUp(
  db: Database,
  options: { userId: string; sessionId: string },
): Promise<boolean> {
  const assurance = await findAssurance(db, options);
  return !assurance.hasVerifiedFactor || assurance.recentlyVerified;
}

/** For better-auth's before hook: 403 STEP_UP_REQUIRED. */
export async function assertStepUp(
  db: Database,
  options: { userId: string; sessionId: string },
): Promise<void> {
  if (!(await hasStepUp(db, options))) {
    throw new APIError('FORBIDDEN', {
      code: STEP_UP_CODE.toUpperCase(),
      message: STEP_UP_MESSAGE,
    });
  }
}

/** For the shop's own routes: 401 without a session, 403 `step_up_required` without a step-up. */
export function requireStepUp(auth: Auth, db: Database): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const viewer = await loadViewer(c, auth);
    if (!viewer) throw new AppError('unauthorized', 'Please sign in to continue.');
    if (!(await hasStepUp(db, { userId: viewer.user.id, sessionId: viewer.session.id }))) {
      throw new AppError(STEP_UP_CODE, STEP_UP_MESSAGE, { status: 403 });
    }
    await next();
  };
}
