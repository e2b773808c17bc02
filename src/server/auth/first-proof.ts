import { createHash, randomBytes } from 'node:crypto';
import { type createAuthMiddleware, sendVerificationEmailFn } from 'better-auth/api';
import { and, eq, like, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import { accounts, passkeys, sessions, twoFactors, users, verifications } from '../db/schema/auth';
import { deleteNotMeTokens } from './not-me';

/**
 * Control of an account is proof of its inbox
 * (docs/decisions/113-inbox-owner-holds-the-account.md).
 *
 * A sign-up leaves a random "sign-up proof" cookie in the browser that made it, and stores which
 * account and which stored password that sign-up set. When the confirmation link is followed for
 * the first time, the password stands only if the follower's browser holds the proof of the
 * sign-up that set the password standing now: then the person who proved the inbox is the person
 * who chose it. Otherwise the password is void, and the follower is sent to choose their own
 * before the account shows anything. Either way every session, passkey, second factor and
 * pending link of the account made before the proof is void.
 */

export const SIGNUP_PROOF_COOKIE = 'hh_signup_proof';
export const SIGNUP_PROOF_MAX_AGE_S = 24 * 60 * 60;
const PROOF_PREFIX = 'signup-proof:';
const RESET_PREFIX = 'reset-password:';
/** How long the "choose your password" link given to the prover lasts. */
const CHOOSE_PASSWORD_TTL_MS = 60 * 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

async function storedPasswordOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  return row?.password ?? null;
}

/** The unconfirmed account with this address, if there is one. */
export async function findUnconfirmedUser(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  return row && !row.emailVerified ? { id: row.id } : null;
}

/** A second sign-up of an unconfirmed address: its password replaces the earlier one. */
export async function replaceUnconfirmedPassword(
  db: Database,
  options: { userId: string; passwordHash: string },
): Promise<void> {
  await db
    .update(accounts)
    .set({ password: options.passwordHash, updatedAt: new Date() })
    .where(and(eq(accounts.userId, options.userId), eq(accounts.providerId, 'credential')));
}

/**
 * Records that the browser holding `nonce` made the sign-up that set the account's current
 * password. Returns nothing to the caller that would differ between addresses.
 */
export async function recordSignUpProof(
  db: Database,
  options: { userId: string; nonce: string },
): Promise<void> {
  const password = await storedPasswordOf(db, options.userId);
  if (password === null) return;
  await db.insert(verifications).values({
    id: crypto.randomUUID(),
    identifier: `${PROOF_PREFIX}${sha256(options.nonce)}`,
    value: `${options.userId}:${sha256(password)}`,
    expiresAt: new Date(Date.now() + SIGNUP_PROOF_MAX_AGE_S * 1000),
  });
}

/**
 * A sign-up made on the visitor's behalf (`auth.api.signUpEmail`, the wholesale application)
 * hands the visitor's browser the proof cookie the library's answer set.
 */
export function forwardSignUpProof(from: Response, to: Headers): void {
  for (const cookie of from.headers.getSetCookie()) {
    if (cookie.startsWith(`${SIGNUP_PROOF_COOKIE}=`)) to.append('set-cookie', cookie);
  }
}

export function newSignUpProofNonce(): string {
  return randomBytes(24).toString('base64url');
}

/** The sign-up proof cookie of a request, read from its Cookie header. */
export function readSignUpProofCookie(request: Request | undefined): string | null {
  const header = request?.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SIGNUP_PROOF_COOKIE) return rest.join('=') || null;
  }
  return null;
}

/**
 * The first proof of the account's inbox. Everything not created in this proof is void:
 * sessions, passkeys, second factors, reset links, "not me" links, sign-up proofs; and the
 * password too unless `nonce` proves this browser set it. Returns whether the password stands.
 */
