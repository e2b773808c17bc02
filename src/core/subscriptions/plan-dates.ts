/**
 * The subscription calendar: how often a plan delivers and the shop's dates (Europe/London,
 * YYYY-MM-DD), used by new orders, renewals and self-service changes.
 */

/** Days per month of supply: '{n}-month' plans deliver every n × 30 days. */
export const DAYS_PER_PLAN_MONTH = 30;
/** Every subscription runs at least this many calendar months (the '2-month minimum'). */
export const SUBSCRIPTION_MINIMUM_MONTHS = 2;
/** When a plan text names no '{n}-month', deliveries are monthly. */
export const DEFAULT_FREQUENCY_DAYS = 30;

/** '2-month supply (10% off)' → 60; '1-month supply (5% off)' → 30; anything else → 30. */
export function parsePlanFrequencyDays(planText: string): number {
  const match = /(\d+)\s*-?\s*month/i.exec(planText);
  const months = match ? Number(match[1]) : 0;
  return months >= 1 && months <= 12 ? months * DAYS_PER_PLAN_MONTH : DEFAULT_FREQUENCY_DAYS;
}

function parseIsoDate(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}

function formatIsoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDaysToDate(date: string, days: number): string {
  const result = parseIsoDate(date);
  result.setUTCDate(result.getUTCDate() + days);
  return formatIsoDate(result);
}

/** A subscription paid on `paidOn` is next charged one interval later. */
export function nextChargeAfterPayment(paidOn: string, frequencyDays: number): string {
  return addDaysToDate(paidOn, frequencyDays);
}

/** Calendar months, clamped to the month's last day (31 Dec + 2 months → 28/29 Feb). */
export function addMonthsToDate(date: string, months: number): string {
  const start = parseIsoDate(date);
  const day = start.getUTCDate();
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return formatIsoDate(target);
}
