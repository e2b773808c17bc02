import { randomUUID } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VatRateRow, VatReportResponse } from '../../core/api/reports';
import { CANCELLATION_REASON, issueCreditNote, refundReason } from '../account/service';
import { SYSTEM_ACTOR } from '../audit/service';
import { setStaffRole } from '../auth/roles';
import { auditLog } from '../db/schema/audit';
import { users } from '../db/schema/auth';
import { products, productVariants } from '../db/schema/catalog';
import { orders } from '../db/schema/orders';
import { wholesaleAccounts } from '../db/schema/wholesale';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';
import { insertApprovedTradeAccount } from '../test/trade-account';
import { insertOrder, insertRefund } from './report-fixtures';
import { SALES_JOURNAL_HEADER } from './sales-journal';

/**
 * June 2026 (London, BST) for the accountant: 0% and 20% lines, a discount code spread over both
 * rates, a trade order with the company's VAT number, a subscription, a partial refund and a
 * cancellation refunded in full (each with its credit note), a refund from before credit notes,
 * and orders and refunds either side of the period's London midnights. The journal's rows must add
 * up to the VAT report's figures by rate, to the penny.
 */

const ROLE_FORBIDDEN = {
  error: { code: 'role_forbidden', message: 'Your staff role does not allow this.' },
};
const JUNE = 'period=custom&from=2026-06-01&to=2026-06-30';
const OIL = 'Black Seed Oil';
const HONEY = 'Raw Wildflower Honey';

let app: TestApp;
let owner: TestClient;
let staff: TestClient;
let fulfilment: TestClient;
const invoice: Record<string, string> = {};

