import { randomUUID } from 'node:crypto';
import { toShopifyJson } from '../shopify/shopify-json';
import { signedWebhookHeaders } from '../shopify/webhook-signature';
import { ownShopDomain } from '../webhooks/privacy-routes';
import { TEST_WEBHOOK_SECRET, type TestApp } from './harness';

export type DeliveryOptions = {
  /** The raw body as sent; default: `payload` as Shopify formats JSON (toShopifyJson). */
  body?: string;
  eventId?: string | null;
  webhookId?: string;
  triggeredAt?: string;
  /** Replaces the HMAC header (null: none). */
  signature?: string | null;
  shopDomain?: string;
  /** Further headers (e.g. X-Request-Id). */
  headers?: Record<string, string>;
};

/**
 * Posts `payload` to `path` as Shopify delivers a webhook: the body formatted as Shopify's Ruby
 * JSON (\u0026-style escapes, UTF-8 names), signed over those exact bytes, with every header
 * Shopify sends (X-Shopify-Event-Id and X-Shopify-Triggered-At included).
 */
export function deliverShopifyWebhook(
  app: TestApp,
  path: string,
  topic: string,
  payload: unknown,
  options: DeliveryOptions = {},
) {
  const body = options.body ?? toShopifyJson(payload);
  const headers = signedWebhookHeaders({
    topic,
    body,
    secret: TEST_WEBHOOK_SECRET,
    webhookId: options.webhookId ?? randomUUID(),
    eventId: options.eventId ?? randomUUID(),
    triggeredAt: options.triggeredAt ?? new Date().toISOString(),
    apiVersion: app.config.shopify.apiVersion,
    shopDomain: options.shopDomain ?? ownShopDomain(app.config),
  });
  if (options.eventId === null) delete headers['X-Shopify-Event-Id'];
  if (options.signature === null) delete headers['X-Shopify-Hmac-Sha256'];
  else if (options.signature !== undefined) headers['X-Shopify-Hmac-Sha256'] = options.signature;
  return app.fetch(path, { method: 'POST', headers: { ...headers, ...options.headers }, body });
}
