// npm run bench:reports — the owner's reports over 1,000,000 orders (2,000,000 lines, refunds,
// trade and subscription orders across a year) and 100,000 subscriptions on PostgreSQL, and
// 100,000 orders and 10,000 subscriptions on PGlite (the embedded default). Seeds with set-based
// INSERT … SELECT generate_series, brings the daily rollups up to date (the backfill a first start
// does; timed apart, docs/decisions/137-report-rollups.md), then times each report's service call
// (the SQL and the figures; no HTTP) for every period one at a time. The goal: p95 ≤ 1 s for each.
// Options: --orders=N --subscriptions=N (both databases; default per database as above)
//   --runs=20 --warmup=2 --db=both|postgres|pglite
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/server/db/client.ts';
import { migrateDatabase } from '../src/server/db/migrate.ts';
import { rangeOf, resolveRange } from '../src/server/reports/period.ts';
import {
  buildDashboard,
  buildVatReport,
  refreshReportRollups,
} from '../src/server/reports/rollups.ts';
import { buildSubscriptionsReport } from '../src/server/reports/subscriptions-report.ts';
import { refreshStoredDeliveryPence } from '../src/server/subscriptions/delivery-lines.ts';
import { BENCH_ADMIN_URL, createBenchDatabase, machine, parseArgs, writeResults } from './lib.mjs';

const SIZES = {
  postgres: { orders: 1_000_000, subscriptions: 100_000 },
  pglite: { orders: 100_000, subscriptions: 10_000 },
};
const opts = parseArgs(process.argv.slice(2), {
  runs: 20,
  warmup: 2,
  db: 'both',
});

