/**
 * The VAT invoice as a PDF (pdfkit, standard Helvetica: no font files to ship). One A4 page per
 * ~25 lines; long descriptions wrap; amounts right-aligned in £ from integer pence.
 */
import PDFDocument from 'pdfkit';
import { formatLongDate } from '../../core/dates';
import { formatGBP } from '../../core/money';
import { discountLabel } from '../../core/orders/order-document';
import type { VatInvoice } from './vat-invoice';

const MARGIN = 48;
const PAGE_BOTTOM = 780;
const COLUMNS = [
  { key: 'description', label: 'Description', x: 48, width: 150, align: 'left' },
  { key: 'quantity', label: 'Qty', x: 200, width: 24, align: 'right' },
  { key: 'price', label: 'Price', x: 226, width: 52, align: 'right' },
  { key: 'discount', label: 'Discount', x: 280, width: 50, align: 'right' },
  { key: 'net', label: 'Excl. VAT', x: 332, width: 56, align: 'right' },
  { key: 'rate', label: 'VAT rate', x: 390, width: 34, align: 'right' },
  { key: 'vat', label: 'VAT', x: 426, width: 50, align: 'right' },
  { key: 'gross', label: 'Total', x: 478, width: 69, align: 'right' },
] as const;

type ColumnKey = (typeof COLUMNS)[number]['key'];

export function buildInvoicePdfFileName(invoiceNumber: string): string {
  return `${invoiceNumber.replace(/[^A-Za-z0-9._-]/g, '')}.pdf`;
}

