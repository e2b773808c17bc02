/**
 * An order's timeline for staff, built from what the shop already stores: the order row (placed,
 * paid, held), the audit log (status changes, release, cancellation by staff), the settled
 * refunds, the cancellation, the emails in the outbox and the staff comments. Six queries
 * whatever the order's history; nothing is stored twice for it.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  ORDER_CANCEL_REASON_LABELS,
  type OrderCancelReason,
} from '../../core/api/order-cancellation';
import type { OrderTimelineEvent, OrderTimelineEventKind } from '../../core/api/order-timeline';
import { formatGBP } from '../../core/money';
import type { AuditActor } from '../audit/service';
import { recordAudit } from '../audit/service';
import type { Database } from '../db/client';
import { auditLog } from '../db/schema/audit';
import { users } from '../db/schema/auth';
import { mailOutbox } from '../db/schema/content';
import { orderCancellations, orderComments, orderRefunds, orders } from '../db/schema/orders';
import { AppError } from '../http/errors';
import { isUuid } from '../http/validate';
import { ORDER_NOT_FOUND_MESSAGE } from './order-management';

/** Within one instant (one transaction), what happened before what the customer was told. */
const RANK: Record<OrderTimelineEventKind, number> = {
  placed: 0,
  paid: 1,
  held: 2,
  released: 3,
  processing: 4,
  shipped: 5,
  delivered: 6,
  cancelled: 7,
  refunded: 8,
  comment: 9,
  email: 10,
};

/** The audit actions the timeline shows; refunds and comments come from their own rows. */
const TIMELINE_AUDIT_ACTIONS = [
  'order.status',
  'order.release',
  'order.cancel_held',
  'order.cancel',
];

type StatusSnapshot = { status?: string; carrier?: string | null; trackingNumber?: string | null };

