import { randomUUID } from 'node:crypto';
import { toShopifyJson } from '../shopify/shopify-json';
import { signedWebhookHeaders } from '../shopify/webhook-signature';
import { ownShopDomain } from '../webhooks/privacy-routes';
import { TEST_WEBHOOK_SECRET, type TestApp } from './harness';
import { signedCartAttributes } from './signed-cart';

export type DeliveryOptions = {
  /** The raw body as sent; default: `payload` as Shopify formats JSON (toShopifyJson). */
  body?: string;
  eventId?: string | null;
  webhookId?: string;
  triggeredAt?: string;
  /** Replaces the HMAC header (null: none). */
  signature?: string | null;
  shopDomain?: string;
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
  return app.fetch(path, { method: 'POST', headers, body });
}

let nextOrderNumber = 7000;

/**
 * An orders/create payload in Shopify's shape for one guest line, with a name and company that
 * Shopify's JSON escapes (`&`, `<`, `>`) or writes as UTF-8.
 */
export function guestOrderPayload(
  overrides: Record<string, unknown> = {},
  /** With the app's secret, the cart carries the checkout's signature (a drawer order, not held). */
  signWith?: string,
) {
  const orderNumber = nextOrderNumber++;
  const id = 5_940_139_500_000 + orderNumber;
  const lineItems = [
    {
      variant_id: 44858553761926,
      title: 'Black Seed Oil Capsules 1000mg',
      variant_title: '60 capsules',
      quantity: 1,
      price: '19.99',
      properties: [],
    },
  ];
  return {
    id,
    admin_graphql_api_id: `gid://shopify/Order/${id}`,
    order_number: orderNumber,
    name: `#${orderNumber}`,
    email: `zoe-${randomUUID().slice(0, 8)}@example.co.uk`,
    created_at: '2026-11-21T10:30:00+00:00',
    subtotal_price: '19.99',
    total_price: '19.99',
    currency: 'GBP',
    line_items: lineItems,
    ...(signWith
      ? {
          note_attributes: signedCartAttributes({
            secret: signWith,
            lines: lineItems,
            pricedTotalPence: 1999,
          }),
        }
      : {}),
    shipping_address: {
      first_name: 'Zoë',
      last_name: 'Ó Dónaill',
      company: 'Smith & Sons <Honey> Ltd',
      address1: '12 Żabka Street',
      address2: '',
      city: 'Leicester',
      province: null,
      zip: 'LE1 1AA',
      country: 'United Kingdom',
      phone: '+447700900123',
    },
    customer: { email: 'ignored@example.co.uk' },
    ...overrides,
  };
}
