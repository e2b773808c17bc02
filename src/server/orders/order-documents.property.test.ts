/**
 * Property: for any cart of purchase options and quantities, with or without a discount code,
 * paid at the sandbox checkout, the confirmation email, the PDF VAT invoice and Order History show
 * lines and totals equal to what was charged, to the penny, and the invoice's VAT lines add up to
 * its total (docs/decisions/064-order-documents.md).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdersResponse } from '../../core/api/account';
import type { PriceCartResponse, PurchaseIntent } from '../../core/api/checkout';
import { CUP_SIZES } from '../../core/content/cup-sizes';
import { formatGBP } from '../../core/money';
import { variantOf } from '../checkout/checkout-test-helpers';
import { listOutbox } from '../mail/mailer';
import { startTestApp, type TestApp, type TestClient } from '../test/harness';
import { penceOf, readPdfRows } from '../test/pdf-text';
import { PAY_FORM, payAtSandbox } from '../test/sandbox-pay';

let app: TestApp;
let customer: TestClient;
let variantIds: string[];

beforeAll(async () => {
  app = await startTestApp();
  customer = app.client();
  await customer.signUp({ verify: true });
  // Standard-rated oil and capsules, zero-rated honey: invoices mix both rates.
  variantIds = [
    (await variantOf(app, 'black-seed-oil', '100ml')).id,
    (await variantOf(app, 'black-seed-oil', '250ml')).id,
    (await variantOf(app, 'black-seed-oil-capsules', '120 capsules')).id,
    (await variantOf(app, 'black-seed-honey')).id,
    (await variantOf(app, 'manuka-honey-mgo-829')).id,
  ];
}, 120_000);
afterAll(() => app?.close());

/** The last £ amount on a line of text, in pence. */
function lastAmount(line: string): number {
  const amounts = line.match(/-?£[\d,]+\.\d{2}/g) ?? [];
  const last = amounts[amounts.length - 1];
  if (last === undefined) throw new Error(`no amount in ${line}`);
  return penceOf(last);
}

async function checkOut(lines: PurchaseIntent[], discountCode: string | undefined) {
  const priced = await customer.post('/api/cart/price', { lines, discountCode });
  expect(priced.status).toBe(200);
  const pricing = (await priced.json()) as PriceCartResponse;
  expect(pricing.problems).toEqual([]);
  const res = await customer.post('/api/checkout', {
    lines,
    discountCode,
    expectedTotalPence: pricing.totalPence,
  });
  const body = (await res.json()) as { checkoutUrl: string };
  expect(res.status, JSON.stringify(body)).toBe(200);
  const { order } = await payAtSandbox(app, body.checkoutUrl);
  return { pricing, order };
}

