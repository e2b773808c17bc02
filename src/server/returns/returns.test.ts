import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDataExport } from '../../core/api/account-data';
import type { PurchaseIntent } from '../../core/api/checkout';
import {
  OPENED_CHANGED_MIND_MESSAGE,
  type OrderReturnsDto,
  type ReturnDto,
  returnQuantityMessage,
} from '../../core/returns/return-request';
import { anonymiseAccountData } from '../account/erasure';
import { users } from '../db/schema/auth';
import { products, productVariants } from '../db/schema/catalog';
import { creditNotes, orderRefunds, orders } from '../db/schema/orders';
import { orderReturns } from '../db/schema/returns';
import { listOutbox } from '../mail/mailer';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';
import { payAtSandbox } from '../test/sandbox-pay';
import { RETURN_DONE_MESSAGE, RETURN_NOT_APPROVED_MESSAGE } from './service';

// A return from request to credit note (docs/decisions/136-returns.md), and the bound: a return
// and a staff refund on one order never refund more than was paid.

let app: TestApp;
let admin: TestClient;
let customer: TestClient;
let honey: { id: string; gid: string };

async function variantOf(handle: string, title: string) {
  const rows = await app.db
    .select({
      id: productVariants.id,
      title: productVariants.title,
      gid: productVariants.shopifyGid,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.handle, handle));
  const row = rows.find((r) => r.title === title);
  if (!row?.gid) throw new Error(`no variant ${handle} ${title}`);
  return { id: row.id, gid: row.gid };
}

async function deliveredOrder(client: TestClient, lines: PurchaseIntent[]) {
  const priced = (await (await client.post('/api/cart/price', { lines })).json()) as {
    totalPence: number;
  };
  const res = await client.post('/api/checkout', { lines, expectedTotalPence: priced.totalPence });
  const { checkoutUrl } = (await res.json()) as { checkoutUrl: string };
  const { order } = await payAtSandbox(app, checkoutUrl);
  for (const status of [
    { status: 'shipped', carrier: 'Royal Mail', trackingNumber: 'RM123456785GB' },
    { status: 'delivered' },
  ]) {
    const changed = await admin.post(`/api/admin/orders/${order.id}/status`, status);
    expect(changed.status).toBe(200);
  }
  return { id: order.id, totalPence: order.totalPence as number, email: order.email };
}

const jars = (quantity: number): PurchaseIntent[] => [
  { kind: 'one-time', variantId: honey.id, packSize: 1, quantity },
];

async function shownStock() {
  const [row] = await app.db
    .select({ q: productVariants.inventoryQuantity })
    .from(productVariants)
    .where(eq(productVariants.id, honey.id));
  return row?.q;
}

async function bounds(orderId: string) {
  const res = await customer.get(`/api/account/orders/${orderId}/returns`);
  expect(res.status).toBe(200);
  return (await res.json()) as OrderReturnsDto;
}

async function ask(orderId: string, quantity: number, opened = false, reason = 'changed-mind') {
  const { lines } = await bounds(orderId);
  return customer.post(`/api/account/orders/${orderId}/returns`, {
    reason,
    details: '',
    items: [{ orderItemId: lines[0]?.orderItemId, quantity, opened }],
  });
}

beforeAll(async () => {
  app = await startTestApp({ env: { SHOPIFY_SANDBOX_INVENTORY_WEBHOOKS: 'false' } });
  ({ client: admin } = await app.adminClient());
  customer = app.client();
  await customer.signUp({ verify: true });
  honey = await variantOf('manuka-honey-mgo-263', '250g');
  const set = await admin.put(`/api/admin/inventory/variants/${honey.id}`, {
    quantity: 20,
    expected: null,
  });
  expect(set.status).toBe(200);
}, 180_000);
afterAll(() => app?.close());

