/**
 * A discounted order's documents add up: the confirmation email, the PDF VAT invoice, the HTML
 * invoice, Order History and the admin's order all show the lines at the drawer's prices, the
 * subtotal, the code's discount and the total charged; the VAT invoice's VAT is worked out on the
 * discounted line amounts and adds up (docs/decisions/064-order-documents.md).
 *
 * The order: Manuka UMF 20+ MGO 829+ one-time (£89.99, zero-rated honey) and Black Seed Oil
 * Capsules 120 on the 3-month plan × 2 (2 × £89.22, standard-rated supplement), code WELCOME10:
 * subtotal £268.43, 10% = £26.84, charged £241.59. The code is allocated across the lines in
 * proportion: £9.00 and £17.84, so the lines charge £80.99 and £160.60.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdersResponse } from '../../core/api/account';
import type { AdminOrderDetailResponse } from '../../core/api/admin-orders';
import { variantOf } from '../checkout/checkout-test-helpers';
import { listOutbox } from '../mail/mailer';
import { startTestApp, type TestApp } from '../test/harness';
import { penceOf, readPdfRows } from '../test/pdf-text';
import { PAY_FORM, payAtSandbox } from '../test/sandbox-pay';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(() => app?.close());

const PLAN = 'Delivered every 90 days, 15% off';

describe('a discounted order’s documents', () => {
  it('show the drawer’s line prices, Subtotal £268.43, Discount (WELCOME10) -£26.84, Total £241.59', async () => {
    const manuka = await variantOf(app, 'manuka-honey-mgo-829');
    const capsules = await variantOf(app, 'black-seed-oil-capsules', '120 capsules');
    const customer = app.client();
    await customer.signUp({ verify: true });
    const res = await customer.post('/api/checkout', {
      lines: [
        { kind: 'one-time', variantId: manuka.id, packSize: 1, quantity: 1 },
        { kind: 'subscription', variantId: capsules.id, planId: 'subscribe-3month', quantity: 2 },
      ],
      discountCode: 'WELCOME10',
      expectedTotalPence: 24159,
    });
    const body = (await res.json()) as { checkoutUrl: string };
    expect(res.status, JSON.stringify(body)).toBe(200);
    const { order } = await payAtSandbox(app, body.checkoutUrl);
    expect(order.totalPence).toBe(24159);

    // The confirmation email.
    const mail = (await listOutbox(app.db, PAY_FORM.email)).find((m) =>
      m.subject.includes(`#${order.orderNumber}`),
    );
    const text = mail?.text ?? '';
    expect(text).toContain(
      [
        'Items',
        // Units first, then the packs the line's quantity × price counts (decision 122).
        `- Black Seed Oil Capsules 1000mg (120 capsules), 6 bottles (2 packs of 3), ${PLAN}: 2 × £89.22 = £178.44`,
        '- Manuka Honey UMF 20+ MGO 829+ (250g), 1 jar: £89.99',
        '',
        'Subtotal: £268.43',
        'Discount (WELCOME10): -£26.84',
        'Total paid: £241.59',
      ].join('\n'),
    );

    // Order History in the account.
    const history = (await (await customer.get('/api/account/orders')).json()) as OrdersResponse;
    const listed = history.orders.find((o) => o.id === order.id);
    expect(listed).toMatchObject({
      subtotalPence: 26843,
      discountCode: 'WELCOME10',
      discountPence: 2684,
      totalPence: 24159,
    });
    expect(
      listed?.items.map((i) => [i.productTitle, i.quantity, i.pricePence, i.totalPence]),
    ).toEqual([
      ['Black Seed Oil Capsules 1000mg', 2, 8922, 17844],
      ['Manuka Honey UMF 20+ MGO 829+', 1, 8999, 8999],
    ]);

    // The HTML invoice.
    const html = await (await customer.get(`/api/account/orders/${order.id}/invoice`)).text();
    expect(html).toContain('<td class="num">£89.22</td>\n          <td class="num">£178.44</td>');
    expect(html).toContain('<td class="num">£89.99</td>\n          <td class="num">£89.99</td>');
    expect(html).toContain('<tr><td colspan="3">Subtotal</td><td class="num">£268.43</td></tr>');
    expect(html).toContain(
      '<tr><td colspan="3">Discount (WELCOME10)</td><td class="num">-£26.84</td></tr>',
    );
    expect(html).toContain(
      '<tr class="grand"><td colspan="3">Order Total</td><td class="num">£241.59</td></tr>',
    );

    // The PDF VAT invoice: VAT on the discounted line amounts, per line, adding up.
    const pdf = await customer.get(`/api/account/orders/${order.id}/invoice.pdf`);
    expect(pdf.status).toBe(200);
    const rows = await readPdfRows(new Uint8Array(await pdf.arrayBuffer()));
    const pdfText = rows.map((r) => r.join(' ')).join('\n');
    const lines = rows.filter((r) => r.length === 8 && /^£/.test(r[7] ?? ''));
    // Description, qty, unit price, discount, excl. VAT, rate, VAT, total.
    expect(lines.map((r) => r.slice(1))).toEqual([
      ['2', '£89.22', '-£17.84', '£133.83', '20%', '£26.77', '£160.60'],
      ['1', '£89.99', '-£9.00', '£80.99', '0%', '£0.00', '£80.99'],
    ]);
    expect(lines.map((r) => r[0])).toEqual([
      expect.stringMatching(/^Black Seed Oil Capsules/),
      expect.stringMatching(/^Manuka Honey UMF 20\+/),
    ]);
    const amount = (label: string) => {
      const row = rows.find((r) => r[0] === label);
      if (!row) throw new Error(`no ${label} row in ${pdfText}`);
      return penceOf(row[row.length - 1] ?? '');
    };
    expect(amount('Subtotal')).toBe(26843);
    expect(amount('Discount (WELCOME10)')).toBe(-2684);
    expect(amount('Total excluding VAT')).toBe(21482);
    expect(amount('VAT at 20% on £133.83')).toBe(2677);
    expect(amount('VAT at 0% on £80.99')).toBe(0);
    expect(amount('Total VAT')).toBe(2677);
    expect(amount('Total including VAT')).toBe(24159);
    for (const r of lines) {
      expect(penceOf(r[4] ?? '') + penceOf(r[6] ?? '')).toBe(penceOf(r[7] ?? ''));
    }

    // The admin's order.
    const { client: admin } = await app.adminClient();
    const detail = (await (
      await admin.get(`/api/admin/orders/${order.id}`)
    ).json()) as AdminOrderDetailResponse;
    expect(detail.order.totals).toEqual({
      subtotalPence: 26843,
      discountCode: 'WELCOME10',
      discountPence: 2684,
      totalPence: 24159,
    });
    expect(
      detail.order.lines.map((l) => [
        l.quantity,
        l.unitPricePence,
        l.subtotalPence,
        l.discountPence,
        l.lineTotalPence,
      ]),
    ).toEqual([
      [2, 8922, 17844, 1784, 16060],
      [1, 8999, 8999, 900, 8099],
    ]);
  }, 120_000);
});
