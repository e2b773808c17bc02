import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders, subscriptions } from '../server/db/schema/orders';
import { startTestApp, type TestApp } from '../server/test/harness';
import { PAY_FORM } from '../server/test/sandbox-pay';
import { cartInputOf, FULL_CART_CREATE_MUTATION } from './cart-create-document';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app?.close();
});

const LINES = [
  {
    merchandiseId: 'gid://shopify/ProductVariant/44858553761923',
    quantity: 1,
    subscriptionPlan: '2-month supply (10% off)',
  },
  {
    merchandiseId: 'gid://shopify/ProductVariant/44858553761926',
    quantity: 1,
  },
];

async function createCheckout(): Promise<string> {
  const res = await app.fetch('/sandbox/shopify/api/2025-07/graphql.json', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Storefront-Access-Token': 'sandbox-public-token',
    },
    body: JSON.stringify({
      query: FULL_CART_CREATE_MUTATION,
      variables: { input: cartInputOf(LINES) },
    }),
  });
  const body = (await res.json()) as { data: { cartCreate: { cart: { checkoutUrl: string } } } };
  const url = new URL(body.data.cartCreate.cart.checkoutUrl);
  url.searchParams.set('channel', 'online_store');
  return `${url.pathname}${url.search}`;
}

function readFormAction(html: string): string {
  const match = /<form method="post" action="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no checkout form');
  return match[1].replace(/&amp;/g, '&');
}

/** The shared test shopper's form, with a county, a phone and a postcode in lower case. */
const VALID_FORM = {
  ...PAY_FORM,
  province: 'Leicestershire',
  zip: 'le1 1aa',
  phone: '+447700900123',
};

function postForm(path: string, fields: Record<string, string>) {
  return app.fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: app.baseUrl },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

describe('sandbox hosted checkout', () => {
  it('pays: the signed orders/create webhook stores the order and both items, held as unsigned', async () => {
    const checkoutPath = await createCheckout();
    const page = await app.fetch(checkoutPath);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Sandbox checkout — no real payment');
    expect(html).not.toMatch(/<script/i);
    const action = readFormAction(html);

    const paid = await postForm(action, VALID_FORM);
    expect(paid.status).toBe(303);
    const thankYouPath = paid.headers.get('location') ?? '';
    expect(thankYouPath).toContain('/thank-you');
    const thankYou = await (await app.fetch(thankYouPath)).text();
    const orderNumber = /Order <strong>#(\d+)<\/strong>/.exec(thankYou)?.[1];
    expect(orderNumber).toBeDefined();
    expect(thankYou).toContain('Continue shopping');
    expect(thankYou).not.toContain('has not confirmed');

    const [order] = await app.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, orderNumber ?? ''));
    expect(order).toMatchObject({
      email: 'amira.khan@example.co.uk',
      // A cart the shop's server did not build and sign is held for staff (orders/store-order.ts).
      status: 'on_hold',
      // Shopify charges its own variant prices: £14.99 + £19.99.
      totalAmount: '34.98',
    });
    expect(order?.shippingAddress).toMatchObject({
      zip: 'LE1 1AA',
      country: 'United Kingdom',
      city: 'Leicester',
    });
    const items = await app.db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order?.id ?? ''));
    expect(items.map((item) => item.productTitle).sort()).toEqual([
      'Black Seed Oil Capsules 1000mg',
      'Organic Black Seed Oil',
    ]);
    const subs = await app.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.orderId, order?.id ?? ''));
    // A plan written into a line property is not a selling plan: no subscription starts.
    expect(subs).toHaveLength(0);

    // Paying twice (double submit) sends the same webhook again: still one order.
    const again = await postForm(action, VALID_FORM);
    expect(again.status).toBe(303);
    expect(
      await app.db
        .select()
        .from(orders)
        .where(eq(orders.orderNumber, orderNumber ?? '')),
    ).toHaveLength(1);
    // The paid checkout link now goes to the thank-you page.
    const revisit = await app.fetch(checkoutPath, { redirect: 'manual' });
    expect(revisit.status).toBe(303);
  });

  it('shows field errors, keeps the values escaped, and stores nothing for an invalid form', async () => {
    const checkoutPath = await createCheckout();
    const action = readFormAction(await (await app.fetch(checkoutPath)).text());
    const before = await app.db.select().from(orders);
    const res = await postForm(action, {
      ...VALID_FORM,
      email: 'not-an-email',
      first_name: '<script>alert(1)</script>',
      zip: '12345',
      card_number: '4000 0000 0000 0002',
    });
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('Enter a valid email address');
    expect(html).toContain('Enter a UK postcode');
    expect(html).toContain('Use the test card 4242 4242 4242 4242');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    expect(await app.db.select().from(orders)).toHaveLength(before.length);
  });
});
