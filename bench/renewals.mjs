// npm run bench:renewals — N subscriptions due the same day, two app processes on one PostgreSQL
// (issue 16). Both run the pg-boss scheduler; process A hosts the sandbox "Shopify" that both
// bill. Measures the time until every contract is billed, checks each was billed exactly once,
// and samples the storefront's latency (GET /api/store/products on process B) from the sweep on;
// reminders count as sent (they go out three days before the date, not on it).
// Options: --count=10000 --timeout=900 (seconds), --dry-run (a busy machine: not recorded).
// Database: BENCH_DATABASE_URL or TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import {
  BENCH_ADMIN_URL,
  createBenchDatabase,
  machine,
  parseArgs,
  requireQuietMachine,
  startApp,
  writeResults,
} from './lib.mjs';

const opts = parseArgs(process.argv.slice(2), { count: 10_000, timeout: 900, port: 4700 });
const adminUrl = BENCH_ADMIN_URL;

function londonToday() {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const recordable = requireQuietMachine(opts);
const database = await createBenchDatabase(adminUrl);
const a = await startApp({
  port: opts.port,
  core: 0,
  databaseUrl: database.url,
  env: { ENABLE_TEST_ROUTES: 'true', PUBLIC_URL: `http://127.0.0.1:${opts.port}` },
});
// B bills through A's sandbox: one "Shopify" for both processes.
const b = await startApp({
  port: opts.port + 1,
  core: 1,
  databaseUrl: database.url,
  env: { ENABLE_TEST_ROUTES: 'true', PUBLIC_URL: `http://127.0.0.1:${opts.port}` },
});
const client = new pg.Client({ connectionString: database.url });
await client.connect();
let result;
try {
  const created = await fetch(`${a.base}/sandbox/shopify/test/contracts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ count: opts.count }),
  });
  const { ids } = await created.json();
  if (ids.length !== opts.count) throw new Error(`sandbox made ${ids.length} contracts`);
  const today = londonToday();
  for (let start = 0; start < ids.length; start += 1000) {
    const chunk = ids.slice(start, start + 1000);
    const subIds = chunk.map(() => randomUUID());
    await client.query(
      `insert into subscriptions (id, email, status, frequency_days, next_delivery_date, minimum_end_date, shopify_contract_id, reminder_sent_for)
       select id, 'bench-' || ord || '@example.co.uk', 'active', 30, $2::date, $2::date, contract, $2::date
       from unnest($1::uuid[], $3::text[]) with ordinality as t(id, contract, ord)`,
      [subIds, today, chunk],
    );
    await client.query(
      `insert into subscription_items (subscription_id, product_title, variant_title, quantity, price_at_subscribe)
       select id, 'Organic Black Seed Oil', '100ml', 1, 14.24 from unnest($1::uuid[]) as t(id)`,
      [subIds],
    );
  }

  const latencies = [];
  let failures = 0;
  let done = false;
  // One storefront request at a time on B, 100 ms apart; a request that fails or takes over 10 s
  // counts as a failure (and its 10 s as a latency), so a starved storefront cannot hide.
  const sampler = (async () => {
    while (!done) {
      const t0 = performance.now();
      try {
        const res = await fetch(`${b.base}/api/store/products`, {
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
        if (!res.ok) failures += 1;
      } catch {
        failures += 1;
      }
      latencies.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const started = Date.now();
  // Both processes sweep now (the per-minute cron would do the same within a minute).
  await Promise.all(
    [a, b].map((app) =>
      fetch(`${app.base}/api/test/clock/advance`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"days":0}',
      }),
    ),
  );
  let billed = 0;
  while (Date.now() - started < opts.timeout * 1000) {
    const { rows } = await client.query(
      `select count(*)::int as n from subscription_billing_attempts where status = 'succeeded'`,
    );
    billed = rows[0].n;
    if (billed >= opts.count) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  const seconds = (Date.now() - started) / 1000;
  done = true;
  await sampler;
  const { rows: checks } = await client.query(
    `select
      (select count(*)::int from subscription_billing_attempts) as attempts,
      (select count(*)::int from (select subscription_id from subscription_billing_attempts group by subscription_id having count(*) > 1) d) as billed_twice,
      (select count(*)::int from orders) as orders,
      (select count(*)::int from subscriptions where next_delivery_date = $1::date + 30) as advanced`,
    [today],
  );
  latencies.sort((x, y) => x - y);
  result = {
    count: opts.count,
    billed,
    seconds,
    ...checks[0],
    storefront: {
      samples: latencies.length,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      maxMs: latencies.at(-1) ?? null,
      failures,
    },
    machine: machine(),
  };
} finally {
  await client.end();
  await b.stop();
  await a.stop();
  await database.drop();
}
const ok =
  result.billed === result.count &&
  result.attempts === result.count &&
  result.billed_twice === 0 &&
  result.orders === result.count;
const summary = [
  `# Renewals bench (${new Date().toISOString().slice(0, 16)} UTC)`,
  '',
  `${result.count} subscriptions due the same day, two app processes on one PostgreSQL: ${result.billed} billed in ${result.seconds.toFixed(1)} s; ${result.attempts} billing attempts, ${result.billed_twice} contracts billed twice, ${result.orders} orders stored, ${result.advanced} next dates advanced.`,
  `Storefront during the run (GET /api/store/products on process B, ${result.storefront.samples} samples, ${result.storefront.failures} failed): p50 ${result.storefront.p50Ms?.toFixed(1)} ms, p99 ${result.storefront.p99Ms?.toFixed(1)} ms, max ${result.storefront.maxMs?.toFixed(1)} ms.`,
  `Machine: ${result.machine.cores} cores (${result.machine.cpu}), Node ${result.machine.node}.`,
  ok ? 'Result: every contract billed exactly once.' : 'Result: FAILED (see the counts above).',
].join('\n');
console.log(summary);
writeResults('renewals', result, summary, recordable);
process.exit(ok ? 0 : 1);
