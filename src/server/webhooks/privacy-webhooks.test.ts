import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/audit';
import { users } from '../db/schema/auth';
import { orders } from '../db/schema/orders';
import { listOutbox } from '../mail/mailer';
import { startTestApp, type TestApp } from '../test/harness';
import { guestOrderPayload, placeWebhookOrder } from '../test/order-webhook';
import { deliverShopifyWebhook } from '../test/shopify-webhook';

const PRIVACY = '/api/webhooks/shopify/privacy';
const SHOP_ID = 954889;

let app: TestApp;
let shopDomain: string;
beforeAll(async () => {
  app = await startTestApp();
  shopDomain = new URL(app.config.publicUrl).host;
}, 120_000);
afterAll(async () => {
  await app?.close();
});

async function placeGuestOrder(overrides: Record<string, unknown> = {}) {
  const payload = guestOrderPayload(overrides, app.config.authSecret);
  return { payload, order: await placeWebhookOrder(app, payload) };
}

const storedOrder = async (id: string) =>
  (await app.db.select().from(orders).where(eq(orders.id, id)))[0];

const auditEntries = (action: string) =>
  app.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('Shopify mandatory privacy webhooks', () => {
  it('answers 401 to each topic with a wrong or missing signature, and does nothing', async () => {
    const { payload, order } = await placeGuestOrder();
    const bodies = {
      'customers/data_request': {
        shop_id: SHOP_ID,
        shop_domain: shopDomain,
        orders_requested: [payload.id],
        customer: { id: 191167, email: payload.email, phone: null },
        data_request: { id: 9999 },
      },
      'customers/redact': {
        shop_id: SHOP_ID,
        shop_domain: shopDomain,
        customer: { id: 191167, email: payload.email, phone: null },
        orders_to_redact: [payload.id],
      },
      'shop/redact': { shop_id: SHOP_ID, shop_domain: shopDomain },
    };
    for (const [topic, body] of Object.entries(bodies)) {
      for (const signature of ['bm90IHRoZSByaWdodCBzaWduYXR1cmUgYXQgYWxsISE=', null]) {
        const res = await deliverShopifyWebhook(app, PRIVACY, topic, body, { signature });
        expect(res.status).toBe(401);
        expect(await res.json()).toEqual({
          error: { code: 'unauthorized', message: 'Invalid webhook signature' },
        });
      }
    }
    expect(await storedOrder(order.id)).toMatchObject({ email: payload.email });
    expect(
      (await app.db.select().from(auditLog)).filter((e) => e.action.startsWith('privacy.')),
    ).toEqual([]);
    expect(await listOutbox(app.db, app.config.supportEmail)).toEqual([]);
  });

  it('customers/data_request sends the customer’s data to the shop and is audited', async () => {
    const { payload } = await placeGuestOrder();
    const res = await deliverShopifyWebhook(app, PRIVACY, 'customers/data_request', {
      shop_id: SHOP_ID,
      shop_domain: shopDomain,
      orders_requested: [payload.id],
      customer: { id: 191167, email: payload.email.toUpperCase(), phone: '+447700900123' },
      data_request: { id: 9999 },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, account: false, orders: 1 });

    const mail = await listOutbox(app.db, app.config.supportEmail);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toBe(`Customer data request from Shopify: ${payload.email}`);
    const exported = JSON.parse(mail[0]?.text.slice(mail[0].text.indexOf('{')) ?? '{}');
    expect(exported.shopifyRequest).toEqual({
      dataRequestId: '9999',
      customerId: '191167',
      email: payload.email,
      ordersRequested: [String(payload.id)],
    });
    expect(exported.account).toBeNull();
    expect(exported.orders).toHaveLength(1);
    expect(exported.orders[0]).toMatchObject({
      orderNumber: String(payload.order_number),
      email: payload.email,
      totalPence: 1999,
      shippingAddress: { first_name: 'Zoë', company: 'Smith & Sons <Honey> Ltd' },
    });

    const [entry] = await auditEntries('privacy.data_request');
    expect(entry).toMatchObject({
      actorUserId: null,
      actorEmail: `shopify:${shopDomain}`,
      entityType: 'customer',
      entityId: '191167',
      summary: `Shopify customer data request: no account and 1 orders sent to ${app.config.supportEmail}`,
    });
  });

  it('customers/redact erases the verified account and anonymises the customer’s orders only', async () => {
    const customer = app.client();
    const account = await customer.signUp({ verify: true });
    const own = await placeGuestOrder({ email: account.email });
    const guest = await placeGuestOrder();
    const bystander = await placeGuestOrder();
    // The account's order is linked by email verification or by its signed cart; link it here.
    await app.db.update(orders).set({ userId: account.userId }).where(eq(orders.id, own.order.id));

    const res = await deliverShopifyWebhook(app, PRIVACY, 'customers/redact', {
      shop_id: SHOP_ID,
      shop_domain: shopDomain,
      customer: { id: 207119551, email: account.email, phone: null },
      orders_to_redact: [guest.payload.id],
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      ok: true,
      accountErased: true,
      cancelledSubscriptions: 0,
      anonymisedOrders: 2,
    });

    expect(await app.db.select().from(users).where(eq(users.id, account.userId))).toEqual([]);
    for (const id of [own.order.id, guest.order.id]) {
      const order = await storedOrder(id);
      expect(order?.userId).toBeNull();
      expect(order?.email).toMatch(/^deleted-customer-[0-9a-f]{12}@deleted\.invalid$/);
      expect(order?.shippingAddress).toEqual({
        first_name: 'Deleted',
        last_name: 'customer',
        company: null,
        address1: null,
        address2: null,
        city: null,
        province: null,
        zip: null,
        country: 'United Kingdom',
        phone: null,
      });
      // Kept for HMRC: the money stays.
      expect(order?.totalPence).toBe(1999);
    }
    const untouched = await storedOrder(bystander.order.id);
    expect(untouched?.email).toBe(bystander.payload.email);
    expect(untouched?.shippingAddress?.first_name).toBe('Zoë');

    const [entry] = await auditEntries('privacy.customer_redact');
    expect(entry).toMatchObject({
      actorUserId: null,
      actorEmail: `shopify:${shopDomain}`,
      entityId: '207119551',
      summary:
        'Shopify customer redaction: account erased, 2 orders anonymised, 0 subscriptions cancelled',
    });
  });

  it('shop/redact anonymises every guest order, keeps accounts, and refuses another shop', async () => {
    const customer = app.client();
    const account = await customer.signUp({ verify: true });
    const own = await placeGuestOrder({ email: account.email });
    await app.db.update(orders).set({ userId: account.userId }).where(eq(orders.id, own.order.id));
    const guest = await placeGuestOrder();

    const other = await deliverShopifyWebhook(
      app,
      PRIVACY,
      'shop/redact',
      { shop_id: 1, shop_domain: 'another-shop.myshopify.com' },
      { shopDomain: 'another-shop.myshopify.com' },
    );
    expect(other.status).toBe(400);
    expect((await storedOrder(guest.order.id))?.email).toBe(guest.payload.email);

    const res = await deliverShopifyWebhook(app, PRIVACY, 'shop/redact', {
      shop_id: SHOP_ID,
      shop_domain: shopDomain,
    });
    expect(res.status).toBe(200);
    const guestsBefore = (await res.json()) as { anonymisedOrders: number };
    // The guest orders of the earlier tests and this one (the bystander included).
    expect(guestsBefore.anonymisedOrders).toBe(4);
    expect((await storedOrder(guest.order.id))?.email).toMatch(/@deleted\.invalid$/);
    expect((await storedOrder(own.order.id))?.email).toBe(account.email);
    const remainingGuests = (await app.db.select().from(orders)).filter(
      (o) => o.userId === null && !o.email.endsWith('@deleted.invalid'),
    );
    expect(remainingGuests).toEqual([]);
    const [entry] = await auditEntries('privacy.shop_redact');
    expect(entry).toMatchObject({
      actorUserId: null,
      actorEmail: `shopify:${shopDomain}`,
      entityType: 'shop',
      entityId: String(SHOP_ID),
      summary: `Shopify shop redaction: ${guestsBefore.anonymisedOrders} guest orders anonymised; accounts kept`,
    });
  });

  it('refuses a signed body under another topic (the topic header is not signed), and a redact without its fields', async () => {
    const person = app.client();
    const account = await person.signUp({ verify: true });
    const customer = { id: 191168, email: account.email, phone: null };
    const dataRequest = {
      shop_id: SHOP_ID,
      shop_domain: shopDomain,
      orders_requested: [],
      customer,
      data_request: { id: 10001 },
    };
    const redact = { shop_id: SHOP_ID, shop_domain: shopDomain, customer, orders_to_redact: [] };
    const replays: [topic: string, body: unknown][] = [
      // A data request replayed as a redaction (before: the account was erased).
      ['customers/redact', dataRequest],
      // A redaction without its redact fields.
      ['customers/redact', { shop_id: SHOP_ID, shop_domain: shopDomain, customer }],
      ['customers/data_request', redact],
      ['shop/redact', redact],
      ['shop/redact', dataRequest],
    ];
    const statuses = [];
    for (const [topic, body] of replays) {
      const res = await deliverShopifyWebhook(app, PRIVACY, topic, body);
      statuses.push({
        topic,
        status: res.status,
        code: ((await res.json()) as { error?: { code: string } }).error?.code,
      });
    }
    expect(statuses).toEqual(
      replays.map(([topic]) => ({ topic, status: 400, code: 'validation_failed' })),
    );
    expect(await app.db.select().from(users).where(eq(users.id, account.userId))).toHaveLength(1);
  });

  it('refuses a privacy delivery without X-Shopify-Event-Id, and does nothing', async () => {
    const person = app.client();
    const account = await person.signUp({ verify: true });
    const res = await deliverShopifyWebhook(
      app,
      PRIVACY,
      'customers/redact',
      {
        shop_id: SHOP_ID,
        shop_domain: shopDomain,
        customer: { id: 191169, email: account.email, phone: null },
        orders_to_redact: [],
      },
      { eventId: null },
    );
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 400,
      body: { error: { code: 'validation_failed', message: 'Missing X-Shopify-Event-Id header' } },
    });
    expect(await app.db.select().from(users).where(eq(users.id, account.userId))).toHaveLength(1);
  });
});
