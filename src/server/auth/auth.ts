import { randomUUID } from 'node:crypto';
import { passkey } from '@better-auth/passkey';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import { and, eq, like } from 'drizzle-orm';
import { passwordField } from '../../core/schemas/auth';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { profiles } from '../db/schema/account';
import {
  accounts,
  passkeys,
  rateLimits,
  sessions,
  twoFactors,
  users,
  verifications,
} from '../db/schema/auth';
import { CLIENT_IP_HEADER, type RateLimitStore } from '../http/rate-limit';
import { createLogger, type Logger, redactSecrets } from '../lib/logger';
import type { Mailer } from '../mail/mailer';
import { COUNTED_CODE_PATHS, countCodeAttempt, forgiveCodeAttempt } from './account-attempts';
import {
  landOnAccountPage,
  sendAccountCreatedVerification,
  sendEmailChangeApproval,
  sendNewAddressVerification,
} from './account-emails';
import { createAccountProtection } from './account-protection';
import { markSessionAal2 } from './assurance';
import { createFirstProof } from './first-proof';
import { createNotMeToken } from './not-me';
import {
  assertFactorManagementAllowed,
  claimTotpCode,
  FACTOR_CHANGE_PATHS,
  FACTOR_MANAGEMENT_PATHS,
  pruneUsedCodes,
  releaseTotpCode,
  revokeOtherSessions,
  TOTP_REPLAY_MESSAGE,
} from './second-factor';

type DeletedUser = { id: string; email: string; emailVerified: boolean };
// Around better-auth's delete of a user: the account domain's UK GDPR erasure, handed in by the
// composition root (app.ts) so that auth imports no domain for it.
type UserDeletionHooks = Record<'beforeDelete' | 'afterDelete', (u: DeletedUser) => Promise<void>>;

export type AuthDeps = {
  config: Config;
  db: Database;
  mailer: Mailer;
  logger?: Logger;
  userDeletion: UserDeletionHooks;
  /** The app's counters, for the limits keyed on the account (account-attempts.ts). */
  attempts: RateLimitStore;
};

/** Auth endpoints after which the (new or current) session has passed a second factor. */
const SECOND_FACTOR_PATHS = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/passkey/verify-authentication',
]);

/** Paths that set a new password, and the body field that carries it. */
const NEW_PASSWORD_FIELDS: Record<string, 'password' | 'newPassword'> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/**
 * The library's second-factor messages name internals ("Invalid two factor cookie"); these say
 * what happened and what to do.
 */
export const TWO_FACTOR_MESSAGES: Record<string, string> = {
  INVALID_TWO_FACTOR_COOKIE:
    'Your sign-in has expired or had too many wrong codes. Go back and sign in again with your email and password.',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE:
    'Too many wrong codes. Go back and sign in again with your email and password to try again.',
  INVALID_CODE:
    'That code is not right. Enter the current 6-digit code from your authenticator app.',
  INVALID_BACKUP_CODE:
    'That recovery code is not right or has already been used. Check it and try again, or use another one.',
};

/**
 * Origins allowed to call the auth API: the public URL, and on a loopback address both
 * http://localhost:PORT and http://127.0.0.1:PORT (the embedded default is
 * opened either way).
 */
export function trustedOriginsFor(publicUrl: string): string[] {
  const url = new URL(publicUrl);
  const origins = [url.origin];
  if (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) {
    const port = url.port ? `:${url.port}` : '';
    for (const host of ['localhost', '127.0.0.1']) {
      const origin = `http://${host}${port}`;
      if (!origins.includes(origin)) origins.push(origin);
    }
  }
  return origins;
}

/** The user a TOTP verification is for: the session's, or the pending sign-in challenge's. */
async function findTotpUserId(
  ctx: Parameters<Parameters<typeof createAuthMiddleware>[0]>[0],
): Promise<{ userId: string; sessionId: string | null } | null> {
  const session = await getSessionFromCtx(ctx).catch(() => null);
  if (session) return { userId: session.user.id, sessionId: session.session.id };
  const cookie = ctx.context.createAuthCookie('two_factor');
  const signed = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!signed) return null;
  const challenge = await ctx.context.internalAdapter.findVerificationValue(signed);
  return challenge ? { userId: challenge.value, sessionId: null } : null;
}

type PendingTotp = { userId: string; code: string; enrolling: boolean };

/**
 * better-auth on our database: email + password, server-side sessions in `sessions`,
 * HTTP-only SameSite=Lax cookies (Secure in production), rate limits stored in the database
 * so they hold across processes.
 */
