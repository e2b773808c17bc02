import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditNoteDto, OrdersResponse } from '../../core/api/account';
import type { AccountDataExport } from '../../core/api/account-data';
import type { AdminOrderDetailResponse } from '../../core/api/admin-orders';
import type { PurchaseIntent } from '../../core/api/checkout';
import type { VatReportResponse } from '../../core/api/reports';
import { toLondonDate } from '../../core/dates';
import { products, productVariants } from '../db/schema/catalog';
import { creditNotes, orderRefunds, orders } from '../db/schema/orders';
import { listOutbox } from '../mail/mailer';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';
import { readPdfRows } from '../test/pdf-text';
import { payAtSandbox } from '../test/sandbox-pay';
import { insertApprovedTradeAccount } from '../test/trade-account';
import { issueCreditNote } from './credit-note';
import { buildVatInvoice } from './vat-invoice';

// Every refund and every cancellation with a refund issues one numbered credit note whose VAT is
// the invoice's own split (docs/decisions/116-credit-notes.md); invoice + credit notes equal the
// VAT report to the penny.

let app: TestApp;
let admin: TestClient;
let customer: TestClient;
let trader: TestClient;
let retail: { id: string; orderNumber: string; email: string };
let trade: { id: string; orderNumber: string; email: string };

async function variantOf(handle: string, title?: string): Promise<string> {
  const rows = await app.db
    .select({ id: productVariants.id, title: productVariants.title })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.handle, handle));
  const row = title ? rows.find((r) => r.title === title) : rows[0];
  if (!row) throw new Error(`no variant of ${handle}`);
  return row.id;
}

async function checkoutAndPay(client: TestClient, lines: PurchaseIntent[]) {
  const priced = (await (await client.post('/api/cart/price', { lines })).json()) as {
    totalPence: number;
  };
  const res = await client.post('/api/checkout', { lines, expectedTotalPence: priced.totalPence });
  const body = (await res.json()) as { checkoutUrl: string };
  expect(res.status, JSON.stringify(body)).toBe(200);
  const { order } = await payAtSandbox(app, body.checkoutUrl);
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    email: order.email,
    total: order.totalPence,
  };
}

const figures = (note: Pick<CreditNoteDto, 'byRate' | 'netPence' | 'vatPence' | 'grossPence'>) => ({
  byRate: note.byRate.map((r) => [r.ratePercent, r.netPence, r.vatPence, r.grossPence]),
  totals: [note.netPence, note.vatPence, note.grossPence],
});

beforeAll(async () => {
  app = await startTestApp({ env: { VAT_NUMBER: 'GB 123 4567 89' } });
  ({ client: admin } = await app.adminClient({ firstName: 'Ada' }));
  customer = app.client();
  await customer.signUp({ verify: true });
  // Two 100 ml oils at 20% and a 250 g Manuka honey at 0%.
  const paid = await checkoutAndPay(customer, [
    {
      kind: 'one-time',
      variantId: await variantOf('black-seed-oil', '100ml'),
      packSize: 1,
      quantity: 2,
    },
    {
      kind: 'one-time',
      variantId: await variantOf('manuka-honey-mgo-263', '250g'),
      packSize: 1,
      quantity: 1,
    },
  ]);
  retail = paid;
  trader = app.client();
  const { userId } = await trader.signUp({ verify: true });
  await insertApprovedTradeAccount(app.db, userId);
  // Trade: two 1 l oils £89.00 + VAT each, a zero-rated honey case £299.00 (£512.60).
  trade = await checkoutAndPay(trader, [
    { kind: 'trade', variantId: await variantOf('wholesale-black-seed-oil-1l'), quantity: 2 },
    { kind: 'trade', variantId: await variantOf('wholesale-manuka-honey-263-case'), quantity: 1 },
  ]);
}, 180_000);
afterAll(() => app?.close());

