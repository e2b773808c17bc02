import { and, desc, eq, gt, ne, sql } from 'drizzle-orm';
import type { SecurityResponse } from '../../core/api/account';
import { findAssurance } from '../auth/service';
import type { Database } from '../db/client';
import { passkeys, sessions, twoFactors } from '../db/schema/auth';

/** The Security card: TOTP state, passkeys, assurance level and other live sessions. */
export async function findSecurity(
  db: Database,
  viewer: { userId: string; sessionId: string; twoFactorEnabled: boolean },
): Promise<SecurityResponse> {
  const [factorRows, passkeyRows, sessionCount, assurance] = await Promise.all([
    db
      .select({ verified: twoFactors.verified })
      .from(twoFactors)
      .where(eq(twoFactors.userId, viewer.userId)),
    db
      .select({
        id: passkeys.id,
        name: passkeys.name,
        deviceType: passkeys.deviceType,
        createdAt: passkeys.createdAt,
      })
      .from(passkeys)
      .where(eq(passkeys.userId, viewer.userId))
      .orderBy(desc(passkeys.createdAt)),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(sessions)
      .where(
        and(
          eq(sessions.userId, viewer.userId),
          ne(sessions.id, viewer.sessionId),
          gt(sessions.expiresAt, new Date()),
        ),
      ),
    findAssurance(db, { userId: viewer.userId, sessionId: viewer.sessionId }),
  ]);
  const factor = factorRows[0];
  return {
    twoFactorEnabled: viewer.twoFactorEnabled && factor?.verified !== false && Boolean(factor),
    totpPending: Boolean(factor) && factor?.verified === false,
    passkeys: passkeyRows.map((p) => ({
      id: p.id,
      name: p.name,
      deviceType: p.deviceType,
      createdAt: p.createdAt ? p.createdAt.toISOString() : null,
    })),
    currentLevel: assurance.currentLevel,
    nextLevel: assurance.nextLevel,
    otherSessions: Number(sessionCount[0]?.count ?? 0),
  };
}
