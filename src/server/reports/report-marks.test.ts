import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseOfFile } from '../test/test-database';

// Every write to orders, their lines, refunds or billing attempts marks its London days dirty in
// its own transaction (report_mark_days), and a mark holds its row's lock until the writer
// commits. With one row a day, every order written that day waited for the one before it to
// commit: in a renewal sweep or a sale, the orders of the day went one at a time (decision 150).

const db = testDatabaseOfFile();

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await db().execute(query)) as unknown as Rows<T>).rows;

describe('report marks', () => {
  it('two writers of the same day, both uncommitted, do not wait for each other', async () => {
    const day = '2026-12-05';
    const mark = sql`select report_mark_days(array[${day}::date])`;
    const xid = sql`select pg_current_xact_id()::text as xid`;
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let marked!: (xid: bigint) => void;
    const firstMarked = new Promise<bigint>((resolve) => {
      marked = resolve;
    });
    const first = db().transaction(async (tx) => {
      await tx.execute(mark);
      const [row] = ((await tx.execute(xid)) as unknown as Rows<{ xid: string }>).rows;
      marked(BigInt(row?.xid ?? '0'));
      await released;
    });
    const firstXid = await firstMarked;
    let secondXid: bigint;
    try {
      secondXid = await db().transaction(async (tx) => {
        // Waiting for the first writer's lock would fail here instead of hanging.
        await tx.execute(sql`set local lock_timeout = '2s'`);
        await tx.execute(mark);
        const [row] = ((await tx.execute(xid)) as unknown as Rows<{ xid: string }>).rows;
        return BigInt(row?.xid ?? '0');
      });
    } finally {
      release();
      await first;
    }
    // Consecutive transactions: rows of different shards.
    expect(secondXid % 16n).not.toBe(firstXid % 16n);
    const rows = await rowsOf<{ day: string; shard: number }>(
      sql`select day::text as day, shard from report_dirty_days where day = ${day}::date order by shard`,
    );
    expect(rows.map((r) => r.shard).sort((a, b) => a - b)).toEqual(
      [Number(firstXid % 16n), Number(secondXid % 16n)].sort((a, b) => a - b),
    );
  });

  it('one transaction marks one row of each day however many statements mark it', async () => {
    await db().execute(sql`delete from report_dirty_days`);
    await db().transaction(async (tx) => {
      await tx.execute(sql`select report_mark_days(array['2026-12-06'::date, '2026-12-07'::date])`);
      await tx.execute(sql`select report_mark_days(array['2026-12-07'::date, '2026-12-06'::date])`);
      await tx.execute(sql`select report_mark_days(array['2026-12-06'::date, null])`);
    });
    const rows = await rowsOf<{ day: string; marks: number }>(
      sql`select day::text as day, count(*)::int as marks from report_dirty_days group by day order by day`,
    );
    expect(rows).toEqual([
      { day: '2026-12-06', marks: 1 },
      { day: '2026-12-07', marks: 1 },
    ]);
  });
});