describe('a return', () => {
  it('is requested, approved, received, refunded, restocked and credited, with an email at each step', async () => {
    const order = await deliveredOrder(customer, jars(2));
    expect(await shownStock()).toBe(18);
    const unitPence = order.totalPence / 2;

    const before = await bounds(order.id);
    expect(before.lines.map((l) => [l.quantity, l.returnable])).toEqual([[2, 2]]);

    const asked = await ask(order.id, 1);
    expect(asked.status).toBe(201);
    const requested = ((await asked.json()) as { return: ReturnDto }).return;
    expect([requested.status, requested.valuePence, requested.items[0]?.quantity]).toEqual([
      'requested',
      unitPence,
      1,
    ]);
    expect((await bounds(order.id)).lines[0]?.returnable).toBe(1);

    const approved = await admin.post(`/api/admin/returns/${requested.id}/decision`, {
      decision: 'approve',
      reason: 'Unopened jar: please send it back',
    });
    expect(approved.status).toBe(200);
    expect(((await approved.json()) as { return: ReturnDto }).return.status).toBe('approved');

    const received = await admin.post(`/api/admin/returns/${requested.id}/received`, {
      received: true,
    });
    expect(received.status, await received.clone().text()).toBe(200);
    const done = ((await received.json()) as { return: ReturnDto }).return;
    expect([done.status, done.refundedPence, done.creditNoteNumber]).toEqual([
      'refunded',
      unitPence,
      'CN-0001',
    ]);
    const [stored] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored?.refundedPence).toBe(unitPence);
    const [note] = await app.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id));
    // Manuka honey is zero-rated: the note credits its price with no VAT.
    expect([note?.grossPence, note?.vatPence, note?.reason]).toEqual([
      unitPence,
      0,
      'Refund: Returned 1 × Manuka Honey MGO 263+ (250g)',
    ]);
    expect(await shownStock()).toBe(19);

    // The customer sees it: status and credit note.
    const seen = await bounds(order.id);
    expect(seen.returns.map((r) => [r.status, r.creditNoteNumber])).toEqual([
      ['refunded', 'CN-0001'],
    ]);
    const subjects = (await listOutbox(app.db, order.email)).map((m) => m.subject);
    for (const words of [
      'We have your return request',
      'is approved',
      'We have received your return',
      `Refund of £${(unitPence / 100).toFixed(2)}`,
    ]) {
      expect(
        subjects.some((s) => s.includes(words)),
        words,
      ).toBe(true);
    }

    // Again: nothing more is refunded or restocked.
    const again = await admin.post(`/api/admin/returns/${requested.id}/received`, {
      received: true,
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { message: string } }).error.message).toBe(
      RETURN_DONE_MESSAGE,
    );
    expect(await shownStock()).toBe(19);
    const refunds = await app.db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, order.id));
    expect(refunds.map((r) => r.amountPence)).toEqual([unitPence]);
  }, 120_000);

  it('refuses quantities over what is left, opened goods for a change of mind, another customer, and a refused one cannot be received', async () => {
    const order = await deliveredOrder(customer, jars(1));
    const over = await ask(order.id, 2);
    expect(over.status).toBe(400);
    expect(
      ((await over.json()) as { error: { fields: Record<string, string[]> } }).error.fields,
    ).toEqual({
      'items.0.quantity': [returnQuantityMessage(1)],
    });
    const opened = await ask(order.id, 1, true);
    expect(opened.status).toBe(400);
    expect(
      ((await opened.json()) as { error: { fields: Record<string, string[]> } }).error.fields,
    ).toEqual({ 'items.0.opened': [OPENED_CHANGED_MIND_MESSAGE] });
    // The guarantee takes opened goods.
    const guarantee = await ask(order.id, 1, true, 'not-happy');
    expect(guarantee.status).toBe(201);
    const { id } = ((await guarantee.json()) as { return: ReturnDto }).return;

    const stranger = app.client();
    await stranger.signUp({ verify: true });
    expect((await stranger.get(`/api/account/orders/${order.id}/returns`)).status).toBe(404);

    const refused = await admin.post(`/api/admin/returns/${id}/decision`, {
      decision: 'refuse',
      reason: 'Photo shows the jar was used up',
    });
    expect(refused.status).toBe(200);
    const receive = await admin.post(`/api/admin/returns/${id}/received`, { received: true });
    expect(receive.status).toBe(409);
    expect(((await receive.json()) as { error: { message: string } }).error.message).toBe(
      RETURN_NOT_APPROVED_MESSAGE,
    );
    // A refused return frees its items for another request.
    expect((await bounds(order.id)).lines[0]?.returnable).toBe(1);
  }, 120_000);

  it('with a staff partial refund on the same order never refunds more than was paid', async () => {
    const order = await deliveredOrder(customer, jars(2));
    const asked = await ask(order.id, 2);
    const { id } = ((await asked.json()) as { return: ReturnDto }).return;
    await admin.post(`/api/admin/returns/${id}/decision`, { decision: 'approve', reason: 'OK' });
    // A goodwill refund of £5.00 and the receipt at once: one after the other under the order lock.
    const [goodwill, received] = await Promise.all([
      admin.post(`/api/admin/orders/${order.id}/refunds`, { amountPence: 500, note: 'Goodwill' }),
      admin.post(`/api/admin/returns/${id}/received`, { received: true }),
    ]);
    expect(received.status, await received.clone().text()).toBe(200);
    const [stored] = await app.db.select().from(orders).where(eq(orders.id, order.id));
    const [ret] = await app.db.select().from(orderReturns).where(eq(orderReturns.id, id));
    if (goodwill.status === 201) {
      // The goodwill refund went first: the return is capped at what was left, to the penny.
      expect(stored?.refundedPence).toBe(order.totalPence);
      expect(ret?.refundedPence).toBe(order.totalPence - 500);
    } else {
      // The return refunded everything first: the goodwill refund is refused.
      expect(goodwill.status).toBe(400);
      expect(stored?.refundedPence).toBe(order.totalPence);
      expect(ret?.refundedPence).toBe(order.totalPence);
    }
    const more = await admin.post(`/api/admin/orders/${order.id}/refunds`, { amountPence: 1 });
    expect(more.status).toBe(400);
    const notes = await app.db.select().from(creditNotes).where(eq(creditNotes.orderId, order.id));
    expect(notes.reduce((s, n) => s + n.grossPence, 0)).toBe(order.totalPence);
  }, 120_000);

  it("is in the customer's data export, and erasure forgets the customer's words but keeps the sums", async () => {
    const shopper = app.client();
    const { userId } = await shopper.signUp({ verify: true });
    const previous = customer;
    customer = shopper;
    try {
      const order = await deliveredOrder(shopper, jars(1));
      const asked = await shopper.post(`/api/account/orders/${order.id}/returns`, {
        reason: 'faulty',
        details: 'Lid cracked, my flat is at 4 Elm Road',
        items: [
          {
            orderItemId: (await bounds(order.id)).lines[0]?.orderItemId,
            quantity: 1,
            opened: true,
          },
        ],
      });
      expect(asked.status).toBe(201);
      const exported = (await (
        await shopper.get('/api/account/export')
      ).json()) as AccountDataExport;
      const mine = exported.orders.find((o) => o.returns.length > 0);
      expect(mine?.returns.map((r) => [r.status, r.reason, r.details, r.valuePence])).toEqual([
        ['requested', 'faulty', 'Lid cracked, my flat is at 4 Elm Road', order.totalPence],
      ]);
      const [user] = await app.db.select().from(users).where(eq(users.id, userId));
      await anonymiseAccountData(app.db, {
        id: userId,
        email: user?.email ?? '',
        emailVerified: true,
      });
      const [kept] = await app.db
        .select()
        .from(orderReturns)
        .where(eq(orderReturns.orderId, order.id));
      expect([kept?.userId, kept?.details, kept?.valuePence, kept?.status]).toEqual([
        null,
        '',
        order.totalPence,
        'requested',
      ]);
    } finally {
      customer = previous;
    }
  }, 120_000);
});