/** A new A4 document and the promise of its bytes once `doc.end()` is called. */
export function startPdf(info: { Title: string; Author: string; Subject: string }) {
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/**
 * The seller, the document's title and its numbers and dates (`details`, right), then the
 * customer's billing (a trade order: the company with its VAT number) and delivery addresses.
 * Returns where the next content starts.
 */
export function drawParties(
  doc: PDFKit.PDFDocument,
  invoice: Pick<VatInvoice, 'seller' | 'customer'>,
  title: string,
  details: string[],
): number {
  doc.font('Helvetica-Bold').fontSize(20).text(invoice.seller.name, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9);
  for (const line of invoice.seller.addressLines) doc.text(line);
  doc.text(invoice.seller.email);
  doc.text(`VAT registration number: ${invoice.seller.vatNumber}`);
  doc.font('Helvetica-Bold').fontSize(16).text(title, 340, MARGIN, { width: 207, align: 'right' });
  doc.font('Helvetica').fontSize(9);
  for (const [index, line] of details.entries()) {
    doc.text(line, 340, index === 0 ? doc.y + 4 : doc.y, { width: 207, align: 'right' });
  }

  // Customer addresses side by side.
  const addressTop = Math.max(170, doc.y + 16);
  const block = (heading: string, lines: string[], x: number) => {
    doc.font('Helvetica-Bold').fontSize(10).text(heading, x, addressTop, { width: 230 });
    doc.font('Helvetica').fontSize(9);
    for (const line of lines.length > 0 ? lines : ['Not given']) doc.text(line, { width: 230 });
    return doc.y;
  };
  // A trade order is addressed to the wholesale account's company, with its VAT number.
  const company = invoice.customer.company;
  const billingBottom = block(
    'Billing address',
    company
      ? [
          company.name,
          ...company.addressLines,
          ...(company.vatNumber ? [`VAT number: ${company.vatNumber}`] : []),
          invoice.customer.email,
        ]
      : [...invoice.customer.billingAddressLines, invoice.customer.email],
    MARGIN,
  );
  const deliveryBottom = block('Delivery address', invoice.customer.deliveryAddressLines, 300);
  return Math.max(billingBottom, deliveryBottom) + 24;
}

/** Label and amount rows, right-aligned, the last in bold. Returns where the next content starts. */
export function drawTotals(doc: PDFKit.PDFDocument, top: number, totals: [string, string][]) {
  let y = top;
  for (const [index, [label, amount]] of totals.entries()) {
    if (y + 14 > PAGE_BOTTOM) {
      doc.addPage();
      y = MARGIN;
    }
    doc.font(index === totals.length - 1 ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(label, 220, y, { width: 240, align: 'right' });
    doc.text(amount, 468, y, { width: 79, align: 'right' });
    y += 16;
  }
  return y;
}

export function renderInvoicePdf(invoice: VatInvoice): Promise<Buffer> {
  const { doc, done } = startPdf({
    Title: `VAT invoice ${invoice.invoiceNumber}`,
    Author: invoice.seller.name,
    Subject: `Order ${invoice.orderNumber}`,
  });
  let y = drawParties(doc, invoice, 'VAT invoice', [
    `Invoice number: ${invoice.invoiceNumber}`,
    `Invoice date: ${formatLongDate(invoice.invoiceDate)}`,
    `Date of supply: ${formatLongDate(invoice.invoiceDate)}`,
    `Order number: ${invoice.orderNumber}`,
    ...(invoice.creditNotes.length > 0
      ? [`Credited by: ${invoice.creditNotes.map((n) => n.creditNoteNumber).join(', ')}`]
      : []),
  ]);

  const row = (cells: Record<ColumnKey, string>, bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const height = Math.max(
      ...COLUMNS.map((c) => doc.heightOfString(cells[c.key], { width: c.width })),
    );
    if (y + height > PAGE_BOTTOM) {
      doc.addPage();
      y = MARGIN;
    }
    for (const c of COLUMNS) {
      doc.text(cells[c.key], c.x, y, { width: c.width, align: c.align });
    }
    y += height + 6;
    doc
      .moveTo(MARGIN, y - 3)
      .lineTo(547, y - 3)
      .lineWidth(0.5)
      .strokeColor('#cccccc')
      .stroke();
  };

  const header = Object.fromEntries(COLUMNS.map((c) => [c.key, c.label])) as Record<
    ColumnKey,
    string
  >;
  if (invoice.pricesExcludeVat) header.price = 'Price excl. VAT';
  row(header, true);
  for (const line of invoice.breakdown.lines) {
    row(
      {
        description: line.description,
        quantity: String(line.quantity),
        price: formatGBP(line.unitPricePence),
        discount: formatGBP(-line.discountPence),
        net: formatGBP(line.netPence),
        rate: `${line.ratePercent}%`,
        vat: formatGBP(line.vatPence),
        gross: formatGBP(line.grossPence),
      },
      false,
    );
  }

  // Totals: per rate, then the whole invoice.
  // The lines at the drawer's prices, the code's discount, then VAT on what each line charged.
  const totals: [string, string][] = [];
  if (invoice.discountPence > 0) {
    totals.push(['Subtotal', formatGBP(invoice.subtotalPence)]);
    totals.push([discountLabel(invoice.discountCode), formatGBP(-invoice.discountPence)]);
  }
  for (const rate of invoice.breakdown.byRate) {
    totals.push([
      `VAT at ${rate.ratePercent}% on ${formatGBP(rate.netPence)}`,
      formatGBP(rate.vatPence),
    ]);
  }
  totals.push(['Total excluding VAT', formatGBP(invoice.breakdown.totals.netPence)]);
  totals.push(['Total VAT', formatGBP(invoice.breakdown.totals.vatPence)]);
  totals.push(['Total including VAT', formatGBP(invoice.breakdown.totals.grossPence)]);
  // Refunds: each credit note that credits this invoice, then what is left paid.
  for (const note of invoice.creditNotes) {
    totals.push([
      `Credited by ${note.creditNoteNumber} (${formatLongDate(note.issuedOn)})`,
      formatGBP(-note.grossPence),
    ]);
  }
  const credited = invoice.creditNotes.reduce((sum, note) => sum + note.grossPence, 0);
  if (invoice.refundedPence > credited) {
    totals.push(['Refunded', formatGBP(-(invoice.refundedPence - credited))]);
  }
  if (invoice.refundedPence > 0) totals.push(['Net paid', formatGBP(invoice.netPaidPence)]);
  y = drawTotals(doc, y + 8, totals);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555555')
    .text(
      invoice.pricesExcludeVat
        ? 'Trade prices exclude VAT: VAT is added at the rate shown, worked out per item. Amounts in pounds sterling (GBP).'
        : 'Prices include VAT at the rate shown. VAT is worked out on what each line charged, after any discount. Amounts in pounds sterling (GBP).',
      MARGIN,
      Math.min(y + 16, PAGE_BOTTOM),
      { width: 499 },
    );
  doc.end();
  return done;
}
