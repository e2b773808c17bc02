import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { inventoryItemIdOf, SANDBOX_LOCATION_ID } from '../../sandbox/inventory-api';
import { orders } from '../db/schema/orders';
import { SANDBOX_ADMIN_TOKEN } from '../shopify/admin-client';
import { signedWebhookHeaders } from '../shopify/webhook-signature';
import { startTestApp, TEST_WEBHOOK_SECRET, type TestApp, type TestClient } from '../test/harness';
import { PAY_FORM } from '../test/sandbox-pay';
import {
  firstVariantOf,
  type SeededVariant,
  setShopifyQuantity,
  shopUnitsOf,
} from './test-helpers';

// A sale and a cancellation with restock move Shopify's available units (the sandbox does as
// Shopify does), and the shop's stock ends at Shopify's figure whether Shopify's
// inventory_levels/update or the shop's own change after the sale or cancellation comes first.
// docs/decisions/096-stock-follows-shopify.md

let app: TestApp;
let admin: TestClient;
let customer: TestClient;
let email: string;
let variant: SeededVariant;

const CANCEL = { reason: 'customer', restock: true, refund: true, staffNote: '' };

async function shopifyUnits(): Promise<number> {
  const res = await app.fetch('/sandbox/shopify/admin/api/2026-10/graphql.json', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Shopify-Access-Token': SANDBOX_ADMIN_TOKEN },
    body: JSON.stringify({
      query: 'query ($id: ID!) { inventoryItem(id: $id) { id variant { inventoryQuantity } } }',
      variables: { id: inventoryItemIdOf(variant.shopifyGid) },
    }),
  });
  const body = (await res.json()) as {
    data: { inventoryItem: { variant: { inventoryQuantity: number } } };
  };
  return body.data.inventoryItem.variant.inventoryQuantity;
}

const shopUnits = () => shopUnitsOf(app, variant.id);

/** Runs `act`, counting the shop's Admin API asks for a variant's stock (VARIANT_STOCK_QUERY). */
async function variantStockAsks(act: () => Promise<unknown>): Promise<number> {
  const realFetch = globalThis.fetch;
  let asks = 0;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    if (typeof init?.body === 'string' && init.body.includes('query variantStock(')) asks++;
    return realFetch(input, init);
  });
  try {
    await act();
  } finally {
    spy.mockRestore();
  }
  return asks;
}

/** Shopify's inventory_levels/update for the variant, with the figure Shopify has now. */
async function deliverInventoryWebhook() {
  const body = JSON.stringify({
    inventory_item_id: Number(variant.shopifyGid.split('/').at(-1)),
    location_id: Number(SANDBOX_LOCATION_ID.split('/').at(-1)),
    available: await shopifyUnits(),
    updated_at: new Date().toISOString(),
  });
  const headers = signedWebhookHeaders({
    topic: 'inventory_levels/update',
    body,
    secret: TEST_WEBHOOK_SECRET,
    webhookId: randomUUID(),
    eventId: randomUUID(),
    triggeredAt: new Date().toISOString(),
    apiVersion: '2026-10',
    shopDomain: 'sandbox.myshopify.com',
  });
  const res = await app.fetch('/api/webhooks/shopify/inventory', { method: 'POST', headers, body });
  expect(res.status).toBe(200);
}

/** Checks out 2 units and posts the payment form; returns the form's address to post again. */
async function payForTwo(): Promise<string> {
  const lines = [{ kind: 'one-time', variantId: variant.id, packSize: 1, quantity: 2 }];
  const priced = (await (await customer.post('/api/cart/price', { lines })).json()) as {
    totalPence: number;
  };
  const res = await customer.post('/api/checkout', {
    lines,
    expectedTotalPence: priced.totalPence,
  });
  expect(res.status).toBe(200);
  const url = new URL(((await res.json()) as { checkoutUrl: string }).checkoutUrl);
  const page = await (await app.fetch(`${url.pathname}${url.search}`)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1]?.replace(/&amp;/g, '&');
  if (!action) throw new Error('no payment form');
  await postPayment(action);
  return action;
}

async function postPayment(action: string) {
  const done = await app.fetch(action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: app.baseUrl },
    body: new URLSearchParams({ ...PAY_FORM, email }).toString(),
    redirect: 'manual',
  });
  expect(done.status).toBe(303);
}

