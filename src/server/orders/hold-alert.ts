/**
 * The staff alert for an order stored on hold (order-verification.ts): an email to the shop's
 * inbox through the outbox, naming the order and each reason, with the admin link to decide.
 */
import type { AppDeps } from '../app-deps';

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

/** Queues the alert to the shop's inbox (SUPPORT_EMAIL); the outbox keeps it through an outage. */
export async function alertStaffOfHeldOrder(
  deps: Pick<AppDeps, 'config' | 'mailer'>,
  order: { orderId: string; orderNumber: string; email: string },
  reasons: readonly string[],
): Promise<void> {
  await deps.mailer.send({
    to: deps.config.supportEmail,
    ...buildHoldAlert(deps.config, order, reasons),
  });
}
