/**
 * Mounted at /api/staff-invitations (anyone holding an invitation link): what the link invites to,
 * and accepting it (staff-invitations.ts, docs/decisions/128-staff-invitations.md). The token
 * travels in the body, never in a URL the server logs.
 */
import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import { loadViewer } from '../auth/service';
import type { AppEnv } from '../http/app-env';
import { answer, readBody } from '../http/contract';
import { AppError } from '../http/errors';
import { noStore } from '../http/no-store';
import { acceptInvitation, lookUpInvitation } from './staff-invitations';

export function createStaffInvitationRoutes(deps: AppDeps) {
  const { db, auth } = deps;
  return new Hono<AppEnv>()
    .use('*', noStore)
    .post('/lookup', async (c) => {
      const { token } = await readBody(c, 'POST /api/staff-invitations/lookup');
      return answer(c, 'POST /api/staff-invitations/lookup', await lookUpInvitation(db, token));
    })
    .post('/accept', async (c) => {
      const body = await readBody(c, 'POST /api/staff-invitations/accept');
      const viewer = await loadViewer(c, auth);
      const context = await auth.$context;
      const accepted = await acceptInvitation(
        { db, hashPassword: (password) => context.password.hash(password) },
        { body, viewerUserId: viewer?.user.id ?? null },
      );
      if (accepted.created && body.password) {
        // The new account's first session, made as any sign-in is (its cookie, its limits).
        const signIn = await auth.api.signInEmail({
          body: { email: accepted.email, password: body.password },
          headers: c.req.raw.headers,
          asResponse: true,
        });
        if (!signIn.ok) {
          throw new AppError('sign_in_failed', 'Your account is ready. Sign in to continue.', {
            status: 409,
          });
        }
        for (const cookie of signIn.headers.getSetCookie()) {
          c.header('Set-Cookie', cookie, { append: true });
        }
      }
      return answer(c, 'POST /api/staff-invitations/accept', {
        accepted: true,
        email: accepted.email,
        role: accepted.role,
      });
    });
}
