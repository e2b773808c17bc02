/**
 * The VAT report as CSV for an accountant: one row per section and rate, amounts as plain
 * decimals in pounds (a spreadsheet reads them as numbers), then the return's boxes 1 and 6.
 */
import type { VatRateRow, VatReportResponse } from '../../core/api/reports';
import { formatPenceAsDecimal } from '../../core/money';

const HEADER = ['Section', 'VAT rate', 'Net (GBP)', 'VAT (GBP)', 'Gross (GBP)'];

function rateRows(section: string, rows: VatRateRow[]): string[][] {
  return rows.map((r) => [
    section,
    `${r.ratePercent}%`,
    formatPenceAsDecimal(r.netPence),
    formatPenceAsDecimal(r.vatPence),
    formatPenceAsDecimal(r.grossPence),
  ]);
}

export function vatReportFileName(report: VatReportResponse): string {
  return `vat-${report.range.from}-to-${report.range.to}.csv`;
}

export function buildVatCsv(report: VatReportResponse): string {
  const rows: string[][] = [
    ['Period', `${report.range.from} to ${report.range.to} (UK time)`, '', '', ''],
    ['Invoices', String(report.invoices), '', '', ''],
    HEADER,
    ...rateRows('Sales', report.sales),
    ...rateRows('Refunds', report.refunds),
    ...rateRows('Net of refunds', report.net),
    [
      'Total',
      '',
      formatPenceAsDecimal(report.totals.netPence),
      formatPenceAsDecimal(report.totals.vatPence),
      formatPenceAsDecimal(report.totals.grossPence),
    ],
    ['Box 1: VAT due on sales (GBP)', formatPenceAsDecimal(report.box1Pence), '', '', ''],
    ['Box 6: total sales excluding VAT (whole GBP)', String(report.box6Pounds), '', '', ''],
  ];
  // Every cell is ours (labels, dates, numbers): quote only the ones with a comma.
  const cell = (value: string) => (value.includes(',') ? `"${value}"` : value);
  return `${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
