import {
  bigint,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The reports' daily rollups (docs/decisions/137-report-rollups.md): what each London day sold,
 * refunded and held, so a report of any period reads at most a year of day rows, not a million
 * orders. A day's rows are worked out by reports/rollups.ts with the reports' own rules and
 * functions; triggers on the orders, their lines, refunds and billing attempts mark a day dirty
 * in the same transaction as the write (report_dirty_days), and every report brings the dirty
 * days up to date before it reads. A day with no row sold nothing.
 */
export const reportDays = pgTable('report_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  /** Counted orders (not held: reports/sql.ts COUNTED_ORDER) and what they charged for their lines. */
  orders: integer('orders').notNull(),
  revenuePence: bigint('revenue_pence', { mode: 'number' }).notNull(),
  retailOrders: integer('retail_orders').notNull(),
  retailPence: bigint('retail_pence', { mode: 'number' }).notNull(),
  tradeOrders: integer('trade_orders').notNull(),
  tradePence: bigint('trade_pence', { mode: 'number' }).notNull(),
  subscriptionOrders: integer('subscription_orders').notNull(),
  subscriptionPence: bigint('subscription_pence', { mode: 'number' }).notNull(),
  /** Orders held for staff placed that day, and their value: never revenue. */
  heldOrders: integer('held_orders').notNull(),
  heldPence: bigint('held_pence', { mode: 'number' }).notNull(),
  /** Refunds Shopify settled that day (whenever the order was placed). */
  refundsPence: bigint('refunds_pence', { mode: 'number' }).notNull(),
  /** Orders with lines placed that day: the VAT report's invoices. */
  invoices: integer('invoices').notNull(),
});

/** What each product title sold on a day (counted orders), for the top products. */
export const reportDayProducts = pgTable(
  'report_day_products',
  {
    day: date('day', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    revenuePence: bigint('revenue_pence', { mode: 'number' }).notNull(),
    units: bigint('units', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.title] })],
);

/** A day's invoices (`sale`) and settled refunds (`refund`) by VAT rate, integer pence. */
export const reportDayVat = pgTable(
  'report_day_vat',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').$type<'sale' | 'refund'>().notNull(),
    ratePercent: numeric('rate_percent', { precision: 6, scale: 3 }).notNull(),
    netPence: bigint('net_pence', { mode: 'number' }).notNull(),
    vatPence: bigint('vat_pence', { mode: 'number' }).notNull(),
    grossPence: bigint('gross_pence', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.ratePercent] })],
);

/**
 * The customers (emails) with a counted order on a day, counted by the day of their counted order
 * before it (`previousDay`, null for none) and the day of their first order of any kind
 * (`firstDay`). A period's customers are those of its days whose previous day is before the period
 * (each counted once, on their first day in it); the returning ones among them ordered before it.
 */
export const reportDayCustomers = pgTable(
  'report_day_customers',
  {
    day: date('day', { mode: 'string' }).notNull(),
    previousDay: date('previous_day', { mode: 'string' }),
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    customers: integer('customers').notNull(),
  },
  (t) => [index('report_day_customers_day_idx').on(t.day)],
);

/**
 * Days whose rollups are out of date: marked by triggers in the writing transaction (a new
 * `version` at each mark), cleared by reports/rollups.ts only when the versions it computed from
 * are still the day's. A day's mark is spread over REPORT_MARK_SHARDS rows, the writing
 * transaction's id choosing one: a mark locks its row until the writer commits, so one row a day
 * made every order written that day wait for the one before it (decision 150).
 */
export const reportDirtyDays = pgTable(
  'report_dirty_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    shard: smallint('shard').notNull().default(0),
    version: uuid('version').notNull().defaultRandom(),
  },
  (t) => [primaryKey({ columns: [t.day, t.shard] })],
);
