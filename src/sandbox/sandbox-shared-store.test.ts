import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminGraphql } from '../core/shopify/graphql-document';
import { openDatabase } from '../server/db/client';
import { migrateDatabase } from '../server/db/migrate';
import { orders } from '../server/db/schema/orders';
import { sandboxStock } from '../server/db/schema/sandbox';
import {
  firstVariantOf,
  type SeededVariant,
  setShopifyQuantity,
  shopifyUnitsOf,
} from '../server/stock/test-helpers';
import {
  CONTRACT_QUERY,
  sandboxAdminClient,
  subscribeThroughCheckout,
} from '../server/subscriptions/test-helpers';
import { startTestApp, type TestApp, type TestClient } from '../server/test/harness';
import { createNamedDatabase } from '../server/test/instances';
import { PAY_FORM } from '../server/test/sandbox-pay';
import { inventoryItemIdOf } from './inventory-api';

// Two shop processes on one PostgreSQL share one sandbox store
// (docs/decisions/133-sandbox-store-complete.md): a cart made through one is paid through the
// other, stock sold through both never goes below zero, and a contract changed through both at
// once keeps both changes. Each app here has its own pool and its own sandbox, as two processes.

const adminUrl = process.env.TEST_DATABASE_URL;
const cleanups: (() => Promise<unknown>)[] = [];
let one: TestApp;
let two: TestApp;
let variant: SeededVariant;

beforeAll(async () => {
  if (!adminUrl) return;
  const database = await createNamedDatabase(adminUrl, 'shop_shared');
  cleanups.push(database.drop);
  const start = async () => {
    const handle = await openDatabase({ kind: 'postgres', url: database.url, poolSize: 4 });
    await migrateDatabase(handle);
    const app = await startTestApp({
      database: { handle, drop: () => handle.close() },
      // The shop reads Shopify's stock after each sale (follow-shopify.ts), not by webhook.
      env: { SHOPIFY_SANDBOX_INVENTORY_WEBHOOKS: 'false' },
    });
    cleanups.push(app.close);
    return app;
  };
  one = await start();
  two = await start();
  variant = await firstVariantOf(one, 'black-seed-oil');
}, 120_000);
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/** Checks out `quantity` units through `app`'s shop; returns the payment form's path. */
async function openPayment(app: TestApp, shopper: TestClient, quantity: number) {
  const lines = [{ kind: 'one-time', variantId: variant.id, packSize: 1, quantity }];
  const priced = (await (await shopper.post('/api/cart/price', { lines })).json()) as {
    totalPence: number;
  };
  const res = await shopper.post('/api/checkout', { lines, expectedTotalPence: priced.totalPence });
  expect(res.status).toBe(200);
  const url = new URL(((await res.json()) as { checkoutUrl: string }).checkoutUrl);
  expect(url.origin).toBe(app.baseUrl);
  const page = await (await app.fetch(`${url.pathname}${url.search}`)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1]?.replace(/&amp;/g, '&');
  if (!action) throw new Error('no payment form');
  return action;
}

const pay = (app: TestApp, action: string, email = PAY_FORM.email) =>
  app.fetch(action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: app.baseUrl },
    body: new URLSearchParams({ ...PAY_FORM, email }).toString(),
    redirect: 'manual',
  });

