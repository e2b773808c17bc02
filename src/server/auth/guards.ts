import type { Context, MiddlewareHandler } from 'hono';
import { MFA_ENROLMENT_MESSAGE } from '../../core/schemas/auth';
import type { Database } from '../db/client';
import { type AppEnv, type Viewer, viewerOf } from '../http/app-env';
import { AppError } from '../http/errors';
import { findAssurance } from './assurance';
import type { Auth } from './auth';
import { findAccessProfile } from './roles';

/** Loads (once per request) the signed-in user from the session cookie; null when signed out. */
export async function loadViewer(c: Context<AppEnv>, auth: Auth): Promise<Viewer | null> {
  const cached = c.get('viewer');
  if (cached !== undefined) return cached;
  const result = await auth.api.getSession({ headers: c.req.raw.headers });
  // No session counts for an unconfirmed email (docs/decisions/057-verified-before-signed-in.md):
  // better-auth no longer creates one, and one left from before is treated as signed out.
  const viewer: Viewer | null =
    result?.user.emailVerified === true
      ? {
          user: {
            id: result.user.id,
            email: result.user.email,
            name: result.user.name,
            twoFactorEnabled: Boolean(
              (result.user as { twoFactorEnabled?: boolean }).twoFactorEnabled,
            ),
            emailVerified: Boolean(result.user.emailVerified),
          },
          session: { id: result.session.id, token: result.session.token },
        }
      : null;
  c.set('viewer', viewer);
  return viewer;
}

/** 401 without a session. The user id always comes from here, never from the request body. */
export function requireUser(auth: Auth): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const viewer = await loadViewer(c, auth);
    if (!viewer) throw new AppError('unauthorized', 'Please sign in to continue.');
    await next();
  };
}

/** 401 without a session, 403 without the role. */
export function requireRole(
  auth: Auth,
  db: Database,
  role: 'admin' | 'wholesale',
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const viewer = await loadViewer(c, auth);
    if (!viewer) throw new AppError('unauthorized', 'Please sign in to continue.');
    const access = await findAccessProfile(db, viewer.user.id);
    if (!access.roles.includes(role)) {
      throw new AppError('forbidden', 'You do not have access to this area.');
    }
    await next();
  };
}

// Read the loaded viewer in shared code too (audit/actor.ts), so it lives beside AppEnv.
export { viewerOf };

export const MFA_REQUIRED_MESSAGE = 'Verify your authenticator code or passkey to open this area.';

export { MFA_ENROLMENT_MESSAGE };

/**
 * The admin area's guard: the admin role (401/403 like requireRole); then an admin without a
 * verified factor is sent to enrol (403 `mfa_enrolment_required`) and one with
 * a factor needs an aal2 session (403 `mfa_required`). Use instead of requireRole(auth, db, 'admin').
 */
export function requireAdminAssurance(auth: Auth, db: Database): MiddlewareHandler<AppEnv> {
  const role = requireRole(auth, db, 'admin');
  return async (c, next) => {
    await role(c, async () => {
      const viewer = viewerOf(c);
      const assurance = await findAssurance(db, {
        userId: viewer.user.id,
        sessionId: viewer.session.id,
      });
      if (!assurance.hasVerifiedFactor) {
        throw new AppError('mfa_enrolment_required', MFA_ENROLMENT_MESSAGE, { status: 403 });
      }
      if (assurance.currentLevel !== 'aal2') {
        throw new AppError('mfa_required', MFA_REQUIRED_MESSAGE, { status: 403 });
      }
      await next();
    });
  };
}
