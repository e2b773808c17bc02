import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDataExport } from '../../core/api/account-data';
import { DELETE_ACCOUNT_MESSAGES } from '../../core/schemas/account-deletion';
import { markSessionAal2 } from '../auth/assurance';
import { addresses, profiles } from '../db/schema/account';
import { accounts, passkeys, sessions, twoFactors, users } from '../db/schema/auth';
import { products } from '../db/schema/catalog';
import { contactMessages, mailOutbox, newsletterSubscribers } from '../db/schema/content';
import { orders, subscriptions } from '../db/schema/orders';
import { productReviews } from '../db/schema/reviews';
import { DAY_MS } from '../lib/clock';
import { createCatalogReads } from '../ssr/catalog-reads';
import { sandboxAdminClient, subscribeThroughCheckout } from '../subscriptions/test-helpers';
import { SAVED_ADDRESS } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

const ADDRESS = SAVED_ADDRESS;

const CONTRACT_QUERY = `query contract($id: ID!) { subscriptionContract(id: $id) { id status } }`;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(() => app?.close());

describe('UK GDPR self-service', () => {
  it('exports everything held about the customer and nothing about anyone else', async () => {
    const other = app.client();
    const otherAccount = await other.signUp({ verify: true });
    await subscribeThroughCheckout(app, { email: otherAccount.email, client: other });

    const client = app.client();
    const account = await client.signUp({ verify: true });
    const { order } = await subscribeThroughCheckout(app, { email: account.email, client });
    expect((await client.post('/api/account/addresses', ADDRESS)).status).toBe(201);
    await app.db.insert(passkeys).values({
      id: randomUUID(),
      name: 'Work laptop',
      publicKey: 'unused',
      userId: account.userId,
      credentialID: `gdpr-${randomUUID()}`,
      counter: 0,
      deviceType: 'multiDevice',
      backedUp: true,
      createdAt: new Date(),
    });
    await app.db.insert(newsletterSubscribers).values({ email: account.email });
    await app.db.insert(contactMessages).values({
      name: 'Amira Khan',
      email: account.email,
      subject: 'Dosage question',
      message: 'How much black seed oil a day?',
    });

    // With a passkey on the account the export needs a step-up (step-up.test.ts); this
    // session has just passed its passkey.
    expect((await client.get('/api/account/export')).status).toBe(403);
    const [session] = await app.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, account.userId));
    await markSessionAal2(app.db, { sessionId: session?.id ?? '', method: 'passkey' });
    const res = await client.get('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="habba-and-honey-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers.get('cache-control')).toBe('no-store');
    const text = await res.text();
    const data = JSON.parse(text) as AccountDataExport;
    expect(data.account).toMatchObject({ id: account.userId, email: account.email });
    expect(data.orders.map((o) => o.orderNumber)).toEqual([order.orderNumber]);
    expect(data.orders[0]?.lines[0]).toMatchObject({
      quantity: 1,
      purchaseOption: expect.any(String),
    });
    expect(data.orders[0]?.totalPence).toBe(order.totalPence);
    expect(data.subscriptions).toHaveLength(1);
    expect(data.addresses.map((a) => a.address1)).toEqual(['12 High Street']);
    expect(data.passkeys).toEqual([
      { name: 'Work laptop', deviceType: 'multiDevice', createdAt: expect.any(String) },
    ]);
    expect(data.consent.newsletter.subscribed).toBe(true);
    expect(data.contactMessages.map((m) => m.subject)).toEqual(['Dosage question']);
    expect(data.sessions.length).toBeGreaterThan(0);
    // Nothing secret, nothing of the other customer.
    expect(text).not.toContain(otherAccount.email);
    expect(text).not.toContain(otherAccount.userId);
    expect(text).not.toMatch(/"(token|password|secret|publicKey|backupCodes)"/);
  }, 120_000);

  it('deletes the account after the password: orders kept anonymised, Shopify told, email sent', async () => {
    const client = app.client();
    const account = await client.signUp({ verify: true });
    // A 2-month plan: its minimum term (1 delivery) is paid at checkout, cancellable the next day.
    const { order, subscriptions: subs } = await subscribeThroughCheckout(app, {
      email: account.email,
      client,
      planId: 'subscribe-2month',
    });
    const contractId = subs[0]?.shopifyContractId ?? '';
    expect((await client.post('/api/account/addresses', ADDRESS)).status).toBe(201);
    await client.enrolTotp(account.password);
    await app.db.insert(newsletterSubscribers).values({ email: account.email });

    // The library's own endpoint is not offered over HTTP.
    const direct = await client.post('/api/auth/delete-user', { password: account.password });
    expect(direct.status).toBe(404);

    // A wrong password deletes nothing.
    const wrong = await client.post('/api/account/delete', { password: 'not-my-password-1' });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toEqual({
      error: {
        code: 'invalid_password',
        message: DELETE_ACCOUNT_MESSAGES.wrongPassword,
        fields: { password: [DELETE_ACCOUNT_MESSAGES.wrongPassword] },
      },
    });

    // Inside the subscription's minimum commitment: refused, naming the date.
    const early = await client.post('/api/account/delete', { password: account.password });
    expect(early.status).toBe(409);
    const earlyBody = (await early.json()) as { error: { message: string } };
    expect(earlyBody.error.message).toMatch(
      /^Your subscription is inside its minimum term, so your account cannot be deleted before \d{1,2} [A-Z][a-z]+ \d{4}\. Nothing was deleted\./,
    );
    expect(await app.db.select().from(users).where(eq(users.id, account.userId))).toHaveLength(1);

    app.deps.clock.advance(1 * DAY_MS);
    const res = await client.post('/api/account/delete', { password: account.password });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      deleted: true,
      anonymisedOrders: 1,
      cancelledSubscriptions: 1,
    });

    // Shopify's contract was cancelled, and the local subscription with it (anonymised).
    const contract = await sandboxAdminClient(app).request(CONTRACT_QUERY, {
      variables: { id: contractId },
    });
    expect(contract.data?.subscriptionContract.status).toBe('CANCELLED');
    const [sub] = await app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, subs[0]?.id ?? ''));
    expect(sub).toMatchObject({ status: 'cancelled', userId: null });
    expect(sub?.email).toMatch(/^deleted-customer-[0-9a-f]{12}@deleted\.invalid$/);

    // The order stays, linked to no one, without name, email or street address.
    const [kept] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({
      userId: null,
      orderNumber: order.orderNumber,
      totalPence: order.totalPence,
    });
    expect(kept?.email).toBe(sub?.email);
    expect(kept?.shippingAddress).toEqual({
      first_name: 'Deleted',
      last_name: 'customer',
      company: null,
      address1: null,
      address2: null,
      city: null,
      province: null,
      zip: null,
      country: order.shippingAddress?.country ?? null,
      phone: null,
    });

    // Nothing else of theirs is left.
    const left = async (
      table:
        | typeof addresses
        | typeof profiles
        | typeof sessions
        | typeof accounts
        | typeof twoFactors,
    ) => (await app.db.select().from(table).where(eq(table.userId, account.userId))).length;
    expect(await app.db.select().from(users).where(eq(users.id, account.userId))).toEqual([]);
    expect([
      await left(addresses),
      await left(profiles),
      await left(sessions),
      await left(accounts),
      await left(twoFactors),
    ]).toEqual([0, 0, 0, 0, 0]);
    expect(
      await app.db
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, account.email)),
    ).toEqual([]);
    const [{ count } = { count: -1 }] = await app.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.email, account.email));
    expect(count).toBe(0);

    // Confirmation by email; the only mail left for the address.
    const mail = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to, account.email));
    expect(mail.map((m) => m.subject)).toEqual(['Your Habba & Honey account has been deleted']);
    expect(mail[0]?.text).toContain('Your orders are kept for six years');

    // Signed out, and cannot sign in again.
    expect((await client.get('/api/account/profile')).status).toBe(401);
    const again = await app.client().signIn(account.email, account.password);
    expect(again.status).toBe(401);

    // Staff still see the order, anonymised.
    const { client: admin } = await app.adminClient();
    const list = (await (await admin.get('/api/admin/orders')).json()) as {
      orders: { orderNumber: string; email: string; customerName: string }[];
    };
    const seen = list.orders.find((o) => o.orderNumber === order.orderNumber);
    expect(seen).toMatchObject({ email: kept?.email, customerName: 'Deleted customer' });
  }, 180_000);

  it("takes an erased customer's published review off the product's page data at once", async () => {
    const client = app.client();
    const account = await client.signUp({ verify: true });
    const [product] = await app.db
      .select()
      .from(products)
      .where(eq(products.handle, 'black-seed-oil'));
    await app.db.insert(productReviews).values({
      productId: product!.id,
      userId: account.userId,
      authorName: 'Erin W.',
      rating: 5,
      title: 'Lovely with honey',
      body: 'I take it every morning.',
      status: 'approved',
    });
    app.deps.catalogue.invalidate({ productIds: [product!.id] });
    const titles = async () =>
      (await createCatalogReads(app.deps).productReviews('black-seed-oil'))?.reviews.map(
        (r) => r.title,
      );
    // Read once, so the catalogue cache holds the list (product pages embed it).
    expect(await titles()).toContain('Lovely with honey');

    expect((await client.post('/api/account/delete', { password: account.password })).status).toBe(
      200,
    );
    expect(
      await app.db.select().from(productReviews).where(eq(productReviews.userId, account.userId)),
    ).toEqual([]);
    // The erasure's notification drops the cached list (delivered by PostgreSQL after the commit).
    await expect.poll(titles).not.toContain('Lovely with honey');
  });

  it('refuses a missing or overlong password with the form messages', async () => {
    const client = app.client();
    await client.signUp({ verify: true });
    const missing = await client.post('/api/account/delete', {});
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      password: [DELETE_ACCOUNT_MESSAGES.passwordRequired],
    });
    const long = await client.post('/api/account/delete', { password: 'x'.repeat(129) });
    expect(long.status).toBe(400);
  });
});
