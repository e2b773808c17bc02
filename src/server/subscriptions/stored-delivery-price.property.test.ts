/**
 * Property: whatever is written to a subscription's lines (added, repriced, packs set or cleared,
 * variant changed, removed, several in one statement), to the order lines its older lines read
 * their packs from (quantity, plan, variant changed; added, removed), to the order it points at
 * (changed, cleared, the order deleted) or to its status, with the stored prices refreshed at
 * random points in between:
 * - a stored delivery price (`subscriptions.delivery_pence`) is never other than what
 *   planDeliveryPenceSql works out for the subscription as it is now, after every write;
 * - after a refresh every subscription has one stored, equal to the function's;
 * - the subscriptions report's recurring and upcoming figures are the function's figures.
 * The triggers of drizzle/0032 clear it; refreshStoredDeliveryPence stores it
 * (docs/decisions/143-subscriptions-report-from-stored-prices.md).
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toLondonDate } from '../../core/dates';
import { addDaysToDate } from '../../core/subscriptions/plan-dates';
import type { Database } from '../db/client';
import { rowsOf } from '../reports/sql';
import { buildSubscriptionsReport } from '../reports/subscriptions-report';
import { createTestDatabase } from '../test/harness';
import { planDeliveryPenceSql, refreshStoredDeliveryPence } from './delivery-lines';

let db: Database;
let drop: () => Promise<void>;
let variants: string[] = [];

const NOW = new Date('2026-12-05T10:00:00Z');
const TODAY = toLondonDate(NOW);
const FUNCTION_PENCE = planDeliveryPenceSql(sql.raw('s.id'));

beforeAll(async () => {
  const database = await createTestDatabase();
  db = database.handle.db;
  drop = database.drop;
  const [product] = await rowsOf<{ id: string }>(
    db,
    sql`insert into products (handle, title) values ('stored-price-oil', 'Black Seed Oil') returning id`,
  );
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`insert into product_variants (product_id, title, price) values
      (${product?.id}, '100ml', 17.99), (${product?.id}, '250ml', 29.99) returning id`,
  );
  variants = rows.map((r) => r.id);
}, 60_000);
afterAll(() => drop?.());

// Mostly lines that read their packs from a matching order line (what can go stale through it).
const variant = fc.constantFrom(0, 0, 1, null);
const packs = fc.oneof(
  { weight: 3, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 4 }) },
);
const pence = fc.integer({ min: 1, max: 9999 });
const subscriptionLine = fc.record({
  variant,
  pricePence: pence,
  packs,
  // The order line that started it: its quantity and whether it was a subscription line.
  orderQuantity: fc.integer({ min: 1, max: 5 }),
  orderPlan: fc.constantFrom(true, true, true, false),
});

const command = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('subscribe' as const),
      withOrder: fc.boolean(),
      status: fc.constantFrom('active', 'active', 'paused', 'cancelled'),
      frequencyDays: fc.constantFrom(30, 60, 90),
      dueIn: fc.integer({ min: -2, max: 40 }),
      lines: fc.array(subscriptionLine, { minLength: 0, maxLength: 3 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('change line' as const),
      pick: fc.nat(),
      pricePence: fc.option(pence),
      packs: fc.option(packs),
      variant: fc.option(variant),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('remove line' as const), pick: fc.nat() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('add line' as const),
      pick: fc.nat(),
      line: subscriptionLine,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('reprice all lines' as const),
      pick: fc.nat(),
      pricePence: pence,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('change order line' as const),
      pick: fc.nat(),
      quantity: fc.option(fc.integer({ min: 1, max: 5 })),
      plan: fc.option(fc.boolean()),
      variant: fc.option(variant),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('add order line' as const),
      pick: fc.nat(),
      variant,
      quantity: fc.integer({ min: 1, max: 5 }),
      plan: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('remove order line' as const), pick: fc.nat() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('point at order' as const),
      pick: fc.nat(),
      order: fc.option(fc.nat()),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('delete order' as const), pick: fc.nat() }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('status' as const),
      pick: fc.nat(),
      status: fc.constantFrom('active', 'paused', 'cancelled'),
    }),
  },
  { weight: 4, arbitrary: fc.constant({ kind: 'refresh' as const }) },
);

type Command = typeof command extends fc.Arbitrary<infer T> ? T : never;

const ids = async (table: string) =>
  (await rowsOf<{ id: string }>(db, sql`select id from ${sql.identifier(table)} order by id`)).map(
    (r) => r.id,
  );
const pickFrom = <T>(list: T[], n: number): T | undefined =>
  list.length === 0 ? undefined : list[n % list.length];
const variantId = (v: number | null) => (v === null ? null : (variants[v] ?? null));
const price = (p: number) => (p / 100).toFixed(2);

async function insertLine(
  subscriptionId: string,
  line: { variant: number | null; pricePence: number; packs: number | null },
) {
  await db.execute(sql`insert into subscription_items
    (subscription_id, variant_id, product_title, quantity, price_at_subscribe, packs)
    values (${subscriptionId}, ${variantId(line.variant)}, 'Black Seed Oil', 1, ${price(line.pricePence)}, ${line.packs})`);
}

async function insertOrderLine(orderId: string, v: number | null, quantity: number, plan: boolean) {
  await db.execute(sql`insert into order_items (order_id, variant_id, product_title, quantity, price, subscription_plan)
    values (${orderId}, ${variantId(v)}, 'Black Seed Oil', ${quantity}, 17.99, ${plan ? 'subscribe-1month' : null})`);
}

async function run(c: Command) {
  switch (c.kind) {
    case 'subscribe': {
      const orderId = c.withOrder ? randomUUID() : null;
      if (orderId) {
        await db.execute(sql`insert into orders (id, email, order_number, status, total_amount, total_pence)
          values (${orderId}, 'sub@example.com', ${`S-${orderId.slice(0, 8)}`}, 'processing', 0, 0)`);
        for (const line of c.lines) {
          await insertOrderLine(orderId, line.variant, line.orderQuantity, line.orderPlan);
        }
      }
      const id = randomUUID();
      await db.execute(sql`insert into subscriptions (id, email, order_id, status, frequency_days,
          next_delivery_date, minimum_end_date, created_at, updated_at)
        values (${id}, ${`${id.slice(0, 8)}@example.com`}, ${orderId}, ${c.status}, ${c.frequencyDays},
          ${addDaysToDate(TODAY, c.dueIn)}, ${TODAY}, ${NOW.toISOString()}, ${NOW.toISOString()})`);
      // The lines as one statement, as an order stores them.
      if (c.lines.length > 0) {
        await db.execute(sql`insert into subscription_items
          (subscription_id, variant_id, product_title, quantity, price_at_subscribe, packs)
          values ${sql.join(
            c.lines.map(
              (l) =>
                sql`(${id}, ${variantId(l.variant)}, 'Black Seed Oil', 1, ${price(l.pricePence)}, ${l.packs})`,
            ),
            sql`, `,
          )}`);
      }
      return;
    }
    case 'change line': {
      const id = pickFrom(await ids('subscription_items'), c.pick);
      if (!id) return;
      const sets = [
        ...(c.pricePence === null ? [] : [sql`price_at_subscribe = ${price(c.pricePence)}`]),
        ...(c.packs === null ? [] : [sql`packs = ${c.packs}`]),
        ...(c.variant === null ? [] : [sql`variant_id = ${variantId(c.variant)}`]),
      ];
      // Even a write that changes nothing (a staff save) is a write.
      const set = sets.length === 0 ? [sql`packs = packs`] : sets;
      await db.execute(
        sql`update subscription_items set ${sql.join(set, sql`, `)} where id = ${id}`,
      );
      return;
    }
    case 'remove line': {
      const id = pickFrom(await ids('subscription_items'), c.pick);
      if (id) await db.execute(sql`delete from subscription_items where id = ${id}`);
      return;
    }
    case 'add line': {
      const id = pickFrom(await ids('subscriptions'), c.pick);
      if (id) await insertLine(id, c.line);
      return;
    }
    case 'reprice all lines': {
      const id = pickFrom(await ids('subscriptions'), c.pick);
      if (id) {
        await db.execute(sql`update subscription_items set price_at_subscribe = ${price(c.pricePence)}
          where subscription_id = ${id}`);
      }
      return;
    }
    case 'change order line': {
      const id = pickFrom(await ids('order_items'), c.pick);
      if (!id) return;
      const sets = [
        ...(c.quantity === null ? [] : [sql`quantity = ${c.quantity}`]),
        ...(c.plan === null
          ? []
          : [sql`subscription_plan = ${c.plan ? 'subscribe-2month' : null}`]),
        ...(c.variant === null ? [] : [sql`variant_id = ${variantId(c.variant)}`]),
      ];
      const set = sets.length === 0 ? [sql`quantity = quantity`] : sets;
      await db.execute(sql`update order_items set ${sql.join(set, sql`, `)} where id = ${id}`);
      return;
    }
    case 'add order line': {
      const id = pickFrom(await ids('orders'), c.pick);
      if (id) await insertOrderLine(id, c.variant, c.quantity, c.plan);
      return;
    }
    case 'remove order line': {
      const id = pickFrom(await ids('order_items'), c.pick);
      if (id) await db.execute(sql`delete from order_items where id = ${id}`);
      return;
    }
    case 'point at order': {
      const id = pickFrom(await ids('subscriptions'), c.pick);
      const order = c.order === null ? null : (pickFrom(await ids('orders'), c.order) ?? null);
      if (id) await db.execute(sql`update subscriptions set order_id = ${order} where id = ${id}`);
      return;
    }
    case 'delete order': {
      const id = pickFrom(await ids('orders'), c.pick);
      if (id) await db.execute(sql`delete from orders where id = ${id}`);
      return;
    }
    case 'status': {
      const id = pickFrom(await ids('subscriptions'), c.pick);
      if (id) await db.execute(sql`update subscriptions set status = ${c.status} where id = ${id}`);
      return;
    }
    case 'refresh':
      await refreshStoredDeliveryPence(db);
      return;
  }
}

type Priced = { id: string; stored: string | null; fn: string };
const prices = () =>
  rowsOf<Priced>(
    db,
    sql`select s.id, s.delivery_pence::text as stored, (${FUNCTION_PENCE})::text as fn
      from subscriptions s order by s.id`,
  );

describe('a subscription’s stored delivery price', () => {
  it('is always the function’s, and the report reads the function’s figures', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 14 }), async (commands) => {
        await db.execute(sql`truncate subscriptions, orders cascade`);
        for (const c of commands) {
          await run(c);
          // A stored price is never stale, whatever was just written.
          const wrong = (await prices()).filter((p) => p.stored !== null && p.stored !== p.fn);
          expect(wrong, `after ${c.kind}`).toEqual([]);
        }
        // The report reads stored and not-yet-stored prices alike as the function's.
        const horizon = addDaysToDate(TODAY, 30);
        const byFrequency = await rowsOf<{ frequency_days: number; pence: string }>(
          db,
          sql`select s.frequency_days, sum(${FUNCTION_PENCE})::text as pence from subscriptions s
            where s.status = 'active' group by 1`,
        );
        const [upcoming] = await rowsOf<{ pence: string | null; n: string }>(
          db,
          sql`select sum(${FUNCTION_PENCE})::text as pence, count(*)::text as n from subscriptions s
            where s.status = 'active' and s.next_delivery_date between ${TODAY} and ${horizon}`,
        );
        const before = await prices();
        const report = await buildSubscriptionsReport(db, NOW);
        const monthly = byFrequency.reduce(
          (sum, r) => sum + (Number(r.pence) * (365.25 / 12)) / r.frequency_days,
          0,
        );
        expect(report.monthlyRecurringPence).toBe(Math.round(monthly));
        expect(report.upcoming.totalPence).toBe(Number(upcoming?.pence ?? 0));
        expect(report.upcoming.count).toBe(Number(upcoming?.n));
        const fnOf = new Map(before.map((p) => [p.id, Number(p.fn)]));
        for (const r of report.upcoming.renewals) expect(r.amountPence).toBe(fnOf.get(r.id));
        // The report stored every price first, each the function's.
        const after = await prices();
        expect(after.filter((p) => p.stored !== p.fn)).toEqual([]);
      }),
      { numRuns: 100 },
    );
  }, 600_000);

  it('leaves a subscription whose lines a writer holds for the next refresh, then stores it', async () => {
    await db.execute(sql`truncate subscriptions, orders cascade`);
    const id = randomUUID();
    await db.execute(sql`insert into subscriptions (id, email, status, frequency_days, next_delivery_date, minimum_end_date)
      values (${id}, 'held@example.com', 'active', 30, ${TODAY}, ${TODAY})`);
    await insertLine(id, { variant: null, pricePence: 1799, packs: 2 });
    expect(await refreshStoredDeliveryPence(db)).toBe(1);
    expect((await prices())[0]).toEqual({ id, stored: '3598', fn: '3598' });
    // A write in progress: its trigger has cleared the price and holds the row.
    let stored = -1;
    await db.transaction(async (tx) => {
      await tx.execute(sql`update subscription_items set packs = 3 where subscription_id = ${id}`);
      if (process.env.TEST_DATABASE_URL) {
        // Another connection's refresh skips the row rather than wait for it or store the old price.
        stored = await refreshStoredDeliveryPence(db);
      }
    });
    if (process.env.TEST_DATABASE_URL) expect(stored).toBe(0);
    expect((await prices())[0]).toEqual({ id, stored: null, fn: '5397' });
    expect(await refreshStoredDeliveryPence(db)).toBe(1);
    expect((await prices())[0]).toEqual({ id, stored: '5397', fn: '5397' });
  });
});
