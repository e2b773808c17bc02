// Dates: the shop's calendar day of an instant, and dates shown to people, formatted from the ISO
// date string itself (never the viewer's clock).

// London time without Intl: the first Intl formatter a browser page creates loads ICU's locale and
// time-zone data, ~75 ms of a phone's main thread in the product page's buy box hydration (the
// dispatch banner; decision 048, "No Intl on the storefront"). UK clocks follow one rule
// (Summer Time Order 2002): British Summer Time, UTC+1, from 01:00 UTC on the last Sunday of
// March to 01:00 UTC on the last Sunday of October; GMT otherwise. A property test holds these
// functions to Intl's Europe/London output.

/** The instant (ms) of 01:00 UTC on the last Sunday of `month` (0-based) in `year`. */
function lastSundayAt1Utc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 86_400_000;
}

/** The UK wall clock at an instant: calendar date (YYYY-MM-DD), ISO weekday (1 = Monday), minutes since midnight. */
export function londonWallClock(instant: Date): {
  date: string;
  weekday: number;
  minuteOfDay: number;
} {
  const ms = instant.getTime();
  const year = instant.getUTCFullYear();
  const summer = ms >= lastSundayAt1Utc(year, 2) && ms < lastSundayAt1Utc(year, 9);
  const wall = new Date(ms + (summer ? 3_600_000 : 0));
  const day = wall.getUTCDay();
  return {
    date: wall.toISOString().slice(0, 10),
    weekday: day === 0 ? 7 : day,
    minuteOfDay: wall.getUTCHours() * 60 + wall.getUTCMinutes(),
  };
}

/** The calendar date (YYYY-MM-DD) of an instant in the shop's time zone (Europe/London). */
export function toLondonDate(instant: Date): string {
  return londonWallClock(instant).date;
}

export const MONTHS = [
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