describe('credit notes', () => {
  it('a partial refund issues one credit note with the invoice VAT split, emailed and listed', async () => {
    const invoice = await buildVatInvoice(app.db, app.config, retail.id);
    expect(invoice.breakdown.byRate.map((r) => [r.ratePercent, r.grossPence])).toEqual([
      [20, 2998],
      [0, 3499],
    ]);
    const res = await admin.post(`/api/admin/orders/${retail.id}/refunds`, {
      amountPence: 3079,
      note: 'Jar arrived cracked',
    });
    expect(res.status).toBe(201);
    const detail = ((await res.json()) as AdminOrderDetailResponse).order;
    // £30.79 over £29.98 at 20% and £34.99 at 0%: 1421 and 1658 (largest remainder); VAT inside
    // 1421 at 20% is 236.83 → 237.
    expect(detail.creditNotes.map((n) => [n.creditNoteNumber, n.invoiceNumber, n.reason])).toEqual([
      ['CN-0001', `INV-${retail.orderNumber}`, 'Refund: Jar arrived cracked'],
    ]);
    expect(figures(detail.creditNotes[0] as CreditNoteDto)).toEqual({
      byRate: [
        [20, 1184, 237, 1421],
        [0, 1658, 0, 1658],
      ],
      totals: [2842, 237, 3079],
    });
    expect(detail.creditNotes[0]?.issuedOn).toBe(toLondonDate(new Date()));

    const [mail] = (await listOutbox(app.db, retail.email)).filter((m) =>
      m.subject.startsWith('Refund of £30.79'),
    );
    expect(mail?.text).toContain(
      `Credit note CN-0001, ${invoiceDateWords()}, for invoice INV-${retail.orderNumber}:\n  At 20% VAT: £11.84 + VAT £2.37 = £14.21\n  At 0% VAT: £16.58 + VAT £0.00 = £16.58\n  Total £30.79 (excluding VAT £28.42, VAT £2.37)`,
    );

    // The customer's Order History: the note, the refund and the net paid.
    const history = ((await (await customer.get('/api/account/orders')).json()) as OrdersResponse)
      .orders;
    expect(history[0]).toMatchObject({
      paymentStatus: 'partially_refunded',
      refundedPence: 3079,
      totalPence: 6497,
      netPaidPence: 3418,
    });
    expect(history[0]?.creditNotes.map((n) => n.creditNoteNumber)).toEqual(['CN-0001']);

    // The data export carries it.
    const exported = (await (
      await customer.get('/api/account/export')
    ).json()) as AccountDataExport;
    expect(exported.orders[0]?.creditNotes.map((n) => [n.creditNoteNumber, n.grossPence])).toEqual([
      ['CN-0001', 3079],
    ]);
  });

  it('a cancellation with a full refund of a trade order issues the next note, equal to the invoice', async () => {
    const res = await admin.post(`/api/admin/orders/${trade.id}/cancel`, {
      reason: 'customer',
      restock: false,
      refund: true,
    });
    expect(res.status).toBe(200);
    const detail = ((await res.json()) as AdminOrderDetailResponse).order;
    expect(detail.creditNotes.map((n) => [n.creditNoteNumber, n.reason])).toEqual([
      ['CN-0002', 'Order cancelled'],
    ]);
    // The whole invoice back: £178.00 + £35.60 VAT at 20%, £299.00 at 0%.
    expect(figures(detail.creditNotes[0] as CreditNoteDto)).toEqual({
      byRate: [
        [20, 17800, 3560, 21360],
        [0, 29900, 0, 29900],
      ],
      totals: [47700, 3560, 51260],
    });
    const invoice = await buildVatInvoice(app.db, app.config, trade.id);
    expect(invoice.breakdown.totals).toEqual({
      netPence: 47700,
      vatPence: 3560,
      grossPence: 51260,
    });
    expect(invoice.netPaidPence).toBe(0);
    const [mail] = (await listOutbox(app.db, trade.email)).filter((m) =>
      m.subject.includes('has been cancelled'),
    );
    expect(mail?.text).toContain(`Credit note CN-0002, ${invoiceDateWords()}, for invoice INV-`);
    expect(mail?.text).toContain('Total £512.60 (excluding VAT £477.00, VAT £35.60)');
  });

  it('invoices and credit notes together equal the VAT report of the period', async () => {
    const day = toLondonDate(new Date());
    const report = (await (
      await admin.get(`/api/admin/reports/vat?from=${day}&to=${day}`)
    ).json()) as VatReportResponse;
    expect(report.creditNotes.map((n) => [n.creditNoteNumber, n.grossPence])).toEqual([
      ['CN-0001', 3079],
      ['CN-0002', 51260],
    ]);
    const notes = await app.db.select().from(creditNotes);
    const invoices = await Promise.all(
      [retail.id, trade.id].map((id) => buildVatInvoice(app.db, app.config, id)),
    );
    const sum = (
      rows: { ratePercent: number; netPence: number; vatPence: number; grossPence: number }[],
    ) => {
      const byRate = new Map<number, number[]>();
      for (const r of rows) {
        const t = byRate.get(r.ratePercent) ?? [0, 0, 0];
        byRate.set(r.ratePercent, [
          (t[0] ?? 0) + r.netPence,
          (t[1] ?? 0) + r.vatPence,
          (t[2] ?? 0) + r.grossPence,
        ]);
      }
      return [...byRate.entries()].sort((a, b) => b[0] - a[0]);
    };
    const rows = (r: VatReportResponse['sales']) =>
      r.map((x) => [x.ratePercent, [x.netPence, x.vatPence, x.grossPence]]);
    const sales = sum(invoices.flatMap((i) => i.breakdown.byRate));
    const credited = sum(notes.flatMap((n) => n.byRate));
    expect(rows(report.sales)).toEqual(sales);
    expect(rows(report.refunds)).toEqual(credited);
    expect(credited).toEqual([
      [20, [18984, 3797, 22781]],
      [0, [31558, 0, 31558]],
    ]);
    expect(rows(report.net)).toEqual(
      sales.map(([rate, s]) => {
        const c = credited.find(([r]) => r === rate)?.[1] ?? [0, 0, 0];
        return [rate, (s as number[]).map((v, i) => v - (c[i] ?? 0))];
      }),
    );
  });

  it('the same refund recorded twice, even at once, has one credit note', async () => {
    const [again] = await app.db
      .insert(orderRefunds)
      .values({ orderId: retail.id, amountPence: 100, status: 'settled' })
      .returning();
    await app.db.update(orders).set({ refundedPence: 3179 }).where(eq(orders.id, retail.id));
    const [first, second] = await Promise.all([
      issueCreditNote(app.db, again?.id ?? '', 'Refund'),
      issueCreditNote(app.db, again?.id ?? '', 'Refund'),
    ]);
    expect(first.creditNoteNumber).toBe('CN-0003');
    expect(second.creditNoteNumber).toBe('CN-0003');
    const third = await issueCreditNote(app.db, again?.id ?? '', 'Refund');
    expect(third.id).toBe(first.id);
    const rows = await app.db
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.refundId, again?.id ?? ''));
    expect(rows).toHaveLength(1);
    // A refund Shopify made once, the retry of the cancellation answers without another note.
    const retried = await admin.post(`/api/admin/orders/${trade.id}/cancel`, {
      reason: 'customer',
      restock: false,
      refund: true,
    });
    expect(retried.status).toBe(200);
    expect((await app.db.select().from(creditNotes)).map((n) => n.creditNoteNumber)).toEqual([
      'CN-0001',
      'CN-0002',
      'CN-0003',
    ]);
  });

  it('the customer and staff download the credit note; another customer gets 404', async () => {
    const path = `/orders/${retail.id}/credit-notes/CN-0001.pdf`;
    const own = await customer.get(`/api/account${path}`);
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe('application/pdf');
    expect(own.headers.get('content-disposition')).toBe('attachment; filename="CN-0001.pdf"');
    const text = (await readPdfRows(new Uint8Array(await own.arrayBuffer()))).map((r) =>
      r.join(' '),
    );
    const page = text.join('\n');
    for (const expected of [
      'Credit note number: CN-0001',
      `Credits VAT invoice: INV-${retail.orderNumber}`,
      'VAT registration number: GB 123 4567 89',
      '\nRefund: Jar arrived cracked\n',
      '\n20% -£11.84 -£2.37 -£14.21\n0% -£16.58 £0.00 -£16.58\n',
      '\nTotal credited including VAT -£30.79\n',
    ]) {
      expect(page).toContain(expected);
    }
    expect((await admin.get(`/api/admin${path}`)).status).toBe(200);
    const stranger = app.client();
    await stranger.signUp({ verify: true });
    expect((await stranger.get(`/api/account${path}`)).status).toBe(404);
    // Another order's number, a note that is not this order's: 404 too.
    expect(
      (await customer.get(`/api/account/orders/${retail.id}/credit-notes/CN-0002.pdf`)).status,
    ).toBe(404);
    expect(
      (await trader.get(`/api/account/orders/${trade.id}/credit-notes/CN-0002.pdf`)).status,
    ).toBe(200);

    // The invoice says it has been credited, by which note, and what is left paid.
    const invoice = await customer.get(`/api/account/orders/${retail.id}/invoice.pdf`);
    const rows = (await readPdfRows(new Uint8Array(await invoice.arrayBuffer()))).map((r) =>
      r.join(' '),
    );
    const html = await (await customer.get(`/api/account/orders/${retail.id}/invoice`)).text();
    expect(html).toContain(`Date: ${invoiceDateWords()}<br>`);
    expect(html).toContain('Status: Partially refunded £31.79<br>');
    expect(html).toContain(
      `<td colspan="3">Credited by credit note CN-0001 (${invoiceDateWords()})</td><td class="num">-£30.79</td>`,
    );
    expect(html).toContain(
      '<tr class="grand"><td colspan="3">Net paid (Partially refunded £31.79)</td><td class="num">£33.18</td></tr>',
    );
    const invoicePage = rows.join('\n');
    expect(invoicePage).toContain('Credited by: CN-0001, CN-0003');
    expect(invoicePage).toContain(
      `\nCredited by CN-0001 (${invoiceDateWords()}) -£30.79\nCredited by CN-0003 (${invoiceDateWords()}) -£1.00\nNet paid £33.18\n`,
    );
  });
});

function invoiceDateWords(): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/London',
  }).format(new Date());
}
