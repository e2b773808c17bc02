import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { GuestOrderCodeResponse, GuestOrdersClaimedResponse } from '../../core/api/account';
import { toLondonDate } from '../../core/dates';
import { formatGBP, tryParsePence } from '../../core/money';
import {
  buildClaimCodeSentMessage,
  buildClaimedMessage,
  buildNoGuestOrdersMessage,
  CLAIM_CODE_LIMIT_MESSAGE,
  CLAIM_CODE_WRONG_MESSAGE,
} from '../../core/schemas/guest-order-claim';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { verifications } from '../db/schema/auth';
import { AppError } from '../http/errors';
import { hitKeyedLimit, type RateLimitStore } from '../http/rate-limit';
import type { Mailer } from '../mail/mailer';
import { findGuestOrders, linkClaimedOrders } from '../orders/service';

/**
 * Guest orders are claimed, never inherited
 * (docs/decisions/113-inbox-owner-holds-the-account.md). A signed-in customer asks for a code; it
 * goes to the account's (proven) address in an email naming the orders it will link (number,
 * date, total); entering the code links exactly those, if they are still nobody's. One code per
 * account at a time, 15 minutes, five wrong tries; five codes per account an hour.
 */

const PREFIX = 'claim-guest-orders:';
const CODE_TTL_MS = 15 * 60_000;
const MAX_WRONG_CODES = 5;
export const CLAIM_CODE_EMAIL_LIMIT = { max: 5, windowMs: 60 * 60_000 };

type StoredClaim = { codeHash: string; email: string; orderIds: string[]; wrong: number };

const wrongCode = () =>
  new AppError('validation_failed', CLAIM_CODE_WRONG_MESSAGE, {
    fields: { code: [CLAIM_CODE_WRONG_MESSAGE] },
  });

const hashCode = (userId: string, code: string) =>
  createHash('sha256').update(`${userId}:${code}`).digest('hex');

type Account = { id: string; email: string };

export async function sendGuestOrderClaimCode(
  deps: { db: Database; mailer: Mailer; config: Config; rateLimitStore: RateLimitStore },
  user: Account,
): Promise<GuestOrderCodeResponse> {
  const { db, mailer, config } = deps;
  const limited = await hitKeyedLimit(deps.rateLimitStore, {
    name: 'guest-order-claim',
    key: user.id,
    ...CLAIM_CODE_EMAIL_LIMIT,
  });
  if (limited) throw new AppError('rate_limited', CLAIM_CODE_LIMIT_MESSAGE);
  const found = await findGuestOrders(db, user.email);
  await db.delete(verifications).where(eq(verifications.identifier, `${PREFIX}${user.id}`));
  if (found.length === 0) return { sent: false, message: buildNoGuestOrdersMessage(user.email) };
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const stored: StoredClaim = {
    codeHash: hashCode(user.id, code),
    email: user.email.toLowerCase(),
    orderIds: found.map((o) => o.id),
    wrong: 0,
  };
  await db.insert(verifications).values({
    id: crypto.randomUUID(),
    identifier: `${PREFIX}${user.id}`,
    value: JSON.stringify(stored),
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  const lines = found.map((o) => {
    const pence = tryParsePence(o.totalAmount);
    const total = pence === null ? o.totalAmount : formatGBP(pence);
    return `  Order #${o.orderNumber}, ${toLondonDate(o.createdAt)}, ${total}`;
  });
  await mailer.send({
    to: user.email,
    subject: `Your code to add guest orders to your ${config.shopName} account`,
    text: `Hello,\n\nSomeone signed in to your ${config.shopName} account asked to add the orders placed as a guest with ${user.email}. Entering this code on the account page adds exactly these orders:\n\n${lines.join('\n')}\n\nYour code: ${code}\n\nIt expires in 15 minutes. If you did not ask for this, do not enter or share the code: nothing is added without it, and you can write to ${config.supportEmail}.\n\n${config.shopName}`,
  });
  return { sent: true, message: buildClaimCodeSentMessage(user.email, found.length) };
}

export async function claimGuestOrders(
  db: Database,
  user: Account,
  code: string,
): Promise<GuestOrdersClaimedResponse> {
  const identifier = `${PREFIX}${user.id}`;
  const [row] = await db
    .select()
    .from(verifications)
    .where(and(eq(verifications.identifier, identifier), gt(verifications.expiresAt, new Date())));
  const stored = row ? (JSON.parse(row.value) as StoredClaim) : null;
  // A code belongs to the address it was sent to: after an email change it links nothing.
  if (!row || !stored || stored.email !== user.email.toLowerCase()) {
    throw wrongCode();
  }
  const given = Buffer.from(hashCode(user.id, code));
  if (!timingSafeEqual(given, Buffer.from(stored.codeHash))) {
    const wrong = stored.wrong + 1;
    if (wrong >= MAX_WRONG_CODES) {
      await db.delete(verifications).where(eq(verifications.id, row.id));
    } else {
      await db
        .update(verifications)
        .set({ value: JSON.stringify({ ...stored, wrong }) })
        .where(eq(verifications.id, row.id));
    }
    throw wrongCode();
  }
  // Spent once: only the request that deletes the code links.
  const spent = await db
    .delete(verifications)
    .where(eq(verifications.id, row.id))
    .returning({ id: verifications.id });
  if (spent.length === 0) {
    throw wrongCode();
  }
  const linked = await linkClaimedOrders(db, {
    userId: user.id,
    email: stored.email,
    orderIds: stored.orderIds,
  });
  return { linked: linked.orders, message: buildClaimedMessage(linked.orders) };
}
