/**
 * The owner's dashboard: a period's sales against the period before, by London day, by product
 * and by channel, from the orders as stored (integer pence). Revenue is what the period's orders
 * charged for their lines (the invoices' gross, before shipping); refunds are those Shopify
 * settled in the period, whenever the order was placed; net sales = revenue − refunds. Every
 * figure includes VAT. Held orders are never revenue: they are counted apart (sql.ts COUNTED_ORDER).
 *
 * The functions here work a period out from the orders themselves (the full recomputation);
 * `buildDashboard` reads the daily rollups they fill (rollups.ts, docs/decisions/137-report-rollups.md).
 */
import { sql } from 'drizzle-orm';
import type {
  DashboardResponse,
  DashboardTotals,
  ReportRange,
  SalesChannel,
  TopProduct,
} from '../../core/api/reports';
import type { Database } from '../db/client';
import { datesOf, instantsOf, previousRange } from './period';
import { COUNTED_ORDER, LINE_PENCE, londonDay, ORDER_CHANNEL, ORDER_PENCE, rowsOf } from './sql';

const TOP_PRODUCTS = 5;
const CHANNELS: SalesChannel[] = ['retail', 'trade', 'subscription'];

/** A period's figures that add up day by day: revenue, orders, refunds, held orders. */
export type OrderTotals = Omit<
  DashboardTotals,
  'averageOrderPence' | 'netSalesPence' | 'newCustomers' | 'returningCustomers'
>;

export async function orderTotalsOf(db: Database, range: ReportRange): Promise<OrderTotals> {
  const { start, end } = instantsOf(range);
  const [row] = await rowsOf<{
    revenue: string | null;
    orders: string;
    refunds: string | null;
    held: string;
    held_pence: string | null;
  }>(
    db,
    sql`with everything as (
        select ${ORDER_PENCE} as pence, ${COUNTED_ORDER} as counted from orders o
        where o.created_at >= ${start} and o.created_at < ${end})
      select
        (select sum(pence) from everything where counted) as revenue,
        (select count(*) from everything where counted) as orders,
        (select sum(r.amount_pence) from order_refunds r where r.status = 'settled'
          and r.created_at >= ${start} and r.created_at < ${end}) as refunds,
        (select count(*) from everything where not counted) as held,
        (select sum(pence) from everything where not counted) as held_pence`,
  );
  return {
    revenuePence: Number(row?.revenue ?? 0),
    orders: Number(row?.orders ?? 0),
    refundsPence: Number(row?.refunds ?? 0),
    heldOrders: Number(row?.held ?? 0),
    heldPence: Number(row?.held_pence ?? 0),
  };
}

/** The customers with a counted order in the period: new (first order in it) and returning. */
async function customersOf(db: Database, range: ReportRange) {
  const { start, end } = instantsOf(range);
  const [row] = await rowsOf<{ customers: string; returning: string }>(
    db,
    sql`with c as (select distinct o.email from orders o
        where o.created_at >= ${start} and o.created_at < ${end} and ${COUNTED_ORDER})
      select count(*) as customers, count(*) filter (where exists (
        select 1 from orders p where p.email = c.email and p.created_at < ${start})) as returning
      from c`,
  );
  return splitCustomers(row);
}

export function splitCustomers(row: { customers: string; returning: string } | undefined) {
  const returning = Number(row?.returning ?? 0);
  return { newCustomers: Number(row?.customers ?? 0) - returning, returningCustomers: returning };
}

export function dashboardTotals(
  totals: OrderTotals,
  customers: ReturnType<typeof splitCustomers>,
): DashboardTotals {
  const { revenuePence, orders, refundsPence } = totals;
  return {
    revenuePence,
    orders,
    averageOrderPence: orders === 0 ? 0 : Math.round(revenuePence / orders),
    ...customers,
    refundsPence,
    netSalesPence: revenuePence - refundsPence,
    heldOrders: totals.heldOrders,
    heldPence: totals.heldPence,
  };
}

async function totalsOf(db: Database, range: ReportRange): Promise<DashboardTotals> {
  const [totals, customers] = await Promise.all([orderTotalsOf(db, range), customersOf(db, range)]);
  return dashboardTotals(totals, customers);
}

/** Revenue by London day and by channel, from one pass over the period's orders. */
export async function daysAndChannels(db: Database, range: ReportRange) {
  const { start, end } = instantsOf(range);
  const rows = await rowsOf<{
    day: string;
    channel: SalesChannel;
    revenue: string;
    orders: string;
  }>(
    db,
    sql`select day, channel, sum(pence) as revenue, count(*) as orders from (
        select ${londonDay(sql`o.created_at`)} as day, ${ORDER_CHANNEL} as channel, ${ORDER_PENCE} as pence
        from orders o where o.created_at >= ${start} and o.created_at < ${end} and ${COUNTED_ORDER}) c
      group by day, channel`,
  );
  const revenueByDay = datesOf(range).map((date) => {
    const ofDay = rows.filter((r) => r.day === date);
    return {
      date,
      revenuePence: ofDay.reduce((sum, r) => sum + Number(r.revenue), 0),
      orders: ofDay.reduce((sum, r) => sum + Number(r.orders), 0),
    };
  });
  const channels = CHANNELS.map((channel) => {
    const ofChannel = rows.filter((r) => r.channel === channel);
    return {
      channel,
      revenuePence: ofChannel.reduce((sum, r) => sum + Number(r.revenue), 0),
      orders: ofChannel.reduce((sum, r) => sum + Number(r.orders), 0),
    };
  });
  return { revenueByDay, channels };
}

/** What each product title sold in the period (counted orders). */
export async function productsOf(db: Database, range: ReportRange): Promise<TopProduct[]> {
  const { start, end } = instantsOf(range);
  const rows = await rowsOf<{ title: string; revenue: string; units: string }>(
    db,
    sql`select oi.product_title as title, sum(${LINE_PENCE}) as revenue,
        sum(coalesce(oi.units, oi.quantity)) as units
      from orders o join order_items oi on oi.order_id = o.id
      where o.created_at >= ${start} and o.created_at < ${end} and ${COUNTED_ORDER}
      group by oi.product_title`,
  );
  return rows.map((r) => ({
    title: r.title,
    revenuePence: Number(r.revenue),
    units: Number(r.units),
  }));
}

/** The five best-selling products by revenue and by units, ties by title. */
export function topProducts(products: TopProduct[]) {
  const byTitle = (a: TopProduct, b: TopProduct) => a.title.localeCompare(b.title);
  return {
    topByRevenue: [...products]
      .sort((a, b) => b.revenuePence - a.revenuePence || byTitle(a, b))
      .slice(0, TOP_PRODUCTS),
    topByUnits: [...products]
      .sort((a, b) => b.units - a.units || byTitle(a, b))
      .slice(0, TOP_PRODUCTS),
  };
}

/** The dashboard worked out from the orders themselves: the full recomputation rollups must equal. */
export async function buildDashboardFromOrders(
  db: Database,
  range: ReportRange,
): Promise<DashboardResponse> {
  const previous = previousRange(range);
  const [current, previousTotals, split, previousSplit, products] = await Promise.all([
    totalsOf(db, range),
    totalsOf(db, previous),
    daysAndChannels(db, range),
    daysAndChannels(db, previous),
    productsOf(db, range),
  ]);
  const top = topProducts(products);
  return {
    range,
    previousRange: previous,
    current,
    previous: previousTotals,
    revenueByDay: split.revenueByDay,
    previousRevenueByDay: previousSplit.revenueByDay,
    ...top,
    channels: split.channels,
  };
}
