/**
 * Returns (docs/decisions/136-returns.md): a customer asks to return items of a delivered order
 * (reason, items, quantities; bounded by core/returns/return-request.ts), staff approve or
 * refuse with a reason, and an approved return once received is refunded through the refund
 * path every staff refund takes (admin/refund-intents.ts: the order lock, the limits, the
 * intent, Shopify's refundCreate, the credit note and the refund email), then its unopened items
 * are restocked through Shopify (restock.ts). The customer is emailed at each step.
 */
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import { toLondonDate } from '../../core/dates';
import { formatPenceAsDecimal } from '../../core/money';
import { buildOrderDocument } from '../../core/orders/order-document';
import {
  type OrderReturnsDto,
  RETURN_REASON_LABELS,
  type ReturnContext,
  type ReturnDecision,
  type ReturnDto,
  type ReturnRequest,
  returnedLinePence,
  returnRequestSchemaFor,
} from '../../core/returns/return-request';
import {
  findShopifyPaidOrder,
  lockRefundableOrder,
  ORDER_NOT_FOUND_MESSAGE,
  queueEmail,
  type RefundAuthority,
  type RefundDeps,
  recordRefundIntent,
  sendRefundIntent,
} from '../admin/service';
import type { AppDeps } from '../app-deps';
import { type AuditActor, recordAudit } from '../audit/service';
import type { Database, Transaction } from '../db/client';
import { productVariants } from '../db/schema/catalog';
import { creditNotes, orderItems, orderRefunds, orders } from '../db/schema/orders';
import { orderReturnItems, orderReturns } from '../db/schema/returns';
import { AppError } from '../http/errors';
import { isUuid } from '../http/validate';
import type { ShopifyAdminClient } from '../shopify/admin-client';
import { RestockRefused, restockThroughShopify } from './restock';

export const RETURN_NOT_FOUND_MESSAGE = 'Return not found';
export const RETURN_DECIDED_MESSAGE = 'This return has already been decided.';
export const RETURN_NOT_APPROVED_MESSAGE = 'Only an approved return can be marked received.';
export const RETURN_DONE_MESSAGE = 'This return has already been refunded and restocked.';
export const RESTOCK_FAILED_MESSAGE =
  'The refund is made, but the items could not be put back in stock on Shopify. Mark the return received again to restock them: the customer will not be refunded twice.';

type OrderRow = typeof orders.$inferSelect;
type ReturnRow = typeof orderReturns.$inferSelect;
type LineRow = typeof orderItems.$inferSelect;

const ref = (order: Pick<OrderRow, 'orderNumber'>) => `#${order.orderNumber.replace(/^#/, '')}`;
const lineName = (l: Pick<LineRow, 'productTitle' | 'variantTitle'>) =>
  l.variantTitle && l.variantTitle !== 'Default'
    ? `${l.productTitle} (${l.variantTitle})`
    : l.productTitle;

/** Each line's quantity in the order's returns that were not refused (optionally but one). */
async function returnedSoFar(
  db: Database | Transaction,
  orderId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ orderItemId: orderReturnItems.orderItemId, quantity: orderReturnItems.quantity })
    .from(orderReturnItems)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnItems.returnId))
    .where(and(eq(orderReturns.orderId, orderId), ne(orderReturns.status, 'refused')));
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(r.orderItemId, (sums.get(r.orderItemId) ?? 0) + r.quantity);
  return sums;
}

/**
 * The order's lines in the invoice's order (account/vat-invoice.ts `invoiceItemsOf`): a code the
 * lines carry no share of is spread over them in this order, so a return's value is the same
 * share its credit note credits (docs/decisions/140-return-credit-notes-by-line-rate.md).
 */
async function linesOf(db: Database | Transaction, orderId: string) {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.productTitle), asc(orderItems.variantTitle), asc(orderItems.id));
}

function contextOf(order: OrderRow, lines: LineRow[], returned: Map<string, number>, now: Date) {
  const context: ReturnContext = {
    deliveredOn:
      order.status === 'delivered' && order.deliveredAt ? toLondonDate(order.deliveredAt) : null,
    today: toLondonDate(now),
    orderType: order.orderType,
    returnable: Object.fromEntries(
      lines.map((l) => [l.id, Math.max(0, l.quantity - (returned.get(l.id) ?? 0))]),
    ),
  };
  return context;
}

