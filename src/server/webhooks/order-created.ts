import type { AppDeps } from '../app-deps';
import type { Logger } from '../lib/logger';
import { sendOrderConfirmation } from '../orders/confirmation-email';
import { type CreateOrderResult, createOrderFromWebhook } from '../orders/service';
import type { OrderWebhookPayload } from '../orders/webhook-payload';
import { linkRenewalOrder } from '../subscriptions/renewals';

/**
 * What an orders/create delivery does once its HMAC, topic and body have been checked: store the
 * order, link a renewal, send the confirmation. The reconciliation (orders/reconcile.ts) imports a
 * missed order through this same function, so a reconciled order is what its webhook would have
 * stored.
 */
export async function handleOrderCreated(
  deps: AppDeps,
  logger: Logger,
  input: { webhookId: string; topic: string; payload: OrderWebhookPayload },
): Promise<CreateOrderResult> {
  const { webhookId, topic, payload } = input;
  const result = await createOrderFromWebhook(deps.db, {
    webhookId,
    topic,
    payload,
    secret: deps.config.authSecret,
  });
  // A subscription renewal's order may arrive after its billing-attempt webhook.
  if (result.status === 'created') await linkRenewalOrder(deps.db, String(payload.id));
  if (result.status === 'created') {
    // The shopper's confirmation, through the outbox. The order is stored;
    // a mail failure is logged, never turned into a failed webhook (Shopify would resend).
    await sendOrderConfirmation(deps, result.orderId).catch((err: unknown) =>
      logger.error({ err, orderId: result.orderId }, 'order confirmation could not be queued'),
    );
  }
  if (result.status === 'duplicate') {
    logger.info({ webhookId }, 'orders/create webhook already processed');
    return result;
  }
  if (result.priceMismatch) {
    logger.warn(
      {
        webhookId,
        orderId: result.orderId,
        chargedPence: result.chargedPence,
        pricedTotalPence: result.pricedTotalPence,
      },
      'order charged a different amount than the server priced: stored with price_mismatch',
    );
  }
  logger.info(
    { webhookId, orderId: result.orderId, subscriptions: result.subscriptionIds.length },
    'order created from webhook',
  );
  return result;
}
