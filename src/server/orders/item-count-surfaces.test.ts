/**
 * One way of counting what a line ships (decision 122): a multi-unit pack (a
 * subscription of 3-jar packs × 2, a one-time 3-bottle pack × 2) and cups (sold to Shopify in
 * packs of 50) read in the same words, units first, on the drawer, the order confirmation, the
 * subscription confirmation and order-now emails, Order History, the HTML and PDF invoices, the
 * packing slip and the admin's order: 'Pure Himalayan Shilajit Resin (30g), 6 jars (2 packs of
 * 3)', 'Professional Cupping Cups (B1 (60 mm)), 100 cups (2 packs of 50)'.
 */
import { describe, expect, it } from 'vitest';
import type { OrdersResponse } from '../../core/api/account';
import type { AdminOrderDetailResponse } from '../../core/api/admin-orders';
import type { PurchaseIntent } from '../../core/api/checkout';
import { describeItem } from '../../core/catalog/item-count';
import { formatUnits } from '../../core/catalog/unit-noun';
import { variantOf } from '../checkout/checkout-test-helpers';
import { subscriptionSuite, waitFor } from '../subscriptions/test-helpers';
import { readPdfRows } from '../test/pdf-text';
import { PAY_FORM, payAtSandbox } from '../test/sandbox-pay';

const suite = subscriptionSuite();

/**
 * A PDF's first column as one line of words: a line's description wraps onto the next rows, whose
 * first cell continues it (the other columns are figures).
 */
async function pdfWords(res: Response): Promise<string> {
  expect(res.status).toBe(200);
  const rows = await readPdfRows(new Uint8Array(await res.arrayBuffer()));
  return rows.map((row) => row[0] ?? '').join(' ');
}

/** Every document and email of one order, each as one string. */
async function surfacesOf(
  orderId: string,
  email: string,
  client: ReturnType<typeof suite.app.client>,
) {
  const { client: admin } = await suite.app.adminClient();
  const history = (await (await client.get('/api/account/orders')).json()) as OrdersResponse;
  const listed = history.orders.find((o) => o.id === orderId);
  const detail = (await (
    await admin.get(`/api/admin/orders/${orderId}`)
  ).json()) as AdminOrderDetailResponse;
  const mails = await suite.mailTo(email);
  return {
    'order email': mails.map((m) => m.text).join('\n'),
    'HTML invoice': await (await client.get(`/api/account/orders/${orderId}/invoice`)).text(),
    'VAT invoice': await pdfWords(await client.get(`/api/account/orders/${orderId}/invoice.pdf`)),
    'packing slip': await pdfWords(
      await admin.get(`/api/admin/orders/${orderId}/packing-slip.pdf`),
    ),
    // What the account's Order History and the admin's order render (the same function).
    'Order History': (listed?.items ?? [])
      .map((i) => describeItem({ ...i, packs: i.quantity }).textWithPacks)
      .join('\n'),
    'admin order': detail.order.lines
      .map(
        (l) =>
          describeItem({ ...l, units: l.units ?? l.quantity, packs: l.quantity }).textWithPacks,
      )
      .join('\n'),
  };
}

describe('one way of counting a line on every surface', () => {
  it('a multi-unit pack: the drawer, emails, Order History, invoices, packing slip and admin say the same units', async () => {
    const shilajit = await variantOf(suite.app, 'shilajit-resin', '30g');
    const oil = await variantOf(suite.app, 'black-seed-oil', '100ml');
    const client = suite.app.client();
    const { email } = await client.signUp();
    const { order, priced, subscriptions } = await suite.subscribe({
      email,
      client,
      variantId: shilajit.id,
      planId: 'subscribe-3month',
      quantity: 2,
      moreLines: [{ kind: 'one-time', variantId: oil.id, packSize: 3, quantity: 2 }],
    });
    const expected = [
      'Pure Himalayan Shilajit Resin (30g), 6 jars (2 packs of 3)',
      'Organic Black Seed Oil (100ml), 6 bottles (2 packs of 3)',
    ];
    // The drawer counts the same units in the same noun.
    expect(priced.lines.map((l) => formatUnits(l.units, l.unitNoun))).toEqual([
      '6 jars',
      '6 bottles',
    ]);

    await waitFor(async () =>
      (await suite.mailTo(email)).some((m) => m.subject.includes('subscription is confirmed')),
    );
    const sub = subscriptions[0];
    if (!sub) throw new Error('no subscription');
    expect((await client.post(`/api/account/subscriptions/${sub.id}/order-now`, {})).status).toBe(
      200,
    );
    await waitFor(async () =>
      (await suite.mailTo(email)).some((m) => m.subject.includes('extra delivery is paid')),
    );

    const surfaces = await surfacesOf(order.id, email, client);
    for (const [surface, text] of Object.entries(surfaces)) {
      for (const words of expected) expect(text, surface).toContain(words);
      // Never Shopify's pack variant name, never "N × product".
      expect(text, surface).not.toMatch(/3-pack|\d+ × (Pure|Organic)/);
    }
    // The subscription emails count the same units, per delivery (no pack arithmetic there).
    const mails = await suite.mailTo(email);
    expect(mails.find((m) => m.subject.includes('subscription is confirmed'))?.text).toContain(
      '\nPure Himalayan Shilajit Resin (30g), 6 jars\nPlan: ',
    );
    expect(mails.find((m) => m.subject.includes('extra delivery is paid'))?.text).toContain(
      '\n- Pure Himalayan Shilajit Resin (30g), 6 jars per delivery: £',
    );
  }, 120_000);

  it('cups: counted in cups on every surface, never in packs of 50 alone', async () => {
    const client = suite.app.client();
    await client.signUp();
    // The sandbox's payment form gives the order its email.
    const email = PAY_FORM.email;
    const lines: PurchaseIntent[] = [
      { kind: 'cups', variantId: 'bulk-cup-b1', cups: 100 },
      { kind: 'cups', variantId: 'bulk-cup-b2', cups: 50 },
    ];
    const priced = (await (await client.post('/api/cart/price', { lines })).json()) as {
      totalPence: number;
      lines: { units: number; unitNoun: string; label: string }[];
    };
    expect(priced.lines.map((l) => formatUnits(l.units, l.unitNoun))).toEqual([
      '100 cups',
      '50 cups',
    ]);
    const res = await client.post('/api/checkout', {
      lines,
      expectedTotalPence: priced.totalPence,
    });
    expect(res.status).toBe(200);
    const { order } = await payAtSandbox(
      suite.app,
      ((await res.json()) as { checkoutUrl: string }).checkoutUrl,
    );
    await waitFor(async () =>
      (await suite.mailTo(email)).some((m) => m.subject.includes(`#${order.orderNumber} `)),
    );
    const expected = [
      'Professional Cupping Cups (B1 (60 mm)), 100 cups (2 packs of 50)',
      'Professional Cupping Cups (B2 (55 mm)), 50 cups (1 pack of 50)',
    ];
    const surfaces = await surfacesOf(order.id, email, client);
    for (const [surface, text] of Object.entries(surfaces)) {
      for (const words of expected) expect(text, surface).toContain(words);
      expect(text, surface).not.toMatch(/\+ cups, pack of 50|\d+ × Professional/);
    }
  }, 120_000);
});
