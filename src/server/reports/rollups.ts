/**
 * The reports' daily rollups (docs/decisions/137-report-rollups.md). Triggers mark the London
 * days a write to the orders, their lines, refunds or billing attempts touches, in the writing
 * transaction (drizzle/0028); before a report reads, `refreshReportRollups` works each marked day
 * out again with the reports' own functions over that one day (dashboard.ts, vat-report.ts: the
 * same rules, the invoice's own VAT function), and stores it. A report of a period then adds up
 * at most a year of day rows. Every figure here adds up day by day; the customers of a period
 * (distinct people) are counted from one row per customer a day.
 */
import { type SQL, sql } from 'drizzle-orm';
import type {
  DashboardResponse,
  ReportRange,
  SalesChannel,
  VatRateRow,
  VatReportResponse,
} from '../../core/api/reports';
import { toLondonDate } from '../../core/dates';
import type { Database } from '../db/client';
import {
  reportDayCustomers,
  reportDayProducts,
  reportDays,
  reportDayVat,
} from '../db/schema/reports';
import {
  dashboardTotals,
  daysAndChannels,
  type OrderTotals,
  orderTotalsOf,
  productsOf,
  splitCustomers,
  topProducts,
} from './dashboard';
import { datesOf, instantsOf, previousRange, rangeOf } from './period';
import { COUNTED_ORDER, countedOrder, rowsOf } from './sql';
import { creditNotesOf, type VatFigures, vatFiguresOf, vatReportOf } from './vat-report';

/** Only one refresh at a time across processes (its rows are replaced whole, day by day). */
const REFRESH_LOCK_ID = 724_113_137;
/** Days worked out per transaction: a backfill of years commits as it goes. */
const DAYS_PER_TRANSACTION = 16;

/** The rollup rows of one London day, worked out from its orders and refunds. */
async function dayRows(db: Database, day: string) {
  const range = rangeOf(day, day);
  const { start, end } = instantsOf(range);
  const [totals, split, products, vat, customers] = await Promise.all([
    orderTotalsOf(db, range),
    daysAndChannels(db, range),
    productsOf(db, range),
    vatFiguresOf(db, range),
    rowsOf<{ previous_at: string | Date | null; first_at: string | Date }>(
      db,
      sql`select (select max(p.created_at) from orders p where p.email = c.email
            and p.created_at < ${start} and ${countedOrder('p')}) as previous_at,
          (select min(p.created_at) from orders p where p.email = c.email) as first_at
        from (select distinct o.email from orders o
          where o.created_at >= ${start} and o.created_at < ${end} and ${COUNTED_ORDER}) c`,
    ),
  ]);
  const channel = (name: SalesChannel) => split.channels.find((c) => c.channel === name);
  const empty =
    totals.orders === 0 &&
    totals.heldOrders === 0 &&
    totals.refundsPence === 0 &&
    vat.invoices === 0 &&
    vat.refunds.size === 0;
  const vatRows = (kind: 'sale' | 'refund', rates: Map<number, VatRateRow>) =>
    [...rates.values()].map((r) => ({
      day,
      kind,
      ratePercent: String(r.ratePercent),
      netPence: r.netPence,
      vatPence: r.vatPence,
      grossPence: r.grossPence,
    }));
  return {
    day: empty
      ? null
      : {
          day,
          orders: totals.orders,
          revenuePence: totals.revenuePence,
          retailOrders: channel('retail')?.orders ?? 0,
          retailPence: channel('retail')?.revenuePence ?? 0,
          tradeOrders: channel('trade')?.orders ?? 0,
          tradePence: channel('trade')?.revenuePence ?? 0,
          subscriptionOrders: channel('subscription')?.orders ?? 0,
          subscriptionPence: channel('subscription')?.revenuePence ?? 0,
          heldOrders: totals.heldOrders,
          heldPence: totals.heldPence,
          refundsPence: totals.refundsPence,
          invoices: vat.invoices,
        },
    products: products.map((p) => ({
      day,
      title: p.title,
      revenuePence: p.revenuePence,
      units: p.units,
    })),
    vat: [...vatRows('sale', vat.sales), ...vatRows('refund', vat.refunds)],
    customers: customerRows(day, customers),
  };
}

