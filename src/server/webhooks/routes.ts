import { Hono } from 'hono';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/errors';
import { parseWith } from '../http/validate';
import { ORDERS_CREATE_TOPIC, orderWebhookSchema } from '../orders/service';
import { oncePerEvent } from '../shopify/delivery-guard';
import { readSignedWebhookJson } from '../shopify/signed-body';
import { SHOPIFY_WEBHOOK_PATHS, webhookRoute } from '../shopify/store-requirements';
import { SHOPIFY_TOPIC_HEADER, SHOPIFY_WEBHOOK_ID_HEADER } from '../shopify/webhook-signature';
import { inboxInRush } from './inbox';
import { handleOrderCreated } from './order-created';

/**
 * Mounted at /api/webhooks. Shopify (or the sandbox checkout) posts orders/create here. The HMAC
 * is checked over the raw bytes BEFORE anything is parsed; a webhook id seen before answers 200
 * and changes nothing. Answers as soon as the single transaction commits (well under 5 s); in a
 * rush, as soon as the delivery is stored in the inbox (inbox.ts).
 */
export function createWebhookRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    webhookRoute(SHOPIFY_WEBHOOK_PATHS.ordersCreate),
    oncePerEvent(deps),
    async (c) => {
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
      // In a rush: stored as checked, answered, stored as an order by the inbox's worker moments
      // later (decision 162).
      const inbox = inboxInRush(deps);
      if (inbox) {
        await inbox.acceptOrder({ webhookId, topic, body: json });
        return c.json({ ok: true, queued: true });
      }
      const result = await handleOrderCreated(deps, c.get('logger'), { webhookId, topic, payload });
      if (result.status === 'duplicate') return c.json({ ok: true, duplicate: true });
      return c.json({ ok: true, orderId: result.orderId });
    },
  );
}