/** The returns of some orders as the customer and staff see them, newest first. */
async function returnDtos(
  db: Database | Transaction,
  where: { orderIds?: string[]; ids?: string[] },
) {
  const condition = where.ids
    ? inArray(orderReturns.id, where.ids)
    : inArray(orderReturns.orderId, where.orderIds ?? []);
  const rows = await db
    .select({
      ret: orderReturns,
      orderNumber: orders.orderNumber,
      note: creditNotes.creditNoteNumber,
    })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .leftJoin(creditNotes, eq(creditNotes.refundId, orderReturns.refundId))
    .where(condition)
    .orderBy(desc(orderReturns.createdAt));
  if (rows.length === 0) return [];
  const items = await db
    .select({ item: orderReturnItems, line: orderItems })
    .from(orderReturnItems)
    .innerJoin(orderItems, eq(orderItems.id, orderReturnItems.orderItemId))
    .where(
      inArray(
        orderReturnItems.returnId,
        rows.map((r) => r.ret.id),
      ),
    )
    .orderBy(asc(orderItems.productTitle));
  return rows.map(
    ({ ret, orderNumber, note }): ReturnDto => ({
      id: ret.id,
      orderId: ret.orderId,
      orderNumber,
      status: ret.status,
      reason: ret.reason,
      details: ret.details,
      items: items
        .filter((i) => i.item.returnId === ret.id)
        .map(({ item, line }) => ({
          orderItemId: line.id,
          productTitle: line.productTitle,
          variantTitle: line.variantTitle,
          quantity: item.quantity,
          opened: item.opened,
          restocked: ret.restockedAt !== null && !item.opened,
        })),
      valuePence: ret.valuePence,
      refundedPence: ret.refundedPence,
      staffReason: ret.staffReason,
      creditNoteNumber: note ?? null,
      createdAt: ret.createdAt.toISOString(),
      decidedAt: ret.decidedAt?.toISOString() ?? null,
      receivedAt: ret.receivedAt?.toISOString() ?? null,
    }),
  );
}

/** Open returns (asked, approved, or received and not yet refunded) for staff, oldest first. */
export async function openReturns(db: Database): Promise<ReturnDto[]> {
  const rows = await db
    .select({ id: orderReturns.id })
    .from(orderReturns)
    .where(inArray(orderReturns.status, ['requested', 'approved', 'received']))
    .orderBy(asc(orderReturns.createdAt))
    .limit(200);
  const dtos = await returnDtos(db, { ids: rows.map((r) => r.id) });
  return dtos.reverse();
}

async function ownedOrder(
  db: Database | Transaction,
  userId: string,
  orderId: string,
  lock = false,
) {
  if (!isUuid(orderId)) throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  const [order] = lock ? await query.for('update') : await query;
  // Another customer's order is answered as a missing one: no hint either way.
  if (!order) throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
  return order;
}

/** GET /api/account/orders/:id/returns: the form's bounds and the order's returns. */
export async function findOrderReturns(
  db: Database,
  userId: string,
  orderId: string,
  now = new Date(),
): Promise<OrderReturnsDto> {
  const order = await ownedOrder(db, userId, orderId);
  const lines = await linesOf(db, orderId);
  const context = contextOf(order, lines, await returnedSoFar(db, orderId), now);
  return {
    deliveredOn: context.deliveredOn,
    today: context.today,
    orderType: context.orderType,
    lines: lines.map((l) => ({
      orderItemId: l.id,
      productTitle: l.productTitle,
      variantTitle: l.variantTitle,
      quantity: l.quantity,
      returnable: context.returnable[l.id] ?? 0,
    })),
    returns: await returnDtos(db, { orderIds: [orderId] }),
  };
}

type MailDeps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'logger'>;

function itemsText(items: { name: string; quantity: number }[]) {
  return items.map((i) => `- ${i.quantity} × ${i.name}`).join('\n');
}

