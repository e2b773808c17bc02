import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema/catalog';
import { orderItems, orders } from '../db/schema/orders';
import { startTestApp, type TestApp } from '../test/harness';
import { penceOf, readPdfRows } from '../test/pdf-text';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { VAT_NUMBER: 'GB 123 4567 89' } });
}, 120_000);
afterAll(() => app?.close());

const AMOUNT = /^£[\d,]+\.\d{2}$/;

/** An order of three lines: two standard-rated (odd pence), one zero-rated honey (catalogue data). */
async function placeOrder(userId: string, email: string) {
  const [honey] = await app.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.handle, 'manuka-honey-mgo-263'));
  const [oil] = await app.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.handle, 'black-seed-oil'));
  const [order] = await app.db
    .insert(orders)
    .values({
      userId,
      email,
      orderNumber: '7301',
      status: 'processing',
      totalAmount: '101.95',
      totalPence: 10195,
      shippingAddress: {
        first_name: 'Amira',
        last_name: 'Khan',
        company: null,
        address1: '12 High Street',
        address2: null,
        city: 'Leicester',
        province: null,
        zip: 'LE1 1AA',
        country: 'United Kingdom',
        phone: null,
      },
      createdAt: new Date('2026-11-20T23:30:00Z'), // 20 November in London
    })
    .returning();
  if (!order || !honey || !oil) throw new Error('fixture failed');
  await app.db.insert(orderItems).values([
    {
      orderId: order.id,
      productId: oil.id,
      productTitle: 'Black Seed Oil',
      variantTitle: '100ml',
      quantity: 3,
      price: '24.99',
      unitPricePence: 2499,
      lineTotalPence: 7497, // VAT 1249.5 → 1250
    },
    {
      orderId: order.id,
      productId: honey.id,
      productTitle: 'Manuka Honey MGO 263+',
      variantTitle: '250g',
      quantity: 1,
      price: '19.99',
      unitPricePence: 1999,
      lineTotalPence: 1999,
    },
    {
      orderId: order.id,
      productId: oil.id,
      productTitle: 'Black Seed Oil',
      variantTitle: '50ml',
      quantity: 1,
      price: '6.99',
      unitPricePence: 699,
      lineTotalPence: 699, // VAT 116.5 → 117
    },
  ]);
  return order;
}

describe('PDF VAT invoices', () => {
  it('the owner downloads a PDF whose VAT lines add up to the penny; others cannot', async () => {
    const customer = app.client();
    const account = await customer.signUp({ verify: true });
    const order = await placeOrder(account.userId, account.email);

    const res = await customer.get(`/api/account/orders/${order.id}/invoice.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="INV-7301.pdf"');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

    const rows = await readPdfRows(bytes);
    const text = rows.map((r) => r.join(' ')).join('\n');
    expect(text).toContain('Habba & Honey');
    expect(text).toContain('VAT registration number: GB 123 4567 89');
    expect(text).toContain('Unit 4, Orchard Works');
    expect(text).toContain('Invoice number: INV-7301');
    expect(text).toContain('Invoice date: 20 November 2026');
    expect(text).toContain('12 High Street');
    expect(text).toContain(account.email);

    // Line rows: description, qty, price, discount, excl. VAT, rate, VAT, total.
    const lines = rows
      .filter((r) => r.length === 8 && AMOUNT.test(r[7] ?? ''))
      .map((r) => [r[0], r[1], r[4], r[5], r[6], r[7]]);
    expect(lines).toEqual([
      // Named and counted as every surface counts a line (decision 122); the description wraps.
      ['Black Seed Oil (100ml), 3 bottles', '3', '£62.47', '20%', '£12.50', '£74.97'],
      ['Black Seed Oil (50ml), 1 bottle', '1', '£5.82', '20%', '£1.17', '£6.99'],
      ['Manuka Honey MGO 263+ (250g), 1', '1', '£19.99', '0%', '£0.00', '£19.99'],
    ]);
    for (const r of lines) {
      expect(penceOf(r[2] ?? '') + penceOf(r[4] ?? '')).toBe(penceOf(r[5] ?? ''));
    }
    const total = (label: string) => {
      const row = rows.find((r) => r[0] === label);
      if (!row) throw new Error(`no ${label} row in ${text}`);
      return penceOf(row[row.length - 1] ?? '');
    };
    const sum = (column: number) => lines.reduce((s, r) => s + penceOf(r[column] ?? ''), 0);
    expect(total('Total VAT')).toBe(sum(4));
    expect(total('Total VAT')).toBe(1367);
    expect(total('Total excluding VAT')).toBe(sum(2));
    expect(total('Total including VAT')).toBe(sum(5));
    expect(total('Total including VAT')).toBe(10195);
    expect(total('Total excluding VAT') + total('Total VAT')).toBe(total('Total including VAT'));
    expect(total('VAT at 20% on £68.29')).toBe(1367);
    expect(total('VAT at 0% on £19.99')).toBe(0);

    // Another customer, a visitor, a malformed id.
    const other = app.client();
    await other.signUp({ verify: true });
    expect((await other.get(`/api/account/orders/${order.id}/invoice.pdf`)).status).toBe(404);
    expect((await app.client().get(`/api/account/orders/${order.id}/invoice.pdf`)).status).toBe(
      401,
    );
    expect((await customer.get(`/api/account/orders/not-a-uuid/invoice.pdf`)).status).toBe(404);
    // The customer cannot use the staff route.
    expect((await customer.get(`/api/admin/orders/${order.id}/invoice.pdf`)).status).toBe(403);

    // Staff can, and the HTML view is still there for the owner.
    const { client: admin } = await app.adminClient();
    const staff = await admin.get(`/api/admin/orders/${order.id}/invoice.pdf`);
    expect(staff.status).toBe(200);
    expect(staff.headers.get('content-type')).toBe('application/pdf');
    const html = await customer.get(`/api/account/orders/${order.id}/invoice`);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
  }, 120_000);
});
