import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../http/app-env';
import { logContext } from '../lib/logger';
import { SHOPIFY_TOPIC_HEADER, SHOPIFY_WEBHOOK_ID_HEADER } from './webhook-signature';

const ID = /^[\w.:-]{1,200}$/;

/**
 * On /api/webhooks/*: every line the delivery logs carries Shopify's webhook id and topic (when
 * they look like ids: the headers are unverified until the HMAC check), beside the request id.
 */
export function webhookLogContext(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const store = logContext.getStore();
    if (store) {
      const webhookId = c.req.header(SHOPIFY_WEBHOOK_ID_HEADER)?.trim() ?? '';
      const topic = c.req.header(SHOPIFY_TOPIC_HEADER)?.trim() ?? '';
      if (ID.test(webhookId)) store.webhookId = webhookId;
      if (ID.test(topic.replace('/', '.'))) store.topic = topic;
    }
    await next();
  };
}
