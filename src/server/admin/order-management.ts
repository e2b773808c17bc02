/**
 * Staff order management: an order's detail, status changes (processing → shipped with
 * carrier and tracking number → delivered) that email the customer, and refunds through Shopify.
 * Each change, its audit entry and its email (the outbox) commit in one transaction.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  type AdminAddressDto,
  type AdminOrderDetailDto,
  type AdminOrderStatus,
  type HeldOrderDecision,
  NEXT_ORDER_STATUSES,
  ORDER_NOT_HELD_MESSAGE,
  type OrderStatusChange,
  refundedInFullMessage,
} from '../../core/api/admin-orders';
import { tryParsePence } from '../../core/money';
import { buildOrderDocument } from '../../core/orders/order-document';
import { canFulfil, paymentStatusOf } from '../../core/orders/payment-status';
import { creditNotesOfOrders } from '../account/service';
import type { AppDeps } from '../app-deps';
import { type AuditActor, recordAudit } from '../audit/service';
import type { Database } from '../db/client';
import { profiles } from '../db/schema/account';
import { users } from '../db/schema/auth';
import { type OrderShippingAddress, orderItems, orderRefunds, orders } from '../db/schema/orders';
import { AppError } from '../http/errors';
import { isUuid } from '../http/validate';
import { sendOrderConfirmation } from '../orders/service';
import { buildStatusEmail, queueEmail } from './order-emails';
import { customerNameSql } from './order-service';

export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';

function shippingDto(a: OrderShippingAddress | null): AdminAddressDto | null {
  if (!a) return null;
  const name = [a.first_name, a.last_name].filter(Boolean).join(' ') || null;
  const lines = [a.address1, a.address2, a.city, a.province, a.zip, a.country].filter(
    (l): l is string => Boolean(l?.trim()),
  );
  return { name, company: a.company, lines, phone: a.phone };
}

export async function findOrderRow(db: Database, id: string) {
  if (!isUuid(id)) throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
  const [row] = await db
    .select({
      order: orders,
      customerName: customerNameSql,
      billing: profiles.billingAddress,
      phone: profiles.phone,
    })
    .from(orders)
    .leftJoin(profiles, eq(profiles.userId, orders.userId))
    .where(eq(orders.id, id));
  if (!row) throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
  return row;
}

export async function findAdminOrderDetail(db: Database, id: string): Promise<AdminOrderDetailDto> {
  const { order, customerName, billing } = await findOrderRow(db, id);
  const [lines, refunds, notes] = await Promise.all([
    db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, id))
      .orderBy(asc(orderItems.productTitle)),
    db
      .select({ refund: orderRefunds, staffEmail: users.email })
      .from(orderRefunds)
      .leftJoin(users, eq(users.id, orderRefunds.staffUserId))
      .where(and(eq(orderRefunds.orderId, id), eq(orderRefunds.status, 'settled')))
      .orderBy(desc(orderRefunds.createdAt)),
    creditNotesOfOrders(db, [id]),
  ]);
  const charged = order.totalPence ?? tryParsePence(order.totalAmount);
  const document = buildOrderDocument(order, lines);
  const paymentStatus = paymentStatusOf(charged ?? document.totalPence, order.refundedPence);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    email: order.email,
    customerName,
    hasAccount: order.userId !== null,
    orderType: order.orderType,
    currency: order.currency,
    holdReasons: order.holdReasons ?? [],
    shippingAddress: shippingDto(order.shippingAddress ?? null),
    billingAddress: billing
      ? {
          name: customerName,
          company: null,
          lines: [
            billing.address1,
            billing.address2,
            billing.city,
            billing.province,
            billing.zip,
            billing.country,
          ].filter((l): l is string => Boolean(l?.trim())),
          phone: null,
        }
      : null,
    lines: document.lines.map(({ line: l, subtotalPence, discountPence, totalPence }) => ({
      id: l.id,
      productTitle: l.productTitle,
      variantTitle: l.variantTitle,
      quantity: l.quantity,
      units: l.units,
      purchaseOption: l.purchaseOption,
      sellingPlanName: l.sellingPlanName,
      unitPricePence: l.unitPricePence,
      subtotalPence,
      discountPence,
      lineTotalPence: totalPence,
      price: l.price,
    })),
    totals: {
      subtotalPence: document.subtotalPence,
      discountCode: document.discountCode,
      discountPence: document.discountPence,
      totalPence: document.totalPence,
    },
    payment: {
      shopifyOrderId: order.shopifyOrderId,
      chargedPence: charged,
      pricedTotalPence: order.pricedTotalPence,
      priceMismatch: order.priceMismatch,
      refundedPence: order.refundedPence,
      refundablePence: order.shopifyOrderId ? Math.max(0, (charged ?? 0) - order.refundedPence) : 0,
    },
    refunds: refunds.map(({ refund, staffEmail }) => ({
      id: refund.id,
      amountPence: refund.amountPence,
      note: refund.note,
      staffEmail,
      createdAt: refund.createdAt.toISOString(),
    })),
    creditNotes: notes.get(id) ?? [],
    fulfilment: {
      carrier: order.carrier,
      trackingNumber: order.trackingNumber,
      shippedAt: order.shippedAt?.toISOString() ?? null,
      deliveredAt: order.deliveredAt?.toISOString() ?? null,
    },
    paymentStatus,
    nextStatuses: canFulfil(paymentStatus) ? NEXT_ORDER_STATUSES[order.status] : [],
  };
}

export type Deps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'logger'>;

export async function changeOrderStatus(
  deps: Deps,
  id: string,
  change: OrderStatusChange,
  actor: AuditActor,
): Promise<void> {
  if (!isUuid(id)) throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
  await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
    const charged = order.totalPence ?? tryParsePence(order.totalAmount);
    if (charged !== null && !canFulfil(paymentStatusOf(charged, order.refundedPence))) {
      throw new AppError('conflict', refundedInFullMessage(change.status));
    }
    if (!NEXT_ORDER_STATUSES[order.status].includes(change.status)) {
      throw new AppError(
        'conflict',
        `An order that is ${order.status} cannot be marked ${change.status}.`,
      );
    }
    const now = new Date();
    const [after] = await tx
      .update(orders)
      .set({
        status: change.status,
        ...(change.status === 'shipped'
          ? { carrier: change.carrier, trackingNumber: change.trackingNumber, shippedAt: now }
          : {}),
        ...(change.status === 'delivered' ? { deliveredAt: now } : {}),
      })
      .where(eq(orders.id, id))
      .returning();
    const snapshot = (o: typeof order) => ({
      status: o.status,
      carrier: o.carrier,
      trackingNumber: o.trackingNumber,
    });
    await recordAudit(tx, actor, {
      action: 'order.status',
      entityType: 'order',
      entityId: id,
      summary: `Order ${order.orderNumber}: ${order.status} → ${change.status}${change.status === 'shipped' ? ` (${change.carrier} ${change.trackingNumber})` : ''}`,
      before: snapshot(order),
      after: after ? snapshot(after) : null,
    });
    await queueEmail(tx, order.email, buildStatusEmail(deps.config, order, change));
  });
  await deps.mailer.flush().catch(() => 0);
}

/**
 * Staff's decision on a held order (orders/order-verification.ts): release it (pending, and the
 * shopper's confirmation is sent then) or cancel it (a refund is a separate decision). Audited
 * with the reasons it was held for.
 */
export async function decideHeldOrder(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer' | 'logger'>,
  id: string,
  decision: HeldOrderDecision,
  actor: AuditActor,
): Promise<void> {
  if (!isUuid(id)) throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
  await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
    if (order.status !== 'on_hold') throw new AppError('conflict', ORDER_NOT_HELD_MESSAGE);
    const status = decision.decision === 'release' ? 'pending' : 'cancelled';
    await tx.update(orders).set({ status }).where(eq(orders.id, id));
    await recordAudit(tx, actor, {
      action: decision.decision === 'release' ? 'order.release' : 'order.cancel_held',
      entityType: 'order',
      entityId: id,
      summary: `Order ${order.orderNumber}: ${decision.decision === 'release' ? 'released from hold' : 'cancelled while on hold'}${decision.note ? ` (${decision.note})` : ''}`,
      before: { status: order.status, holdReasons: order.holdReasons },
      after: { status },
    });
  });
  if (decision.decision === 'release') {
    await sendOrderConfirmation(deps, id).catch((err: unknown) =>
      deps.logger.error({ err, orderId: id }, 'order confirmation could not be queued'),
    );
  }
}

export type { AdminOrderStatus };