/** A day's customers counted by their previous counted day and their first day. */
function customerRows(
  day: string,
  rows: { previous_at: string | Date | null; first_at: string | Date }[],
) {
  const counts = new Map<
    string,
    { day: string; previousDay: string | null; firstDay: string; customers: number }
  >();
  for (const row of rows) {
    const previousDay = row.previous_at === null ? null : toLondonDate(new Date(row.previous_at));
    const firstDay = toLondonDate(new Date(row.first_at));
    const key = `${previousDay} ${firstDay}`;
    const entry = counts.get(key) ?? { day, previousDay, firstDay, customers: 0 };
    entry.customers += 1;
    counts.set(key, entry);
  }
  return [...counts.values()];
}

const inDays = (column: SQL, days: string[]) =>
  sql`${column} in (${sql.join(
    days.map((d) => sql`${d}::date`),
    sql`, `,
  )})`;

/** A marked day and its marks: `shard:version` of each of its rows, by shard (decision 150). */
type Marked = { day: string; version: string };

/** A day's marks as one text, compared whole: a day marked again meanwhile has another. */
const MARKS_OF_DAY = sql`string_agg(shard::text || ':' || version::text, ',' order by shard)`;

/** Stores the worked-out rows of the days whose mark is still the version read before working them out. */
async function storeDays(
  db: Database,
  marked: Marked[],
  rows: Awaited<ReturnType<typeof dayRows>>[],
) {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await t.execute(sql`select pg_advisory_xact_lock(${REFRESH_LOCK_ID})`);
    const now = await rowsOf<Marked>(
      t,
      sql`select day::text as day, ${MARKS_OF_DAY} as version from report_dirty_days
        where ${inDays(
          sql`day`,
          marked.map((m) => m.day),
        )}
        group by day`,
    );
    const current = new Map(now.map((m) => [m.day, m.version]));
    // A day marked again meanwhile (or already stored by another refresh) is left for the next.
    const fresh = marked.flatMap((m, i) =>
      current.get(m.day) === m.version ? [{ m, r: rows[i] }] : [],
    );
    if (fresh.length === 0) return 0;
    const days = fresh.map((f) => f.m.day);
    for (const table of [
      'report_days',
      'report_day_products',
      'report_day_vat',
      'report_day_customers',
    ]) {
      await t.execute(sql`delete from ${sql.identifier(table)} where ${inDays(sql`day`, days)}`);
    }
    const stored = fresh.flatMap((f) => (f.r ? [f.r] : []));
    const dayTotals = stored.flatMap((r) => (r.day ? [r.day] : []));
    if (dayTotals.length > 0) await t.insert(reportDays).values(dayTotals);
    const products = stored.flatMap((r) => r.products);
    if (products.length > 0) await t.insert(reportDayProducts).values(products);
    const vat = stored.flatMap((r) => r.vat);
    if (vat.length > 0) await t.insert(reportDayVat).values(vat);
    const customers = stored.flatMap((r) => r.customers);
    for (let i = 0; i < customers.length; i += 5000) {
      await t.insert(reportDayCustomers).values(customers.slice(i, i + 5000));
    }
    await t.execute(
      sql`delete from report_dirty_days d
        where (d.day::text, d.shard::text || ':' || d.version::text) in (${sql.join(
          fresh.flatMap(({ m }) => m.version.split(',').map((mark) => sql`(${m.day}, ${mark})`)),
          sql`, `,
        )})`,
    );
    return fresh.length;
  });
}

/**
 * Works out again every day marked when it starts, and stores a day only if no write marked it
 * again meanwhile (its mark's version is still the one read): such a day stays marked for the
 * next report, so a busy till never holds a report up. Returns the days stored.
 */
export async function refreshReportRollups(db: Database): Promise<number> {
  const marked = await rowsOf<Marked>(
    db,
    sql`select day::text as day, ${MARKS_OF_DAY} as version from report_dirty_days
      group by day order by day`,
  );
  let refreshed = 0;
  for (let i = 0; i < marked.length; i += DAYS_PER_TRANSACTION) {
    const chunk = marked.slice(i, i + DAYS_PER_TRANSACTION);
    // One day at a time (each its few queries at once): a backfill leaves the pool to requests.
    const rows = [];
    for (const m of chunk) rows.push(await dayRows(db, m.day));
    refreshed += await storeDays(db, chunk, rows);
  }
  return refreshed;
}

const between = (range: ReportRange) =>
  sql`day >= ${range.from}::date and day <= ${range.to}::date`;

