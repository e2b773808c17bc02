import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSandboxFault } from '../../sandbox/faults';
import { productVariants } from '../db/schema/catalog';
import {
  orderItems,
  orders,
  processedWebhooks,
  subscriptionItems,
  subscriptions,
} from '../db/schema/orders';
import { linkClaimedOrders } from '../orders/service';
import { CART_PRICED_TOTAL_KEY } from '../shopify/merchandise';
import { signWebhookBody } from '../shopify/webhook-signature';
import { startTestApp, TEST_WEBHOOK_SECRET, type TestApp } from '../test/harness';
import { insertApprovedTradeAccount } from '../test/trade-account';
import {
  OIL_100_PACK_2,
  type OrderWebhookPayloadFixture,
  orderWebhookFixtures,
  PLAN_2_MONTHS,
} from './order-webhook-fixtures';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const { buildPayload, unsignedPayload, send, findOrder } = orderWebhookFixtures(() => app);
type Payload = OrderWebhookPayloadFixture;

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
    const tampered = await send(body.replace('46.37', '1.00'), {
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
      totalAmount: '46.37',
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
      shopifyVariantId: OIL_100_PACK_2,
      // The shop's own name for its plan: Shopify's order carries the plan's id, no name.
      subscriptionPlan: 'Delivered every 60 days, 12% off',
      purchaseOption: 'subscribe-2month',
      units: 2,
      sellingPlanId: PLAN_2_MONTHS,
    });
    expect(order?.holdReasons).toBeNull();

    const subs = await app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.orderId, order?.id ?? ''));
    expect(subs).toHaveLength(1);
    expect(subs[0]).toMatchObject({
      status: 'active',
      frequencyDays: 60,
      nextDeliveryDate: '2027-01-20',
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
        variantTitle: '100ml / 2-pack',
        quantity: 2,
        priceAtSubscribe: '26.38',
      }),
    ]);
  });

  it("is answered in Shopify's time while the store throttles the stock read after the sale", async () => {
    // Every Admin API call answers THROTTLED for 8 s: the admin client would wait up to 10 s.
    setSandboxFault('throttled', { ms: 8_000 });
    try {
      const payload = buildPayload();
      const started = Date.now();
      const res = await send(JSON.stringify(payload));
      const waited = Date.now() - started;
      expect(res.status).toBe(200);
      // Shopify counts a webhook failed after 5 s; each stock call is waited for at most 2 s.
      expect(waited).toBeLessThan(5_000);
      const [order] = await findOrder(payload.order_number);
      expect(order).toMatchObject({ status: 'pending', holdReasons: null, totalAmount: '46.37' });
    } finally {
      setSandboxFault('off');
    }
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

  it('one Shopify order under several webhook ids, at once and again, is one order with one set of lines and one subscription', async () => {
    const payload = buildPayload();
    const body = JSON.stringify(payload);
    const webhookIds = [randomUUID(), randomUUID(), randomUUID()];
    const answers = await Promise.all(webhookIds.map((webhookId) => send(body, { webhookId })));
    const late = await send(body, { webhookId: randomUUID() });
    expect([...answers, late].map((res) => res.status)).toEqual([200, 200, 200, 200]);
    const stored = await findOrder(payload.order_number);
    expect(stored).toHaveLength(1);
    const orderId = stored[0]?.id as string;
    const items = await app.db
      .select({ title: orderItems.productTitle, quantity: orderItems.quantity })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    expect(items).toEqual([
      { title: 'Organic Black Seed Oil', quantity: 1 },
      { title: 'Black Seed Oil Capsules 1000mg', quantity: 1 },
    ]);
    const started = await app.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(eq(subscriptions.orderId, orderId));
    expect(started).toHaveLength(1);
    expect(
      await app.db
        .select({ id: subscriptionItems.id })
        .from(subscriptionItems)
        .where(eq(subscriptionItems.subscriptionId, started[0]?.id as string)),
    ).toHaveLength(1);
    // Every delivery's id is remembered, the first to store the order and the rest that found it.
    const remembered = await app.db
      .select({ id: processedWebhooks.webhookId })
      .from(processedWebhooks)
      .where(inArray(processedWebhooks.webhookId, webhookIds));
    expect(remembered).toHaveLength(3);
  });

  it('a webhook id seen before stores nothing, even when its order has since been removed', async () => {
    const payload = buildPayload({ line_items: [unsignedPayload().line_items[1]] });
    const body = JSON.stringify(payload);
    const webhookId = randomUUID();
    expect((await send(body, { webhookId })).status).toBe(200);
    const [first] = await findOrder(payload.order_number);
    await app.db.delete(orderItems).where(eq(orderItems.orderId, first?.id as string));
    await app.db.delete(orders).where(eq(orders.id, first?.id as string));
    expect((await send(body, { webhookId })).status).toBe(200);
    expect(await findOrder(payload.order_number)).toEqual([]);
  });

  it('links the order to the shopper whose server-signed checkout it is: it lands in their history', async () => {
    const client = app.client();
    const { userId } = await client.signUp();
    const payload = buildPayload(
      { email: 'typed-at-checkout@example.co.uk', subtotal_price: '46.37' },
      { userId },
    );
    expect((await send(JSON.stringify(payload))).status).toBe(200);
    const [order] = await findOrder(payload.order_number);
    expect(order?.userId).toBe(userId);
    expect(order).toMatchObject({ totalPence: 4637, pricedTotalPence: 4637, priceMismatch: false });
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
    const signed = buildPayload({ email }, { userId });
    const forged = {
      ...signed,
      note_attributes: signed.note_attributes.map((a) =>
        a.name === CART_PRICED_TOTAL_KEY ? { ...a, value: '1' } : a,
      ),
    };
    expect((await send(JSON.stringify(forged))).status).toBe(200);
    const [stored] = await findOrder(forged.order_number);
    expect(stored).toMatchObject({ userId: null, status: 'on_hold' });
    // The signature covers the lines: the same attributes on another cart do not verify.
    const moved = { ...unsignedPayload({ email }), note_attributes: signed.note_attributes };
    moved.line_items[1] = {
      ...(moved.line_items[1] as Payload['line_items'][number]),
      quantity: 9,
    };
    expect((await send(JSON.stringify(moved))).status).toBe(200);
    expect((await findOrder(moved.order_number))[0]).toMatchObject({
      userId: null,
      status: 'on_hold',
    });
  });

  it('stores a charged total that differs from the priced one with the price_mismatch flag', async () => {
    const payload = buildPayload({ subtotal_price: '46.37' }, { pricedTotalPence: 4636 });
    expect((await send(JSON.stringify(payload))).status).toBe(200);
    const [order] = await findOrder(payload.order_number);
    expect(order).toMatchObject({
      totalPence: 4637,
      pricedTotalPence: 4636,
      priceMismatch: true,
      status: 'on_hold',
      holdReasons: ['Shopify charged £46.37, the shop priced £46.36.'],
    });
    // An unsigned priced total is the buyer's word: not recorded as the shop's.
    const unsigned = unsignedPayload({
      note_attributes: [{ name: CART_PRICED_TOTAL_KEY, value: '4637' }],
    });
    expect((await send(JSON.stringify(unsigned))).status).toBe(200);
    expect((await findOrder(unsigned.order_number))[0]).toMatchObject({
      pricedTotalPence: null,
      status: 'on_hold',
    });
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
    // Units come from the variant, never from `_units_per_item`; an unknown variant is held.
    expect(items[0]).toMatchObject({
      quantity: 2_147_483_647,
      units: 2_147_483_647,
      unitPricePence: 1499,
      lineTotalPence: 3_219_077_986_853,
      variantId: null,
      productId: null,
    });
    expect(order?.status).toBe('on_hold');
    expect(order?.holdReasons).toContain(
      'Line 1, Something Shopify sold: not a product variant the shop sells.',
    );
  });

  it('linkClaimedOrders links exactly the named guest orders and their subscriptions', async () => {
    const guestEmail = `guest-${randomUUID().slice(0, 8)}@example.co.uk`;
    const first = buildPayload({ email: guestEmail });
    const second = buildPayload({ email: guestEmail, line_items: [buildPayload().line_items[1]] });
    await send(JSON.stringify(first));
    await send(JSON.stringify(second));
    const { userId } = await app.client().signUp({ email: guestEmail, verify: false });
    // Signing up links nothing; a claim with the emailed code calls linkClaimedOrders.
    const unlinked = await app.db.select().from(orders).where(eq(orders.email, guestEmail));
    expect(unlinked.map((order) => order.userId)).toEqual([null, null]);
    const linked = await linkClaimedOrders(app.db, {
      userId,
      email: guestEmail.toUpperCase(),
      orderIds: unlinked.map((order) => order.id),
    });
    expect(linked).toEqual({ orders: 2, subscriptions: 1 });
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

  it('a trade line is a wholesale order for an approved trade account, held for anyone else', async () => {
    const tradeLine = {
      variant_id: 44858553761956,
      title: 'Wholesale Black Seed Oil 1L (case of 6)',
      variant_title: 'Default',
      quantity: 3,
      price: '89.00',
      properties: [] as { name: string; value: string }[],
      selling_plan_id: null,
    };
    const overrides = { total_price: '267.00', subtotal_price: '267.00', line_items: [tradeLine] };
    const { email, userId } = await app.client().signUp({ verify: true });
    await insertApprovedTradeAccount(app.db, userId);
    const payload = buildPayload({ email, ...overrides }, { userId, pricedTotalPence: 26700 });
    expect((await send(JSON.stringify(payload))).status).toBe(200);
    const [order] = await findOrder(payload.order_number);
    expect(order).toMatchObject({ orderType: 'wholesale', userId, status: 'pending' });
    // A retail account's signed cart with the same line: trade prices are not theirs.
    const retail = await app.client().signUp({ verify: true });
    const other = buildPayload(overrides, { userId: retail.userId, pricedTotalPence: 26700 });
    expect((await send(JSON.stringify(other))).status).toBe(200);
    expect((await findOrder(other.order_number))[0]).toMatchObject({
      status: 'on_hold',
      holdReasons: [
        'Line 1, Wholesale Black Seed Oil 1L (case of 6) (Default): trade prices are for approved trade accounts only.',
      ],
    });
    // Below the £200 trade minimum, even for the approved account.
    const small = buildPayload(
      {
        email,
        total_price: '89.00',
        subtotal_price: '89.00',
        line_items: [{ ...tradeLine, quantity: 1 }],
      },
      { userId, pricedTotalPence: 8900 },
    );
    expect((await send(JSON.stringify(small))).status).toBe(200);
    const [held] = await findOrder(small.order_number);
    expect(held?.status).toBe('on_hold');
    expect(held?.holdReasons).toHaveLength(1);
    expect(held?.holdReasons?.[0]).toMatch(/£200/);
  });

  it('a line on a selling plan the shop does not know is held for staff and starts no subscription', async () => {
    const payload = buildPayload();
    const unknownPlan = 999000111222333;
    payload.line_items = payload.line_items.map((line) =>
      line.selling_plan_id === null ? line : { ...line, selling_plan_id: unknownPlan },
    );
    expect((await send(JSON.stringify(payload))).status).toBe(200);
    const [order] = await findOrder(payload.order_number);
    expect(order?.status).toBe('on_hold');
    expect(order?.holdReasons).toContain(
      `Line 1, Organic Black Seed Oil: bought on a selling plan the shop does not know (gid://shopify/SellingPlan/${unknownPlan}); no subscription was started.`,
    );
    const subs = await app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.orderId, order?.id ?? ''));
    expect(subs).toEqual([]);
  });

  it('rejects a signed but invalid payload with 400 and stores nothing', async () => {
    const body = JSON.stringify({ id: 1, line_items: [] });
    const res = await send(body);
    expect(res.status).toBe(400);
    expect(await app.db.select().from(orders).where(eq(orders.shopifyOrderId, '1'))).toEqual([]);
  });
});
