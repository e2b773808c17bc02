import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../db/schema/catalog';
import {
  orderItems,
  orders,
  processedWebhooks,
  subscriptionItems,
  subscriptions,
} from '../db/schema/orders';
import { linkOrdersToUser } from '../orders/service';
import {
  CART_NONCE_KEY,
  CART_PRICED_TOTAL_KEY,
  CART_SIGNATURE_KEY,
  CART_USER_KEY,
  signCheckout,
} from '../shopify/merchandise';
import { signWebhookBody } from '../shopify/webhook-signature';
import { startTestApp, TEST_WEBHOOK_SECRET, type TestApp } from '../test/harness';
import { insertApprovedTradeAccount } from '../test/trade-account';

const PATH = '/api/webhooks/shopify/orders-create';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

let nextOrder = 5000;
function buildPayload(overrides: Record<string, unknown> = {}) {
  const orderNumber = nextOrder++;
  return {
    id: 5940139490000 + orderNumber,
    admin_graphql_api_id: `gid://shopify/Order/${5940139490000 + orderNumber}`,
    order_number: orderNumber,
    name: `#${orderNumber}`,
    email: `buyer-${randomUUID().slice(0, 8)}@example.co.uk`,
    created_at: '2026-11-21T10:30:00+00:00',
    total_price: '41.37',
    currency: 'GBP',
    line_items: [
      {
        variant_id: 44858553761923,
        title: 'Organic Black Seed Oil',
        variant_title: '100ml',
        quantity: 1,
        price: '26.38',
        properties: [{ name: 'Subscription Plan', value: '2-month supply (10% off)' }],
      },
      {
        variant_id: 44858553761926,
        title: 'Black Seed Oil Capsules 1000mg',
        variant_title: '60 capsules',
        quantity: 1,
        price: '14.99',
        properties: [],
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
  return app.fetch(PATH, { method: 'POST', headers, body });
}

/** The note_attributes our checkout puts on a cart for a signed-in shopper. */
function signedAttributes(userId: string, pricedTotalPence: number, nonce = randomUUID()) {
  return [
    { name: CART_PRICED_TOTAL_KEY, value: String(pricedTotalPence) },
    { name: CART_USER_KEY, value: userId },
    { name: CART_NONCE_KEY, value: nonce },
    {
      name: CART_SIGNATURE_KEY,
      value: signCheckout({ secret: app.config.authSecret, userId, pricedTotalPence, nonce }),
    },
  ];
}

async function findOrder(orderNumber: number) {
  return app.db
    .select()
    .from(orders)
    .where(eq(orders.orderNumber, String(orderNumber)));
}

describe('POST /api/webhooks/shopify/orders-create', () => {
  it('answers 401 and stores nothing when the HMAC is wrong or missing', async () => {
    const payload = buildPayload();
    const body = JSON.stringify(payload);
    const webhookId = randomUUID();
    const wrongSecret = await send(body, {
      webhookId,
      hmac: signWebhookBody(body, 'another-secret-entirely'),
    });
    expect(wrongSecret.status).toBe(401);
    const tampered = await send(body.replace('41.37', '1.00'), {
      webhookId,
      hmac: signWebhookBody(body, TEST_WEBHOOK_SECRET),
    });
    expect(tampered.status).toBe(401);
    expect((await send(body, { webhookId, hmac: null })).status).toBe(401);
    expect((await send(body, { webhookId, hmac: 'bm90LWEtc2lnbmF0dXJl' })).status).toBe(401);
    expect(await findOrder(payload.order_number)).toEqual([]);
    const seen = await app.db
      .select()
      .from(processedWebhooks)
      .where(eq(processedWebhooks.webhookId, webhookId));
    expect(seen).toEqual([]);
  });

  it('stores the order, its items and a subscription for the plan line', async () => {
    const payload = buildPayload();
    const started = Date.now();
    const res = await send(JSON.stringify(payload));
    expect(res.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);

    const [order] = await findOrder(payload.order_number);
    expect(order).toMatchObject({
      email: payload.email,
      status: 'pending',
      totalAmount: '41.37',
      currency: 'GBP',
      orderType: 'retail',
      userId: null,
      shopifyOrderId: String(payload.id),
    });
    expect(order?.shippingAddress).toMatchObject({ city: 'Leicester', zip: 'LE1 1AA' });

    const items = await app.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order?.id ?? ''));
    expect(items).toHaveLength(2);
    expect(items.find((item) => item.subscriptionPlan)).toMatchObject({
      productTitle: 'Organic Black Seed Oil',
      price: '26.38',
      shopifyVariantId: 'gid://shopify/ProductVariant/44858553761923',
      subscriptionPlan: '2-month supply (10% off)',
    });

    const subs = await app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.orderId, order?.id ?? ''));
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({
      status: 'active',
      frequencyDays: 60,
      nextDeliveryDate: '2027-01-20',
      minimumEndDate: '2027-01-21',
      email: payload.email,
    });
    const subItems = await app.db
      .select()
      .from(subscriptionItems)
      .where(eq(subscriptionItems.subscriptionId, subs[0]?.id ?? ''));
    const [variant] = await app.db
      .select()
      .from(productVariants)
      .where(eq(productVariants.shopifyGid, 'gid://shopify/ProductVariant/44858553761923'));
    expect(subItems).toEqual([
      expect.objectContaining({
        productId: variant?.productId,
        variantId: variant?.id,
        productTitle: 'Organic Black Seed Oil',
        variantTitle: '100ml',
        quantity: 1,
        priceAtSubscribe: '26.38',
      }),
    ]);
  });

  it('a replayed webhook id answers 200 and creates nothing new', async () => {
    const payload = buildPayload();
    const body = JSON.stringify(payload);
    const webhookId = randomUUID();
    expect((await send(body, { webhookId })).status).toBe(200);
    const replay = await send(body, { webhookId });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toMatchObject({ ok: true, duplicate: true });
    // The same Shopify order under a fresh webhook id is not stored twice either.
    expect((await send(body)).status).toBe(200);
    const stored = await findOrder(payload.order_number);
    expect(stored).toHaveLength(1);
    const subs = await app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.orderId, stored[0]?.id ?? ''));
    expect(subs).toHaveLength(1);
  });

  it('links the order to the shopper whose server-signed checkout it is: it lands in their history', async () => {
    const client = app.client();
    const { userId } = await client.signUp();
    const payload = buildPayload({
      email: 'typed-at-checkout@example.co.uk',
      subtotal_price: '41.37',
      note_attributes: signedAttributes(userId, 4137),
    });
    expect((await send(JSON.stringify(payload))).status).toBe(200);
    const [order] = await findOrder(payload.order_number);
    expect(order?.userId).toBe(userId);
    expect(order).toMatchObject({ totalPence: 4137, pricedTotalPence: 4137, priceMismatch: false });
    const subs = await app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.orderId, order?.id ?? ''));
    expect(subs[0]?.userId).toBe(userId);
    const history = await client.get('/api/account/orders');
    expect(history.status).toBe(200);
    expect(JSON.stringify(await history.json())).toContain(String(payload.order_number));
  });

  it('never links an order by the typed email alone, nor with a forged signature', async () => {
    const { email, userId } = await app.client().signUp();
    const typed = buildPayload({ email });
    expect((await send(JSON.stringify(typed))).status).toBe(200);
    expect((await findOrder(typed.order_number))[0]?.userId).toBeNull();
    const forged = buildPayload({
      email,
      note_attributes: signedAttributes(userId, 4137).map((a) =>
        a.name === CART_PRICED_TOTAL_KEY ? { ...a, value: '1' } : a,
      ),
    });
    expect((await send(JSON.stringify(forged))).status).toBe(200);
    expect((await findOrder(forged.order_number))[0]?.userId).toBeNull();
  });

  it('stores a charged total that differs from the priced one with the price_mismatch flag', async () => {
    const payload = buildPayload({
      subtotal_price: '41.37',
      note_attributes: [{ name: CART_PRICED_TOTAL_KEY, value: '4136' }],
    });
    expect((await send(JSON.stringify(payload))).status).toBe(200);
    const [order] = await findOrder(payload.order_number);
    expect(order).toMatchObject({ totalPence: 4137, pricedTotalPence: 4136, priceMismatch: true });
  });

  it('stores an absurd quantity and an unknown variant instead of losing the paid order', async () => {
    const payload = buildPayload({
      total_price: '14.99',
      line_items: [
        {
          variant_id: 1,
          title: 'Something Shopify sold',
          variant_title: null,
          quantity: 2_147_483_647,
          price: '14.99',
          properties: [{ name: '_units_per_item', value: '3' }],
        },
      ],
    });
    expect((await send(JSON.stringify(payload))).status).toBe(200);
    const [order] = await findOrder(payload.order_number);
    const items = await app.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order?.id ?? ''));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      quantity: 2_147_483_647,
      units: 6_442_450_941,
      unitPricePence: 1499,
      lineTotalPence: 3_219_077_986_853,
      variantId: null,
    });
  });

  it('linkOrdersToUser links earlier guest orders and subscriptions when the email is verified', async () => {
    const guestEmail = `guest-${randomUUID().slice(0, 8)}@example.co.uk`;
    const first = buildPayload({ email: guestEmail });
    const second = buildPayload({ email: guestEmail, line_items: [buildPayload().line_items[1]] });
    await send(JSON.stringify(first));
    await send(JSON.stringify(second));
    const { userId } = await app.client().signUp({ email: guestEmail, verify: false });
    // Signing up links nothing; verification calls linkOrdersToUser.
    const unlinked = await app.db.select().from(orders).where(eq(orders.email, guestEmail));
    expect(unlinked.map((order) => order.userId)).toEqual([null, null]);
    const linked = await linkOrdersToUser(app.db, { userId, email: guestEmail.toUpperCase() });
    expect(linked.orders).toBe(2);
    const stored = await app.db
      .select()
      .from(orders)
      .where(
        inArray(orders.orderNumber, [String(first.order_number), String(second.order_number)]),
      );
    expect(stored.map((order) => order.userId)).toEqual([userId, userId]);
    const subs = await app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.email, guestEmail));
    expect(subs.map((sub) => sub.userId)).toEqual([userId]);
  });

  it('marks the order wholesale when the customer has an approved wholesale account', async () => {
    const { email, userId } = await app.client().signUp({ verify: true });
    await insertApprovedTradeAccount(app.db, userId);
    const payload = buildPayload({ email, note_attributes: signedAttributes(userId, 4137) });
    expect((await send(JSON.stringify(payload))).status).toBe(200);
    const [order] = await findOrder(payload.order_number);
    expect(order).toMatchObject({ orderType: 'wholesale', userId });
  });

  it('rejects a signed but invalid payload with 400 and stores nothing', async () => {
    const body = JSON.stringify({ id: 1, line_items: [] });
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(await app.db.select().from(orders).where(eq(orders.shopifyOrderId, '1'))).toEqual([]);
  });
});
