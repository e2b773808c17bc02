/**
 * Shopify webhook signatures (docs/spec/shopify.md §2): base64(HMAC-SHA256(raw body, webhook
 * secret)) in X-Shopify-Hmac-Sha256. Used by the webhook route (verify) and the sandbox checkout
 * (sign).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SHOPIFY_HMAC_HEADER = 'X-Shopify-Hmac-Sha256';
export const SHOPIFY_TOPIC_HEADER = 'X-Shopify-Topic';
export const SHOPIFY_WEBHOOK_ID_HEADER = 'X-Shopify-Webhook-Id';
/** The event a delivery tells of: duplicate deliveries share it. */
export const SHOPIFY_EVENT_ID_HEADER = 'X-Shopify-Event-Id';
export const SHOPIFY_SHOP_DOMAIN_HEADER = 'X-Shopify-Shop-Domain';
export const SHOPIFY_API_VERSION_HEADER = 'X-Shopify-API-Version';
export const SHOPIFY_TRIGGERED_AT_HEADER = 'X-Shopify-Triggered-At';

/** base64 HMAC-SHA256 of the raw body. */
export function signWebhookBody(body: string | Uint8Array, secret: string): string {
  return createHmac('sha256', secret).update(body).digest('base64');
}

/** The headers Shopify sends with a webhook delivery, signed over `body` (the sandbox sends them). */
export function signedWebhookHeaders(options: {
  topic: string;
  body: string;
  secret: string;
  webhookId: string;
  eventId: string;
  triggeredAt: string;
  apiVersion: string;
  shopDomain: string;
}): Record<string, string> {
  return {
    'Content-Type': 'application/json',
    [SHOPIFY_TOPIC_HEADER]: options.topic,
    [SHOPIFY_HMAC_HEADER]: signWebhookBody(options.body, options.secret),
    [SHOPIFY_SHOP_DOMAIN_HEADER]: options.shopDomain,
    [SHOPIFY_API_VERSION_HEADER]: options.apiVersion,
    [SHOPIFY_WEBHOOK_ID_HEADER]: options.webhookId,
    [SHOPIFY_EVENT_ID_HEADER]: options.eventId,
    [SHOPIFY_TRIGGERED_AT_HEADER]: options.triggeredAt,
  };
}

/**
 * True when `signature` (the header value) is the body's HMAC. Constant-time: the decoded
 * digests are compared with timingSafeEqual (a wrong length fails before comparing).
 */
export function verifyWebhookSignature(options: {
  body: Uint8Array;
  signature: string | null | undefined;
  secret: string;
}): boolean {
  const { body, signature, secret } = options;
  if (!signature || !/^[A-Za-z0-9+/]+={0,2}$/.test(signature.trim())) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  const given = Buffer.from(signature.trim(), 'base64');
  if (given.length !== expected.length) return false;
  return timingSafeEqual(given, expected);
}
