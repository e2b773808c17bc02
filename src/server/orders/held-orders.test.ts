/**
 * Purchases made straight through the Storefront API with the public token (Shopify's own
 * client against the sandbox), paid with the test card: what the shop did not sell to that buyer
 * is held, or cannot be bought at all (docs/decisions/050-orders-held-until-verified.md,
 * docs/decisions/049-conditional-prices-off-the-storefront.md).
 */
import { createStorefrontApiClient } from '@shopify/storefront-api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { variantOf } from '../checkout/checkout-test-helpers';
import { mailOutbox } from '../db/schema/content';
import { orderItems } from '../db/schema/orders';
import { checkOperations } from '../ops/alerts';
import { cupTierVariantGid } from '../shopify/merchandise';
import { startTestApp, type TestApp } from '../test/harness';
import { orderCreatedPayload, placeWebhookOrder } from '../test/order-webhook';
import { payAtSandbox } from '../test/sandbox-pay';
import { HELD_ORDER_ALERT_PERIOD_MS } from './hold-alert';

const UNSIGNED =
  'The cart was not built by the shop: its signature is missing or does not match its lines.';

let app: TestApp;
let storefront: ReturnType<typeof createStorefrontApiClient>;

beforeAll(async () => {
  app = await startTestApp();
  storefront = createStorefrontApiClient({
    storeDomain: 'https://habba-sandbox.myshopify.com',
    apiVersion: '2026-10',
    publicAccessToken: 'sandbox-public-token',
    customFetchApi: (url, init) =>
      fetch(`${app.baseUrl}/sandbox/shopify${new URL(String(url)).pathname}`, init),
  });
});
afterAll(async () => {
  await app?.close();
});

const CART_CREATE = `mutation cartCreate($input: CartInput!) {
  cartCreate(input: $input) {
    cart { checkoutUrl cost { subtotalAmount { amount } } }
    userErrors { field message code }
  }
}`;

type Line = {
  merchandiseId: string;
  quantity: number;
  attributes?: { key: string; value: string }[];
};

async function cartCreate(lines: Line[], attributes: { key: string; value: string }[] = []) {
  const res = await storefront.request(CART_CREATE, {
    variables: { input: { lines, attributes } },
  });
  expect(res.errors).toBeUndefined();
  return res.data.cartCreate as {
    cart: { checkoutUrl: string; cost: { subtotalAmount: { amount: string } } } | null;
    userErrors: { field: string[]; message: string; code: string }[];
  };
}

async function readRankings(): Promise<string[]> {
  const res = await app.fetch('/api/store/rankings');
  expect(res.status).toBe(200);
  return ((await res.json()) as { bestSellers: string[] }).bestSellers;
}

async function staffAlertsFor(orderNumber: string) {
  const mail = await app.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, app.config.supportEmail));
  return mail.filter((m) => m.subject.includes(`#${orderNumber} `));
}

async function confirmationsFor(orderNumber: string) {
  const mail = await app.db.select().from(mailOutbox);
  return mail.filter((m) => m.subject.includes(`order #${orderNumber} is confirmed`));
}

/** An orders/create webhook as Shopify sends it for a cart the shop never signed. */
function postUnsignedOrder(line: {
  variantId: string;
  title: string;
  variantTitle: string;
  quantity: number;
  price: string;
}) {
  const payload = orderCreatedPayload({
    id: Date.now() * 1000 + Math.floor(Math.random() * 1000),
    orderNumber: 80000 + Math.floor(Math.random() * 10000),
    createdAt: '2026-11-26T10:00:00+00:00',
    lines: [
      {
        variant_id: Number(line.variantId.slice(line.variantId.lastIndexOf('/') + 1)),
        title: line.title,
        variant_title: line.variantTitle,
        quantity: line.quantity,
        price: line.price,
        properties: [],
      },
    ],
    extra: { source_name: 'web' },
  });
  return placeWebhookOrder(app, payload);
}

