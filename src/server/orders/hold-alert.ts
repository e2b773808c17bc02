/**
 * The staff alert for an order stored on hold (order-verification.ts): an email to the shop's
 * inbox through the outbox, naming the order and each reason, with the admin link to decide.
 */
import { and, asc, eq, inArray, isNull, like } from 'drizzle-orm';
import type { AppDeps } from '../app-deps';
import { opsAlerts } from '../db/schema/ops';
import { orders } from '../db/schema/orders';

export function buildHoldAlert(
  shop: { shopName: string; publicUrl: string },
  order: { orderId: string; orderNumber: string; email: string },
  reasons: readonly string[],
) {
  return {
    subject: `Order #${order.orderNumber} is on hold: check it before it ships`,
    text: [
      `Order #${order.orderNumber} (${order.email || 'no email'}) was paid through Shopify but is not what ${shop.shopName} sold to this buyer, so it is on hold:`,
      '',
      ...reasons.map((reason) => `- ${reason}`),
      '',
      `Release or cancel it: ${shop.publicUrl}/admin/orders/${order.orderId}`,
    ].join('\n'),
  };
}

/** At most one held-order email to staff per period (anyone can make held orders). */
export const HELD_ORDER_ALERT_PERIOD_MS = 15 * 60_000;
const HELD_ORDERS_KEY = 'held-orders';
/** The order numbers a digest lists; the admin list has the rest. */
const DIGEST_LISTED = 20;

export function buildHeldOrdersDigest(
  shop: { shopName: string; publicUrl: string },
  orderNumbers: readonly string[],
) {
  const listed = orderNumbers.slice(0, DIGEST_LISTED).map((n) => `- Order #${n}`);
  const more = orderNumbers.length - listed.length;
  return {
    subject:
      orderNumbers.length === 1
        ? `Order #${orderNumbers[0]} is on hold: check it before it ships`
        : `${orderNumbers.length} orders are on hold: check them before they ship`,
    text: [
      `${orderNumbers.length} ${orderNumbers.length === 1 ? 'order was' : 'orders were'} paid through Shopify but are not what ${shop.shopName} sold to their buyers, so they are on hold (since the last email about held orders):`,
      '',
      ...listed,
      ...(more > 0 ? [`- and ${more} more`] : []),
      '',
      `Release or cancel them: ${shop.publicUrl}/admin/orders`,
      'You get at most one email about held orders every 15 minutes.',
    ].join('\n'),
  };
}

const PENDING_PREFIX = 'held-order-unreported:';

/**
 * Tells staff about held orders, at most once per HELD_ORDER_ALERT_PERIOD_MS across every
 * process: each held order leaves an `held-order-unreported:<id>` ops_alerts row; the process
 * that moves the `held-orders` row's lastSentAt (compare-and-set) takes the rows it read and
 * emails them, one order in its own words, several as a count. Called when an order is held
 * (`order`) and by the periodic operations check (no order), which sends what a quiet period
 * left unsent. Answers whether an email was queued.
 */
export async function alertStaffOfHeldOrders(
  deps: Pick<AppDeps, 'config' | 'mailer' | 'db' | 'clock'>,
  order?: { orderId: string; orderNumber: string; email: string; reasons: readonly string[] },
): Promise<'sent' | 'suppressed'> {
  if (order) {
    await deps.db
      .insert(opsAlerts)
      .values({ key: `${PENDING_PREFIX}${order.orderId}` })
      .onConflictDoNothing();
  }
  const now = deps.clock.now();
  const [row] = await deps.db
    .select({ lastSentAt: opsAlerts.lastSentAt })
    .from(opsAlerts)
    .where(eq(opsAlerts.key, HELD_ORDERS_KEY));
  const previous = row?.lastSentAt ?? null;
  if (previous && now.getTime() - previous.getTime() < HELD_ORDER_ALERT_PERIOD_MS) {
    return 'suppressed';
  }
  const pending = await deps.db
    .select({ key: opsAlerts.key })
    .from(opsAlerts)
    .where(like(opsAlerts.key, `${PENDING_PREFIX}%`));
  if (pending.length === 0) return 'suppressed';
  // The claim: only the process that moves lastSentAt from what it read sends.
  const claimed = row
    ? await deps.db
        .update(opsAlerts)
        .set({ lastSentAt: now })
        .where(
          and(
            eq(opsAlerts.key, HELD_ORDERS_KEY),
            previous ? eq(opsAlerts.lastSentAt, previous) : isNull(opsAlerts.lastSentAt),
          ),
        )
        .returning({ key: opsAlerts.key })
    : await deps.db
        .insert(opsAlerts)
        .values({ key: HELD_ORDERS_KEY, lastSentAt: now })
        .onConflictDoNothing()
        .returning({ key: opsAlerts.key });
  if (claimed.length === 0) return 'suppressed';
  const taken = await deps.db
    .delete(opsAlerts)
    .where(
      inArray(
        opsAlerts.key,
        pending.map((p) => p.key),
      ),
    )
    .returning({ key: opsAlerts.key });
  const ids = taken.map((t) => t.key.slice(PENDING_PREFIX.length));
  if (ids.length === 0) return 'suppressed';
  const held = await deps.db
    .select({ id: orders.id, orderNumber: orders.orderNumber })
    .from(orders)
    .where(inArray(orders.id, ids))
    .orderBy(asc(orders.createdAt), asc(orders.orderNumber));
  const message =
    order && held.length === 1 && held[0]?.id === order.orderId
      ? buildHoldAlert(deps.config, order, order.reasons)
      : buildHeldOrdersDigest(
          deps.config,
          held.map((h) => h.orderNumber),
        );
  await deps.mailer.send({ to: deps.config.supportEmail, ...message });
  return 'sent';
}
