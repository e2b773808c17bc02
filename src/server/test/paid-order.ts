/**
 * A one-time order (quantity × 100 ml oil) checked out through the server by `client` and paid at
 * the sandbox with `email`, as a shopper would; returns the stored order's ids and charge.
 */
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { adminGraphql } from '../../core/shopify/graphql-document';
import { orders } from '../db/schema/orders';
import { oil100VariantId, sandboxAdminClient } from '../subscriptions/test-helpers';
import type { TestApp, TestClient } from './harness';
import { PAY_FORM } from './sandbox-pay';

export async function payOneTimeOrder(
  app: TestApp,
  client: TestClient,
  email: string,
  quantity = 2,
) {
  const lines = [
    { kind: 'one-time', variantId: await oil100VariantId(app), packSize: 1, quantity },
  ];
  const priced = (await (await client.post('/api/cart/price', { lines })).json()) as {
    totalPence: number;
  };
  const res = await client.post('/api/checkout', { lines, expectedTotalPence: priced.totalPence });
  expect(res.status).toBe(200);
  const url = new URL(((await res.json()) as { checkoutUrl: string }).checkoutUrl);
  const page = await (await app.fetch(`${url.pathname}${url.search}`)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1]?.replace(/&amp;/g, '&');
  const done = await app.fetch(action ?? '', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: app.baseUrl },
    body: new URLSearchParams({ ...PAY_FORM, email }).toString(),
    redirect: 'manual',
  });
  expect(done.status).toBe(303);
  const thankYou = await (await app.fetch(done.headers.get('location') ?? '')).text();
  const orderNumber = /Order <strong>#(\d+)<\/strong>/.exec(thankYou)?.[1] ?? '';
  const [order] = await app.db
    .select()
    .from(orders)
    .where(and(eq(orders.email, email), eq(orders.orderNumber, orderNumber)));
  if (!order?.shopifyOrderId || order.totalPence === null) throw new Error('order not stored');
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    email,
    gid: `gid://shopify/Order/${order.shopifyOrderId}`,
    chargedPence: order.totalPence,
    /** What the server priced the cart at before checkout (to compare the stored figures with). */
    pricedPence: priced.totalPence,
  };
}

/** The order's first transaction at the sandbox (the sale a refund is made against). */
export async function saleTransaction(app: TestApp, orderGid: string) {
  const { data } = await sandboxAdminClient(app).request(
    adminGraphql`query ($id: ID!) { order(id: $id) { transactions { id kind gateway } } }`,
    { variables: { id: orderGid } },
  );
  return (data as { order: { transactions: { id: string; kind: string; gateway: string }[] } })
    .order.transactions[0];
}
