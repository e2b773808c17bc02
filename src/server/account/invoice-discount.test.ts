import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema/catalog';
import { orderItems, orders } from '../db/schema/orders';
import { startTestApp, type TestApp } from '../test/harness';
import { penceOf, readPdfRows } from '../test/pdf-text';

// A VAT invoice states what the customer actually paid: a discounted line is invoiced at its
// discounted total, never at unit price × quantity (HMRC: VAT is due on the consideration
// received; docs/spec/accounts-and-back-office.md §3 "Invoices").

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ env: { VAT_NUMBER: 'GB 123 4567 89' } });
}, 120_000);
afterAll(() => app?.close());

describe('the VAT invoice of a discounted order', () => {
  it('totals what was paid (£44.98 for 2 × £24.99 at 10% off), not the list price', async () => {
    const customer = app.client();
    const account = await customer.signUp({ verify: true });
    const [oil] = await app.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.handle, 'black-seed-oil'));
    if (!oil) throw new Error('the seeded black seed oil is missing');
    const [order] = await app.db
      .insert(orders)
      .values({
        userId: account.userId,
        email: account.email,
        orderNumber: '7402',
        status: 'processing',
        totalAmount: '44.98',
        totalPence: 4498,
        createdAt: new Date('2026-11-21T10:00:00Z'),
      })
      .returning();
    if (!order) throw new Error('fixture failed');
    await app.db.insert(orderItems).values({
      orderId: order.id,
      productId: oil.id,
      productTitle: 'Black Seed Oil',
      variantTitle: '100ml',
      quantity: 2,
      price: '24.99',
      unitPricePence: 2499,
      lineTotalPence: 4498, // 4998 less the 10% discount code's 500
    });

    const res = await customer.get(`/api/account/orders/${order.id}/invoice.pdf`);
    expect(res.status).toBe(200);
    const rows = await readPdfRows(new Uint8Array(await res.arrayBuffer()));
    const text = rows.map((r) => r.join(' ')).join('\n');
    const total = (label: string) => {
      const row = rows.find((r) => r[0] === label);
      if (!row) throw new Error(`no ${label} row in ${text}`);
      return penceOf(row[row.length - 1] ?? '');
    };
    expect(total('Total including VAT')).toBe(4498);
    expect(total('Total excluding VAT') + total('Total VAT')).toBe(4498);
    // The line at the drawer's price, less its share of the code, totals what was paid.
    const line = rows.find((r) => r.includes('£24.99'));
    expect(line?.[line.length - 1]).toBe('£44.98');
    expect(total('Subtotal')).toBe(4998);
  }, 120_000);
});
