// Dates: the shop's calendar day of an instant, and dates shown to people, formatted from the ISO
// date string itself (never the viewer's clock).

// One formatter for the process: building an Intl.DateTimeFormat costs about a millisecond, and
// every stored order, renewal and invoice asks for a London date.
const LONDON_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date (YYYY-MM-DD) of an instant in the shop's time zone (Europe/London). */
export function toLondonDate(instant: Date): string {
  return LONDON_DATE.format(instant);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * '2026-09-08' → '8 September 2026'. Works on the ISO string itself, so the result never depends
 * on the viewer's time zone. Returns the input unchanged when it is not a YYYY-MM-DD date.
 */
export function formatLongDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) return isoDate;
  const [, year, month, day] = match;
  const monthName = MONTHS[Number(month) - 1];
  if (!monthName) return isoDate;
  return `${Number(day)} ${monthName} ${year}`;
}

/**
 * '2026-09' (or any string starting YYYY-MM) → 'September 2026', from the string itself. Returns
 * the input unchanged when it does not start with a year and a month.
 */
export function formatMonthYear(isoMonth: string): string {
  const match = /^(\d{4})-(\d{2})/.exec(isoMonth);
  const monthName = match ? MONTHS[Number(match[2]) - 1] : undefined;
  if (!match || !monthName) return isoMonth;
  return `${monthName} ${match[1]}`;
}
