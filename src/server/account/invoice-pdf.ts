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

export function renderInvoicePdf(invoice: VatInvoice): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `VAT invoice ${invoice.invoiceNumber}`,
      Author: invoice.seller.name,
      Subject: `Order ${invoice.orderNumber}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Seller, and the invoice's number and dates.
  doc.font('Helvetica-Bold').fontSize(20).text(invoice.seller.name, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9);
  for (const line of invoice.seller.addressLines) doc.text(line);
  doc.text(invoice.seller.email);
  doc.text(`VAT registration number: ${invoice.seller.vatNumber}`);
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text('VAT invoice', 340, MARGIN, { width: 207, align: 'right' });
  doc.font('Helvetica').fontSize(9);
  doc.text(`Invoice number: ${invoice.invoiceNumber}`, 340, doc.y + 4, {
    width: 207,
    align: 'right',
  });
  doc.text(`Invoice date: ${formatLongDate(invoice.invoiceDate)}`, {
    width: 207,
    align: 'right',
  });
  doc.text(`Date of supply: ${formatLongDate(invoice.invoiceDate)}`, {
    width: 207,
    align: 'right',
  });
  doc.text(`Order number: ${invoice.orderNumber}`, { width: 207, align: 'right' });

  // Customer addresses side by side.
  const addressTop = 170;
  const block = (title: string, lines: string[], x: number) => {
    doc.font('Helvetica-Bold').fontSize(10).text(title, x, addressTop, { width: 230 });
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
  let y = Math.max(billingBottom, deliveryBottom) + 24;

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
  y += 8;
  for (const [index, [label, amount]] of totals.entries()) {
    if (y + 14 > PAGE_BOTTOM) {
      doc.addPage();
      y = MARGIN;
    }
    doc.font(index === totals.length - 1 ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(label, 270, y, { width: 190, align: 'right' });
    doc.text(amount, 468, y, { width: 79, align: 'right' });
    y += 16;
  }
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
