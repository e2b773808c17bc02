import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDataExport } from '../../core/api/account-data';
import type { PurchaseIntent } from '../../core/api/checkout';
import { toLondonDate } from '../../core/dates';
import type { VatRateTotal } from '../../core/pricing/vat';
import {
  OPENED_CHANGED_MIND_MESSAGE,
  type OrderReturnsDto,
  type ReturnDto,
  returnQuantityMessage,
} from '../../core/returns/return-request';
import { anonymiseAccountData } from '../account/erasure';
import { buildVatInvoice } from '../account/vat-invoice';
import { EARLIER_REFUND_SETTLED_MESSAGE } from '../admin/refund-intents';
import { users } from '../db/schema/auth';
import { products, productVariants } from '../db/schema/catalog';
import { creditNotes, orderRefunds, orders } from '../db/schema/orders';
import { orderReturns } from '../db/schema/returns';
import { listOutbox } from '../mail/mailer';
import { buildVatReport } from '../reports/rollups';
import { buildSalesJournal } from '../reports/sales-journal';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';
import { readPdfRows } from '../test/pdf-text';
import { payAtSandbox } from '../test/sandbox-pay';
import { RETURN_DONE_MESSAGE, RETURN_NOT_APPROVED_MESSAGE } from './return-requests';

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
      // The return refunded everything first: the goodwill refund is refused (400), or, when it
      // met the return's refund still on its way to Shopify, it settled that one and says so (409).
      if (goodwill.status === 409) {
        expect(((await goodwill.json()) as { error: { message: string } }).error.message).toBe(
          EARLIER_REFUND_SETTLED_MESSAGE,
        );
      } else expect(goodwill.status).toBe(400);
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

