/**
 * The subscriptions report: how many subscriptions are active, what they bring in a month, how
 * many start and end each month, churn, how renewals go, and what the next 30 days will charge.
 * A delivery's amount is its lines' pack prices × packs per delivery (as the renewal reminder states
 * it, subscriptions/delivery-lines.ts); a cancellation's date is the subscription's last change.
 */
import { sql } from 'drizzle-orm';
import type { SubscriptionsReportResponse } from '../../core/api/reports';
import { toLondonDate } from '../../core/dates';
import { addDaysToDate, addMonthsToDate } from '../../core/subscriptions/plan-dates';
import type { Database } from '../db/client';
import { pricedSubscriptionsSql, refreshStoredDeliveryPence } from '../subscriptions/service';
import { londonMidnight } from './period';
import { londonDay, rowsOf } from './sql';

const UPCOMING_DAYS = 30;
const UPCOMING_LISTED = 50;
const MONTHS = 12;
const DAYS_PER_MONTH = 365.25 / 12;

/**
 * Active subscriptions with a delivery's amount (`delivery_price`): each line's pack price × packs
 * per delivery, as planDeliveryPenceSql states it, stored with the subscription (refreshed first,
 * below) so the report is one aggregate pass (docs/decisions/143-subscriptions-report-from-stored-prices.md).
 */
const activePriced = (where = sql`true`) =>
  pricedSubscriptionsSql(sql`s.status = 'active' and ${where}`);

const basisPoints = (part: number, whole: number) =>
  whole === 0 ? 0 : Math.round((part * 10_000) / whole);

export async function buildSubscriptionsReport(
  db: Database,
  now: Date,
): Promise<SubscriptionsReportResponse> {
  const today = toLondonDate(now);
  const horizon = addDaysToDate(today, UPCOMING_DAYS);
  const firstMonth = `${addMonthsToDate(`${today.slice(0, 8)}01`, -(MONTHS - 1))}`;
  const monthsStart = londonMidnight(firstMonth);
  const thirtyDaysAgo = londonMidnight(addDaysToDate(today, -(UPCOMING_DAYS - 1)));
  await refreshStoredDeliveryPence(db);
  const [counts, recurring, started, cancelled, attempts, upcomingTotals, upcoming] =
    await Promise.all([
      rowsOf<Record<string, string>>(
        db,
        sql`select
          count(*) filter (where status = 'active') as active,
          count(*) filter (where status = 'paused') as paused,
          count(*) filter (where status = 'cancelled') as cancelled,
          count(*) filter (where status = 'active' and billing_failures > 0) as failing,
          count(*) filter (where status = 'paused' and paused_reason = 'payment_failed') as paused_by_failure,
          count(*) filter (where status = 'cancelled' and updated_at >= ${thirtyDaysAgo}) as cancelled_recently
          from subscriptions`,
      ),
      rowsOf<{ frequency_days: number; pence: string }>(
        db,
        sql`select s.frequency_days, sum(s.delivery_price) as pence from ${activePriced()} s
          group by s.frequency_days`,
      ),
      rowsOf<{ month: string; n: string }>(
        db,
        sql`select substr(${londonDay(sql`created_at`)}, 1, 7) as month, count(*) as n
          from subscriptions where created_at >= ${monthsStart} group by 1`,
      ),
      rowsOf<{ month: string; n: string }>(
        db,
        sql`select substr(${londonDay(sql`updated_at`)}, 1, 7) as month, count(*) as n
          from subscriptions where status = 'cancelled' and updated_at >= ${monthsStart} group by 1`,
      ),
      // One row per delivery charged (a subscription's billing date), however many tries it
      // took: paid when any try succeeded. A card that failed and was paid on the retry is one
      // paid delivery, not a success and a failure.
      rowsOf<{ paid: string; unpaid: string }>(
        db,
        sql`select count(*) filter (where paid) as paid, count(*) filter (where not paid) as unpaid
          from (select bool_or(status = 'succeeded') as paid from subscription_billing_attempts
            where status in ('succeeded', 'failed')
            group by subscription_id, billing_date, kind
            having max(settled_at) >= ${thirtyDaysAgo}) deliveries`,
      ),
      rowsOf<{ n: string; pence: string | null }>(
        db,
        sql`select count(*) as n, sum(s.delivery_price) as pence
          from ${activePriced(sql`s.next_delivery_date >= ${today} and s.next_delivery_date <= ${horizon}`)} s`,
      ),
      rowsOf<{ id: string; email: string; date: string; pence: string }>(
        db,
        sql`select s.id, s.email, s.next_delivery_date::text as date, s.delivery_price as pence
          from ${activePriced(sql`s.next_delivery_date >= ${today} and s.next_delivery_date <= ${horizon}`)} s
          order by s.next_delivery_date, s.email, s.id limit ${UPCOMING_LISTED}`,
      ),
    ]);
  const count = (key: string) => Number(counts[0]?.[key] ?? 0);
  const monthly = recurring.reduce(
    (sum, row) => sum + (Number(row.pence) * DAYS_PER_MONTH) / row.frequency_days,
    0,
  );
  const months = Array.from({ length: MONTHS }, (_, i) =>
    addMonthsToDate(firstMonth, i).slice(0, 7),
  ).map((month) => ({
    month,
    started: Number(started.find((r) => r.month === month)?.n ?? 0),
    cancelled: Number(cancelled.find((r) => r.month === month)?.n ?? 0),
  }));
  const paid = Number(attempts[0]?.paid ?? 0);
  const unpaid = Number(attempts[0]?.unpaid ?? 0);
  return {
    today,
    active: count('active'),
    paused: count('paused'),
    cancelled: count('cancelled'),
    monthlyRecurringPence: Math.round(monthly),
    months,
    churnRateBasisPoints: basisPoints(
      count('cancelled_recently'),
      count('active') + count('cancelled_recently'),
    ),
    renewalSuccessBasisPoints: paid + unpaid === 0 ? null : basisPoints(paid, paid + unpaid),
    renewalDeliveries: { paid, unpaid },
    failing: count('failing'),
    pausedByFailure: count('paused_by_failure'),
    upcoming: {
      count: Number(upcomingTotals[0]?.n ?? 0),
      totalPence: Number(upcomingTotals[0]?.pence ?? 0),
      renewals: upcoming.map((r) => ({
        id: r.id,
        email: r.email,
        date: r.date,
        amountPence: Number(r.pence),
      })),
    },
  };
}