async function rolledTotals(db: Database, range: ReportRange) {
  const [[row], [customers]] = await Promise.all([
    rowsOf<Record<string, string | null>>(
      db,
      sql`select sum(orders) as orders, sum(revenue_pence) as revenue, sum(refunds_pence) as refunds,
          sum(held_orders) as held, sum(held_pence) as held_pence
        from report_days where ${between(range)}`,
    ),
    // Each customer once, on their first day in the period (their previous day is before it).
    rowsOf<{ customers: string; returning: string }>(
      db,
      sql`select coalesce(sum(customers), 0) as customers,
          coalesce(sum(customers) filter (where first_day < ${range.from}::date), 0) as returning
        from report_day_customers
        where ${between(range)} and (previous_day is null or previous_day < ${range.from}::date)`,
    ),
  ]);
  const totals: OrderTotals = {
    revenuePence: Number(row?.revenue ?? 0),
    orders: Number(row?.orders ?? 0),
    refundsPence: Number(row?.refunds ?? 0),
    heldOrders: Number(row?.held ?? 0),
    heldPence: Number(row?.held_pence ?? 0),
  };
  return dashboardTotals(totals, splitCustomers(customers));
}

/** The owner's dashboard from the daily rollups (equal to `buildDashboardFromOrders`). */
export async function buildDashboard(db: Database, range: ReportRange): Promise<DashboardResponse> {
  await refreshReportRollups(db);
  const previous = previousRange(range);
  const dayRowsOf = (of: ReportRange) =>
    rowsOf<Record<string, string>>(
      db,
      sql`select day::text as day, orders, revenue_pence, retail_orders, retail_pence,
          trade_orders, trade_pence, subscription_orders, subscription_pence
        from report_days where ${between(of)}`,
    );
  const [current, previousTotals, days, previousDays, products] = await Promise.all([
    rolledTotals(db, range),
    rolledTotals(db, previous),
    dayRowsOf(range),
    dayRowsOf(previous),
    rowsOf<{ title: string; revenue: string; units: string }>(
      db,
      sql`select title, sum(revenue_pence) as revenue, sum(units) as units
        from report_day_products where ${between(range)} group by title`,
    ),
  ]);
  const byDay = (rows: Record<string, string>[], of: ReportRange) => {
    const stored = new Map(rows.map((d) => [d.day, d]));
    return datesOf(of).map((date) => ({
      date,
      revenuePence: Number(stored.get(date)?.revenue_pence ?? 0),
      orders: Number(stored.get(date)?.orders ?? 0),
    }));
  };
  const sum = (column: string) => days.reduce((total, d) => total + Number(d[column] ?? 0), 0);
  return {
    range,
    previousRange: previous,
    current,
    previous: previousTotals,
    revenueByDay: byDay(days, range),
    previousRevenueByDay: byDay(previousDays, previous),
    ...topProducts(
      products.map((p) => ({
        title: p.title,
        revenuePence: Number(p.revenue),
        units: Number(p.units),
      })),
    ),
    channels: (['retail', 'trade', 'subscription'] as const).map((channel) => ({
      channel,
      revenuePence: sum(`${channel}_pence`),
      orders: sum(`${channel}_orders`),
    })),
  };
}

/** The VAT report from the daily rollups (equal to `buildVatReportFromOrders`). */
export async function buildVatReport(db: Database, range: ReportRange): Promise<VatReportResponse> {
  await refreshReportRollups(db);
  const [rates, [counted], notes] = await Promise.all([
    rowsOf<{ kind: 'sale' | 'refund'; rate: string; net: string; vat: string; gross: string }>(
      db,
      sql`select kind, rate_percent::text as rate, sum(net_pence) as net, sum(vat_pence) as vat,
          sum(gross_pence) as gross
        from report_day_vat where ${between(range)} group by kind, rate_percent`,
    ),
    rowsOf<{ n: string | null }>(
      db,
      sql`select sum(invoices) as n from report_days where ${between(range)}`,
    ),
    creditNotesOf(db, range),
  ]);
  const figures: VatFigures = {
    invoices: Number(counted?.n ?? 0),
    sales: new Map(),
    refunds: new Map(),
  };
  for (const r of rates) {
    const ratePercent = Number(r.rate);
    (r.kind === 'sale' ? figures.sales : figures.refunds).set(ratePercent, {
      ratePercent,
      netPence: Number(r.net),
      vatPence: Number(r.vat),
      grossPence: Number(r.gross),
    });
  }
  return vatReportOf(range, figures, notes);
}