export async function voidWhatTheProverDidNotSet(
  db: Database,
  options: { userId: string; nonce: string | null },
): Promise<{ passwordStands: boolean }> {
  const { userId, nonce } = options;
  const password = await storedPasswordOf(db, userId);
  let passwordStands = false;
  if (nonce && password !== null) {
    const [proof] = await db
      .select({ value: verifications.value })
      .from(verifications)
      .where(eq(verifications.identifier, `${PROOF_PREFIX}${sha256(nonce)}`));
    passwordStands = proof?.value === `${userId}:${sha256(password)}`;
  }
  await db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.userId, userId));
    await tx.delete(passkeys).where(eq(passkeys.userId, userId));
    await tx.delete(twoFactors).where(eq(twoFactors.userId, userId));
    await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, userId));
    await tx
      .delete(verifications)
      .where(
        or(
          and(like(verifications.identifier, `${RESET_PREFIX}%`), eq(verifications.value, userId)),
          and(
            like(verifications.identifier, `${PROOF_PREFIX}%`),
            like(verifications.value, `${userId}:%`),
          ),
        ),
      );
    if (!passwordStands) {
      await tx
        .update(accounts)
        .set({ password: null, updatedAt: new Date() })
        .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
    }
  });
  await deleteNotMeTokens(db, userId);
  return { passwordStands };
}

/**
 * After a proof that voided the password: the prover's own link to choose one (the reset page's
 * token), and no session until they have.
 */
export async function createChoosePasswordToken(db: Database, userId: string): Promise<string> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
  const token = randomBytes(24).toString('base64url');
  await db.insert(verifications).values({
    id: crypto.randomUUID(),
    identifier: `${RESET_PREFIX}${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + CHOOSE_PASSWORD_TTL_MS),
  });
  return token;
}

type AuthHookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/**
 * The better-auth side of the rule: a second sign-up of an unconfirmed address replaces its
 * password and sends the link again; every sign-up answer sets the proof cookie (whatever the
 * address, so the answer tells nothing); the first confirmation voids what the prover did not set
 * (`beforeEmailVerification`) and sends a prover whose password was void to choose one.
 */
export function createFirstProof(deps: { db: Database; secureCookies: boolean }) {
  const { db, secureCookies } = deps;
  const mustChoosePassword = new WeakMap<Request, string>();

  async function before(ctx: AuthHookContext): Promise<void> {
    if (ctx.path !== '/sign-up/email') return;
    const body = ctx.body as { email?: unknown; password?: unknown } | undefined;
    if (typeof body?.email !== 'string' || typeof body.password !== 'string') return;
    const unconfirmed = await findUnconfirmedUser(db, body.email);
    if (!unconfirmed) return;
    await replaceUnconfirmedPassword(db, {
      userId: unconfirmed.id,
      passwordHash: await ctx.context.password.hash(body.password),
    });
    const found = await ctx.context.internalAdapter.findUserByEmail(body.email.toLowerCase());
    if (found) await sendVerificationEmailFn(ctx, found.user);
  }

  async function after(ctx: AuthHookContext): Promise<void> {
    const failed = ctx.context.returned instanceof Error;
    if (ctx.path === '/sign-up/email' && !failed) {
      const nonce = newSignUpProofNonce();
      ctx.setCookie(SIGNUP_PROOF_COOKIE, nonce, {
        httpOnly: true,
        sameSite: 'lax',
        secure: secureCookies,
        path: '/api/auth',
        maxAge: SIGNUP_PROOF_MAX_AGE_S,
      });
      const email = String((ctx.body as { email?: unknown } | undefined)?.email ?? '');
      const unconfirmed = await findUnconfirmedUser(db, email);
      if (unconfirmed) await recordSignUpProof(db, { userId: unconfirmed.id, nonce });
    }
    const userId = ctx.request ? mustChoosePassword.get(ctx.request) : undefined;
    if (ctx.path === '/verify-email' && userId) {
      const token = await createChoosePasswordToken(db, userId);
      throw ctx.redirect(`/reset-password?token=${token}&first=1`);
    }
  }

  /** `emailVerification.beforeEmailVerification`: the first proof of the address. */
  async function onFirstProof(user: { id: string }, request?: Request): Promise<void> {
    const { passwordStands } = await voidWhatTheProverDidNotSet(db, {
      userId: user.id,
      nonce: readSignUpProofCookie(request),
    });
    if (!passwordStands && request) mustChoosePassword.set(request, user.id);
  }

  return { before, after, onFirstProof };
}