/** POST /api/account/orders/:id/returns: the customer's request, checked under the order lock. */
export async function requestReturn(
  deps: MailDeps,
  user: { id: string; email: string },
  orderId: string,
  request: ReturnRequest,
  now = new Date(),
): Promise<ReturnDto> {
  const id = await deps.db.transaction(async (tx) => {
    // Two requests at once are decided one after the other against what the first stored.
    const order = await ownedOrder(tx, user.id, orderId, true);
    const lines = await linesOf(tx, orderId);
    const returned = await returnedSoFar(tx, orderId);
    const checked = returnRequestSchemaFor(contextOf(order, lines, returned, now)).safeParse(
      request,
    );
    if (!checked.success) {
      const fields: Record<string, string[]> = {};
      for (const issue of checked.error.issues) {
        const key = issue.path.join('.') || '_';
        fields[key] = [...(fields[key] ?? []), issue.message];
      }
      throw new AppError(
        'validation_failed',
        checked.error.issues[0]?.message ?? 'Invalid request',
        {
          fields,
        },
      );
    }
    const chosen = checked.data.items.filter((i) => i.quantity > 0);
    const document = buildOrderDocument(order, lines);
    const totals = new Map(document.lines.map((d) => [d.line.id, d.totalPence]));
    let valuePence = 0;
    for (const item of chosen) {
      const line = lines.find((l) => l.id === item.orderItemId) as LineRow;
      valuePence += returnedLinePence({
        lineTotalPence: totals.get(line.id) ?? 0,
        lineQuantity: line.quantity,
        alreadyReturned: returned.get(line.id) ?? 0,
        quantity: item.quantity,
      });
    }
    const [row] = await tx
      .insert(orderReturns)
      .values({
        orderId,
        userId: user.id,
        reason: checked.data.reason,
        details: checked.data.details,
        valuePence,
      })
      .returning();
    if (!row) throw new Error('return not stored');
    await tx.insert(orderReturnItems).values(
      chosen.map((i) => ({
        returnId: row.id,
        orderItemId: i.orderItemId,
        quantity: i.quantity,
        opened: i.opened,
      })),
    );
    const named = chosen.map((i) => ({
      name: lineName(lines.find((l) => l.id === i.orderItemId) as LineRow),
      quantity: i.quantity,
    }));
    await recordAudit(
      tx,
      { id: user.id, email: user.email },
      {
        action: 'order.return_request',
        entityType: 'order',
        entityId: orderId,
        summary: `Order ${order.orderNumber}: return requested (${named.map((n) => `${n.quantity} × ${n.name}`).join(', ')}; £${formatPenceAsDecimal(valuePence)})`,
        after: { returnId: row.id, reason: row.reason },
      },
    );
    const { shopName, publicUrl, supportEmail } = deps.config;
    await queueEmail(tx, order.email, {
      subject: `We have your return request for ${shopName} order ${ref(order)}`,
      text: `Hello,\n\nWe have your request to return from order ${ref(order)}:\n${itemsText(named)}\n\nReason: ${RETURN_REASON_LABELS[row.reason]}\n\nPlease keep the items until we reply, within 2 working days. You can follow your return at ${publicUrl}/account?tab=orders\n\n${shopName}`,
    });
    await queueEmail(tx, supportEmail, {
      subject: `Return requested on order ${ref(order)}`,
      text: `${order.email} asks to return from order ${ref(order)}:\n${itemsText(named)}\n\nReason: ${RETURN_REASON_LABELS[row.reason]}${row.details ? `\n${row.details}` : ''}\nWorth £${formatPenceAsDecimal(valuePence)}.\n\nDecide it on the order page: ${publicUrl}/admin/orders/${orderId}`,
    });
    return row.id;
  });
  await deps.mailer.flush().catch(() => 0);
  const [dto] = await returnDtos(deps.db, { ids: [id] });
  return dto as ReturnDto;
}

async function lockReturn(tx: Transaction, returnId: string): Promise<ReturnRow> {
  if (!isUuid(returnId)) throw new AppError('not_found', RETURN_NOT_FOUND_MESSAGE);
  const [row] = await tx
    .select()
    .from(orderReturns)
    .where(eq(orderReturns.id, returnId))
    .for('update');
  if (!row) throw new AppError('not_found', RETURN_NOT_FOUND_MESSAGE);
  return row;
}

