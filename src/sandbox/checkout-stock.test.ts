import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetailResponse } from '../core/api/admin-orders';
import { orderItems, orders } from '../server/db/schema/orders';
import {
  firstVariantOf,
  type SeededVariant,
  setShopifyQuantity,
  shopifyUnitsOf,
  shopUnitsOf,
} from '../server/stock/test-helpers';
import { startTestApp, type TestApp, type TestClient } from '../server/test/harness';
import { orderCreatedPayload, placeWebhookOrder } from '../server/test/order-webhook';
import { PAY_FORM } from '../server/test/sandbox-pay';

// Stock is never sold twice: the sandbox's payment takes tracked units atomically and refuses
// the payment that asks for more than are left, as Shopify's checkout does for a variant that
// denies overselling; an order that arrives all the same with Shopify's stock below zero (a real
// store's race) is held for staff with the reason. docs/decisions/112-stock-never-sold-twice.md

let app: TestApp;
let admin: TestClient;
let shoppers: TestClient[];
let variant: SeededVariant;

const NAME = 'Organic Black Seed Oil (100ml)';

beforeAll(async () => {
  // The shop follows Shopify's stock after each sale (follow-shopify.ts), not by webhook.
  app = await startTestApp({ env: { SHOPIFY_SANDBOX_INVENTORY_WEBHOOKS: 'false' } });
  ({ client: admin } = await app.adminClient());
  shoppers = [app.client(), app.client()];
  for (const shopper of shoppers) await shopper.signUp({ verify: true });
  variant = await firstVariantOf(app, 'black-seed-oil');
}, 120_000);
afterAll(() => app?.close());

const shopifyUnits = () => shopifyUnitsOf(app, variant.shopifyGid);

const shopUnits = () => shopUnitsOf(app, variant.id);

/** Shopify has `units` and the shop has synced them. */
async function stockAt(units: number) {
  await setShopifyQuantity(app, variant.shopifyGid, units);
  expect((await admin.post('/api/admin/inventory/sync', {})).status).toBe(200);
  expect(await shopUnits()).toBe(units);
}

/** The shop checks out `quantity` units for the shopper; returns the payment form's address. */
async function openPayment(shopper: TestClient, quantity: number): Promise<string> {
  const lines = [{ kind: 'one-time', variantId: variant.id, packSize: 1, quantity }];
  const priced = (await (await shopper.post('/api/cart/price', { lines })).json()) as {
    totalPence: number;
  };
  const res = await shopper.post('/api/checkout', { lines, expectedTotalPence: priced.totalPence });
  expect(res.status).toBe(200);
  const url = new URL(((await res.json()) as { checkoutUrl: string }).checkoutUrl);
  const page = await (await app.fetch(`${url.pathname}${url.search}`)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1]?.replace(/&amp;/g, '&');
  if (!action) throw new Error('no payment form');
  return action;
}

const pay = (action: string) =>
  app.fetch(action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: app.baseUrl },
    body: new URLSearchParams(PAY_FORM).toString(),
    redirect: 'manual',
  });

/** Orders holding the variant, with their status and hold reasons. */
async function ordersOfVariant() {
  return app.db
    .selectDistinct({ id: orders.id, status: orders.status, holdReasons: orders.holdReasons })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(eq(orderItems.variantId, variant.id));
}

describe('two payments for the last units', () => {
  it('pays one and refuses the other at the payment step, charging nothing; a late order is held', async () => {
    await stockAt(2);
    const actions = [await openPayment(shoppers[0] as TestClient, 2)];
    actions.push(await openPayment(shoppers[1] as TestClient, 2));

    const answers = await Promise.all(actions.map(pay));
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([303, 409]);
    const refused = answers.find((res) => res.status === 409);
    const page = (await refused?.text()) ?? '';
    expect(page).toContain(
      `${NAME} has sold out: your card has not been charged. Return to the shop to remove it.`,
    );
    // Nothing was charged: one order, Shopify's and the shop's stock at 0, never below.
    const stored = await ordersOfVariant();
    expect(stored.map((order) => [order.status, order.holdReasons])).toEqual([['pending', null]]);
    expect(await shopifyUnits()).toBe(0);
    expect(await shopUnits()).toBe(0);
    // The refused cart is kept: its payment page opens again, unpaid.
    const refusedAction = actions[answers.findIndex((res) => res.status === 409)] ?? '';
    const again = await app.fetch(refusedAction);
    expect(again.status).toBe(200);
    expect(await again.text()).toContain('Pay now');

    // A real store's race: Shopify took 2 more units anyway (its stock now -2) and sends the
    // order, from a cart the shop signed. It is stored, held, and staff read why.
    await setShopifyQuantity(app, variant.shopifyGid, -2);
    const late = await placeWebhookOrder(
      app,
      orderCreatedPayload({
        lines: [
          {
            variant_id: Number(variant.shopifyGid.split('/').at(-1)),
            title: 'Organic Black Seed Oil',
            variant_title: '100ml',
            quantity: 2,
            price: '14.99',
            properties: [],
          },
        ],
        signed: { secret: app.config.authSecret },
      }),
    );
    const reason =
      "Line 1, Organic Black Seed Oil (100ml): oversold. Shopify's stock fell to -2 with this order, so 2 of the 2 ordered are not in stock. Restock it or cancel the order before it ships.";
    expect(late.status).toBe('on_hold');
    expect(late.holdReasons).toEqual([reason]);
    const detail = await admin.get(`/api/admin/orders/${late.id}`);
    expect(((await detail.json()) as AdminOrderDetailResponse).order.holdReasons).toEqual([reason]);
  });

  it('says how many are left when fewer remain than the payment asks for', async () => {
    await stockAt(3);
    const first = await openPayment(shoppers[0] as TestClient, 2);
    const second = await openPayment(shoppers[1] as TestClient, 2);
    expect((await pay(first)).status).toBe(303);
    const refused = await pay(second);
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain(
      `Only 1 left of ${NAME}: your card has not been charged. Return to the shop to lower the quantity.`,
    );
    expect(await shopifyUnits()).toBe(1);
  });
});