async function seed(db, orders, subs) {
  const run = (text) => db.execute(text);
  // Orders over the last 365 days; every 20th is trade, every 10th has a subscription line;
  // 30,000 customers for 100,000 orders (300,000 for 1,000,000), so most come back.
  const customers = Math.max(30_000, Math.round(orders * 0.3));
  await run(`insert into orders (email, order_number, status, total_amount, total_pence, order_type, created_at)
    select 'c' || (i % ${customers}) || '@bench.test', 'B' || i, 'processing',
      ((1250 * (1 + i % 3) + 1999) / 100.0)::numeric(16, 2), 1250 * (1 + i % 3) + 1999,
      case when i % 20 = 0 then 'wholesale' else 'retail' end,
      now() - ((i % 365) || ' days')::interval - ((i::bigint * 7919 % 86400) || ' seconds')::interval
    from generate_series(1, ${orders}) as i`);
  await run(`insert into order_items (order_id, product_title, quantity, price, unit_price_pence,
      discount_pence, line_total_pence, units, vat_rate_percent, purchase_option)
    select o.id, 'Raw Wildflower Honey', 1 + n % 3, 12.50, 1250, 0, 1250 * (1 + n % 3), 1 + n % 3, 0,
      case when n % 20 = 0 then 'trade' else 'onetime' end
    from (select id, substr(order_number, 2)::int as n from orders where order_number like 'B%') o`);
  await run(`insert into order_items (order_id, product_title, quantity, price, unit_price_pence,
      discount_pence, line_total_pence, units, vat_rate_percent, purchase_option, selling_plan_id)
    select o.id, 'Black Seed Oil', 1, 19.99, 1999, 0, 1999, 1, 20,
      case when n % 20 = 0 then 'trade' when n % 10 = 0 then 'subscribe-2month' else 'onetime' end,
      case when n % 10 = 0 and n % 20 <> 0 then 'gid://shopify/SellingPlan/1' end
    from (select id, substr(order_number, 2)::int as n from orders where order_number like 'B%') o`);
  await run(`insert into order_refunds (order_id, shopify_refund_id, status, amount_pence, created_at)
    select id, 'gid://shopify/Refund/' || order_number, 'settled', 500, created_at + interval '2 days'
    from orders where order_number like 'B%' and substr(order_number, 2)::int % 50 = 0`);
  await run(`insert into subscriptions (email, status, paused_reason, frequency_days, next_delivery_date,
      minimum_end_date, billing_failures, created_at, updated_at)
    select 's' || i || '@bench.test',
      case when i % 10 = 0 then 'cancelled' when i % 10 = 1 then 'paused' else 'active' end,
      case when i % 20 = 1 then 'payment_failed' when i % 10 = 1 then 'customer' end,
      case when i % 2 = 0 then 30 else 60 end, current_date + (i % 60), current_date,
      case when i % 25 = 2 then 1 else 0 end,
      now() - ((i % 365) || ' days')::interval, now() - ((i % 90) || ' days')::interval
    from generate_series(1, ${subs}) as i`);
  await run(`insert into subscription_items (subscription_id, product_title, quantity, price_at_subscribe)
    select id, 'Black Seed Oil', 1, 17.99 from subscriptions where email like 's%@bench.test'`);
  await run(`insert into subscription_billing_attempts (subscription_id, billing_date, attempt_number,
      idempotency_key, status, created_at, settled_at)
    select id, current_date - (n % 60), 1, 'bench-' || n,
      case when n % 10 = 0 then 'failed' else 'succeeded' end,
      now() - ((n % 60) || ' days')::interval, now() - ((n % 60) || ' days')::interval
    from (select id, (row_number() over ())::int as n from subscriptions where email like 's%@bench.test') s`);
  await run('analyze');
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function benchOne(kind) {
  const size = {
    orders: opts.orders ?? SIZES[kind].orders,
    subscriptions: opts.subscriptions ?? SIZES[kind].subscriptions,
  };
  const bench = kind === 'postgres' ? await createBenchDatabase(BENCH_ADMIN_URL) : null;
  const handle = await openDatabase(
    bench ? { kind: 'postgres', url: bench.url, poolSize: 5 } : { kind: 'pglite', dir: null },
  );
  try {
    await migrateDatabase(handle);
    const seedStart = performance.now();
    await seed(handle.db, size.orders, size.subscriptions);
    const seedMs = performance.now() - seedStart;
    const backfillStart = performance.now();
    const backfilledDays = await refreshReportRollups(handle.db);
    const backfillMs = performance.now() - backfillStart;
    // Every subscription's delivery price, stored with the one function (the backfill a first
    // start does after decision 143's migration).
    const pricesStart = performance.now();
    const storedPrices = await refreshStoredDeliveryPence(handle.db);
    const pricesMs = performance.now() - pricesStart;
    console.log(
      `${kind}: seeded in ${(seedMs / 1000).toFixed(1)} s; rollups of ${backfilledDays} days in ${(backfillMs / 1000).toFixed(1)} s; delivery prices of ${storedPrices} subscriptions in ${(pricesMs / 1000).toFixed(1)} s; load ${loadavg()[0].toFixed(2)}`,
    );
    const now = new Date();
    const today = resolveRange({ period: 'today' }, now).to;
    const lastYear = rangeOf(
      new Date(now.getTime() - 364 * 86_400_000).toISOString().slice(0, 10),
      today,
    );
    const quarter = rangeOf(
      new Date(now.getTime() - 89 * 86_400_000).toISOString().slice(0, 10),
      today,
    );
    const periods = {
      today: resolveRange({ period: 'today' }, now),
      '7 days': resolveRange({ period: '7d' }, now),
      '30 days': resolveRange({ period: '30d' }, now),
      'this month': resolveRange({ period: 'month' }, now),
      '90 days (a quarter)': quarter,
      '365 days': lastYear,
    };
    const reports = {
      ...Object.fromEntries(
        Object.entries(periods).map(([name, range]) => [
          `dashboard, ${name}`,
          () => buildDashboard(handle.db, range),
        ]),
      ),
      subscriptions: () => buildSubscriptionsReport(handle.db, now),
      ...Object.fromEntries(
        Object.entries(periods).map(([name, range]) => [
          `VAT, ${name}`,
          () => buildVatReport(handle.db, range),
        ]),
      ),
    };
    const results = {};
    for (const [name, call] of Object.entries(reports)) {
      for (let i = 0; i < opts.warmup; i++) await call();
      const times = [];
      for (let i = 0; i < opts.runs; i++) {
        // As in a shop taking orders: today was written since the last report, so each timed
        // call works today's rollup out again before it reads.
        await handle.db.execute(
          `insert into report_dirty_days (day) values ('${today}') on conflict (day) do update set version = gen_random_uuid()`,
        );
        // …and 100 subscriptions' lines were changed (a day's swaps), so their prices are
        // worked out again (decision 143).
        await handle.db.execute(
          `update subscription_items set price_at_subscribe = price_at_subscribe where subscription_id in
            (select id from subscriptions order by random() limit 100)`,
        );
        const start = performance.now();
        await call();
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      results[name] = {
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        max: times.at(-1),
      };
      console.log(
        `${kind.padEnd(8)} ${name.padEnd(26)} p50 ${results[name].p50.toFixed(0)} ms  p95 ${results[name].p95.toFixed(0)} ms  max ${results[name].max.toFixed(0)} ms`,
      );
    }
    return {
      kind,
      size,
      seedMs,
      backfillMs,
      backfilledDays,
      pricesMs,
      storedPrices,
      results,
      load: loadavg()[0],
    };
  } finally {
    await handle.close();
    await bench?.drop();
  }
}

const kinds = opts.db === 'both' ? ['pglite', 'postgres'] : [opts.db];
const loadAtStart = loadavg()[0].toFixed(2);
console.log(`load average at the start ${loadAtStart}`);
const runs = [];
for (const kind of kinds) runs.push(await benchOne(kind));
const load = loadavg()[0].toFixed(2);
const count = (n) => n.toLocaleString('en-GB');
const lines = [
  '# Reports from daily rollups (npm run bench:reports)',
  '',
  ...runs.map(
    (r) =>
      `- ${r.kind}: ${count(r.size.orders)} orders, ${count(r.size.subscriptions)} subscriptions`,
  ),
  '',
  `${opts.runs} runs each after ${opts.warmup} warm-up, each after a write marked today (so it works today's rollup out again) and rewrote 100 subscriptions' lines (so their stored delivery prices are worked out again); load average ${loadAtStart} at the start, ${load} at the end (a shared 2-core machine: other work ran alongside). Goal: p95 ≤ 1,000 ms.`,
  '',
  '| Database | Report | p50 ms | p95 ms | max ms | ≤ 1 s |',
  '|---|---|---|---|---|---|',
  ...runs.flatMap((r) =>
    Object.entries(r.results).map(
      ([name, t]) =>
        `| ${r.kind} | ${name} | ${t.p50.toFixed(0)} | ${t.p95.toFixed(0)} | ${t.max.toFixed(0)} | ${t.p95 <= 1000 ? 'yes' : 'no'} |`,
    ),
  ),
  '',
  ...runs.map(
    (r) =>
      `Seeding on ${r.kind}: ${(r.seedMs / 1000).toFixed(1)} s; rollups of its ${r.backfilledDays} days (the backfill a first start does): ${(r.backfillMs / 1000).toFixed(1)} s; stored delivery prices of its ${count(r.storedPrices)} subscriptions (likewise, decision 143): ${(r.pricesMs / 1000).toFixed(1)} s.`,
  ),
];
const summary = lines.join('\n');
console.log(`\n${summary}`);
writeResults('reports', { machine: machine(), opts, runs }, summary);
