/**
 * A subscription's delivery as stored: its lines (the plan's pack price and packs per delivery,
 * the units they hold) and the items added to one delivery only. The account card, the portal,
 * the reminder, renewal and order-now emails and the report read it here and price it with the
 * one rule, core/subscriptions/delivery-price.ts.
 */
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { formatGBP, parsePence } from '../../core/money';
import {
  computeDeliveryChargePence,
  computeDeliveryPence,
  type DeliveryLineText,
  describeDeliveryLine,
} from '../../core/subscriptions/delivery-price';
import type { Database } from '../db/client';
import { products, productVariants } from '../db/schema/catalog';
import { subscriptionItems } from '../db/schema/orders';
import { subscriptionOneTimeItems } from '../db/schema/subscriptions';

/**
 * Packs per delivery (Shopify's line quantity): stored since swaps, else the line quantity of the
 * order that started the subscription; at least 1. Written with qualified names (a one-table
 * select of drizzle names its columns bare, which a subquery would read as its own), and
 * self-contained, so a query that aliases `subscriptions` can use it.
 */
export const packsPerDelivery = sql<number>`greatest(1, coalesce("subscription_items"."packs", (select oi.quantity from order_items oi
  join subscriptions s on s.order_id = oi.order_id
  where s.id = "subscription_items"."subscription_id"
    and oi.variant_id = "subscription_items"."variant_id"
    and oi.subscription_plan is not null
  order by oi.id limit 1), 1))`;

/**
 * What a subscription's plan lines charge per delivery, in SQL for lists and reports: Σ pack price
 * × packs per delivery, the rule of computeDeliveryPence (pence, as a string from PostgreSQL).
 * `subscriptionId` is a qualified reference to the outer query's subscription id.
 */
export function planDeliveryPenceSql(subscriptionId: SQL) {
  return sql<string>`(select coalesce(sum(round("subscription_items"."price_at_subscribe" * 100)::bigint * ${packsPerDelivery}), 0)
  from subscription_items where "subscription_items"."subscription_id" = ${subscriptionId})`;
}

/** Subscriptions worked out per transaction: a backfill commits as it goes, holding few locks. */
const REFRESH_BATCH = 10_000;
/** Prices stored at once past which the table's statistics are out of date. */
const ANALYZE_AFTER = 1_000;

/**
 * Stores planDeliveryPenceSql's answer in `subscriptions.delivery_pence` for every subscription
 * whose stored price was cleared (drizzle/0032's triggers clear it, in the writing transaction,
 * whenever what that function reads changes). Each batch first locks its rows (skipping any a
 * writer holds: those stay null for the next refresh, and a report reads them through the function
 * meanwhile), then works the price out in a later statement, whose snapshot sees every write
 * committed before the locks were taken; a writer not yet committed waits for the lock in its
 * trigger and clears the price again after. So the stored value is the function's value for the
 * lines as they are. Returns how many were stored (docs/decisions/143).
 */
export async function refreshStoredDeliveryPence(db: Database): Promise<number> {
  let stored = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const locked = await t.execute(sql`select id from subscriptions
        where delivery_pence is null order by id limit ${REFRESH_BATCH} for update skip locked`);
      const ids = (locked as unknown as { rows: { id: string }[] }).rows.map((r) => r.id);
      if (ids.length === 0) return 0;
      await t.execute(sql`update subscriptions t
        set delivery_pence = ${planDeliveryPenceSql(sql.raw('t.id'))}
        where t.id = any(${`{${ids.join(',')}}`}::uuid[])`);
      return ids.length;
    });
    stored += batch;
    if (batch < REFRESH_BATCH) break;
  }
  // After a backfill the planner's statistics still say the prices are null, and would cost the
  // function for every row (pricedSubscriptionsSql): bring them up to date.
  if (stored >= ANALYZE_AFTER) await db.execute(sql`analyze subscriptions`);
  return stored;
}

/**
 * The subscriptions matching `where` (on alias `s`), each with its delivery price as
 * `delivery_price`: the stored value, or, for one changed since the last refresh, the function
 * itself. Two branches rather than a coalesce, so the planner costs the function's subquery only
 * for the few rows it runs on (a coalesce over 100,000 rows, never evaluated, cost enough to JIT
 * compile the query: 1.2 s). Use as a from-item: `from ${pricedSubscriptionsSql(...)} s`.
 */
