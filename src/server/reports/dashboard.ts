/**
 * The owner's dashboard: a period's sales against the period before, by London day, by product
 * and by channel, from the orders as stored (integer pence). Revenue is what the period's orders
 * charged for their lines (the invoices' gross, before shipping); refunds are those Shopify
 * settled in the period, whenever the order was placed; net sales = revenue − refunds. Every
 * figure includes VAT. Held orders are never revenue: they are counted apart (sql.ts COUNTED_ORDER).
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

async function totalsOf(db: Database, range: ReportRange): Promise<DashboardTotals> {
  const { start, end } = instantsOf(range);
  const [row] = await rowsOf<{
    revenue: string | null;
    orders: string;
    new_customers: string;
    returning_customers: string;
    refunds: string | null;
    held: string;
    held_pence: string | null;
  }>(
    db,
    sql`with everything as (
        select o.email, ${ORDER_PENCE} as pence, ${COUNTED_ORDER} as counted from orders o
        where o.created_at >= ${start} and o.created_at < ${end}),
      period as (select email, pence from everything where counted),
      customers as (
        select c.email, (select min(p.created_at) from orders p where p.email = c.email) as first_at
        from (select distinct email from period) c)
      select
        (select sum(pence) from period) as revenue,
        (select count(*) from period) as orders,
        (select count(*) from customers where first_at >= ${start}) as new_customers,
        (select count(*) from customers where first_at < ${start}) as returning_customers,
        (select sum(r.amount_pence) from order_refunds r where r.status = 'settled'
          and r.created_at >= ${start} and r.created_at < ${end}) as refunds,
        (select count(*) from everything where not counted) as held,
        (select sum(pence) from everything where not counted) as held_pence`,
  );
  const revenuePence = Number(row?.revenue ?? 0);
  const orders = Number(row?.orders ?? 0);
  const refundsPence = Number(row?.refunds ?? 0);
  return {
    revenuePence,
    orders,
    averageOrderPence: orders === 0 ? 0 : Math.round(revenuePence / orders),
    newCustomers: Number(row?.new_customers ?? 0),
    returningCustomers: Number(row?.returning_customers ?? 0),
    refundsPence,
    netSalesPence: revenuePence - refundsPence,
    heldOrders: Number(row?.held ?? 0),
    heldPence: Number(row?.held_pence ?? 0),
  };
}

/** Revenue by London day and by channel, from one pass over the period's orders. */
async function daysAndChannels(db: Database, range: ReportRange) {
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

async function topProducts(db: Database, range: ReportRange) {
  const { start, end } = instantsOf(range);
  const rows = await rowsOf<{ title: string; revenue: string; units: string }>(
    db,
    sql`select oi.product_title as title, sum(${LINE_PENCE}) as revenue,
        sum(coalesce(oi.units, oi.quantity)) as units
      from orders o join order_items oi on oi.order_id = o.id
      where o.created_at >= ${start} and o.created_at < ${end} and ${COUNTED_ORDER}
      group by oi.product_title`,
  );
  const products: TopProduct[] = rows.map((r) => ({
    title: r.title,
    revenuePence: Number(r.revenue),
    units: Number(r.units),
  }));
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

export async function buildDashboard(db: Database, range: ReportRange): Promise<DashboardResponse> {
  const previous = previousRange(range);
  const [current, previousTotals, split, top] = await Promise.all([
    totalsOf(db, range),
    totalsOf(db, previous),
    daysAndChannels(db, range),
    topProducts(db, range),
  ]);
  return {
    range,
    previousRange: previous,
    current,
    previous: previousTotals,
    revenueByDay: split.revenueByDay,
    ...top,
    channels: split.channels,
  };
}
