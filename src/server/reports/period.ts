/**
 * Report periods in London days (docs/decisions/088-owner-reports.md): a period is a run
 * of whole London days, from midnight London on its first day to midnight London after its last.
 * It is compared with the same days of the month before when it is a month (so far or whole), as
 * an owner reads "this month" against last month; otherwise with as many days just before it.
 */
import { MAX_REPORT_DAYS, type ReportPeriodQuery, type ReportRange } from '../../core/api/reports';
import { toLondonDate } from '../../core/dates';
import { addDaysToDate, addMonthsToDate } from '../../core/subscriptions/plan-dates';
import { AppError } from '../http/errors';

const HOUR_MS = 60 * 60 * 1000;

/** The instant London's day `date` begins (clocks change at 01:00 UTC, never at midnight). */
export function londonMidnight(date: string): Date {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  const summer = new Date(utcMidnight - HOUR_MS);
  return toLondonDate(summer) === date ? summer : new Date(utcMidnight);
}

function daysBetween(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

export function rangeOf(from: string, to: string): ReportRange {
  return { from, to, days: daysBetween(from, to) };
}

/** The range a period query asks for, with today's London date from the shop's clock. */
export function resolveRange(
  query: { period: ReportPeriodQuery['period']; from?: string; to?: string },
  now: Date,
): ReportRange {
  const today = toLondonDate(now);
  switch (query.period) {
    case 'today':
      return rangeOf(today, today);
    case '7d':
      return rangeOf(addDaysToDate(today, -6), today);
    case 'month':
      return rangeOf(`${today.slice(0, 8)}01`, today);
    case 'custom': {
      const range = rangeOf(query.from ?? today, query.to ?? today);
      if (range.days > MAX_REPORT_DAYS) {
        throw new AppError(
          'validation_failed',
          `Choose a period of at most ${MAX_REPORT_DAYS} days`,
          {
            status: 422,
            fields: { to: [`Choose a period of at most ${MAX_REPORT_DAYS} days`] },
          },
        );
      }
      return range;
    }
    default:
      return rangeOf(addDaysToDate(today, -29), today);
  }
}

export function previousRange(range: ReportRange): ReportRange {
  const monthOf = (date: string) => date.slice(0, 7);
  if (range.from.endsWith('-01') && monthOf(range.from) === monthOf(range.to)) {
    return rangeOf(addMonthsToDate(range.from, -1), addMonthsToDate(range.to, -1));
  }
  const to = addDaysToDate(range.from, -1);
  return rangeOf(addDaysToDate(to, -(range.days - 1)), to);
}

/** [start, end): the instants a range covers. */
export function instantsOf(range: ReportRange): { start: Date; end: Date } {
  return { start: londonMidnight(range.from), end: londonMidnight(addDaysToDate(range.to, 1)) };
}

/** Every London date of a range, oldest first. */
export function datesOf(range: ReportRange): string[] {
  return Array.from({ length: range.days }, (_, i) => addDaysToDate(range.from, i));
}
