/**
 * Paying a sandbox hosted checkout as a shopper would: open the
 * checkout URL, post the test card, follow the thank-you page and read the stored order.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { orderItems, orders } from '../db/schema/orders';
import type { TestApp } from './harness';
import { PAY_FORM } from './pay-form';

export { PAY_FORM };

/** Pays the checkout at `checkoutUrl`; returns the stored order, its items and the page shown. */
export async function payAtSandbox(app: TestApp, checkoutUrl: string) {
  const url = new URL(checkoutUrl);
  const page = await app.fetch(`${url.pathname}${url.search}`);
  expect(page.status).toBe(200);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  expect(action).toBeDefined();
  const paid = await app.fetch(action ?? '', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: app.baseUrl },
    body: new URLSearchParams(PAY_FORM).toString(),
    redirect: 'manual',
  });
  expect(paid.status).toBe(303);
  const thankYou = await (await app.fetch(paid.headers.get('location') ?? '')).text();
  const orderNumber = /Order <strong>#(\d+)<\/strong>/.exec(thankYou)?.[1] ?? '';
  expect(thankYou).not.toContain('has not confirmed');
  const [order] = await app.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!order) throw new Error(`order ${orderNumber} not stored`);
  const items = await app.db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  return { order, items, html };
}
