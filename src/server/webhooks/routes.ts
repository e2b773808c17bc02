import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/errors';
import { parseWith } from '../http/validate';
import { sendOrderConfirmation } from '../orders/confirmation-email';
import { createOrderFromWebhook, ORDERS_CREATE_TOPIC } from '../orders/service';
import { orderWebhookSchema } from '../orders/webhook-payload';
import { SHOPIFY_TOPIC_HEADER, SHOPIFY_WEBHOOK_ID_HEADER } from '../shopify/webhook-signature';
import { linkRenewalOrder } from '../subscriptions/renewals';
import { readSignedWebhookJson } from './signed-body';

/**
 * Mounted at /api/webhooks. Shopify (or the sandbox checkout) posts orders/create here. The HMAC
 * is checked over the raw bytes BEFORE anything is parsed; a webhook id seen before answers 200
 * and changes nothing. Answers as soon as the single transaction commits (well under 5 s).
 */
export function createWebhookRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/shopify/orders-create', async (c) => {
    const json = await readSignedWebhookJson(c, deps.config.shopify.webhookSecret);
    const topic = c.req.header(SHOPIFY_TOPIC_HEADER) ?? ORDERS_CREATE_TOPIC;
    if (topic !== ORDERS_CREATE_TOPIC) {
      throw new AppError('validation_failed', `Unexpected webhook topic: ${topic}`);
    }
    const webhookId = c.req.header(SHOPIFY_WEBHOOK_ID_HEADER)?.trim();
    if (!webhookId || webhookId.length > 200) {
      throw new AppError('validation_failed', `Missing ${SHOPIFY_WEBHOOK_ID_HEADER} header`);
    }
    const payload = parseWith(orderWebhookSchema, json);
    const result = await createOrderFromWebhook(deps.db, {
      webhookId,
      topic,
      payload,
      secret: deps.config.authSecret,
    });
    // A subscription renewal's order may arrive after its billing-attempt webhook.
    if (result.status === 'created') await linkRenewalOrder(deps.db, String(payload.id));
    const logger = c.get('logger');
    if (result.status === 'created') {
      // The shopper's confirmation, through the outbox. The order is stored;
      // a mail failure is logged, never turned into a failed webhook (Shopify would resend).
      await sendOrderConfirmation(deps, result.orderId).catch((err: unknown) =>
        logger.error({ err, orderId: result.orderId }, 'order confirmation could not be queued'),
      );
    }
    if (result.status === 'duplicate') {
      logger.info({ orderNumber: payload.order_number }, 'orders/create webhook already processed');
      return c.json({ ok: true, duplicate: true });
    }
    if (result.priceMismatch) {
      logger.warn(
        {
          orderNumber: payload.order_number,
          orderId: result.orderId,
          chargedPence: result.chargedPence,
          pricedTotalPence: result.pricedTotalPence,
        },
        'order charged a different amount than the server priced: stored with price_mismatch',
      );
    }
    logger.info(
      {
        orderNumber: payload.order_number,
        orderId: result.orderId,
        subscriptions: result.subscriptionIds.length,
      },
      'order created from webhook',
    );
    return c.json({ ok: true, orderId: result.orderId });
  });
}