/** POST /api/admin/returns/:id/decision: approve or refuse, with the reason the customer reads. */
export async function decideReturn(
  deps: MailDeps,
  returnId: string,
  decision: ReturnDecision,
  actor: AuditActor,
): Promise<ReturnDto> {
  await deps.db.transaction(async (tx) => {
    const ret = await lockReturn(tx, returnId);
    if (ret.status !== 'requested') throw new AppError('conflict', RETURN_DECIDED_MESSAGE);
    const status = decision.decision === 'approve' ? 'approved' : 'refused';
    await tx
      .update(orderReturns)
      .set({ status, staffReason: decision.reason, decidedBy: actor.id, decidedAt: new Date() })
      .where(eq(orderReturns.id, returnId));
    const [order] = await tx.select().from(orders).where(eq(orders.id, ret.orderId));
    if (!order) throw new AppError('not_found', ORDER_NOT_FOUND_MESSAGE);
    await recordAudit(tx, actor, {
      action: 'order.return_decision',
      entityType: 'order',
      entityId: order.id,
      summary: `Order ${order.orderNumber}: return ${status} (${decision.reason})`,
      before: { returnId, status: ret.status },
      after: { returnId, status },
    });
    const { shopName, publicUrl, supportEmail } = deps.config;
    await queueEmail(
      tx,
      order.email,
      status === 'approved'
        ? {
            subject: `Your return from ${shopName} order ${ref(order)} is approved`,
            text: `Hello,\n\nWe have approved your return from order ${ref(order)}: ${decision.reason}\n\nPlease send the items back with your order number inside. Once they reach us we refund £${formatPenceAsDecimal(ret.valuePence)} to the card you paid with and email you a credit note.\n\nQuestions: ${supportEmail}. Your return: ${publicUrl}/account?tab=orders\n\n${shopName}`,
          }
        : {
            subject: `Your return from ${shopName} order ${ref(order)}`,
            text: `Hello,\n\nWe cannot accept your return from order ${ref(order)}: ${decision.reason}\n\nThis does not affect your rights if goods are faulty. Questions: ${supportEmail}.\n\n${shopName}`,
          },
    );
  });
  await deps.mailer.flush().catch(() => 0);
  const [dto] = await returnDtos(deps.db, { ids: [returnId] });
  return dto as ReturnDto;
}

export type ReceiveDeps = RefundDeps &
  Pick<AppDeps, 'catalogue'> & { shopify: Pick<ShopifyAdminClient, 'graphql'> };

/**
 * POST /api/admin/returns/:id/received: the parcel is back. Under the return's lock the refund
 * intent is recorded through the shared refund path (the order lock; the value capped at what
 * is left to refund on the order, so a staff refund beside it never takes the total over what
 * was paid; the staff limits), then sent to Shopify and settled (credit note, refund email), and
 * the unopened items are restocked. Sending it again finishes whatever a failure left.
 */