/** '1003' or '#1003' as a regular expression that does not also match #10031. */
function orderRefPattern(orderNumber: string): string {
  const digits = orderNumber.replace(/^#/, '').replace(/[\\^$.*+?()[\]{}|]/g, '\\$&');
  return `#${digits}([^0-9]|$)`;
}

function cancellationDetail(c: typeof orderCancellations.$inferSelect | undefined): string | null {
  if (!c) return null;
  const parts = [c.restock ? 'Restocked.' : 'Not restocked.'];
  if (c.staffNote) parts.push(`Staff note: ${c.staffNote}`);
  return parts.join(' ');
}

function auditEvent(
  entry: typeof auditLog.$inferSelect,
  cancellation: typeof orderCancellations.$inferSelect | undefined,
): Omit<OrderTimelineEvent, 'at'> | null {
  const actor =
    entry.actorUserId === null && entry.actorEmail === 'system' ? null : entry.actorEmail;
  const after = (entry.after ?? {}) as StatusSnapshot;
  const note = (entry.summary.match(/\((.*)\)$/)?.[1] ?? null) as string | null;
  switch (entry.action) {
    case 'order.status':
      if (after.status === 'shipped') {
        return {
          kind: 'shipped',
          title: `Shipped with ${after.carrier}, tracking ${after.trackingNumber}`,
          detail: null,
          actor,
        };
      }
      if (after.status === 'processing' || after.status === 'delivered') {
        return { kind: after.status, title: `Marked ${after.status}`, detail: null, actor };
      }
      return null;
    case 'order.release':
      return { kind: 'released', title: 'Released from hold', detail: note, actor };
    case 'order.cancel_held':
      return { kind: 'cancelled', title: 'Cancelled while on hold', detail: note, actor };
    case 'order.cancel': {
      const reason = cancellation?.reason.toLowerCase() as OrderCancelReason | undefined;
      const label = reason ? ORDER_CANCEL_REASON_LABELS[reason] : undefined;
      return {
        kind: 'cancelled',
        title: label ? `Cancelled: ${label}` : 'Cancelled',
        detail: cancellationDetail(cancellation),
        actor,
      };
    }
    default:
      return null;
  }
}

export async function buildOrderTimeline(db: Database, id: string): Promise<OrderTimelineEvent[]> {
  if (!isUuid(id)) throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
  const [audits, refunds, cancellations, emails, comments] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'order'),
          eq(auditLog.entityId, id),
          inArray(auditLog.action, TIMELINE_AUDIT_ACTIONS),
        ),
      ),
    db
      .select({ refund: orderRefunds, staffEmail: users.email })
      .from(orderRefunds)
      .leftJoin(users, eq(users.id, orderRefunds.staffUserId))
      .where(and(eq(orderRefunds.orderId, id), eq(orderRefunds.status, 'settled'))),
    db.select().from(orderCancellations).where(eq(orderCancellations.orderId, id)),
    // The order's own emails: to its address, naming its number (every order email does).
    db
      .select({
        subject: mailOutbox.subject,
        status: mailOutbox.status,
        createdAt: mailOutbox.createdAt,
      })
      .from(mailOutbox)
      .where(
        and(
          sql`lower(${mailOutbox.to}) = lower(${order.email})`,
          sql`${mailOutbox.subject} ~ ${orderRefPattern(order.orderNumber)}`,
        ),
      ),
    db
      .select()
      .from(orderComments)
      .where(eq(orderComments.orderId, id))
      .orderBy(asc(orderComments.createdAt)),
  ]);

  const events: OrderTimelineEvent[] = [];
  const push = (at: Date, event: Omit<OrderTimelineEvent, 'at'>) =>
    events.push({ at: at.toISOString(), ...event });
  push(order.createdAt, { kind: 'placed', title: 'Order placed', detail: null, actor: null });
  if (order.totalPence !== null) {
    push(order.createdAt, {
      kind: 'paid',
      title: `Paid ${formatGBP(order.totalPence)}`,
      detail: null,
      actor: null,
    });
  }
  if (order.holdReasons && order.holdReasons.length > 0) {
    push(order.createdAt, {
      kind: 'held',
      title: 'Held for checks',
      detail: order.holdReasons.join('; '),
      actor: null,
    });
  }
  for (const entry of audits) {
    const event = auditEvent(entry, cancellations[0]);
    if (event) push(entry.createdAt, event);
  }
  for (const { refund, staffEmail } of refunds) {
    push(refund.createdAt, {
      kind: 'refunded',
      title: `Refunded ${formatGBP(refund.amountPence)}`,
      detail: refund.note,
      actor: staffEmail,
    });
  }
  for (const email of emails) {
    push(email.createdAt, {
      kind: 'email',
      title: email.status === 'failed' ? 'Email to the customer failed' : 'Emailed the customer',
      detail: email.subject,
      actor: null,
    });
  }
  for (const comment of comments) {
    push(comment.createdAt, {
      kind: 'comment',
      title: 'Comment',
      detail: comment.body,
      actor: comment.staffEmail,
    });
  }
  return events
    .map((event, index) => ({ event, index }))
    .sort(
      (a, b) =>
        a.event.at.localeCompare(b.event.at) ||
        RANK[a.event.kind] - RANK[b.event.kind] ||
        a.index - b.index,
    )
    .map(({ event }) => event);
}

/** A staff comment on the order, stored and audited in one transaction. */
export async function addOrderComment(
  db: Database,
  id: string,
  body: string,
  actor: AuditActor,
): Promise<void> {
  if (!isUuid(id)) throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ orderNumber: orders.orderNumber })
      .from(orders)
      .where(eq(orders.id, id));
    if (!order) throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
    await tx
      .insert(orderComments)
      .values({ orderId: id, body, staffUserId: actor.id, staffEmail: actor.email });
    await recordAudit(tx, actor, {
      action: 'order.comment',
      entityType: 'order',
      entityId: id,
      summary: `Order ${order.orderNumber}: comment added`,
      after: { body },
    });
  });
}