export function createAuth({ config, db, mailer, logger, userDeletion, attempts }: AuthDeps) {
  // The account a second-factor code was counted on, from the before hook to the after hook.
  const codeAttempts = new WeakMap<Request, string>();
  // A TOTP verification in flight, from the before hook to the after hook of the same request.
  const pendingTotp = new WeakMap<Request, PendingTotp>();
  // better-auth's own log lines go through pino with secrets cut out: on a database error it
  // logs the driver's error, whose parameters are the session token.
  const authLog = logger ?? createLogger(config.logLevel);
  const protection = createAccountProtection({ db, mailer, config });
  const firstProof = createFirstProof({ db, secureCookies: config.isProduction });
  return betterAuth({
    appName: config.shopName,
    logger: {
      disabled: config.logLevel === 'silent',
      log: (level, message, ...args) => {
        authLog[level]({ args: args.map(redactSecrets) }, `better-auth: ${redactSecrets(message)}`);
      },
    },
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: trustedOriginsFor(config.publicUrl),
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        passkey: passkeys,
        rateLimit: rateLimits,
      },
    }),
    user: {
      additionalFields: {
        firstName: { type: 'string', required: false, input: true },
        lastName: { type: 'string', required: false, input: true },
      },
      // A new email address is approved from the current address first, then proven by the
      // new one, followed where the account is signed in (account-protection.ts); better-auth
      // changes the email then. Nothing is linked by it (guest orders are claimed, claim.ts);
      // the old address is told.
      changeEmail: {
        enabled: true,
        sendChangeEmailConfirmation: async ({ user, newEmail, url }) => {
          await sendEmailChangeApproval(mailer, config, { to: user.email, newEmail, url });
        },
      },
      // Only through POST /api/account/delete, which checks the password and cancels
      // subscriptions first; the hooks are account/erasure.ts, handed in by app.ts.
      deleteUser: { enabled: true, ...userDeletion },
    },
    emailAndPassword: {
      enabled: true,
      // NIST SP 800-63B: 8 or more; the common-passwords check is in the before hook below.
      minPasswordLength: 8,
      maxPasswordLength: 128,
      // No session before the email is proven (docs/decisions/057-verified-before-signed-in.md):
      // sign-up ends on "check your email", and sign-in answers 403 EMAIL_NOT_VERIFIED (with a
      // new link) until the link is followed.
      requireEmailVerification: true,
      autoSignIn: false,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send({
          to: user.email,
          subject: `Reset your ${config.shopName} password`,
          text: `Hello,\n\nWe received a request to reset the password for your ${config.shopName} account.\n\nChoose a new password here (the link expires in one hour):\n${url}\n\nIf you did not ask for this, you can ignore this email.\n\n${config.shopName}`,
        });
      },
    },
    // An email address is proven before anyone holds the account. Sign-up sends the link;
    // following it verifies the address and voids everything the follower did not set
    // (first-proof.ts): the follower is signed in afresh, or first chooses a password. Nothing
    // is linked: guest orders are claimed with a code (orders/claim.ts).
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url: libraryUrl }) => {
        const url = landOnAccountPage(libraryUrl);
        if (user.emailVerified) {
          // An email change: `user.email` is the new address.
          await sendNewAddressVerification(mailer, config, { to: user.email, url });
          return;
        }
        const notMeUrl = `${config.publicUrl}/not-me?token=${await createNotMeToken(db, user.id)}`;
        await sendAccountCreatedVerification(mailer, config, { to: user.email, url, notMeUrl });
      },
      // Only the first verification of an address (not an email change) runs this.
      beforeEmailVerification: (user, request) => firstProof.onFirstProof(user, request),
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      // Refreshed (expiry pushed out) on use once a day old: sessions in use never lapse.
      updateAge: 60 * 60 * 24,
      freshAge: 60 * 60 * 24,
    },
    plugins: [
      twoFactor({
        issuer: config.shopName,
        backupCodeOptions: { amount: 10, length: 10 },
      }),
      passkey({
        rpID: new URL(config.publicUrl).hostname,
        rpName: config.shopName,
        origin: config.publicUrl,
      }),
    ],
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        // Deleting an account goes through /api/account/delete (password, subscriptions
        // cancelled at Shopify first); the library's own endpoint is not offered over HTTP.
        if (ctx.path.startsWith('/delete-user') && ctx.request) {
          throw new APIError('NOT_FOUND', {
            code: 'USE_ACCOUNT_DELETE',
            message: 'Delete your account from the Security tab of your account page.',
          });
        }
        await protection.before(ctx);
        // The shared schema's password rules (length, common passwords).
        const passwordKey = NEW_PASSWORD_FIELDS[ctx.path];
        if (passwordKey) {
          const value = (ctx.body as Record<string, unknown> | undefined)?.[passwordKey];
          const checked = passwordField.safeParse(value);
          if (!checked.success) {
            throw new APIError('BAD_REQUEST', {
              code: 'WEAK_PASSWORD',
              message: checked.error.issues[0]?.message ?? 'Choose a different password.',
            });
          }
        }
        await firstProof.before(ctx);
        // Factors are managed at aal2 once the account has one.
        if (FACTOR_MANAGEMENT_PATHS.has(ctx.path)) {
          const session = await getSessionFromCtx(ctx);
          if (session) {
            await assertFactorManagementAllowed(db, {
              userId: session.user.id,
              sessionId: session.session.id,
            });
          }
        }
        // Codes are counted per account as well as per address (account-attempts.ts).
        if (COUNTED_CODE_PATHS.has(ctx.path) && ctx.request) {
          const target = await findTotpUserId(ctx);
          if (target) {
            await countCodeAttempt(attempts, target.userId);
            codeAttempts.set(ctx.request, target.userId);
          }
        }
        // A TOTP code is accepted once: claim it before better-auth checks it.
        if (ctx.path === '/two-factor/verify-totp' && ctx.request) {
          const code = String((ctx.body as { code?: unknown } | undefined)?.code ?? '');
          const target = await findTotpUserId(ctx);
          if (target && code !== '') {
            if (!(await claimTotpCode(db, { userId: target.userId, code }))) {
              throw new APIError('UNAUTHORIZED', {
                code: 'TOTP_CODE_USED',
                message: TOTP_REPLAY_MESSAGE,
              });
            }
            const [factor] = await db
              .select({ verified: twoFactors.verified })
              .from(twoFactors)
              .where(eq(twoFactors.userId, target.userId));
            pendingTotp.set(ctx.request, {
              userId: target.userId,
              code,
              enrolling: target.sessionId !== null && factor?.verified === false,
            });
          }
        }
      }),
      // Assurance level: a session becomes aal2 once a second factor is verified on it (TOTP,
      // backup code, or a passkey sign-in). Recorded in `verifications` (no schema change).
      after: createAuthMiddleware(async (ctx) => {
        await protection.after(ctx);
        await firstProof.after(ctx);
        const returned = ctx.context.returned;
        const failed = returned instanceof Error;
        const attemptBy = ctx.request ? codeAttempts.get(ctx.request) : undefined;
        if (attemptBy && !failed) await forgiveCodeAttempt(attempts, attemptBy);
        const pending = ctx.request ? pendingTotp.get(ctx.request) : undefined;
        if (pending) {
          if (failed) await releaseTotpCode(db, pending);
          else await pruneUsedCodes(db, pending.userId);
        }
        if (failed) {
          const code = (returned as { body?: { code?: string } }).body?.code;
          const message = code ? TWO_FACTOR_MESSAGES[code] : undefined;
          if (message && ctx.path.startsWith('/two-factor/')) {
            throw new APIError((returned as APIError).status, { code, message });
          }
          return;
        }
        const session = ctx.context.newSession ?? ctx.context.session;
        if (SECOND_FACTOR_PATHS.has(ctx.path) && session) {
          const method = ctx.path.startsWith('/passkey') ? 'passkey' : 'totp';
          await markSessionAal2(db, { sessionId: session.session.id, method });
        }
        // A new or changed factor, or a new password, signs out every
        // other session of the account (this one stays).
        const changed =
          FACTOR_CHANGE_PATHS.has(ctx.path) ||
          ctx.path === '/change-password' ||
          (ctx.path === '/two-factor/verify-totp' && pending?.enrolling === true);
        if (changed) {
          const current = session ?? (await getSessionFromCtx(ctx).catch(() => null));
          if (current) {
            await revokeOtherSessions(db, {
              userId: current.user.id,
              keepSessionId: current.session.id,
            });
          }
        }
      }),
    },
    rateLimit: {
      enabled: config.rateLimitsEnabled,
      storage: 'database',
      modelName: 'rateLimit',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 60, max: 5 },
        '/request-password-reset': { window: 60, max: 5 },
        '/reset-password': { window: 60, max: 10 },
        '/two-factor/*': { window: 60, max: 10 },
        '/passkey/verify-authentication': { window: 60, max: 10 },
        '/send-verification-email': { window: 60, max: 3 },
      },
    },
    advanced: {
      // The app sets this header from the socket (or the trusted proxy's X-Forwarded-For), so
      // rate limits count per client; see CLIENT_IP_HEADER in http/rate-limit.ts.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => randomUUID() },
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    databaseHooks: {
      user: {
        create: {
          after: async (user) => {
            const u = user as typeof user & { firstName?: string | null; lastName?: string | null };
            await db
              .insert(profiles)
              .values({ userId: u.id, firstName: u.firstName ?? '', lastName: u.lastName ?? '' })
              .onConflictDoNothing();
            // Earlier guest orders are linked only once the email is verified (afterEmailVerification).
          },
        },
      },
      verification: {
        create: {
          // One live password-reset link per account; issuing a new one
          // invalidates the rest (using one deletes it, see better-auth's reset-password).
          before: async (verification) => {
            if (verification.identifier.startsWith('reset-password:')) {
              await db
                .delete(verifications)
                .where(
                  and(
                    like(verifications.identifier, 'reset-password:%'),
                    eq(verifications.value, verification.value),
                  ),
                );
            }
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
