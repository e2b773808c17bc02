import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseOfFile } from '../test/test-database';

// The report triggers mark the days an order, its lines, refunds and billing attempts touch
// (decision 137). They read orders by id and by email: a renewals bench found them scanning every
// order two or three times for each order stored, since the planner chose whole-table scans
// while it thought the table small, so a day's renewals cost PostgreSQL time quadratic in their
// number. Each read now goes through an index, whatever the table's size or statistics.

const db = testDatabaseOfFile(async (db) => {
  // A day's orders, never analysed (a new shop; a server without autovacuum).
  await db.execute(sql`
    insert into orders (email, order_number, status, total_amount, total_pence, created_at)
    select 'shopper-' || n || '@example.co.uk', (10000 + n)::text, 'paid', 14.24, 1424,
      now() - (n || ' minutes')::interval
    from generate_series(1, 2000) as n`);
});

type Rows<T> = { rows: T[] };

describe('report triggers', () => {
  it('store an order, its line and a change of status without scanning the orders table', async () => {
    const scans = await db().transaction(async (tx) => {
      const [order] = (
        (await tx.execute(sql`
          insert into orders (email, order_number, status, total_amount, total_pence)
          values ('shopper-7@example.co.uk', '20001', 'pending', 14.24, 1424)
          returning id`)) as unknown as Rows<{ id: string }>
      ).rows;
      await tx.execute(sql`
        insert into order_items (order_id, product_title, variant_title, quantity, price)
        values (${order?.id}, 'Organic Black Seed Oil', '100ml', 1, 14.24)`);
      await tx.execute(sql`update orders set status = 'paid' where id = ${order?.id}`);
      // This transaction's own counts (what its triggers read, by table).
      return (
        (await tx.execute(sql`
          select seq_scan::int as seq_scan, idx_scan::int as idx_scan
          from pg_stat_xact_user_tables where relname = 'orders'`)) as unknown as Rows<{
          seq_scan: number;
          idx_scan: number;
        }>
      ).rows[0];
    });
    expect(scans?.seq_scan).toBe(0);
    // The triggers did read orders (by index): the count is not zero for want of reading.
    expect(scans?.idx_scan).toBeGreaterThan(0);
  });
});
