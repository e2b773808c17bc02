import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/** The rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
export async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

/** Order `o` counts as a sale: not held for staff (a held order may be a forgery or an oversale,
 * and is revenue only once staff release it). A cancelled order counts, and its refund takes it
 * back out, as the refunds say. The rollups' triggers (drizzle/0028) say the same in SQL. */
export const countedOrder = (alias: string) => sql.raw(`${alias}.status <> 'on_hold'`);
export const COUNTED_ORDER = countedOrder('o');

/** What an order charged for its lines, integer pence (older rows: the decimal total). */
export const ORDER_PENCE = sql.raw('coalesce(o.total_pence, round(o.total_amount * 100)::bigint)');

/** What a line charged after its share of the code (the invoice's gross; older rows derived). */
export const LINE_PENCE = sql.raw(
  'coalesce(oi.line_total_pence, coalesce(oi.unit_price_pence, round(oi.price * 100)::bigint) * oi.quantity - coalesce(oi.discount_pence, 0))',
);

/** The sales channel of order `o`: trade, a subscription (its first order or a renewal), or retail. */
export const ORDER_CHANNEL = sql.raw(`case
  when o.order_type = 'wholesale' then 'trade'
  when exists (select 1 from order_items s where s.order_id = o.id
    and (s.selling_plan_id is not null or s.subscription_plan is not null))
    or exists (select 1 from subscription_billing_attempts b where b.order_id = o.id)
    then 'subscription'
  else 'retail' end`);

/** An instant as a London date 'YYYY-MM-DD', in SQL. */
export function londonDay(column: SQL): SQL {
  return sql`to_char(${column} at time zone 'Europe/London', 'YYYY-MM-DD')`;
}
