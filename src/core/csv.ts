/**
 * CSV files for spreadsheets (the admin's exports): RFC 4180 quoting, CRLF line ends, and text that
 * a spreadsheet would run as a formula (a cell starting with = + - @, a tab or a carriage return)
 * neutralised with a leading '. Amounts are cells of their own kind, written as plain decimals in
 * pounds ("-12.03"), so a credit's minus sign stays a number instead of being neutralised as text.
 */
import { formatPenceAsDecimal, type Pence } from './money';

/** An amount of money in a CSV cell: integer pence, written as pounds with two decimals. */
export type CsvAmount = { readonly pence: Pence };
export type CsvValue = string | number | null | CsvAmount;

export function csvAmount(pence: Pence): CsvAmount {
  return { pence };
}

/** One cell: quoted when needed; text that starts like a formula gets a leading '. */
export function csvCell(value: CsvValue): string {
  if (value === null) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new RangeError('a CSV number must be finite');
    return String(value);
  }
  if (typeof value === 'object') return formatPenceAsDecimal(value.pence);
  let text = value;
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A whole file: a header row, then the rows, each line ended by CRLF. */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvValue[])[]) {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
