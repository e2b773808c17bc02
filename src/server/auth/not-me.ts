import { randomBytes } from 'node:crypto';
import { and, eq, gt, like } from 'drizzle-orm';
import { Hono } from 'hono';
import type { NotMeResponse } from '../../core/api/account-data';
import { NOT_ME_DONE_MESSAGE, NOT_ME_INVALID_MESSAGE } from '../../core/schemas/account-security';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/client';
import { users, verifications } from '../db/schema/auth';
import { answer, readBody } from '../http/contract';
import { AppError } from '../http/errors';
import { noStore } from '../http/no-store';

/**
 * "This wasn't me" (docs/decisions/057-verified-before-signed-in.md): the confirmation
 * email of a new account carries a second link; its owner can remove the unconfirmed account
 * that someone created with their address. The link opens a page (/not-me) whose button posts the
 * token here, so a mail scanner fetching links deletes nothing.
 */

const NOT_ME_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const PREFIX = 'not-me:';

/** A one-time token for the user's "this wasn't me" link. */
export async function createNotMeToken(db: Database, userId: string): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.insert(verifications).values({
    id: crypto.randomUUID(),
    identifier: `${PREFIX}${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + NOT_ME_TTL_MS),
  });
  return token;
}

/** Once the email is confirmed, "this wasn't me" no longer applies. */
export async function deleteNotMeTokens(db: Database, userId: string): Promise<void> {
  await db
    .delete(verifications)
    .where(and(like(verifications.identifier, `${PREFIX}%`), eq(verifications.value, userId)));
}

export function createNotMeRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono().use('*', noStore).post('/', async (c) => {
    const { token } = await readBody(c, 'POST /api/not-me');
    const removed = await db.transaction(async (tx) => {
      const [claim] = await tx
        .delete(verifications)
        .where(
          and(
            eq(verifications.identifier, `${PREFIX}${token}`),
            gt(verifications.expiresAt, new Date()),
          ),
        )
        .returning({ userId: verifications.value });
      if (!claim) return false;
      // Only an account whose email was never confirmed: a confirmed one belongs to whoever
      // followed the confirmation link.
      const deleted = await tx
        .delete(users)
        .where(and(eq(users.id, claim.userId), eq(users.emailVerified, false)))
        .returning({ id: users.id });
      return deleted.length > 0;
    });
    if (!removed) throw new AppError('not_found', NOT_ME_INVALID_MESSAGE);
    const body: NotMeResponse = { removed: true, message: NOT_ME_DONE_MESSAGE };
    return answer(c, 'POST /api/not-me', body);
  });
}
