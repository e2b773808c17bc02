import type { Context } from 'hono';
import { AppError } from '../http/errors';
import { parseShopifyJson } from './shopify-json';
import { SHOPIFY_HMAC_HEADER, verifyWebhookSignature } from './webhook-signature';

/**
 * A Shopify webhook's body as JSON, after its HMAC is checked over the raw bytes (before anything
 * is parsed): 401 for a missing or wrong signature, 400 for a body that is not JSON.
 */
export async function readSignedWebhookJson(c: Context, secret: string): Promise<unknown> {
  const body = await readSignedWebhookBody(c, secret);
  try {
    // Shopify's 64-bit ids stay exact (an id beyond 2^53 is read as its digits).
    return parseShopifyJson(new TextDecoder().decode(body));
  } catch {
    throw new AppError('invalid_json', 'Webhook body is not valid JSON');
  }
}

/** The raw body once its HMAC checks (401 otherwise). Hono keeps the body, so it can be read again. */
export async function readSignedWebhookBody(c: Context, secret: string): Promise<Uint8Array> {
  const body = new Uint8Array(await c.req.arrayBuffer());
  const signed = verifyWebhookSignature({
    body,
    signature: c.req.header(SHOPIFY_HMAC_HEADER),
    secret,
  });
  if (!signed) throw new AppError('unauthorized', 'Invalid webhook signature');
  return body;
}
