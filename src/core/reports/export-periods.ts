/**
 * The periods an accountant asks for (docs/decisions/126-sales-journal.md): VAT quarters in any of
 * HMRC's three stagger patterns (a business's quarters end in March/June/September/December,
 * April/July/October/January, or May/August/November/February; the first are the calendar
 * quarters), and calendar months. Each is a run of whole London days, 'YYYY-MM-DD' both inclusive,
 * that the reports' custom period takes.
 */
import { formatLongDate, MONTHS } from '../dates';

export const VAT_STAGGERS = ['mar', 'apr', 'may'] as const;
export type VatStagger = (typeof VAT_STAGGERS)[number];

export const VAT_STAGGER_LABELS: Record<VatStagger, string> = {
  mar: 'Mar, Jun, Sep, Dec (calendar quarters)',
  apr: 'Apr, Jul, Oct, Jan',
  may: 'May, Aug, Nov, Feb',
};

/** The month (0 = January) the stagger's first quarter of a year ends in. */
const FIRST_END_MONTH: Record<VatStagger, number> = { mar: 2, apr: 0, may: 1 };

export type ExportPeriod = { label: string; from: string; to: string };

const pad = (n: number) => String(n).padStart(2, '0');

/** Month number `index` (years × 12 + month, 0 = January) as its first and last dates. */
function monthBounds(index: number): { from: string; to: string } {
  const year = Math.floor(index / 12);
  const month = index - year * 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return {
    from: `${year}-${pad(month + 1)}-01`,
    to: `${year}-${pad(month + 1)}-${pad(lastDay)}`,
  };
}

function monthIndexOf(date: string): number {
  return Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
}

/**
 * The quarter `today` is in (first; "so far") and the `count - 1` quarters before it, newest
 * first, in the stagger's pattern.
 */
export function vatQuarters(today: string, stagger: VatStagger, count = 5): ExportPeriod[] {
  const current = monthIndexOf(today);
  // The end of the quarter that contains today: the first month from now that ends a quarter.
  const offset = (((FIRST_END_MONTH[stagger] - current) % 3) + 3) % 3;
  const currentEnd = current + offset;
  return Array.from({ length: count }, (_, i) => {
    const end = currentEnd - 3 * i;
    const from = monthBounds(end - 2).from;
    const to = monthBounds(end).to;
    const label = `Quarter ending ${formatLongDate(to)}${i === 0 ? ' (so far)' : ''}`;
    return { label, from, to };
  });
}

/** This month (so far) and the `count - 1` months before it, newest first. */
export function calendarMonths(today: string, count = 13): ExportPeriod[] {
  const current = monthIndexOf(today);
  return Array.from({ length: count }, (_, i) => {
    const bounds = monthBounds(current - i);
    const year = Math.floor((current - i) / 12);
    const name = MONTHS[current - i - year * 12] ?? '';
    return { label: `${name} ${year}${i === 0 ? ' (so far)' : ''}`, ...bounds };
  });
}