/** RFC 4180 rows (quoted cells may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(cell);
      cell = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += ch;
  }
  expect(cell + row.join(''), 'the file ends with CRLF').toBe('');
  return rows;
}

const pence = (decimal: string) => Math.round(Number(decimal) * 100);

async function adminAs(role: 'staff' | 'fulfilment') {
  const admin = await app.adminClient();
  await setStaffRole(app.db, admin.userId, role, SYSTEM_ACTOR);
  return admin.client;
}

async function orderNumberOf(id: string) {
  const [row] = await app.db
    .select({ n: orders.orderNumber })
    .from(orders)
    .where(eq(orders.id, id));
  if (!row) throw new Error('no order');
  return `INV-${row.n.replace(/[^A-Za-z0-9-]/g, '')}`;
}

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  owner = (await app.adminClient()).client;
  staff = await adminAs('staff');
  fulfilment = await adminAs('fulfilment');

  const tradeUser = randomUUID();
  await app.db.insert(users).values({
    id: tradeUser,
    name: 'Trade Buyer',
    email: `trade-${tradeUser}@example.co.uk`,
    emailVerified: true,
  });
  await insertApprovedTradeAccount(app.db, tradeUser);
  await app.db
    .update(wholesaleAccounts)
    .set({ taxId: 'GB123456789' })
    .where(eq(wholesaleAccounts.userId, tradeUser));

  const may = await insertOrder(app.db, {
    email: 'may@example.com',
    at: '2026-05-20T10:00:00Z',
    lines: [{ title: OIL, quantity: 1, unitPence: 1000, rate: 20 }],
  });
  // 23:30 UTC on 31 May is 00:30 on 1 June in London: in June.
  const midnight = await insertOrder(app.db, {
    email: 'owl@example.com',
    at: '2026-05-31T23:30:00Z',
    lines: [{ title: HONEY, quantity: 1, unitPence: 1250, rate: 0 }],
  });
  const mixed = await insertOrder(app.db, {
    email: 'formula@example.com',
    at: '2026-06-02T10:00:00Z',
    // A name a spreadsheet would run as a formula.
    shippingAddress: {
      first_name: '=HYPERLINK("http://evil")',
      last_name: null,
      company: null,
      address1: '1 High Street',
      address2: null,
      city: 'Leicester',
      province: null,
      zip: 'LE1 1AA',
      country: 'United Kingdom',
      phone: null,
    },
    lines: [
      { title: HONEY, quantity: 2, unitPence: 1250, rate: 0 },
      { title: OIL, quantity: 1, unitPence: 1999, rate: 20 },
    ],
  });
  const discounted = await insertOrder(app.db, {
    email: 'b@example.com',
    at: '2026-06-10T12:00:00Z',
    code: 'SUMMER10',
    lines: [
      { title: OIL, quantity: 3, unitPence: 999, discountPence: 300, rate: 20 },
      { title: HONEY, quantity: 1, unitPence: 1250, discountPence: 125, rate: 0 },
    ],
  });
  const trade = await insertOrder(app.db, {
    email: 'buyer@clinic.example',
    at: '2026-06-15T09:00:00Z',
    type: 'wholesale',
    userId: tradeUser,
    lines: [
      { title: OIL, quantity: 10, unitPence: 1200, rate: 20, option: 'trade' },
      { title: HONEY, quantity: 5, unitPence: 800, rate: 0, option: 'trade' },
    ],
  });
  const subscription = await insertOrder(app.db, {
    email: 'sub@example.com',
    at: '2026-06-20T15:00:00Z',
    lines: [
      {
        title: OIL,
        quantity: 1,
        unitPence: 1799,
        rate: 20,
        option: 'subscribe-2month',
        sellingPlanId: 'gid://shopify/SellingPlan/1',
      },
    ],
  });
  const cancelled = await insertOrder(app.db, {
    email: 'c@example.com',
    at: '2026-06-21T10:00:00Z',
    status: 'cancelled',
    lines: [
      { title: 'Cupping Set', quantity: 1, unitPence: 2400, rate: 20 },
      { title: HONEY, quantity: 1, unitPence: 1250, rate: 0 },
    ],
  });
  // 1 July 00:30 in London: after the period.
  await insertOrder(app.db, {
    email: 'late@example.com',
    at: '2026-06-30T23:30:00Z',
    lines: [{ title: OIL, quantity: 1, unitPence: 5000, rate: 20 }],
  });

  const partial = await insertRefund(app.db, mixed, 1000, '2026-06-05T10:00:00Z');
  await issueCreditNote(app.db, partial, refundReason('Jar arrived cracked'));
  // Recorded before credit notes existed: a refund with no note.
  await insertRefund(app.db, may, 500, '2026-06-08T10:00:00Z');
  const cancellation = await insertRefund(app.db, cancelled, 3650, '2026-06-22T10:00:00Z');
  await issueCreditNote(app.db, cancellation, CANCELLATION_REASON);
  await insertRefund(app.db, discounted, 400, '2026-06-25T10:00:00Z', 'pending');
  await issueCreditNote(
    app.db,
    await insertRefund(app.db, subscription, 1799, '2026-07-02T10:00:00Z'),
    CANCELLATION_REASON,
  );

  for (const [key, id] of Object.entries({
    may,
    midnight,
    mixed,
    discounted,
    trade,
    subscription,
    cancelled,
  })) {
    invoice[key] = await orderNumberOf(id);
  }
}, 120_000);
afterAll(() => app?.close());

async function journal(client: TestClient = owner) {
  const res = await client.get(`/api/admin/reports/sales-journal.csv?${JUNE}`);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.headers.get('content-disposition')).toBe(
    'attachment; filename="sales-journal-2026-06-01-to-2026-06-30.csv"',
  );
  const [header, ...rows] = parseCsv(await res.text());
  expect(header).toEqual(SALES_JOURNAL_HEADER);
  return rows.map((cells) => {
    const [date, type, document, inv, customer, vatNumber, description, channel] = cells;
    const [net = '', rate = '', vat = '', gross = ''] = cells.slice(8);
    return {
      date,
      type,
      document,
      invoice: inv,
      customer,
      vatNumber,
      description,
      channel,
      ratePercent: Number(rate),
      netPence: pence(net),
      vatPence: pence(vat),
      grossPence: pence(gross),
    };
  });
}

type Row = Awaited<ReturnType<typeof journal>>[number];

function byRate(rows: Row[], sign = 1): VatRateRow[] {
  const totals = new Map<number, VatRateRow>();
  for (const row of rows) {
    const total = totals.get(row.ratePercent) ?? {
      ratePercent: row.ratePercent,
      netPence: 0,
      vatPence: 0,
      grossPence: 0,
    };
    total.netPence += sign * row.netPence;
    total.vatPence += sign * row.vatPence;
    total.grossPence += sign * row.grossPence;
    totals.set(row.ratePercent, total);
  }
  return [...totals.values()].sort((a, b) => b.ratePercent - a.ratePercent);
}

describe('sales journal', () => {
  it('adds up, rate by rate, to the VAT report of the same period to the penny', async () => {
    const report = (await (
      await owner.get(`/api/admin/reports/vat?${JUNE}`)
    ).json()) as VatReportResponse;
    const rows = await journal();
    const invoices = rows.filter((r) => r.type === 'Invoice');
    const credits = rows.filter((r) => r.type !== 'Invoice');
    expect(byRate(invoices)).toEqual(report.sales);
    expect(byRate(credits, -1)).toEqual(report.refunds);
    expect(byRate(rows)).toEqual(report.net);
    const sum = (key: 'netPence' | 'vatPence' | 'grossPence') =>
      rows.reduce((total, r) => total + r[key], 0);
    expect({
      netPence: sum('netPence'),
      vatPence: sum('vatPence'),
      grossPence: sum('grossPence'),
    }).toEqual(report.totals);
    expect(sum('vatPence')).toBe(report.box1Pence);
    // The figures themselves, so two equal wrong answers cannot pass.
    expect(report.sales).toEqual([
      { ratePercent: 20, netPence: 17_412, vatPence: 3483, grossPence: 20_895 },
      { ratePercent: 0, netPence: 10_125, vatPence: 0, grossPence: 10_125 },
    ]);
  });

  it('has one row per invoice line and per rate of each credit, in date order, numbered', async () => {
    const rows = await journal();
    expect(rows.map((r) => [r.date, r.type, r.document, r.invoice, r.ratePercent])).toEqual([
      ['2026-06-01', 'Invoice', invoice.midnight, invoice.midnight, 0],
      ['2026-06-02', 'Invoice', invoice.mixed, invoice.mixed, 20],
      ['2026-06-02', 'Invoice', invoice.mixed, invoice.mixed, 0],
      ['2026-06-05', 'Credit note', 'CN-0001', invoice.mixed, 20],
      ['2026-06-05', 'Credit note', 'CN-0001', invoice.mixed, 0],
      ['2026-06-08', 'Refund (no credit note)', '', invoice.may, 20],
      ['2026-06-10', 'Invoice', invoice.discounted, invoice.discounted, 20],
      ['2026-06-10', 'Invoice', invoice.discounted, invoice.discounted, 0],
      ['2026-06-15', 'Invoice', invoice.trade, invoice.trade, 20],
      ['2026-06-15', 'Invoice', invoice.trade, invoice.trade, 0],
      ['2026-06-20', 'Invoice', invoice.subscription, invoice.subscription, 20],
      ['2026-06-21', 'Invoice', invoice.cancelled, invoice.cancelled, 20],
      ['2026-06-21', 'Invoice', invoice.cancelled, invoice.cancelled, 0],
      ['2026-06-22', 'Credit note', 'CN-0002', invoice.cancelled, 20],
      ['2026-06-22', 'Credit note', 'CN-0002', invoice.cancelled, 0],
    ]);
  });

  it('names the trade company with its VAT number, the channel, the discount and the reason', async () => {
    const rows = await journal();
    expect(rows.filter((r) => r.invoice === invoice.trade)).toEqual([
      {
        date: '2026-06-15',
        type: 'Invoice',
        document: invoice.trade,
        invoice: invoice.trade,
        customer: 'Cupping Clinic Ltd',
        vatNumber: 'GB123456789',
        description: `${OIL}, 10 bottles`,
        channel: 'trade',
        ratePercent: 20,
        netPence: 10_000,
        vatPence: 2000,
        grossPence: 12_000,
      },
      expect.objectContaining({
        description: `${HONEY}, 5 jars`,
        ratePercent: 0,
        netPence: 4000,
        vatPence: 0,
        grossPence: 4000,
      }),
    ]);
    // 3 × £9.99 less the code's £3.00: £26.97 with £4.50 VAT.
    expect(rows.find((r) => r.invoice === invoice.discounted && r.ratePercent === 20)).toEqual(
      expect.objectContaining({ customer: 'b@example.com', vatNumber: '', channel: 'retail' }),
    );
    expect(
      rows
        .filter((r) => r.invoice === invoice.discounted)
        .map((r) => [r.netPence, r.vatPence, r.grossPence]),
    ).toEqual([
      [2247, 450, 2697],
      [1125, 0, 1125],
    ]);
    expect(rows.find((r) => r.invoice === invoice.subscription)?.channel).toBe('subscription');
    // The partial refund: £10 over £19.99 at 20% and £25 at 0% (largest remainder).
    expect(
      rows
        .filter((r) => r.document === 'CN-0001')
        .map((r) => [r.description, r.netPence, r.vatPence, r.grossPence]),
    ).toEqual([
      ['Refund: Jar arrived cracked', -370, -74, -444],
      ['Refund: Jar arrived cracked', -556, 0, -556],
    ]);
    expect(rows.filter((r) => r.document === 'CN-0002').map((r) => r.description)).toEqual([
      'Order cancelled',
      'Order cancelled',
    ]);
  });

  it('neutralises a name a spreadsheet would run as a formula', async () => {
    const rows = await journal();
    expect(rows.find((r) => r.invoice === invoice.mixed)?.customer).toBe(
      `'=HYPERLINK("http://evil")`,
    );
  });

  it('is the owner’s: staff and fulfilment get 403, and the export is audited', async () => {
    for (const client of [staff, fulfilment]) {
      const res = await client.get(`/api/admin/reports/sales-journal.csv?${JUNE}`);
      expect({ status: res.status, body: await res.json() }).toEqual({
        status: 403,
        body: ROLE_FORBIDDEN,
      });
    }
    await journal();
    const [entry] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'sales_journal.export'))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    expect(entry).toMatchObject({
      summary: 'Exported the sales journal 2026-06-01 to 2026-06-30 (15 rows)',
      after: { from: '2026-06-01', to: '2026-06-30', days: 30 },
    });
  });

  it('refuses a period that is not one (400 with the field named)', async () => {
    const backwards = await owner.get(
      '/api/admin/reports/sales-journal.csv?period=custom&from=2026-06-30&to=2026-06-01',
    );
    expect(backwards.status).toBe(400);
    expect(await backwards.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { to: ['The end date is before the start'] } },
    });
    const junk = await owner.get(
      "/api/admin/reports/sales-journal.csv?period=custom&from=2026-06-01'--&to=2026-06-30",
    );
    expect(junk.status).toBe(400);
  });
});

describe('products and customers as CSV', () => {
  it('exports customers with spend, trade company and VAT number, for the owner only', async () => {
    expect((await staff.get('/api/admin/customers/export.csv')).status).toBe(403);
    const res = await owner.get('/api/admin/customers/export.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="customers.csv"');
    const [header, ...rows] = parseCsv(await res.text());
    expect(header).toEqual([
      'Name',
      'Email',
      'Joined',
      'Orders',
      'Lifetime spend (GBP)',
      'Last order',
      'Trade status',
      'Company',
      'VAT number',
      'Tags',
      'Marketing emails',
    ]);
    expect(rows.find((r) => r[0] === 'Trade Buyer')?.slice(3)).toEqual([
      '1',
      '160.00',
      '2026-06-15',
      'approved',
      'Cupping Clinic Ltd',
      'GB123456789',
      '',
      'no',
    ]);
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'customers.export'));
    expect(audit?.summary).toBe(`Exported customers as CSV (${rows.length} customers)`);
  });

  it('exports the catalogue by variant with price, VAT rate and stock, for staff too', async () => {
    const [product] = await app.db
      .insert(products)
      .values({ handle: 'csv-honey', title: '+Honey, raw', vatRatePercent: 0, published: true })
      .returning();
    if (!product) throw new Error('no product');
    await app.db.insert(productVariants).values([
      { productId: product.id, title: '250g', price: '8.50', sku: 'H-250', inventoryQuantity: 12 },
      { productId: product.id, title: '1kg', price: '24.00', position: 1 },
    ]);
    expect((await fulfilment.get('/api/admin/products/export.csv')).status).toBe(403);
    const res = await staff.get('/api/admin/products/export.csv');
    expect(res.status).toBe(200);
    const [header, ...rows] = parseCsv(await res.text());
    expect(header?.slice(0, 9)).toEqual([
      'Product',
      'Handle',
      'Variant',
      'SKU',
      'Price incl. VAT (GBP)',
      'Compare-at price (GBP)',
      'VAT rate (%)',
      'Stock',
      'Published',
    ]);
    expect(rows.filter((r) => r[1] === 'csv-honey').map((r) => r.slice(0, 9))).toEqual([
      ["'+Honey, raw", 'csv-honey', '250g', 'H-250', '8.50', '', '0', '12', 'yes'],
      ["'+Honey, raw", 'csv-honey', '1kg', '', '24.00', '', '0', '', 'yes'],
    ]);
  });
});
