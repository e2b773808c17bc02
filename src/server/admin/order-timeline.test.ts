import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLogResponse } from '../../core/api/audit';
import {
  COMMENT_REQUIRED,
  type OrderTimelineEvent,
  type OrderTimelineResponse,
} from '../../core/api/order-timeline';
import { formatGBP } from '../../core/money';
import { orderComments, orderItems, orders } from '../db/schema/orders';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';
import { payOneTimeOrder } from '../test/paid-order';
import { readPdfRows } from '../test/pdf-text';
import { buildOrderTimeline } from './order-timeline';

// The admin order page's timeline: placed, paid, held, shipped, refunded, cancelled, the emails
// the customer was sent and staff comments, from what the shop stores, in a fixed number of
// queries; and the packing slip PDF.

let app: TestApp;
let admin: TestClient;
let adminEmail: string;
let customer: TestClient;
let customerEmail: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ client: admin, email: adminEmail } = await app.adminClient({ firstName: 'Ada' }));
  customer = app.client();
  ({ email: customerEmail } = await customer.signUp({
    verify: true,
    firstName: 'Amira',
    lastName: 'Khan',
  }));
}, 120_000);
afterAll(() => app?.close());

const timeline = async (id: string) => {
  const res = await admin.get(`/api/admin/orders/${id}/timeline`);
  expect(res.status).toBe(200);
  return ((await res.json()) as OrderTimelineResponse).events;
};
const brief = (events: OrderTimelineEvent[]) =>
  events.map((e) => [e.kind, e.title, e.detail, e.actor]);

describe('order timeline', () => {
  it('lists a shipped and refunded order with its emails and a staff comment, oldest first', async () => {
    const paid = await payOneTimeOrder(app, customer, customerEmail);
    const shop = app.config.shopName;
    const status = `/api/admin/orders/${paid.id}/status`;
    expect((await admin.post(status, { status: 'processing' })).status).toBe(200);
    const shipped = { status: 'shipped', carrier: 'Royal Mail', trackingNumber: 'RM123456785GB' };
    expect((await admin.post(status, shipped)).status).toBe(200);
    const refund = { amountPence: 500, note: 'Bottle arrived cracked' };
    expect((await admin.post(`/api/admin/orders/${paid.id}/refunds`, refund)).status).toBe(201);

    const comments = `/api/admin/orders/${paid.id}/comments`;
    const empty = await admin.post(comments, { body: '  ' });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { error: { fields: unknown } }).error.fields).toEqual({
      body: [COMMENT_REQUIRED],
    });
    const added = await admin.post(comments, { body: 'Customer rang: leave with neighbour' });
    expect(added.status).toBe(201);
    const events = ((await added.json()) as OrderTimelineResponse).events;
    expect(events).toEqual(await timeline(paid.id));

    const ref = `#${paid.orderNumber}`;
    expect(brief(events)).toEqual([
      ['placed', 'Order placed', null, null],
      ['paid', `Paid ${formatGBP(paid.chargedPence)}`, null, null],
      ['email', 'Emailed the customer', `Your ${shop} order ${ref} is confirmed`, null],
      ['processing', 'Marked processing', null, adminEmail],
      ['email', 'Emailed the customer', `We are preparing your ${shop} order ${ref}`, null],
      ['shipped', 'Shipped with Royal Mail, tracking RM123456785GB', null, adminEmail],
      ['email', 'Emailed the customer', `Your ${shop} order ${ref} is on its way`, null],
      ['refunded', 'Refunded £5.00', 'Bottle arrived cracked', adminEmail],
      ['email', 'Emailed the customer', `Refund of £5.00 for your ${shop} order ${ref}`, null],
      ['comment', 'Comment', 'Customer rang: leave with neighbour', adminEmail],
    ]);
    const [comment] = await app.db
      .select()
      .from(orderComments)
      .where(eq(orderComments.orderId, paid.id));
    expect(comment).toMatchObject({
      body: 'Customer rang: leave with neighbour',
      staffEmail: adminEmail,
    });
    const audit = (await (
      await admin.get('/api/admin/audit?action=order.comment')
    ).json()) as AuditLogResponse;
    expect(audit.entries.map((e) => [e.action, e.actorEmail, e.summary])).toEqual([
      ['order.comment', adminEmail, `Order ${paid.orderNumber}: comment added`],
    ]);

    // A fixed number of queries, however long the history.
    app.database.queries.reset();
    await buildOrderTimeline(app.db, paid.id);
    const before = app.database.queries.count;
    for (const body of ['Second', 'Third', 'Fourth']) {
      expect((await admin.post(comments, { body })).status).toBe(201);
    }
    expect((await admin.post(status, { status: 'delivered' })).status).toBe(200);
    app.database.queries.reset();
    const longer = await buildOrderTimeline(app.db, paid.id);
    expect(longer).toHaveLength(events.length + 5);
    expect(app.database.queries.count).toBe(before);
    expect(before).toBeLessThanOrEqual(6);
  });

  it('shows a cancelled order with its refund, and a held order released by staff', async () => {
    const paid = await payOneTimeOrder(app, customer, customerEmail, 1);
    const cancel = { reason: 'customer', restock: true, refund: true, staffNote: 'Rang us' };
    expect((await admin.post(`/api/admin/orders/${paid.id}/cancel`, cancel)).status).toBe(200);
    const amount = formatGBP(paid.chargedPence);
    expect(brief((await timeline(paid.id)).slice(3))).toEqual([
      [
        'cancelled',
        'Cancelled: Customer asked to cancel',
        'Restocked. Staff note: Rang us',
        adminEmail,
      ],
      ['refunded', `Refunded ${amount}`, 'Order cancelled', adminEmail],
      [
        'email',
        'Emailed the customer',
        `Your ${app.config.shopName} order #${paid.orderNumber} has been cancelled`,
        null,
      ],
    ]);

    const [held] = await app.db
      .insert(orders)
      .values({
        email: customerEmail,
        orderNumber: '8801',
        status: 'on_hold',
        totalAmount: '24.99',
        totalPence: 2499,
        holdReasons: ['The charge differs from the shop’s price'],
      })
      .returning();
    if (!held) throw new Error('fixture failed');
    const release = { decision: 'release', note: 'Checked with Shopify' };
    expect((await admin.post(`/api/admin/orders/${held.id}/hold`, release)).status).toBe(200);
    expect(brief(await timeline(held.id))).toEqual([
      ['placed', 'Order placed', null, null],
      ['paid', 'Paid £24.99', null, null],
      ['held', 'Held for checks', 'The charge differs from the shop’s price', null],
      ['released', 'Released from hold', 'Checked with Shopify', adminEmail],
      [
        'email',
        'Emailed the customer',
        `Your ${app.config.shopName} order #8801 is confirmed`,
        null,
      ],
    ]);
  });

  it('answers 404 for an unknown order and refuses non-staff', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await admin.get(`/api/admin/orders/${unknown}/timeline`)).status).toBe(404);
    expect((await admin.post(`/api/admin/orders/${unknown}/comments`, { body: 'x' })).status).toBe(
      404,
    );
    expect((await customer.get(`/api/admin/orders/${unknown}/timeline`)).status).toBe(403);
  });
});

