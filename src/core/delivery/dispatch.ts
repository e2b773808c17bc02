/**
 * THE dispatch rule: every message about when an order leaves comes from here (the product
 * page's banner, the delivery line beside the buy box and in the drawer, /delivery). Orders
 * placed on a working day before the cut-off (UK time) are dispatched that day; later orders on
 * the next working day. Working days are Monday to Friday except the bank holidays of England
 * and Wales (bank-holidays-england-and-wales.json, from gov.uk, kept in the repository: no
 * network). Pure: the caller passes the time (docs/decisions/070-one-dispatch-rule.md).
 */
import { londonWallClock, MONTHS } from '../dates';
import holidays from './bank-holidays-england-and-wales.json' with { type: 'json' };

export const DISPATCH_RULE = {
  timeZone: 'Europe/London',
  /** Orders before this time (UK) on a working day leave the same day. */
  cutOff: { hour: 13, minute: 0 },
  /** The cut-off as people read it. */
  cutOffText: '1pm',
  /** ISO weekdays that are working days (1 = Monday). */
  workingWeekdays: [1, 2, 3, 4, 5] as readonly number[],
  bankHolidays: new Set<string>(holidays.dates),
} as const;

/** The last date the bank-holiday list covers (a test keeps it ahead of today). */
export const BANK_HOLIDAYS_COVER_UNTIL = holidays.dates.reduce((a, b) => (a > b ? a : b));

/** ISO weekday of a calendar date 'YYYY-MM-DD'. */
function weekdayOf(date: string): number {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function isWorkingDay(date: string): boolean {
  return (
    DISPATCH_RULE.workingWeekdays.includes(weekdayOf(date)) && !DISPATCH_RULE.bankHolidays.has(date)
  );
}

function nextWorkingDayAfter(date: string): string {
  let next = addDays(date, 1);
  while (!isWorkingDay(next)) next = addDays(next, 1);
  return next;
}

export type DispatchPromise =
  /** Before today's cut-off on a working day: minutes left to order. */
  | { kind: 'today'; minutesLeft: number }
  /** Otherwise: the working day the order leaves; `tomorrow` when that is the next calendar day. */
  | { kind: 'later'; date: string; tomorrow: boolean };

export function findDispatchPromise(now: Date): DispatchPromise {
  const london = londonWallClock(now);
  const cutOff = DISPATCH_RULE.cutOff.hour * 60 + DISPATCH_RULE.cutOff.minute;
  if (isWorkingDay(london.date) && london.minuteOfDay < cutOff) {
    return { kind: 'today', minutesLeft: cutOff - london.minuteOfDay };
  }
  const date = nextWorkingDayAfter(london.date);
  return { kind: 'later', date, tomorrow: date === addDays(london.date, 1) };
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** 'Monday 30 November' (written by hand, not with Intl: see core/dates.ts). */
export function formatDay(date: string): string {
  const [, month, day] = date.split('-').map(Number);
  return `${WEEKDAY_NAMES[weekdayOf(date) - 1]} ${day} ${MONTHS[(month ?? 1) - 1]}`;
}

/**
 * The banner's words: a countdown only when same-day dispatch is still true today, e.g.
 * 'Order within 2 hours 5 minutes for dispatch today', else 'Order now for dispatch tomorrow,
 * Friday 27 November' or 'Order now for dispatch on Monday 30 November'.
 */
export function formatDispatchMessage(promise: DispatchPromise): string {
  if (promise.kind === 'today') {
    const hours = Math.floor(promise.minutesLeft / 60);
    const minutes = promise.minutesLeft % 60;
    const left = [
      hours > 0 ? plural(hours, 'hour') : '',
      minutes > 0 ? plural(minutes, 'minute') : '',
    ]
      .filter(Boolean)
      .join(' ');
    return `Order within ${left} for dispatch today`;
  }
  return promise.tomorrow
    ? `Order now for dispatch tomorrow, ${formatDay(promise.date)}`
    : `Order now for dispatch on ${formatDay(promise.date)}`;
}

/** The rule in one sentence (the delivery line and /delivery). */
export const DISPATCH_RULE_TEXT = `Orders placed by ${DISPATCH_RULE.cutOffText} (UK time) on a working day are dispatched the same day; later orders on the next working day. Working days are Monday to Friday, excluding bank holidays in England and Wales.`;

/** The short promise beside the buy box and in the drawer. */
export const DISPATCH_SHORT_TEXT = `Order by ${DISPATCH_RULE.cutOffText} on a working day for same-day dispatch`;