export function pricedSubscriptionsSql(where: SQL) {
  return sql`(select s.*, s.delivery_pence as delivery_price from subscriptions s
      where s.delivery_pence is not null and ${where}
    union all
    select s.*, ${planDeliveryPenceSql(sql.raw('s.id'))}::bigint as delivery_price from subscriptions s
      where s.delivery_pence is null and ${where})`;
}

export type StoredDeliveryLine = DeliveryLineText & {
  id: string;
  subscriptionId: string;
  variantId: string | null;
  productHandle: string | null;
  deliveryPence: number;
};

/** The lines of these subscriptions, by product title, with their delivery price. */
export async function loadDeliveryLines(
  db: Database,
  subscriptionIds: readonly string[],
): Promise<StoredDeliveryLine[]> {
  if (subscriptionIds.length === 0) return [];
  const rows = await db
    .select({
      id: subscriptionItems.id,
      subscriptionId: subscriptionItems.subscriptionId,
      variantId: subscriptionItems.variantId,
      // The catalogue's names today (a product renamed since reads as the shop shows it).
      productTitle: sql<string>`coalesce(${products.title}, ${subscriptionItems.productTitle})`,
      productHandle: products.handle,
      variantTitle: sql<
        string | null
      >`coalesce(${productVariants.title}, ${subscriptionItems.variantTitle})`,
      units: subscriptionItems.quantity,
      price: subscriptionItems.priceAtSubscribe,
      packs: packsPerDelivery,
    })
    .from(subscriptionItems)
    .leftJoin(products, eq(products.id, subscriptionItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, subscriptionItems.variantId))
    .where(inArray(subscriptionItems.subscriptionId, [...subscriptionIds]))
    .orderBy(asc(subscriptionItems.productTitle), asc(subscriptionItems.id));
  return rows.map(({ price, packs, ...row }) => {
    const line = { ...row, packPricePence: parsePence(price), packs: Number(packs) };
    return { ...line, deliveryPence: computeDeliveryPence(line) };
  });
}

/** The items added to one subscription's delivery of `billingDate` only, oldest first. */
export async function loadOneTimeLines(
  db: Database,
  subscriptionId: string,
  billingDate: string,
): Promise<DeliveryLineText[]> {
  const rows = await db
    .select({
      productTitle: subscriptionOneTimeItems.productTitle,
      variantTitle: subscriptionOneTimeItems.variantTitle,
      quantity: subscriptionOneTimeItems.quantity,
      unitPricePence: subscriptionOneTimeItems.unitPricePence,
    })
    .from(subscriptionOneTimeItems)
    .where(
      and(
        eq(subscriptionOneTimeItems.subscriptionId, subscriptionId),
        eq(subscriptionOneTimeItems.billingDate, billingDate),
      ),
    )
    .orderBy(asc(subscriptionOneTimeItems.createdAt));
  // One unit a pack: the one-time price of one item × the quantity added.
  return rows.map((row) => ({
    productTitle: row.productTitle,
    variantTitle: row.variantTitle,
    units: row.quantity,
    packPricePence: row.unitPricePence,
    packs: row.quantity,
    oneTime: true,
  }));
}

/**
 * What one delivery of a subscription charges, as the emails list it: the plan's lines and, for
 * a scheduled date, the items added to it (an order placed now bills the plan's lines only, as
 * Shopify bills a billing attempt without a cycle date).
 */
export async function describeDelivery(
  db: Database,
  subscriptionId: string,
  billingDate: string | null,
): Promise<{ lines: string; total: string; totalPence: number }> {
  const lines: DeliveryLineText[] = [
    ...(await loadDeliveryLines(db, [subscriptionId])),
    ...(billingDate === null ? [] : await loadOneTimeLines(db, subscriptionId, billingDate)),
  ];
  const totalPence = computeDeliveryChargePence(lines);
  return {
    lines: lines.map((line) => `- ${describeDeliveryLine(line)}`).join('\n'),
    total: formatGBP(totalPence),
    totalPence,
  };
}
