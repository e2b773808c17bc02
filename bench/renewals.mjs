// npm run bench:renewals — N subscriptions due the same day, billed by two shop processes on one
// PostgreSQL behind HAProxy (deploy/haproxy/haproxy.cfg), the sandbox store a process of its own,
// as Shopify is to a real shop: the stack of bench:flash-sale (src/server/test/flash-sale-mix.ts).
// The shops ask the sandbox to bill through the balancer and its webhooks come back through the
// balancer to either shop, as Shopify's would. The sandbox's contracts, cards and billing attempts
// are in the shared database (decisions 129, 133).
// Measures the time until every contract is billed, checks each was billed exactly once, the CPU
// each part used (the machine-independent figure: CPU ms a renewal), the shop's (its processes
// and their PostgreSQL backends) apart from the sandbox's (its process and its backends, named
// `sandbox-store`): Shopify's side of a renewal does not run on a real shop's machine. Samples the
// storefront's latency (GET /api/store/products through the balancer) from the sweep on; reminders
// count as sent.
// Options: --count=10000 --timeout=900 (seconds), --port=4700 (the balancer; the shops, the
// sandbox the next three), --plan=plus (the Shopify plan whose Admin API rate limit the sandbox
// applies: standard, advanced, plus, enterprise; decision 154), --profile=DIR (every process writes a V8 CPU profile there),
// --dry-run (written to bench/tmp/), --keep-database (left for EXPLAIN afterwards; its URL
// printed), --no-vacuum (see below), --statements (counts each process's statements during the
// sweep, by text, per renewal: bench/statement-count.cjs; the bench's own queries and the vacuum
// are not counted).
// A run on a busy machine is still written to bench/results/, marked "not a quiet run" with its
// load average (as bench:flash-sale, decision 135): this machine is shared.
// Database: BENCH_DATABASE_URL or TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres.
import { randomUUID } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { MUTATION_COST, RESTORE_RATE_BY_PLAN } from '../src/sandbox/admin-bucket.ts';
import { startStack, sweepRenewals } from '../src/server/test/flash-sale-mix.ts';
import {
  BENCH_ADMIN_URL,
  createBenchDatabase,
  machine,
  parseArgs,
  requireBuild,
  writeResults,
} from './lib.mjs';

/** How many Admin API requests the sandbox store has answered THROTTLED (its test route). */
async function sandboxThrottled(stack) {
  const res = await fetch(`${stack.base}/sandbox/shopify/test/admin-throttled`);
  if (!res.ok) throw new Error(`sandbox admin-throttled ${res.status}`);
  return (await res.json()).throttled;
}

const opts = parseArgs(process.argv.slice(2), {
  count: 10_000,
  timeout: 900,
  port: 4700,
  plan: 'plus',
});
if (!(opts.plan in RESTORE_RATE_BY_PLAN))
  throw new Error(`--plan: one of ${Object.keys(RESTORE_RATE_BY_PLAN).join(', ')}`);
/** Shopify's points a renewal costs: its billing attempt and next date (mutations), and the stock read after its order. */
const POINTS_A_RENEWAL = 2 * MUTATION_COST + 1;
const nodeOptions = [
  // --profile=DIR: every process writes a V8 CPU profile there (node --cpu-prof) when it stops.
  ...(typeof opts.profile === 'string' ? ['--cpu-prof', `--cpu-prof-dir=${opts.profile}`] : []),
  ...(opts.statements
    ? ['--require', new URL('./statement-count.cjs', import.meta.url).pathname]
    : []),
].join(' ');
const statementFile = join(tmpdir(), `renewal-statements-${process.pid}-%p.json`);
/** How the sandbox's connections are told apart from the shop's in pg_stat_activity. */
const SANDBOX_APPLICATION = 'sandbox-store';

