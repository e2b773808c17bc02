import { randomUUID } from 'node:crypto';
import { passkey } from '@better-auth/passkey';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
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
import { CLIENT_IP_HEADER } from '../http/rate-limit';
import { createLogger, type Logger, redactSecrets } from '../lib/logger';
import type { Mailer } from '../mail/mailer';
import { linkOrdersToUser } from '../orders/service';
import { markSessionAal2 } from './assurance';

export type AuthDeps = { config: Config; db: Database; mailer: Mailer; logger?: Logger };

/** Auth endpoints after which the (new or current) session has passed a second factor. */
const SECOND_FACTOR_PATHS = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/passkey/verify-authentication',
]);

/**
 * better-auth on our database: email + password, server-side sessions in `sessions`,
 * HTTP-only SameSite=Lax cookies (Secure in production), rate limits stored in the database
 * so they hold across processes.
 */
export function createAuth({ config, db, mailer, logger }: AuthDeps) {
  // better-auth's own log lines go through pino with secrets cut out: on a database error it
  // logs the driver's error, whose parameters are the session token (issue 15 item 9).
  const authLog = logger ?? createLogger(config.logLevel);
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
    trustedOrigins: [config.publicUrl],
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
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
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
      // Assurance level: a session becomes aal2 once a second factor is verified on it (TOTP,
      // backup code, or a passkey sign-in). Recorded in `verifications` (no schema change).
      after: createAuthMiddleware(async (ctx) => {
        if (!SECOND_FACTOR_PATHS.has(ctx.path)) return;
        const session = ctx.context.newSession ?? ctx.context.session;
        if (!session) return;
        const returned = ctx.context.returned;
        if (returned instanceof Error) return;
        const method = ctx.path.startsWith('/passkey') ? 'passkey' : 'totp';
        await markSessionAal2(db, { sessionId: session.session.id, method });
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
            // Orders placed before signing up (same email) now belong to the new account.
            await linkOrdersToUser(db, { userId: u.id, email: u.email });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
