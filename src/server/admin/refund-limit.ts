/**
 * Who may move how much money out of an order (docs/decisions/114-refund-limit-and-own-case.md).
 * One check, run inside the transaction that records a refund intent or a cancellation with
 * refund, after the order row is locked, so two concurrent requests are decided one after the
 * other against what the first recorded:
 * - nobody refunds or cancels an order of their own (placed from their account or their email);
 * - an owner may refund any amount;
 * - everyone else may move at most the staff limit (STAFF_REFUND_LIMIT_PENCE) on one order in
 *   total, counting every non-owner's refunds on it, pending or settled, and at most the same
 *   limit in any 24 hours of their own across all orders (the person's row is locked too).
 */
import { and, eq, gt, isNotNull, notExists, sql } from 'drizzle-orm';
import { formatGBP } from '../../core/money';
import { OWN_CASE_CODE, REFUND_LIMIT_CODE, type StaffRole } from '../../core/staff/staff-roles';
import type { AuditActor } from '../audit/service';
import type { Transaction } from '../db/client';
import { users } from '../db/schema/auth';
import { orderCancellations, orderRefunds, type orders } from '../db/schema/orders';
import { staffRoles } from '../db/schema/staff';
import { AppError } from '../http/errors';

/** The person asking and their back-office role (the route's `staffRole`). */
export type RefundAuthority = { actor: AuditActor; role: StaffRole | null | undefined };

export const OWN_ORDER_MESSAGE =
  'You cannot refund or cancel an order of your own. Ask another member of staff.';

const DAY_MS = 24 * 60 * 60_000;

export function orderLimitMessage(limitPence: number, leftPence: number): string {
  return `Staff can refund up to ${formatGBP(limitPence)} in total on one order, and ${formatGBP(leftPence)} is left on this one. Larger refunds need the shop owner.`;
}

export function dailyLimitMessage(limitPence: number, leftPence: number): string {
  return `Staff can refund up to ${formatGBP(limitPence)} in 24 hours, and you have ${formatGBP(leftPence)} left. Larger refunds need the shop owner.`;
}

/** Refunds recorded by someone who is not an owner now (a deleted person's count too). */
const byNonOwner = notExists(
  sql`(select 1 from ${staffRoles} where ${staffRoles.userId} = ${orderRefunds.staffUserId} and ${staffRoles.role} = 'owner')`,
);

async function sumRefunds(tx: Transaction, where: ReturnType<typeof and>): Promise<number> {
  const [row] = await tx
    .select({ pence: sql<string>`coalesce(sum(${orderRefunds.amountPence}), 0)` })
    .from(orderRefunds)
    .where(where);
  return Number(row?.pence ?? 0);
}

/**
 * Refuses (403) moving `amountPence` out of `order` (its row locked by the caller's transaction)
 * unless the rules above allow it. `amountPence` 0 (a cancellation without refund) only checks
 * the order is not the person's own.
 */
export async function assertRefundAllowed(
  tx: Transaction,
  order: Pick<typeof orders.$inferSelect, 'id' | 'userId' | 'email'>,
  authority: RefundAuthority,
  amountPence: number,
  limitPence: number,
): Promise<void> {
  const { actor, role } = authority;
  const own =
    (actor.id !== null && order.userId === actor.id) ||
    order.email.trim().toLowerCase() === actor.email.trim().toLowerCase();
  if (own) throw new AppError(OWN_CASE_CODE, OWN_ORDER_MESSAGE, { status: 403 });
  if (role === 'owner' || amountPence === 0) return;
  const onOrder = await sumRefunds(
    tx,
    and(eq(orderRefunds.orderId, order.id), isNotNull(orderRefunds.staffUserId), byNonOwner),
  );
  if (onOrder + amountPence > limitPence) {
    throw new AppError(
      REFUND_LIMIT_CODE,
      orderLimitMessage(limitPence, Math.max(0, limitPence - onOrder)),
      { status: 403 },
    );
  }
  if (actor.id === null) return;
  // The person's refunds on other orders are recorded under other order locks: lock the person.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('update');
  const since = new Date(Date.now() - DAY_MS);
  const refunded = await sumRefunds(
    tx,
    and(eq(orderRefunds.staffUserId, actor.id), gt(orderRefunds.createdAt, since)),
  );
  // A cancellation still on its way to Shopify refunds what it expected (stored with its intent).
  const [cancelling] = await tx
    .select({ pence: sql<string>`coalesce(sum(${orderCancellations.refundedPence}), 0)` })
    .from(orderCancellations)
    .where(
      and(
        eq(orderCancellations.staffUserId, actor.id),
        eq(orderCancellations.status, 'pending'),
        gt(orderCancellations.createdAt, since),
      ),
    );
  const today = refunded + Number(cancelling?.pence ?? 0);
  if (today + amountPence > limitPence) {
    throw new AppError(
      REFUND_LIMIT_CODE,
      dailyLimitMessage(limitPence, Math.max(0, limitPence - today)),
      { status: 403 },
    );
  }
}