describe('orders bought around the shop through the public Storefront API', () => {
  it('50 cups on the 5,000+ tier variant cannot be bought, and such an order is held', async () => {
    const tierGid = cupTierVariantGid('bulk-cup-b1', 5000);
    const attempt = await cartCreate([{ merchandiseId: tierGid, quantity: 1 }]);
    expect(attempt.cart).toBeNull();
    expect(attempt.userErrors).toEqual([
      {
        field: ['input', 'lines', '0', 'merchandiseId'],
        message: `The merchandise with id ${tierGid} does not exist.`,
        code: 'MERCHANDISE_NOT_APPLICABLE',
      },
    ]);
    // Had Shopify sold it anyway (a variant published by mistake), the order is held.
    const order = await postUnsignedOrder({
      variantId: tierGid,
      title: 'Professional Cupping Cups',
      variantTitle: 'B1 / 5000+ cups, pack of 50',
      quantity: 1,
      price: '10.50',
    });
    expect(order.status).toBe('on_hold');
    expect(order.holdReasons).toEqual([
      UNSIGNED,
      "Line 1, Professional Cupping Cups (B1 / 5000+ cups, pack of 50): paid £10.50, the shop's price is £30.00.",
    ]);
    const items = await app.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items).toMatchObject([{ purchaseOption: 'cups', units: 50, unitPricePence: 1050 }]);
    expect(await confirmationsFor(order.orderNumber)).toEqual([]);
    expect(await staffAlertsFor(order.orderNumber)).toHaveLength(1);
  });

  it('a trade-only wholesale oil cannot be bought by a guest, and such an order is held', async () => {
    const oil = await variantOf(app, 'wholesale-black-seed-oil-1l');
    const attempt = await cartCreate([{ merchandiseId: oil.gid ?? '', quantity: 1 }]);
    expect(attempt.cart).toBeNull();
    expect(attempt.userErrors[0]?.code).toBe('MERCHANDISE_NOT_APPLICABLE');
    const order = await postUnsignedOrder({
      variantId: oil.gid ?? '',
      title: 'Wholesale Black Seed Oil 1L (case of 6)',
      variantTitle: 'Default',
      quantity: 1,
      price: '89.00',
    });
    expect(order).toMatchObject({ status: 'on_hold', orderType: 'wholesale', userId: null });
    expect(order.holdReasons).toEqual([
      UNSIGNED,
      'Line 1, Wholesale Black Seed Oil 1L (case of 6) (Default): trade prices are for approved trade accounts only.',
    ]);
    const items = await app.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items).toMatchObject([{ variantId: oil.id, purchaseOption: 'trade', units: 1 }]);
  });

  it('1 bottle with forged pack properties is stored as 1 bottle, and held', async () => {
    const oil = await variantOf(app, 'black-seed-oil', '100ml');
    const forged = await cartCreate(
      [
        {
          merchandiseId: oil.gid ?? '',
          quantity: 1,
          attributes: [
            { key: '_option', value: 'onetime-3month' },
            { key: '_units_per_item', value: '3' },
            { key: '_priced_line_total', value: '1499' },
            { key: '_variant_id', value: oil.id },
          ],
        },
      ],
      [{ key: '_priced_total_pence', value: '1499' }],
    );
    expect(forged.userErrors).toEqual([]);
    expect(forged.cart?.cost.subtotalAmount.amount).toBe('14.99');
    const { order, items } = await payAtSandbox(app, forged.cart?.checkoutUrl ?? '');
    expect(order).toMatchObject({ status: 'on_hold', totalPence: 1499, pricedTotalPence: null });
    expect(order.holdReasons).toEqual([UNSIGNED]);
    expect(items).toMatchObject([
      { variantId: oil.id, purchaseOption: 'onetime', quantity: 1, units: 1, unitPricePence: 1499 },
    ]);
    expect(await confirmationsFor(order.orderNumber)).toEqual([]);
  });

  it('£4.99 wipes claiming to be 999,999,999 lip balms are stored as wipes and held', async () => {
    const wipes = await variantOf(app, 'antiseptic-wipes');
    const balm = await variantOf(app, 'tallow-lip-balm');
    const before = await readRankings();
    // Staff hear of held orders once per period (decision 120): the earlier tests' held orders
    // are reported by the periodic check, and a period later this one is emailed by itself.
    app.deps.clock.advance(HELD_ORDER_ALERT_PERIOD_MS);
    await checkOperations(app.deps);
    app.deps.clock.advance(HELD_ORDER_ALERT_PERIOD_MS);
    const forged = await cartCreate([
      {
        merchandiseId: wipes.gid ?? '',
        quantity: 1,
        attributes: [
          { key: '_variant_id', value: balm.id },
          { key: '_units_per_item', value: '999999999' },
        ],
      },
    ]);
    expect(forged.userErrors).toEqual([]);
    const { order, items } = await payAtSandbox(app, forged.cart?.checkoutUrl ?? '');
    expect(order.status).toBe('on_hold');
    expect(order.holdReasons).toEqual([UNSIGNED]);
    const [wipesVariant] = await app.db
      .select({ productId: orderItems.productId })
      .from(orderItems)
      .where(eq(orderItems.id, items[0]?.id ?? ''));
    expect(items).toMatchObject([
      { variantId: wipes.id, units: 1, quantity: 1, purchaseOption: 'onetime' },
    ]);
    expect(wipesVariant?.productId).not.toBeNull();
    // Not counted in best sellers while held.
    expect(await readRankings()).toEqual(before);
    expect(await staffAlertsFor(order.orderNumber)).toMatchObject([
      {
        subject: `Order #${order.orderNumber} is on hold: check it before it ships`,
        text: expect.stringContaining(`- ${UNSIGNED}`),
      },
    ]);
  });
});