export async function receiveReturn(
  deps: ReceiveDeps,
  returnId: string,
  authority: RefundAuthority,
): Promise<ReturnDto> {
  const { actor } = authority;
  if (!isUuid(returnId)) throw new AppError('not_found', RETURN_NOT_FOUND_MESSAGE);
  const [known] = await deps.db
    .select({ orderId: orderReturns.orderId })
    .from(orderReturns)
    .where(eq(orderReturns.id, returnId));
  if (!known) throw new AppError('not_found', RETURN_NOT_FOUND_MESSAGE);
  const order = await findShopifyPaidOrder(deps.db, known.orderId, 'refunded');
  const first = await deps.db.transaction(async (tx) => {
    const ret = await lockReturn(tx, returnId);
    if (ret.status === 'refunded' && ret.restockedAt) {
      throw new AppError('conflict', RETURN_DONE_MESSAGE);
    }
    if (ret.status !== 'approved' && ret.status !== 'received' && ret.status !== 'refunded') {
      throw new AppError('conflict', RETURN_NOT_APPROVED_MESSAGE);
    }
    if (ret.status === 'refunded' || ret.refundId) return ret;
    // Approved, or received with its intent refused by Shopify (dropped): record the refund.
    const { locked, refundable } = await lockRefundableOrder(tx, ret.orderId);
    const amountPence = Math.max(0, Math.min(ret.valuePence, refundable));
    const items = await tx
      .select({ quantity: orderReturnItems.quantity, line: orderItems })
      .from(orderReturnItems)
      .innerJoin(orderItems, eq(orderItems.id, orderReturnItems.orderItemId))
      .where(eq(orderReturnItems.returnId, returnId));
    const note = `Returned ${items.map((i) => `${i.quantity} × ${lineName(i.line)}`).join(', ')}`;
    const intent =
      amountPence > 0
        ? await recordRefundIntent(
            tx,
            locked,
            { amountPence, note: note.slice(0, 500) },
            authority,
            deps.config.staffRefundLimitPence,
          )
        : null;
    const [after] = await tx
      .update(orderReturns)
      .set({
        // Nothing left to refund on the order (a staff refund took it): refunded with £0.
        status: intent ? 'received' : 'refunded',
        receivedAt: ret.receivedAt ?? new Date(),
        refundId: intent?.id ?? null,
        refundedPence: amountPence,
      })
      .where(eq(orderReturns.id, returnId))
      .returning();
    if (!ret.receivedAt) {
      await recordAudit(tx, actor, {
        action: 'order.return_received',
        entityType: 'order',
        entityId: order.id,
        summary: `Order ${order.orderNumber}: return received; refunding £${formatPenceAsDecimal(amountPence)}`,
        after: { returnId, refundPence: amountPence },
      });
      const { shopName } = deps.config;
      await queueEmail(tx, order.email, {
        subject: `We have received your return from ${shopName} order ${ref(order)}`,
        text: `Hello,\n\nYour returned items from order ${ref(order)} have reached us. ${amountPence > 0 ? `We are refunding £${formatPenceAsDecimal(amountPence)} to the card you paid with; your credit note follows in a separate email.` : 'The amount of these items was already refunded on this order, so nothing more is refunded.'}\n\n${shopName}`,
      });
    }
    return after ?? ret;
  });
  const ret = first;
  if (ret.status === 'received' && ret.refundId) {
    const [intent] = await deps.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.id, ret.refundId));
    if (intent?.status === 'pending') await sendRefundIntent(deps, order, intent, actor);
    await deps.db
      .update(orderReturns)
      .set({ status: 'refunded' })
      .where(and(eq(orderReturns.id, returnId), eq(orderReturns.status, 'received')));
  }
  await restockReturn(deps, returnId, actor);
  await deps.mailer.flush().catch(() => 0);
  const [dto] = await returnDtos(deps.db, { ids: [returnId] });
  return dto as ReturnDto;
}

/**
 * The unopened items back on sale (opened goods cannot be sold again: the page's health and
 * hygiene rule), once: restocked_at is set after Shopify took every change, and each change
 * carries an idempotency key, so a retry after a failure adds nothing twice.
 */
async function restockReturn(deps: ReceiveDeps, returnId: string, actor: AuditActor) {
  const [ret] = await deps.db.select().from(orderReturns).where(eq(orderReturns.id, returnId));
  if (ret?.status !== 'refunded' || ret.restockedAt) return;
  const items = await deps.db
    .select({
      quantity: orderReturnItems.quantity,
      opened: orderReturnItems.opened,
      line: orderItems,
      gid: productVariants.shopifyGid,
    })
    .from(orderReturnItems)
    .innerJoin(orderItems, eq(orderItems.id, orderReturnItems.orderItemId))
    .leftJoin(productVariants, eq(productVariants.id, orderItems.variantId))
    .where(eq(orderReturnItems.returnId, returnId));
  const lines = items
    .filter((i) => !i.opened)
    .map((i) => ({
      variantGid: i.gid ?? (i.line.shopifyVariantId ? variantGidOf(i.line.shopifyVariantId) : ''),
      productId: i.line.productId,
      name: lineName(i.line),
      quantity: i.quantity,
    }))
    .filter((l) => l.variantGid !== '');
  try {
    await restockThroughShopify(deps, deps.shopify, returnId, lines, actor);
  } catch (err) {
    deps.logger.warn({ err, returnId }, 'return restock failed');
    throw new AppError(
      'service_unavailable',
      err instanceof RestockRefused
        ? `The refund is made, but Shopify refused the restock: ${err.message}`
        : RESTOCK_FAILED_MESSAGE,
    );
  }
  await deps.db
    .update(orderReturns)
    .set({ restockedAt: new Date() })
    .where(eq(orderReturns.id, returnId));
}

function variantGidOf(id: string) {
  return id.startsWith('gid://') ? id : `gid://shopify/ProductVariant/${id}`;
}
