/**
 * The credit note as a PDF, laid out like the VAT invoice it credits (invoice-pdf.ts): the seller,
 * the note's number and date, the invoice it credits, the customer, the reason, and net, VAT and
 * gross at each rate (docs/decisions/116-credit-notes.md).
 */
import { formatLongDate } from '../../core/dates';
import { formatGBP } from '../../core/money';
import type { CreditNoteDocument } from './credit-note';
import { drawParties, drawTotals, startPdf } from './invoice-pdf';

const MARGIN = 48;

export function buildCreditNotePdfFileName(creditNoteNumber: string): string {
  return `${creditNoteNumber.replace(/[^A-Za-z0-9._-]/g, '')}.pdf`;
}

/** How the note's VAT was split, in the customer's words (decisions 116 and 140). */
export const CREDIT_NOTE_SPLIT_WORDS: Record<CreditNoteDocument['basis'], string> = {
  'invoice-split':
    "VAT is split over the invoice's rates in proportion to what was charged at each.",
  'returned-lines': 'VAT is credited at the rate of each returned item, on what was paid for it.',
};

export function renderCreditNotePdf({ note, invoice, basis }: CreditNoteDocument): Promise<Buffer> {
  const { doc, done } = startPdf({
    Title: `Credit note ${note.creditNoteNumber}`,
    Author: invoice.seller.name,
    Subject: `Credit for VAT invoice ${note.invoiceNumber}`,
  });
  let y = drawParties(doc, invoice, 'Credit note', [
    `Credit note number: ${note.creditNoteNumber}`,
    `Date: ${formatLongDate(note.issuedOn)}`,
    `Credits VAT invoice: ${note.invoiceNumber}`,
    `Invoice date: ${formatLongDate(invoice.invoiceDate)}`,
    `Order number: ${invoice.orderNumber}`,
  ]);
  doc.font('Helvetica-Bold').fontSize(10).text('Reason for the credit', MARGIN, y);
  doc
    .font('Helvetica')
    .fontSize(10)
    .text(note.reason, MARGIN, doc.y + 2, { width: 499 });
  y = doc.y + 16;

  const columns = [
    { label: 'VAT rate', x: 48, width: 150, align: 'left' },
    { label: 'Excl. VAT', x: 260, width: 90, align: 'right' },
    { label: 'VAT', x: 360, width: 80, align: 'right' },
    { label: 'Total', x: 450, width: 97, align: 'right' },
  ] as const;
  const row = (cells: string[], bold: boolean) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    for (const [index, c] of columns.entries()) {
      doc.text(cells[index] ?? '', c.x, y, { width: c.width, align: c.align });
    }
    y += 18;
    doc
      .moveTo(MARGIN, y - 5)
      .lineTo(547, y - 5)
      .lineWidth(0.5)
      .strokeColor('#cccccc')
      .stroke();
  };
  row(
    columns.map((c) => c.label),
    true,
  );
  for (const rate of note.byRate) {
    row(
      [
        `${rate.ratePercent}%`,
        formatGBP(-rate.netPence),
        formatGBP(-rate.vatPence),
        formatGBP(-rate.grossPence),
      ],
      false,
    );
  }
  y = drawTotals(doc, y + 8, [
    ['Total credited excluding VAT', formatGBP(-note.netPence)],
    ['VAT credited', formatGBP(-note.vatPence)],
    ['Total credited including VAT', formatGBP(-note.grossPence)],
  ]);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#555555')
    .text(
      `This credit note reduces VAT invoice ${note.invoiceNumber}: the amounts are refunded to the card that paid. ${CREDIT_NOTE_SPLIT_WORDS[basis]} Amounts in pounds sterling (GBP).`,
      MARGIN,
      y + 16,
      { width: 499 },
    );
  doc.end();
  return done;
}