describe.skipIf(!adminUrl)('two shop processes on one PostgreSQL share one sandbox store', () => {
  it('a cart made through one process is paid through the other', async () => {
    const shopper = one.client();
    await shopper.signUp({ verify: true });
    const action = await openPayment(one, shopper, 2);
    // The other process has never seen this cart in its memory.
    const paid = await pay(two, action, 'crossed@example.co.uk');
    expect(paid.status).toBe(303);
    const thankYou = paid.headers.get('location') ?? '';
    // Both processes answer its thank-you page with the one order.
    const pages = await Promise.all(
      [one, two].map(async (app) => (await app.fetch(thankYou)).text()),
    );
    const numbers = pages.map((page) => /Order <strong>#(\d+)<\/strong>/.exec(page)?.[1]);
    expect(numbers[0]).toMatch(/^\d+$/);
    expect(numbers[1]).toBe(numbers[0]);
    const [order] = await one.db
      .select({ email: orders.email, totalPence: orders.totalPence })
      .from(orders)
      .where(eq(orders.orderNumber, numbers[0] ?? ''));
    expect(order?.email).toBe('crossed@example.co.uk');
    // Paid again through the first process: the same order, nothing charged twice.
    const again = await pay(one, action, 'crossed@example.co.uk');
    expect(again.status).toBe(303);
    const stored = await one.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.email, 'crossed@example.co.uk'));
    expect(stored).toHaveLength(1);
  });

  it('a contract paused through one process while the other moves its date keeps both changes', async () => {
    const subscriber = one.client();
    const { email } = await subscriber.signUp({ verify: true });
    const { subscriptions } = await subscribeThroughCheckout(one, { email, client: subscriber });
    const id = subscriptions[0]?.shopifyContractId ?? '';
    expect(id).toMatch(/^gid:\/\/shopify\/SubscriptionContract\/\d+$/);
    const PAUSE = adminGraphql`mutation ($id: ID!) {
      subscriptionContractPause(subscriptionContractId: $id) {
        contract { id status } userErrors { field message code } } }`;
    const ACTIVATE = adminGraphql`mutation ($id: ID!) {
      subscriptionContractActivate(subscriptionContractId: $id) {
        contract { id status } userErrors { field message code } } }`;
    const SET_DATE = adminGraphql`mutation ($id: ID!, $date: DateTime!) {
      subscriptionContractSetNextBillingDate(contractId: $id, date: $date) {
        contract { id nextBillingDate } userErrors { field message code } } }`;
    const viaOne = sandboxAdminClient(one);
    const viaTwo = sandboxAdminClient(two);
    for (let round = 1; round <= 6; round++) {
      const date = `2027-0${round}-15T12:00:00.000Z`;
      const [paused, moved] = await Promise.all([
        viaTwo.request(PAUSE, { variables: { id } }),
        viaOne.request(SET_DATE, { variables: { id, date } }),
      ]);
      expect(paused.data?.subscriptionContractPause?.userErrors).toEqual([]);
      expect(moved.data?.subscriptionContractSetNextBillingDate?.userErrors).toEqual([]);
      const read = await viaTwo.request(CONTRACT_QUERY, { variables: { id } });
      expect({ round, ...read.data?.subscriptionContract }).toMatchObject({
        round,
        status: 'PAUSED',
        nextBillingDate: date,
      });
      const activated = await viaOne.request(ACTIVATE, { variables: { id } });
      expect(activated.data?.subscriptionContractActivate?.contract?.status).toBe('ACTIVE');
    }
    const [count] = (
      (await one.db.execute(
        sql`select count(*)::int as n from sandbox_documents where kind = 'contract' and id = ${id}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(count?.n).toBe(1);
  });

  // Last: it sells the oil out.
  it('stock sold through both processes at once never goes below zero', async () => {
    await setShopifyQuantity(one, variant.shopifyGid, 3);
    expect(await shopifyUnitsOf(two, variant.shopifyGid)).toBe(3);
    const shoppers = [one.client(), two.client()];
    for (const shopper of shoppers) await shopper.signUp({ verify: true });
    // Six carts of one unit each, three made in each process, each paid in the other one.
    const payments: { app: TestApp; action: string }[] = [];
    for (let i = 0; i < 3; i++) {
      payments.push({ app: two, action: await openPayment(one, shoppers[0] as TestClient, 1) });
      payments.push({ app: one, action: await openPayment(two, shoppers[1] as TestClient, 1) });
    }
    const answers = await Promise.all(payments.map(({ app, action }) => pay(app, action)));
    expect(answers.map((res) => res.status).sort()).toEqual([303, 303, 303, 409, 409, 409]);
    expect(await shopifyUnitsOf(one, variant.shopifyGid)).toBe(0);
    expect(await shopifyUnitsOf(two, variant.shopifyGid)).toBe(0);
    const [row] = await one.db
      .select({ available: sandboxStock.available })
      .from(sandboxStock)
      .where(eq(sandboxStock.inventoryItemId, inventoryItemIdOf(variant.shopifyGid)));
    expect(row?.available).toBe(0);
  });
});