/** The customer's one order not cancelled yet (each test cancels the order it pays). */
async function openOrderId(): Promise<string> {
  const rows = await app.db.select().from(orders).where(eq(orders.email, email));
  const open = rows.filter((row) => row.status !== 'cancelled');
  expect(open).toHaveLength(1);
  return open[0]?.id ?? '';
}

beforeAll(async () => {
  // The test delivers inventory_levels/update itself, so it chooses which comes first.
  app = await startTestApp({ env: { SHOPIFY_SANDBOX_INVENTORY_WEBHOOKS: 'false' } });
  ({ client: admin } = await app.adminClient({ firstName: 'Ada' }));
  customer = app.client();
  ({ email } = await customer.signUp({ verify: true }));
  variant = await firstVariantOf(app, 'black-seed-oil');
  // Database faults, while armed: storing an order (orders/create fails, Shopify delivers it
  // again later) and settling a cancellation (staff send it again).
  await app.db.execute(sql`create table stock_race_fault (kind text)`);
  await app.db.execute(sql`create function stock_race_order_fault() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from stock_race_fault where kind = 'order') then
        raise exception 'injected order failure';
      end if;
      return new;
    end $$`);
  await app.db.execute(sql`create trigger stock_race_order_fault before insert
    on orders for each row execute function stock_race_order_fault()`);
  await app.db.execute(sql`create function stock_race_cancel_fault() returns trigger language plpgsql as $$
    begin
      if new.status = 'settled' and exists (select 1 from stock_race_fault where kind = 'cancel') then
        raise exception 'injected cancellation failure';
      end if;
      return new;
    end $$`);
  await app.db.execute(sql`create trigger stock_race_cancel_fault before update
    on order_cancellations for each row execute function stock_race_cancel_fault()`);
}, 120_000);
afterAll(() => app?.close());
beforeEach(async () => {
  // Shopify tracks 40 units and the shop has followed.
  await setShopifyQuantity(app, variant.shopifyGid, 40);
  await deliverInventoryWebhook();
});

describe('the shop stock ends at Shopify figure after a sale and a cancellation with restock', () => {
  it('when the shop changes its stock before Shopify inventory webhook arrives', async () => {
    expect(await shopUnits()).toBe(40);
    await payForTwo();
    expect(await shopifyUnits()).toBe(38);
    expect(await shopUnits()).toBe(38);
    await deliverInventoryWebhook();
    expect(await shopUnits()).toBe(38);

    const orderId = await openOrderId();
    const cancelled = await admin.post(`/api/admin/orders/${orderId}/cancel`, CANCEL);
    expect(cancelled.status).toBe(200);
    expect(await shopifyUnits()).toBe(40);
    expect(await shopUnits()).toBe(40);
    await deliverInventoryWebhook();
    expect(await shopUnits()).toBe(40);
  });

  it('asks Shopify for a sold variant once per order: the reading that checks for an oversale is the one stored', async () => {
    expect(await variantStockAsks(payForTwo)).toBe(1);
    expect(await shopifyUnits()).toBe(38);
    expect(await shopUnits()).toBe(38);
    const cancelled = await admin.post(`/api/admin/orders/${await openOrderId()}/cancel`, CANCEL);
    expect(cancelled.status).toBe(200);
  });

  it('when Shopify inventory webhook arrives before the shop changes its stock', async () => {
    expect(await shopUnits()).toBe(40);
    await app.db.execute(sql`insert into stock_race_fault values ('order')`);
    const action = await payForTwo();
    // Shopify sold the units; its orders/create was refused and comes again later.
    expect(await shopifyUnits()).toBe(38);
    await deliverInventoryWebhook();
    expect(await shopUnits()).toBe(38);
    await app.db.execute(sql`delete from stock_race_fault`);
    await postPayment(action); // the sandbox delivers orders/create again
    expect(await shopUnits()).toBe(38);

    const orderId = await openOrderId();
    await app.db.execute(sql`insert into stock_race_fault values ('cancel')`);
    const failed = await admin.post(`/api/admin/orders/${orderId}/cancel`, CANCEL);
    expect(failed.status).toBe(503);
    expect(await shopifyUnits()).toBe(40);
    await deliverInventoryWebhook();
    expect(await shopUnits()).toBe(40);
    await app.db.execute(sql`delete from stock_race_fault`);
    const settled = await admin.post(`/api/admin/orders/${orderId}/cancel`, CANCEL);
    expect(settled.status).toBe(200);
    expect(await shopUnits()).toBe(40);
    expect(await shopifyUnits()).toBe(40);
  });
});