describe('packing slip', () => {
  it('is a PDF with the order number, ship-to address, items and units, and no prices', async () => {
    const paid = await payOneTimeOrder(app, customer, customerEmail, 3);
    await app.db.update(orderItems).set({ units: 6 }).where(eq(orderItems.orderId, paid.id));
    const res = await admin.get(`/api/admin/orders/${paid.id}/packing-slip.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="packing-slip-${paid.orderNumber}.pdf"`,
    );
    const rows = await readPdfRows(new Uint8Array(await res.arrayBuffer()));
    const text = rows.map((r) => r.join(' ')).join('\n');
    expect(text).toContain(app.config.shopName);
    expect(text).toContain('Packing slip');
    expect(text).toContain(`Order number: #${paid.orderNumber}`);
    expect(rows).toContainEqual(['Ship to']);
    expect(text).toContain('Amira Khan\n12 High Street\nLeicester\nLE1 1AA\nUnited Kingdom');
    expect(rows).toContainEqual(['Item', 'Qty', 'Units']);
    // Named and counted as every surface counts a line (decision 122).
    expect(rows).toContainEqual([
      'Organic Black Seed Oil (100ml), 6 bottles (3 packs of 2)',
      '3',
      '6',
    ]);
    expect(text).not.toMatch(/£|\d+\.\d\d/);

    expect((await customer.get(`/api/admin/orders/${paid.id}/packing-slip.pdf`)).status).toBe(403);
    expect(
      (await admin.get('/api/admin/orders/00000000-0000-4000-8000-000000000000/packing-slip.pdf'))
        .status,
    ).toBe(404);
  });
});
