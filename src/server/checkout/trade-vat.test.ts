/**
 * Trade prices exclude VAT (docs/decisions/066-trade-vat.md): the price list's figure is
 * before VAT, the drawer's pricing adds VAT at each product's rate, the draft order charges the
 * price plus VAT per item, and the trade invoice shows the same net, VAT and total, addressed to
 * the wholesale account's company with its VAT number.
 *
 * The cart: 3 × Wholesale Black Seed Oil 1L at £89.00 (standard-rated: £17.80 VAT each) and
 * 1 × Wholesale Manuka case at £299.00 (zero-rated honey): £566.00 + £53.40 VAT = £619.40.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceCartResponse } from '../../core/api/checkout';
import { wholesaleAccounts } from '../db/schema/wholesale';
import { startTestApp, type TestApp } from '../test/harness';
import { penceOf, readPdfRows } from '../test/pdf-text';
import { payAtSandbox } from '../test/sandbox-pay';
import { variantOf } from './checkout-test-helpers';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(() => app?.close());

describe('trade prices exclude VAT, which is added and charged', () => {
  it('prices, charges and invoices £566.00 + £53.40 VAT = £619.40, to Green Leaf Remedies Ltd', async () => {
    const buyer = app.client();
    const account = await buyer.signUp({ verify: true });
    await app.db.insert(wholesaleAccounts).values({
      userId: account.userId,
      companyName: 'Green Leaf Remedies Ltd',
      businessType: 'Health shop',
      taxId: 'GB 987 6543 21',
      yearsInBusiness: '3-5',
      numberOfLocations: '1',
      annualRevenueRange: 'Under £100k',
      primaryMarket: 'UK',
      productCategoriesInterest: ['Honey'],
      estimatedMonthlyOrderVolume: '500-1000',
      businessAddress: {
        address: '4 Market Street',
        city: 'Bristol',
        country: 'United Kingdom',
        zip: 'BS1 1AA',
      },
      howDidYouHear: 'Search',
      status: 'approved',
      approvedAt: new Date(),
    });
    const oil = await variantOf(app, 'wholesale-black-seed-oil-1l');
    const manuka = await variantOf(app, 'wholesale-manuka-honey-263-case');
    const lines = [
      { kind: 'trade', variantId: oil.id, quantity: 3 },
      { kind: 'trade', variantId: manuka.id, quantity: 1 },
    ];

    const priced = await buyer.post('/api/cart/price', { lines });
    expect(priced.status).toBe(200);
    const pricing = (await priced.json()) as PriceCartResponse;
    expect(pricing.problems).toEqual([]);
    expect(
      pricing.lines.map((l) => [
        l.lineTotalPence,
        l.vat?.ratePercent,
        l.vat?.unitVatPence,
        l.vat?.vatPence,
        l.vat?.grossPence,
      ]),
    ).toEqual([
      [26700, 20, 1780, 5340, 32040],
      [29900, 0, 0, 0, 29900],
    ]);
    expect([pricing.subtotalPence, pricing.vatPence, pricing.totalPence]).toEqual([
      56600, 5340, 61940,
    ]);

    const res = await buyer.post('/api/checkout', { lines, expectedTotalPence: 61940 });
    const body = (await res.json()) as { checkoutUrl: string; totalPence: number };
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.totalPence).toBe(61940);
    const { order, items } = await payAtSandbox(app, body.checkoutUrl);
    expect(order).toMatchObject({
      totalPence: 61940,
      pricedTotalPence: 61940,
      priceMismatch: false,
      orderType: 'wholesale',
    });
    expect(items.map((i) => [i.quantity, i.unitPricePence, i.vatRatePercent]).sort()).toEqual(
      [
        [1, 29900, 0],
        [3, 10680, 20],
      ].sort(),
    );

    const pdf = await buyer.get(`/api/account/orders/${order.id}/invoice.pdf`);
    expect(pdf.status).toBe(200);
    const rows = await readPdfRows(new Uint8Array(await pdf.arrayBuffer()));
    const text = rows.map((r) => r.join(' ')).join('\n');
    expect(text).toContain('Green Leaf Remedies Ltd');
    expect(text).toContain('4 Market Street');
    expect(text).toContain('BS1 1AA');
    expect(text).toContain('VAT number: GB 987 6543 21');
    expect(text).toContain('Trade prices exclude VAT: VAT is added at the rate shown');
    const invoiceLines = rows.filter((r) => r.length === 8 && /^£/.test(r[7] ?? ''));
    expect(invoiceLines.map((r) => r.slice(1))).toEqual([
      ['3', '£89.00', '£0.00', '£267.00', '20%', '£53.40', '£320.40'],
      ['1', '£299.00', '£0.00', '£299.00', '0%', '£0.00', '£299.00'],
    ]);
    const amount = (label: string) => {
      const row = rows.find((r) => r[0] === label);
      if (!row) throw new Error(`no ${label} row in ${text}`);
      return penceOf(row[row.length - 1] ?? '');
    };
    expect(amount('Total excluding VAT')).toBe(56600);
    expect(amount('Total VAT')).toBe(5340);
    expect(amount('Total including VAT')).toBe(61940);
  }, 120_000);
});
