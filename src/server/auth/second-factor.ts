import { APIError } from 'better-auth/api';
import { and, eq, gt, like, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { sessions, verifications } from '../db/schema/auth';
import { findAssurance } from './assurance';
import { MFA_REQUIRED_MESSAGE } from './guards';

/**
 * Second-factor hygiene on top of better-auth's two-factor and passkey plugins.
 * - Managing a factor (adding, viewing or removing TOTP, passkeys or recovery codes) needs an
 *   aal2 session once the account has a factor (`assertFactorManagementAllowed`).
 * - Enabling or changing a factor signs out every other session (`revokeOtherSessions`).
 * - A TOTP code is accepted once per account (`claimTotpCode`): a replayed code is refused.
 */

/** better-auth paths that add, show or remove a factor. */
export const FACTOR_MANAGEMENT_PATHS = new Set([
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/get-totp-uri',
  '/two-factor/generate-backup-codes',
  '/two-factor/view-backup-codes',
  '/passkey/generate-register-options',
  '/passkey/verify-registration',
  '/passkey/delete-passkey',
  '/passkey/update-passkey',
]);

/** Paths after whose success the account's factors changed: other sessions are signed out. */
export const FACTOR_CHANGE_PATHS = new Set([
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/generate-backup-codes',
  '/passkey/verify-registration',
  '/passkey/delete-passkey',
]);

export const TOTP_REPLAY_MESSAGE =
  'This code has already been used. Wait for your authenticator app to show a new code, then enter it.';

/** 403 MFA_REQUIRED when the account has a factor and this session has not passed one. */
export async function assertFactorManagementAllowed(
  db: Database,
  options: { userId: string; sessionId: string },
): Promise<void> {
  const assurance = await findAssurance(db, options);
  if (assurance.nextLevel === 'aal2' && assurance.currentLevel !== 'aal2') {
    throw new APIError('FORBIDDEN', { code: 'MFA_REQUIRED', message: MFA_REQUIRED_MESSAGE });
  }
}

/** Deletes every session of the user except `keepSessionId` (and their aal2 markers). */
export async function revokeOtherSessions(
  db: Database,
  options: { userId: string; keepSessionId: string },
): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, options.userId), ne(sessions.id, options.keepSessionId)));
}

// A code is valid for its 30 s step plus one step either side: remember it for longer than that.
const USED_CODE_TTL_MS = 3 * 60 * 1000;

function usedCodeIdentifier(userId: string, code: string): string {
  return `totp-used:${userId}:${code}`;
}

/**
 * Claims a TOTP code for the account before it is checked: false when the same code was already
 * claimed in its validity window (a replay). The claim is atomic across processes (transaction
 * advisory lock on the account). Call `releaseTotpCode` when the code turned out to be wrong.
 */
export async function claimTotpCode(
  db: Database,
  options: { userId: string; code: string },
): Promise<boolean> {
  const identifier = usedCodeIdentifier(options.userId, options.code.trim());
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`totp:${options.userId}`}))`);
    const [used] = await tx
      .select({ id: verifications.id })
      .from(verifications)
      .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, new Date())))
      .limit(1);
    if (used) return false;
    await tx.insert(verifications).values({
      id: crypto.randomUUID(),
      identifier,
      value: options.userId,
      expiresAt: new Date(Date.now() + USED_CODE_TTL_MS),
    });
    return true;
  });
}

/** Gives back a claim on a code that was wrong (so a mistyped code costs nothing). */
export async function releaseTotpCode(
  db: Database,
  options: { userId: string; code: string },
): Promise<void> {
  await db
    .delete(verifications)
    .where(eq(verifications.identifier, usedCodeIdentifier(options.userId, options.code.trim())));
}

/** Removes expired used-code markers of the user (kept small as codes are used). */
export async function pruneUsedCodes(db: Database, userId: string): Promise<void> {
  await db
    .delete(verifications)
    .where(
      and(
        like(verifications.identifier, `totp-used:${userId}:%`),
        sql`${verifications.expiresAt} <= now()`,
      ),
    );
}