describe('property: every document of an order equals what was charged', () => {
  it('email, PDF VAT invoice and Order History agree with the charge to the penny', async () => {
    const intent = fc.oneof(
      fc.record({
        kind: fc.constant('one-time' as const),
        variantId: fc.constantFrom(...variantIds),
        packSize: fc.constantFrom(1 as const, 2 as const, 3 as const),
        quantity: fc.integer({ min: 1, max: 7 }),
      }),
      fc.record({
        kind: fc.constant('subscription' as const),
        variantId: fc.constantFrom(...variantIds),
        planId: fc.constantFrom(
          'subscribe-1month' as const,
          'subscribe-2month' as const,
          'subscribe-3month' as const,
        ),
        quantity: fc.integer({ min: 1, max: 4 }),
      }),
      fc.record({
        kind: fc.constant('cups' as const),
        variantId: fc.constantFrom(...CUP_SIZES.map((c) => c.variantId)),
        cups: fc.integer({ min: 1, max: 6 }).map((n) => n * 50),
      }),
    );
    const cart = fc
      .record({
        lines: fc.uniqueArray(intent, {
          minLength: 1,
          maxLength: 4,
          selector: (line) => `${line.kind}:${line.variantId}`,
        }),
        discountCode: fc.option(fc.constantFrom('WELCOME10', 'welcome10'), { nil: undefined }),
      })
      // Cups go on a draft order of their own: no code and no subscription with them
      // (docs/decisions/049-conditional-prices-off-the-storefront.md).
      .filter(
        ({ lines, discountCode }) =>
          !lines.some((line) => line.kind === 'cups') ||
          (discountCode === undefined && !lines.some((line) => line.kind === 'subscription')),
      );

    await fc.assert(
      fc.asyncProperty(cart, async ({ lines, discountCode }) => {
        const { pricing, order } = await checkOut(lines, discountCode);
        const charged = order.totalPence ?? -1;
        expect(charged).toBe(pricing.totalPence);

        // Order History.
        const history = (await (
          await customer.get('/api/account/orders')
        ).json()) as OrdersResponse;
        const listed = history.orders.find((o) => o.id === order.id);
        if (!listed) throw new Error(`order ${order.orderNumber} not in the history`);
        expect(listed.totalPence).toBe(charged);
        expect(listed.subtotalPence).toBe(pricing.subtotalPence);
        expect(listed.subtotalPence - listed.discountPence).toBe(charged);
        expect(listed.discountPence).toBe(pricing.discount?.discountPence ?? 0);
        expect(listed.items.reduce((s, i) => s + i.totalPence, 0)).toBe(listed.subtotalPence);
        expect(listed.items.reduce((s, i) => s + i.discountPence, 0)).toBe(listed.discountPence);
        for (const item of listed.items) {
          expect(item.pricePence * item.quantity).toBe(item.totalPence);
        }
        const lineSubtotals = listed.items.map((i) => i.totalPence).sort((a, b) => a - b);

        // The confirmation email.
        const mail = (await listOutbox(app.db, PAY_FORM.email)).find((m) =>
          m.subject.includes(`#${order.orderNumber} `),
        );
        const text = mail?.text ?? '';
        const emailLines = text.split('\n').filter((l) => l.startsWith('- '));
        expect(emailLines.map(lastAmount).sort((a, b) => a - b)).toEqual(lineSubtotals);
        const row = (label: string) => text.split('\n').find((l) => l.startsWith(label)) ?? '';
        expect(lastAmount(row('Subtotal: '))).toBe(listed.subtotalPence);
        expect(lastAmount(row('Total paid: '))).toBe(charged);
        if (listed.discountPence > 0) {
          expect(row('Discount (WELCOME10): ')).toBe(
            `Discount (WELCOME10): ${formatGBP(-listed.discountPence)}`,
          );
        } else {
          expect(text).not.toContain('Discount');
        }

        // The PDF VAT invoice.
        const pdf = await customer.get(`/api/account/orders/${order.id}/invoice.pdf`);
        expect(pdf.status).toBe(200);
        const rows = await readPdfRows(new Uint8Array(await pdf.arrayBuffer()));
        const invoiceLines = rows.filter((r) => r.length === 8 && /^£/.test(r[7] ?? ''));
        expect(invoiceLines).toHaveLength(listed.items.length);
        const cells = invoiceLines.map((r) => ({
          quantity: Number(r[1]),
          price: penceOf(r[2] ?? ''),
          discount: -penceOf(r[3] ?? ''),
          net: penceOf(r[4] ?? ''),
          rate: Number((r[5] ?? '').replace('%', '')),
          vat: penceOf(r[6] ?? ''),
          gross: penceOf(r[7] ?? ''),
        }));
        for (const c of cells) {
          expect(c.price * c.quantity - c.discount).toBe(c.gross);
          expect(c.net + c.vat).toBe(c.gross);
          // VAT on the discounted amount, per line: gross × rate ÷ (100 + rate), half up.
          expect(c.vat).toBe(
            Math.floor((c.gross * c.rate * 2 + 100 + c.rate) / (2 * (100 + c.rate))),
          );
        }
        expect(cells.map((c) => c.price * c.quantity).sort((a, b) => a - b)).toEqual(lineSubtotals);
        const amount = (label: string) => {
          const found = rows.find((r) => r[0] === label);
          if (!found) throw new Error(`no ${label} row`);
          return penceOf(found[found.length - 1] ?? '');
        };
        const sum = (key: 'net' | 'vat' | 'gross') => cells.reduce((s, c) => s + c[key], 0);
        expect(amount('Total including VAT')).toBe(charged);
        expect(sum('gross')).toBe(charged);
        expect(amount('Total VAT')).toBe(sum('vat'));
        expect(amount('Total excluding VAT')).toBe(sum('net'));
        expect(amount('Total excluding VAT') + amount('Total VAT')).toBe(charged);
        const byRate = rows.filter((r) => /^VAT at \d+% on /.test(r[0] ?? ''));
        expect(byRate.reduce((s, r) => s + penceOf(r[r.length - 1] ?? ''), 0)).toBe(sum('vat'));
        if (listed.discountPence > 0) {
          expect(amount('Subtotal')).toBe(listed.subtotalPence);
          expect(amount('Discount (WELCOME10)')).toBe(-listed.discountPence);
        }
      }),
      { numRuns: 15 },
    );
  }, 300_000);
});
