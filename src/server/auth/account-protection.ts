import { APIError, type createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import {
  EMAIL_CHANGE_SIGN_IN_CODE,
  EMAIL_NOT_VERIFIED_MESSAGE,
} from '../../core/schemas/account-security';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { users, verifications } from '../db/schema/auth';
import type { Mailer } from '../mail/mailer';
import { sendEmailChangedNotice, sendPasswordChangedNotice } from './account-emails';
import { assertStepUp, STEP_UP_AUTH_PATHS } from './step-up';

type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

type Pending =
  | { kind: 'password'; email: string }
  | { kind: 'email-change'; userId: string; oldEmail: string; newEmail: string };

/** The claims of better-auth's email-verification JWT, read (not trusted) to know what it asks. */
function readVerificationClaims(
  token: unknown,
): { email?: string; updateTo?: string; requestType?: string; userId?: string } | null {
  if (typeof token !== 'string') return null;
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * better-auth hooks for step-up and notices (docs/decisions/058-step-up-for-account-changes.md):
 * - before: the step-up paths need a fresh second factor when the account has one;
 * - after: a password change or reset tells the account's address, a completed email change
 *   tells the old address, and sign-in of an unconfirmed account says what to do.
 * The after hook checks what is stored rather than the response (a verification answers with a
 * redirect either way).
 */
export function createAccountProtection(deps: { db: Database; mailer: Mailer; config: Config }) {
  const { db, mailer, config } = deps;
  const pending = new WeakMap<Request, Pending>();

  async function before(ctx: AuthHookContext): Promise<void> {
    if (STEP_UP_AUTH_PATHS.has(ctx.path)) {
      const session = await getSessionFromCtx(ctx).catch(() => null);
      if (session) {
        await assertStepUp(db, { userId: session.user.id, sessionId: session.session.id });
        if (ctx.path === '/change-password' && ctx.request) {
          pending.set(ctx.request, { kind: 'password', email: session.user.email });
        }
      }
    }
    if (ctx.path === '/reset-password' && ctx.request) {
      const token = (ctx.body as { token?: unknown } | undefined)?.token;
      if (typeof token === 'string' && token !== '') {
        const [row] = await db
          .select({ email: users.email })
          .from(verifications)
          .innerJoin(users, eq(users.id, verifications.value))
          .where(eq(verifications.identifier, `reset-password:${token}`))
          .limit(1);
        if (row) pending.set(ctx.request, { kind: 'password', email: row.email });
      }
    }
    if (ctx.path === '/verify-email' && ctx.request) {
      const claims = readVerificationClaims((ctx.query as { token?: unknown } | undefined)?.token);
      if (
        claims?.requestType === 'change-email-verification' &&
        claims.userId &&
        claims.email &&
        claims.updateTo
      ) {
        // The new address is proven by someone who holds the account, or the proof would hand
        // the account to whoever opened the mail.
        const session = await getSessionFromCtx(ctx).catch(() => null);
        if (session?.user.id !== claims.userId) {
          const callback = (ctx.query as { callbackURL?: unknown } | undefined)?.callbackURL;
          const target =
            typeof callback === 'string' && callback.startsWith('/') ? callback : '/account';
          const url = new URL(target, config.publicUrl);
          url.searchParams.set('error', EMAIL_CHANGE_SIGN_IN_CODE);
          throw ctx.redirect(`${url.pathname}${url.search}`);
        }
        pending.set(ctx.request, {
          kind: 'email-change',
          userId: claims.userId,
          oldEmail: claims.email,
          newEmail: claims.updateTo.toLowerCase(),
        });
      }
    }
  }

  async function after(ctx: AuthHookContext): Promise<void> {
    const returned = ctx.context.returned;
    const failed = returned instanceof Error;
    const waiting = ctx.request ? pending.get(ctx.request) : undefined;
    if (waiting?.kind === 'email-change') {
      const [user] = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, waiting.userId));
      if (user?.email === waiting.newEmail && waiting.oldEmail !== waiting.newEmail) {
        await sendEmailChangedNotice(mailer, config, {
          to: waiting.oldEmail,
          newEmail: waiting.newEmail,
        });
      }
    }
    if (waiting?.kind === 'password' && !failed) {
      await sendPasswordChangedNotice(mailer, config, { to: waiting.email });
    }
    if (failed && ctx.path === '/sign-in/email') {
      const code = (returned as { body?: { code?: string } }).body?.code;
      if (code === 'EMAIL_NOT_VERIFIED') {
        throw new APIError('FORBIDDEN', { code, message: EMAIL_NOT_VERIFIED_MESSAGE });
      }
    }
  }

  return { before, after };
}