// A return credits each returned line at its own rate, following the invoice's line figures
// (its share of the discount code included), and the VAT report and sales journal state the same
// figures (docs/decisions/140-return-credit-notes-by-line-rate.md).
describe('the credit note of a return from an order mixing 20% and 0% goods with a code', () => {
  type Figures = [number, number, number, number][];
  const figures = (
    rows:
      | readonly VatRateTotal[]
      | { ratePercent: number; netPence: number; vatPence: number; grossPence: number }[],
  ): Figures => rows.map((r) => [r.ratePercent, r.netPence, r.vatPence, r.grossPence]);
  const today = () => {
    const day = toLondonDate(new Date());
    return { from: day, to: day, days: 1 };
  };
  /** The report's net by rate as a map, so two snapshots can be subtracted. */
  const netOf = async () =>
    new Map(
      (await buildVatReport(app.db, today())).net.map((r) => [
        r.ratePercent,
        [r.netPence, r.vatPence, r.grossPence],
      ]),
    );

  /** Two 100 ml oils (20%) and one Manuka 250 g (0%) with WELCOME10, delivered. */
  async function mixedOrder() {
    const shopper = app.client();
    await shopper.signUp({ verify: true });
    const oil = await variantOf('black-seed-oil', '100ml');
    const lines: PurchaseIntent[] = [
      { kind: 'one-time', variantId: oil.id, packSize: 1, quantity: 2 },
      { kind: 'one-time', variantId: honey.id, packSize: 1, quantity: 1 },
    ];
    const priced = (await (
      await shopper.post('/api/cart/price', { lines, discountCode: 'WELCOME10' })
    ).json()) as { totalPence: number };
    const res = await shopper.post('/api/checkout', {
      lines,
      discountCode: 'WELCOME10',
      expectedTotalPence: priced.totalPence,
    });
    expect(res.status).toBe(200);
    const { checkoutUrl } = (await res.json()) as { checkoutUrl: string };
    const { order } = await payAtSandbox(app, checkoutUrl);
    for (const status of [
      { status: 'shipped', carrier: 'Royal Mail', trackingNumber: 'RM123456785GB' },
      { status: 'delivered' },
    ]) {
      expect((await admin.post(`/api/admin/orders/${order.id}/status`, status)).status).toBe(200);
    }
    const invoice = await buildVatInvoice(app.db, app.config, order.id);
    // Oil 2 × £14.99 and honey £34.99, 10% off (£6.50, spread 300 : 350): £26.98 and £31.49.
    expect(figures(invoice.breakdown.lines).sort((a, b) => b[0] - a[0])).toEqual([
      [20, 2248, 450, 2698],
      [0, 3149, 0, 3149],
    ]);
    const form = (await (
      await shopper.get(`/api/account/orders/${order.id}/returns`)
    ).json()) as OrderReturnsDto;
    const honeyLine = form.lines.find((l) => l.productTitle.startsWith('Manuka'));
    const oilLine = form.lines.find((l) => l !== honeyLine);
    return {
      shopper,
      order,
      invoice,
      oilLine: oilLine?.orderItemId ?? '',
      honeyLine: honeyLine?.orderItemId ?? '',
    };
  }

  /** Asked, approved and received: the return's credit note. */
  async function returnItems(
    shopper: TestClient,
    orderId: string,
    items: { orderItemId: string; quantity: number }[],
  ) {
    const asked = await shopper.post(`/api/account/orders/${orderId}/returns`, {
      reason: 'changed-mind',
      details: '',
      items: items.map((i) => ({ ...i, opened: false })),
    });
    expect(asked.status, await asked.clone().text()).toBe(201);
    const { id } = ((await asked.json()) as { return: ReturnDto }).return;
    await admin.post(`/api/admin/returns/${id}/decision`, { decision: 'approve', reason: 'OK' });
    const received = await admin.post(`/api/admin/returns/${id}/received`, { received: true });
    expect(received.status, await received.clone().text()).toBe(200);
    const done = ((await received.json()) as { return: ReturnDto }).return;
    const [note] = await app.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.creditNoteNumber, done.creditNoteNumber ?? ''));
    if (!note) throw new Error('no credit note for the return');
    return { ret: done, note };
  }

  /** The VAT report's change and the order's journal rows are the invoice less its notes. */
  async function reportsAgree(
    before: Map<number, number[]>,
    order: { id: string; orderNumber: string },
    invoiceByRate: Figures,
  ) {
    const notes = await app.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.orderId, order.id))
      .orderBy(asc(creditNotes.sequence));
    const expected = new Map<number, number[]>();
    const add = (rate: number, values: number[], sign: number) => {
      const t = expected.get(rate) ?? [0, 0, 0];
      expected.set(
        rate,
        t.map((v, i) => v + sign * (values[i] ?? 0)),
      );
    };
    for (const [rate, ...values] of invoiceByRate) add(rate, values, 1);
    for (const note of notes) {
      for (const [rate, ...values] of figures(note.byRate)) add(rate, values, -1);
    }
    const after = await netOf();
    for (const [rate, values] of expected) {
      const was = before.get(rate) ?? [0, 0, 0];
      const now = after.get(rate) ?? [0, 0, 0];
      expect(
        now.map((v, i) => v - (was[i] ?? 0)),
        `VAT report at ${rate}%`,
      ).toEqual(values);
    }
    const journal = (await buildSalesJournal(app.db, today())).filter(
      (r) => r.invoice === `INV-${order.orderNumber}`,
    );
    for (const note of notes) {
      expect(
        journal
          .filter((r) => r.document === note.creditNoteNumber)
          .map((r) => [r.ratePercent, -r.netPence, -r.vatPence, -r.grossPence]),
        note.creditNoteNumber,
      ).toEqual(figures(note.byRate));
    }
    for (const [rate, values] of expected) {
      const rows = journal.filter((r) => r.ratePercent === rate);
      expect(
        [
          rows.reduce((s, r) => s + r.netPence, 0),
          rows.reduce((s, r) => s + r.vatPence, 0),
          rows.reduce((s, r) => s + r.grossPence, 0),
        ],
        `journal at ${rate}%`,
      ).toEqual(values);
    }
  }

  it('returning only the 0% jar credits no VAT and exactly what was paid for it', async () => {
    const before = await netOf();
    const { shopper, order, invoice, honeyLine } = await mixedOrder();
    const { ret, note } = await returnItems(shopper, order.id, [
      { orderItemId: honeyLine, quantity: 1 },
    ]);
    expect(ret.refundedPence).toBe(3149);
    expect(figures(note.byRate)).toEqual([[0, 3149, 0, 3149]]);
    expect([note.netPence, note.vatPence, note.grossPence]).toEqual([3149, 0, 3149]);
    // The PDF the customer downloads: one 0% row, and the words say how the VAT was credited.
    const pdf = await shopper.get(
      `/api/account/orders/${order.id}/credit-notes/${note.creditNoteNumber}.pdf`,
    );
    expect(pdf.status).toBe(200);
    const rows = await readPdfRows(new Uint8Array(await pdf.arrayBuffer()));
    const text = rows.map((r) => r.join(' ')).join('\n');
    expect(rows.filter((r) => /^\d+%$/.test(r[0] ?? ''))).toEqual([
      ['0%', '-£31.49', '£0.00', '-£31.49'],
    ]);
    expect(text.replace(/\s+/g, ' ')).toContain(
      'VAT is credited at the rate of each returned item, on what was paid for it.',
    );
    await reportsAgree(before, order, figures(invoice.breakdown.byRate));
  }, 120_000);

  it("returning only the 20% oils credits the invoice line's own VAT", async () => {
    const before = await netOf();
    const { shopper, order, invoice, oilLine } = await mixedOrder();
    const { note } = await returnItems(shopper, order.id, [{ orderItemId: oilLine, quantity: 2 }]);
    expect(figures(note.byRate)).toEqual([[20, 2248, 450, 2698]]);
    await reportsAgree(before, order, figures(invoice.breakdown.byRate));
  }, 120_000);

  it("one oil, then the other: the two notes add up to the invoice line's figures", async () => {
    const before = await netOf();
    const { shopper, order, invoice, oilLine } = await mixedOrder();
    const first = await returnItems(shopper, order.id, [{ orderItemId: oilLine, quantity: 1 }]);
    const second = await returnItems(shopper, order.id, [{ orderItemId: oilLine, quantity: 1 }]);
    // 2698 over 2 items: 1349 each; the line's 450 VAT: 225 each.
    expect(figures(first.note.byRate)).toEqual([[20, 1124, 225, 1349]]);
    expect(figures(second.note.byRate)).toEqual([[20, 1124, 225, 1349]]);
    await reportsAgree(before, order, figures(invoice.breakdown.byRate));
  }, 120_000);

  it("capped by an earlier staff refund, the rest is split within the returned lines' rates", async () => {
    const before = await netOf();
    const { shopper, order, invoice, oilLine, honeyLine } = await mixedOrder();
    const goodwill = await admin.post(`/api/admin/orders/${order.id}/refunds`, {
      amountPence: 2000,
      note: 'Goodwill',
    });
    expect(goodwill.status).toBe(201);
    // One oil (1349) and the jar (3149) are worth 4498; 5847 − 2000 = 3847 is left to refund.
    const { ret, note } = await returnItems(shopper, order.id, [
      { orderItemId: oilLine, quantity: 1 },
      { orderItemId: honeyLine, quantity: 1 },
    ]);
    expect([ret.valuePence, ret.refundedPence]).toEqual([4498, 3847]);
    // 3847 over 1349 : 3149 = 1153.77 : 2693.22 → 1154 and 2693; VAT in 1154 at 20% is 192.
    expect(figures(note.byRate)).toEqual([
      [20, 962, 192, 1154],
      [0, 2693, 0, 2693],
    ]);
    await reportsAgree(before, order, figures(invoice.breakdown.byRate));
  }, 120_000);
});
