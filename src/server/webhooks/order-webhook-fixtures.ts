/**
 * orders/create webhook payloads as Shopify sends them for the shop's drawer checkout (signed by
 * the server over their lines), and how the tests post them.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { orders } from '../db/schema/orders';
import { GUEST_SIGNER, packVariantGid, sellingPlanGid } from '../shopify/merchandise';
import { signWebhookBody } from '../shopify/webhook-signature';
import { TEST_WEBHOOK_SECRET, type TestApp } from '../test/harness';
import { signedCartAttributes } from '../test/signed-cart';

const PATH = '/api/webhooks/shopify/orders-create';
export const OIL_100 = 'gid://shopify/ProductVariant/44858553761923';
export const OIL_100_PACK_2 = packVariantGid(OIL_100, 2);
export const PLAN_2_MONTHS = sellingPlanGid(OIL_100, 'subscribe-2month');
const tail = (gid: string) => Number(gid.slice(gid.lastIndexOf('/') + 1));

export function orderWebhookFixtures(getApp: () => TestApp) {
  /** A paid order of the server-signed drawer cart (a guest's unless `userId`). */
  function buildPayload(
    overrides: Record<string, unknown> = {},
    sign: { userId?: string; pricedTotalPence?: number } = {},
  ) {
    const payload = unsignedPayload(overrides);
    return {
      ...payload,
      note_attributes: signedAttributes(
        sign.userId ?? GUEST_SIGNER,
        sign.pricedTotalPence ?? 4637,
        payload.line_items,
      ),
    };
  }

  let nextOrder = 5000;
  function unsignedPayload(overrides: Record<string, unknown> = {}) {
    const orderNumber = nextOrder++;
    return {
      id: 5940139490000 + orderNumber,
      admin_graphql_api_id: `gid://shopify/Order/${5940139490000 + orderNumber}`,
      order_number: orderNumber,
      name: `#${orderNumber}`,
      email: `buyer-${randomUUID().slice(0, 8)}@example.co.uk`,
      created_at: '2026-11-21T10:30:00+00:00',
      total_price: '46.37',
      currency: 'GBP',
      line_items: [
        {
          variant_id: tail(OIL_100_PACK_2),
          title: 'Organic Black Seed Oil',
          variant_title: '100ml / 2-pack',
          quantity: 1,
          price: '26.38',
          properties: [] as { name: string; value: string }[],
          selling_plan_id: tail(PLAN_2_MONTHS) as number | null,
        },
        {
          variant_id: 44858553761926,
          title: 'Black Seed Oil Capsules 1000mg',
          variant_title: '60 capsules',
          quantity: 1,
          price: '19.99',
          properties: [] as { name: string; value: string }[],
          selling_plan_id: null as number | null,
        },
      ],
      shipping_address: {
        first_name: 'Amira',
        last_name: 'Khan',
        company: null,
        address1: '12 High Street',
        address2: '',
        city: 'Leicester',
        province: 'Leicestershire',
        zip: 'LE1 1AA',
        country: 'United Kingdom',
        phone: '+447700900123',
      },
      customer: { email: 'ignored@example.co.uk' },
      ...overrides,
    };
  }

  function send(body: string, options: { webhookId?: string; hmac?: string | null } = {}) {
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'X-Shopify-Topic': 'orders/create',
      'X-Shopify-Shop-Domain': 'test.myshopify.com',
      'X-Shopify-API-Version': '2025-07',
      'X-Shopify-Webhook-Id': options.webhookId ?? randomUUID(),
      'X-Shopify-Triggered-At': new Date().toISOString(),
    };
    const hmac =
      options.hmac === undefined ? signWebhookBody(body, TEST_WEBHOOK_SECRET) : options.hmac;
    if (hmac !== null) headers['X-Shopify-Hmac-Sha256'] = hmac;
    return getApp().fetch(PATH, { method: 'POST', headers, body });
  }

  /** The note_attributes our checkout puts on a cart, signed over its lines. */
  function signedAttributes(
    userId: string,
    pricedTotalPence: number,
    lines: Payload['line_items'],
  ) {
    return signedCartAttributes({
      secret: getApp().config.authSecret,
      lines,
      pricedTotalPence,
      userId,
    });
  }

  async function findOrder(orderNumber: number) {
    return getApp()
      .db.select()
      .from(orders)
      .where(eq(orders.orderNumber, String(orderNumber)));
  }

  return { buildPayload, unsignedPayload, signedAttributes, send, findOrder };
}

export type OrderWebhookPayloadFixture = ReturnType<
  ReturnType<typeof orderWebhookFixtures>['unsignedPayload']
>;
type Payload = OrderWebhookPayloadFixture;
