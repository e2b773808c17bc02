import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { verifications } from '../db/schema/auth';

/**
 * Authenticator assurance level (docs/spec/accounts-and-back-office.md §4 "MFA factor"): a session
 * is aal1 after a password sign-in and aal2 once a second factor was verified on it (a TOTP code, a
 * recovery code, or a passkey sign-in). better-auth has no per-session assurance field and the
 * schema is fixed, so the marker is a `verifications` row keyed by the session id.
 */
export type AssuranceLevel = 'aal1' | 'aal2';
export type SecondFactorMethod = 'totp' | 'passkey';

const AAL2_MARKER_TTL_MS = 1000 * 60 * 60 * 24 * 30;

function markerIdentifier(sessionId: string): string {
  return `aal2:${sessionId}`;
}

export async function markSessionAal2(
  db: Database,
  options: { sessionId: string; method: SecondFactorMethod },
): Promise<void> {
  const now = new Date();
  await db.insert(verifications).values({
    id: crypto.randomUUID(),
    identifier: markerIdentifier(options.sessionId),
    value: options.method,
    expiresAt: new Date(now.getTime() + AAL2_MARKER_TTL_MS),
  });
}

export type AssuranceState = {
  currentLevel: AssuranceLevel;
  /** aal2 when the user has a verified TOTP factor or a passkey, else aal1. */
  nextLevel: AssuranceLevel;
  hasVerifiedFactor: boolean;
  /** A second factor was verified on this session within STEP_UP_WINDOW_MINUTES. */
  recentlyVerified: boolean;
};

/** How long a second-factor verification counts as fresh for a step-up. */
export const STEP_UP_WINDOW_MINUTES = 15;

/** Current and required assurance of a session, in one query. */
export async function findAssurance(
  db: Database,
  options: { userId: string; sessionId: string },
): Promise<AssuranceState> {
  const [row] = await db
    .select({
      marked: sql<boolean>`exists (select 1 from verifications v where v.identifier = ${markerIdentifier(options.sessionId)} and v.expires_at > now())`,
      recent: sql<boolean>`exists (select 1 from verifications v where v.identifier = ${markerIdentifier(options.sessionId)} and v.expires_at > now() and v.created_at > now() - make_interval(mins => ${STEP_UP_WINDOW_MINUTES}))`,
      totp: sql<boolean>`exists (select 1 from two_factors t where t.user_id = ${options.userId} and t.verified is not false)`,
      passkeys: sql<boolean>`exists (select 1 from passkeys p where p.user_id = ${options.userId})`,
    })
    .from(sql`(select 1) as one`);
  const hasVerifiedFactor = Boolean(row?.totp) || Boolean(row?.passkeys);
  return {
    currentLevel: row?.marked ? 'aal2' : 'aal1',
    nextLevel: hasVerifiedFactor ? 'aal2' : 'aal1',
    hasVerifiedFactor,
    recentlyVerified: Boolean(row?.recent),
  };
}