/** Each process's statements since the last signal (bench/statement-count.cjs), then reset. */
async function statementsSince(procs) {
  const counts = {};
  for (const proc of procs) {
    const file = statementFile.replace('%p', String(proc.pid));
    rmSync(file, { force: true });
    process.kill(proc.pid, 'SIGWINCH');
    const deadline = Date.now() + 10_000;
    let text = null;
    while (text === null && Date.now() < deadline) {
      try {
        text = readFileSync(file, 'utf8');
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    if (text === null) throw new Error(`no statement counts from ${proc.name}`);
    rmSync(file, { force: true });
    for (const [statement, n] of Object.entries(JSON.parse(text))) {
      counts[statement] = (counts[statement] ?? 0) + n;
    }
  }
  return counts;
}
const adminUrl = BENCH_ADMIN_URL;

function londonToday() {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

/** CPU seconds (user + system) a process has used so far; 0 where /proc cannot tell. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in USER_HZ (100)
  } catch {
    return 0;
  }
}

/** The CPU seconds of each process of the stack and of the PostgreSQL backends serving this
 * database, the sandbox's apart (by its connections' application name). */
async function cpuUse(client, stack) {
  const { rows } = await client.query(
    `select pid, application_name = $1 as sandbox from pg_stat_activity
     where datname = current_database() and pid <> pg_backend_pid()`,
    [SANDBOX_APPLICATION],
  );
  return {
    shops: stack.shops.map((proc) => cpuSeconds(proc.pid)),
    sandbox: cpuSeconds(stack.sandbox.pid),
    balancer: cpuSeconds(stack.balancer.pid),
    backends: new Map(
      rows.map((row) => [row.pid, { sandbox: row.sandbox, cpu: cpuSeconds(row.pid) }]),
    ),
  };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

requireBuild();
const loadAtStart = loadavg().map((n) => Number(n.toFixed(2)));
const quiet = loadAtStart[0] <= 1;
const recordable = opts['dry-run'] !== true;
console.log(
  `load average at the start: ${loadAtStart.join(' / ')} on ${cpus().length} cores (${quiet ? 'quiet' : 'NOT quiet: shared with other work'})`,
);
const database = await createBenchDatabase(adminUrl);
const sandboxUrl = new URL(database.url);
sandboxUrl.searchParams.set('application_name', SANDBOX_APPLICATION);
const stack = await startStack({
  databaseUrl: database.url,
  ports: {
    balancer: opts.port,
    shop1: opts.port + 1,
    shop2: opts.port + 2,
    sandbox: opts.port + 3,
  },
  env: {
    ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}),
    STATEMENT_COUNT_FILE: statementFile,
  },
  sandboxEnv: { DATABASE_URL: sandboxUrl.href, SHOPIFY_SANDBOX_PLAN: opts.plan },
});
const client = new pg.Client({ connectionString: database.url });
await client.connect();
let result;
try {
  // The test route makes at most 20,000 contracts a call.
  const ids = [];
  for (let made = 0; made < opts.count; ) {
    const count = Math.min(10_000, opts.count - made);
    const created = await fetch(`${stack.base}/sandbox/shopify/test/contracts`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ count, emailPrefix: `bench${made}` }),
    });
    ids.push(...(await created.json()).ids);
    made += count;
  }
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
  // One storefront request at a time through the balancer, 100 ms apart; a request that fails or takes over 10 s
  // counts as a failure (and its 10 s as a latency), so a starved storefront cannot hide.
  const sampler = (async () => {
    while (!done) {
      const t0 = performance.now();
      try {
        const res = await fetch(`${stack.base}/api/store/products`, {
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
  // The storefront's latency before the sweep (same sampler, 5 s): the run's figures beside it.
  await new Promise((r) => setTimeout(r, 5_000));
  const baseline = latencies.splice(0).sort((x, y) => x - y);
  const failuresBefore = failures;
  failures = 0;
  // Production's PostgreSQL runs autovacuum (the default); this machine's has it off, and without
  // it the app's prepared statements keep the plans made when the day's tables were nearly empty
  // (a sequential scan of orders for every link of a renewal order: quadratic in the day's
  // renewals) and dead rows pile up. The bench does autovacuum's work instead, VACUUM (ANALYZE)
  // every 30 s on a connection of its own, counted in PostgreSQL's CPU. --no-vacuum leaves it out.
  const maintenance =
    database.autovacuum === 'on' || opts['no-vacuum']
      ? null
      : new pg.Client({ connectionString: database.url });
  await maintenance?.connect();
  let billingDone = false;
  const vacuums = [];
  const vacuuming = (async () => {
    if (!maintenance) return;
    while (!billingDone) {
      await new Promise((r) => setTimeout(r, 30_000));
      if (billingDone) break;
      const t0 = performance.now();
      await maintenance.query('vacuum (analyze)');
      vacuums.push(Math.round(performance.now() - t0));
    }
  })();
  const counted = [...stack.shops, stack.sandbox];
  if (opts.statements) await statementsSince(counted);
  const cpuBefore = await cpuUse(client, stack);
  const throttledBefore = await sandboxThrottled(stack);
  const started = Date.now();
  // Both shops sweep now (the per-minute cron would do the same within a minute).
  await sweepRenewals(stack);
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
  const cpuAfter = await cpuUse(client, stack);
  // Every Admin API request the store answered THROTTLED during the sweep (decision 155: the
  // shop paces itself to the bucket, so none is expected).
  const throttled = (await sandboxThrottled(stack)) - throttledBefore;
  const statements = opts.statements ? await statementsSince(counted) : null;
  billingDone = true;
  await vacuuming;
  await maintenance?.end();
  // Backends that were there at the start and the end (the processes' pools are long-lived).
  const postgres = { shop: 0, sandbox: 0 };
  for (const [pid, before] of cpuBefore.backends) {
    const after = cpuAfter.backends.get(pid);
    if (after !== undefined)
      postgres[before.sandbox ? 'sandbox' : 'shop'] += after.cpu - before.cpu;
  }
  const cpu = {
    shopA: cpuAfter.shops[0] - cpuBefore.shops[0],
    shopB: cpuAfter.shops[1] - cpuBefore.shops[1],
    postgresForShop: postgres.shop,
    sandbox: cpuAfter.sandbox - cpuBefore.sandbox,
    postgresForSandbox: postgres.sandbox,
    balancer: cpuAfter.balancer - cpuBefore.balancer,
  };
  done = true;
  await sampler;
  // A renewal is billed when its billing-success webhook is stored; its orders/create may come
  // after it, so the orders are counted once every billed renewal's order is in (or after 60 s:
  // then one is missing, and the check below says so).
  const ordersWaitStarted = Date.now();
  while (Date.now() - ordersWaitStarted < 60_000) {
    const { rows } = await client.query('select count(*)::int as n from orders');
    if (rows[0].n >= billed) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  const ordersLagMs = Date.now() - ordersWaitStarted;
  const { rows: checks } = await client.query(
    `select
      (select count(*)::int from subscription_billing_attempts) as attempts,
      (select count(*)::int from (select subscription_id from subscription_billing_attempts group by subscription_id having count(*) > 1) d) as billed_twice,
      (select count(*)::int from orders) as orders,
      (select count(*)::int from subscriptions where next_delivery_date = $1::date + 30) as advanced`,
    [today],
  );
  // Where PostgreSQL read: a table scanned whole per renewal, or one swelling with dead rows (this
  // machine's server runs no autovacuum), makes the cost of a renewal grow with the day's count.
  const { rows: tables } = await client.query(
    `select relname as table, seq_scan::int, seq_tup_read::bigint::float8 as seq_rows_read,
      idx_scan::bigint::float8 as index_scans, n_live_tup::int as live_rows,
      n_dead_tup::int as dead_rows
     from pg_stat_user_tables order by seq_tup_read desc, n_dead_tup desc limit 10`,
  );
  latencies.sort((x, y) => x - y);
  const deliveryStats = await fetch(`${stack.base}/sandbox/shopify/test/webhook-deliveries`)
    .then((r) => r.json())
    .catch(() => ({}));
  // How the work was shared: the balancer's log of the webhooks each shop answered.
  const webhookLines = stack.requestLog().filter((line) => line.includes(' /api/webhooks/'));
  const deliveries = {
    delivered: deliveryStats.delivered ?? 0,
    retried: deliveryStats.retried ?? 0,
    dropped: deliveryStats.dropped ?? 0,
    answers: deliveryStats.answers ?? {},
    answerP50Ms: deliveryStats.answerP50Ms ?? null,
    answerP99Ms: deliveryStats.answerP99Ms ?? null,
    answeredByShop: ['shops/shop1', 'shops/shop2'].map(
      (server) => webhookLines.filter((line) => line.includes(` ${server} `)).length,
    ),
  };
  const shopCpu = cpu.shopA + cpu.shopB + cpu.postgresForShop;
  const cpuTotal = shopCpu + cpu.sandbox + cpu.postgresForSandbox + cpu.balancer;
  const perRenewal = (seconds) => (seconds * 1000) / opts.count;
  result = {
    throttled,
    cpu: {
      ...cpu,
      msPerRenewal: perRenewal(cpuTotal),
      shopMsPerRenewal: perRenewal(shopCpu),
      msPerRenewalByPart: Object.fromEntries(
        Object.entries(cpu).map(([part, seconds]) => [part, perRenewal(seconds)]),
      ),
      // CPU on the machine's cores, scaled to 100,000 (the at-scale goal): everything on this
      // machine, and the shop's own part (a real shop's machine runs no Shopify).
      floorSecondsFor100000: (cpuTotal * 100_000) / opts.count / cpus().length,
      shopFloorSecondsFor100000: (shopCpu * 100_000) / opts.count / cpus().length,
      floorSecondsFor10000: (cpuTotal * 10_000) / opts.count / cpus().length,
    },
    deliveries,
    count: opts.count,
    billed,
    seconds,
    ...checks[0],
    storefrontBefore: {
      samples: baseline.length,
      p50Ms: percentile(baseline, 50),
      p99Ms: percentile(baseline, 99),
      failures: failuresBefore,
    },
    storefront: {
      samples: latencies.length,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      maxMs: latencies.at(-1) ?? null,
      failures,
    },
    quiet,
    loadAtStart,
    machine: machine(),
    autovacuum: database.autovacuum,
    tables,
    vacuumMs: maintenance ? vacuums : null,
    // Statements a renewal during the sweep, the shops' and the sandbox's, by text.
    statementsPerRenewal: statements
      ? {
          total: Object.values(statements).reduce((sum, n) => sum + n, 0) / opts.count,
          byStatement: Object.fromEntries(
            Object.entries(statements).map(([text, n]) => [
              text,
              Math.round((n / opts.count) * 100) / 100,
            ]),
          ),
        }
      : null,
    ordersLagMs,
  };
} finally {
  await client.end();
  await stack.stop();
  if (opts['keep-database']) console.log(`Database kept: ${database.url}`);
  else await database.drop();
}
const ok =
  result.billed === result.count &&
  result.attempts === result.count &&
  result.billed_twice === 0 &&
  result.orders === result.count;
const summary = [
  `# Renewals bench (${new Date().toISOString().slice(0, 16)} UTC)`,
  '',
  quiet
    ? `A quiet run (load average ${loadAtStart.join(' / ')} at the start).`
    : `**Not a quiet run**: the machine is shared with other sessions (load average ${loadAtStart.join(' / ')} at the start, ${result.machine.loadAverage.join(' / ')} at the end, on ${result.machine.cores} cores), so the times and latencies are longer and noisier than on a machine of its own; the CPU used per renewal is the figure that does not depend on the load.`,
  '',
  `${result.count} subscriptions due the same day, two shop processes and the sandbox store (its own process) on one PostgreSQL, behind HAProxy: ${result.billed} billed in ${result.seconds.toFixed(1)} s; ${result.attempts} billing attempts, ${result.billed_twice} contracts billed twice, ${result.orders} orders recorded (the last ${result.ordersLagMs} ms after the last billing), ${result.advanced} next dates advanced.`,
  `Storefront during the run (GET /api/store/products through the balancer, ${result.storefront.samples} samples, ${result.storefront.failures} failed): p50 ${result.storefront.p50Ms?.toFixed(1)} ms, p99 ${result.storefront.p99Ms?.toFixed(1)} ms, max ${result.storefront.maxMs?.toFixed(1)} ms (before the sweep: p50 ${result.storefrontBefore.p50Ms?.toFixed(1)} ms, p99 ${result.storefrontBefore.p99Ms?.toFixed(1)} ms).`,
  `Webhook deliveries (sandbox → the balancer → a shop): ${result.deliveries.delivered} delivered, ${result.deliveries.retried} retried, ${result.deliveries.dropped} dropped; answers by status ${JSON.stringify(result.deliveries.answers)}; answer time p50 ${result.deliveries.answerP50Ms?.toFixed(1)} ms, p99 ${result.deliveries.answerP99Ms?.toFixed(1)} ms; answered by shop 1 ${result.deliveries.answeredByShop[0]}, by shop 2 ${result.deliveries.answeredByShop[1]}.`,
  `CPU during the run, ms a renewal: the shop ${result.cpu.shopMsPerRenewal.toFixed(1)} (process 1 ${result.cpu.msPerRenewalByPart.shopA.toFixed(1)}, process 2 ${result.cpu.msPerRenewalByPart.shopB.toFixed(1)}, its PostgreSQL ${result.cpu.msPerRenewalByPart.postgresForShop.toFixed(1)}); the sandbox standing in for Shopify ${(result.cpu.msPerRenewalByPart.sandbox + result.cpu.msPerRenewalByPart.postgresForSandbox).toFixed(1)} (process ${result.cpu.msPerRenewalByPart.sandbox.toFixed(1)}, its PostgreSQL ${result.cpu.msPerRenewalByPart.postgresForSandbox.toFixed(1)}); HAProxy ${result.cpu.msPerRenewalByPart.balancer.toFixed(1)}; in all ${result.cpu.msPerRenewal.toFixed(1)}. So 100,000 need at least ${result.cpu.floorSecondsFor100000.toFixed(0)} s on ${result.machine.cores} free cores with the sandbox on the same machine, ${result.cpu.shopFloorSecondsFor100000.toFixed(0)} s for the shop's part alone.`,
  `Shopify's Admin API rate limit, which the sandbox applies (decision 154), of the ${opts.plan} plan: ${RESTORE_RATE_BY_PLAN[opts.plan]} points a second; the store answered ${result.throttled} requests THROTTLED during the sweep (the shop paces itself to the bucket: decision 155). A renewal costs ${POINTS_A_RENEWAL} points (its billing attempt and its next date, ${MUTATION_COST} each; the stock read after its order, 1), so a store on that plan bills at most ${(RESTORE_RATE_BY_PLAN[opts.plan] / POINTS_A_RENEWAL).toFixed(1)} renewals a second: 100,000 in at least ${((100_000 * POINTS_A_RENEWAL) / RESTORE_RATE_BY_PLAN[opts.plan]).toFixed(0)} s, whatever the shop's machine.`,
  `Machine: ${result.machine.cores} cores (${result.machine.cpu}), Node ${result.machine.node}, load average ${result.machine.loadAverage.join(' / ')}; PostgreSQL autovacuum ${result.autovacuum}${result.vacuumMs ? `, so the bench ran VACUUM (ANALYZE) every 30 s (${result.vacuumMs.length} times, ${result.vacuumMs.join(' / ')} ms)` : ''}.`,
  `Tables PostgreSQL read most by sequential scan: ${result.tables
    .slice(0, 5)
    .map(
      (t) =>
        `${t.table} (${t.seq_scan} scans, ${t.seq_rows_read} rows; ${t.live_rows} live, ${t.dead_rows} dead)`,
    )
    .join('; ')}.`,
  ...(result.statementsPerRenewal
    ? [
        `Statements a renewal during the sweep (shop and sandbox, both processes): ${result.statementsPerRenewal.total.toFixed(1)}; by statement: ${Object.entries(
          result.statementsPerRenewal.byStatement,
        )
          .filter(([, n]) => n >= 0.05)
          .map(([text, n]) => `${n} × \`${text}\``)
          .join('; ')}.`,
      ]
    : []),
  ok ? 'Result: every contract billed exactly once.' : 'Result: FAILED (see the counts above).',
  result.count === 10_000
    ? `The renewals goal (10,000 billed exactly once in under 10 minutes): ${ok && result.seconds <= 600 ? 'met' : 'MISSED'}.`
    : result.count === 100_000
      ? `The at-scale goal (100,000 billed exactly once in under 15 minutes): ${ok && result.seconds <= 900 ? 'met' : 'MISSED'}.`
      : `The renewals goals are judged at --count=10000 and --count=100000; at this size the pace is ${(result.count / result.seconds).toFixed(1)} renewals a second (100,000 in 15 minutes need 111 a second).`,
].join('\n');
console.log(summary);
writeResults('renewals', result, summary, recordable);
process.exit(ok ? 0 : 1);
