// npm run bench:flash-sale — a flash sale on two shop processes on one PostgreSQL, behind HAProxy
// (deploy/haproxy/haproxy.cfg), the sandbox store as a process of its own; the mix and the
// checks are src/server/test/flash-sale-mix.ts (its CI test: quality/flash-sale-mix.test.ts).
// docs/decisions/135-flash-sale-bench.md.
//
// Phases: `main` (the mix for --seconds, default 300, a renewal sweep a third of the way in),
// then `kill` (a shop process SIGKILLed mid-run and started again: the balancer routes around
// it) and `pg-restart` (the same mix on a private PostgreSQL cluster in a temp dir, restarted
// mid-run: never the machine's shared server). --phases=main,kill,pg-restart chooses;
// --phase-seconds=40 sets the two short ones. --rate=N --paid-rate=M: an open loop at N page
// views and M checkouts a second (below) instead of the closed-loop workers.
// `-- --seconds 60` and `--seconds=60` both work.
// --profile=DIR: the shop processes and the sandbox write a V8 CPU profile there (node --cpu-prof)
// when they stop. --plan=plus: the Shopify plan whose Admin API rate limit the sandbox applies
// (standard, advanced, plus, enterprise; decision 154).
// Ports: BENCH_PORT (default 3150) … +3 for the balancer, shops and sandbox; +10 the private cluster.
// The machine is usually shared: the load average is printed and recorded with the figures, and
// a run on a busy machine is marked "not a quiet run" (it is still written to bench/results/).
import { loadavg } from 'node:os';
import {
  checkSale,
  cpuByPart,
  figuresByKind,
  machineFacts,
  prepareSale,
  runMix,
  startStack,
  sweepRenewals,
  webhookFigures,
} from '../src/server/test/flash-sale-mix.ts';
import { startPrivateCluster } from '../src/server/test/private-cluster.ts';
import { BENCH_ADMIN_URL, createBenchDatabase, requireBuild, writeResults } from './lib.mjs';

const argv = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return fallback;
  const arg = argv[i];
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : (argv[i + 1] ?? fallback);
};
const seconds = Number(opt('seconds', 300));
const phaseSeconds = Number(opt('phase-seconds', 40));
const phases = String(opt('phases', 'main,kill,pg-restart')).split(',');
const plan = String(opt('plan', 'plus'));
const profileDir = opt('profile', undefined);
const profileEnv = profileDir
  ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${profileDir}` }
  : undefined;
const port = Number(process.env.BENCH_PORT ?? 3150);
const ports = (offset = 0) => ({
  balancer: port + offset,
  shop1: port + offset + 1,
  shop2: port + offset + 2,
  sandbox: port + offset + 3,
});

/** Targets (decision 135): pages p99 ≤ 50 ms at ≥ 1,000 views/s; checkout p99 ≤ 500 ms at ≥ 10
 * paid orders/s; webhooks acked p99 ≤ 100 ms; no errors; exactly once. */
const TARGETS = {
  pageP99: 50,
  pagesPerSecond: 1000,
  checkoutP99: 500,
  paidPerSecond: 10,
  webhookP99: 100,
};
/** Workers of each kind (closed loops): enough to keep two shop processes busy. */
const SHAPE = { visitors: 24, signedIn: 6, search: 2, drawer: 2, checkout: 8, staffEveryMs: 2000 };
/**
 * --rate=N (page views a second) and --paid-rate=M (checkouts begun a second): an open loop at
 * those rates instead (arrivals at random, latency from when each was due), so p99 is measured
 * at a set load, not at saturation. Of the page views, 80% are visitors', 15% signed-in
 * shoppers' (each with an account API call) and 5% searches; drawers are priced 3 times for
 * each checkout begun.
 */
const pageRate = opt('rate', undefined);
const RATES =
  pageRate === undefined
    ? undefined
    : {
        visitors: Number(pageRate) * 0.8,
        signedIn: Number(pageRate) * 0.15,
        search: Number(pageRate) * 0.05,
        drawer: Number(opt('paid-rate', 5)) * 3,
        checkout: Number(opt('paid-rate', 5)),
        staffEveryMs: SHAPE.staffEveryMs,
      };
// --rates='{"visitors":800}' sets chosen kinds' rates over those (0 leaves a kind out).
if (RATES && opt('rates', undefined)) Object.assign(RATES, JSON.parse(opt('rates', '{}')));
const LOAD = RATES ? { rates: RATES } : { shape: SHAPE };
const loadText = RATES
  ? `Open loop (arrivals at random, latency measured from when each was due), a second: ${JSON.stringify(RATES)}`
  : `Workers (closed loops): ${JSON.stringify(SHAPE)}`;

requireBuild();
const loadAtStart = loadavg().map((n) => Number(n.toFixed(2)));
console.log(
  `Load average at the start: ${loadAtStart.join(' / ')} (the machine is shared; 2 cores).`,
);
const quiet = loadAtStart[0] <= 1;

/**
 * --warm-up=S: the mix's first S seconds are run but not counted (default 10 with --rate, 0
 * without, as the committed closed-loop runs were): the load driver, the balancer and the shops'
 * code warm up as they would before a sale's rush. They are in the per-5 s table, and every
 * check (exactly once, stock) covers them.
 */
const warmUpSeconds = Number(opt('warm-up', RATES ? 10 : 0));

async function phase(name, { databaseUrl, offset, secondsOfRun, events, startStock, renewals }) {
  console.log(`\n== ${name}: ${secondsOfRun} s of the mix`);
  const stack = await startStack({
    databaseUrl,
    ports: ports(offset),
    env: profileEnv,
    sandboxEnv: { SHOPIFY_SANDBOX_PLAN: plan },
  });
  try {
    const sale = await prepareSale(stack, { shoppers: 12, startStock, renewals });
    // What is counted starts once the warm-up is over.
    let cpuBefore = await cpuByPart(stack);
    let t0 = Date.now();
    let logFrom = stack.requestLog().length;
    const warmUp =
      warmUpSeconds > 0
        ? [
            {
              atSecond: warmUpSeconds,
              name: 'warmed up: counted from here',
              run: async () => {
                t0 = Date.now();
                logFrom = stack.requestLog().length;
                cpuBefore = await cpuByPart(stack);
              },
            },
          ]
        : [];
    const mixEnds = Date.now() + (secondsOfRun + warmUpSeconds) * 1000;
    const rec = await runMix(stack, sale, {
      seconds: secondsOfRun + warmUpSeconds,
      ...LOAD,
      events: [...warmUp, ...events(stack)],
    });
    // To the mix's end (requests begun before it and answered after are counted).
    const elapsed = (Math.min(Date.now(), mixEnds) - t0) / 1000;
    const cpuAfter = await cpuByPart(stack);
    const loadAtEnd = loadavg().map((n) => Number(n.toFixed(2)));
    // Up to 3 minutes: a webhook whose delivery died with a killed process waits for its claim
    // to lapse (60 s) and Shopify's next retry.
    const checks = await checkSale(stack, sale, rec, 180_000);
    const counted = rec.samples.filter((s) => !s.kind.startsWith('event') && s.at - s.ms >= t0);
    const kinds = figuresByKind(counted, elapsed);
    const log = stack.requestLog().slice(logFrom);
    const webhooks = webhookFigures(log, elapsed);
    // Requests the shop processes answered (the balancer's log): their CPU cost per request.
    const shopRequests = log.filter((line) => line.includes(' shops/')).length;
    const cpu = Object.fromEntries(
      Object.entries(cpuAfter).map(([part, s]) => [
        part,
        Number((s - (cpuBefore[part] ?? 0)).toFixed(1)),
      ]),
    );
    const events_ = rec.samples.filter((s) => s.kind.startsWith('event'));
    return {
      name,
      seconds: elapsed,
      countedFrom: t0,
      paidCounted: counted.filter((s) => s.kind === 'payment' && s.status === 303).length,
      kinds,
      webhooks,
      checks,
      cpu,
      loadAtEnd,
      rec,
      events: events_,
      shopRequests,
    };
  } finally {
    await stack.stop();
  }
}

/** 5xx answers and failed requests around `at` (ms epoch): how long the window of them lasted. */
function errorWindow(rec, since) {
  const bad = rec.samples
    .filter((s) => !s.ok && !s.kind.startsWith('event') && s.at >= since)
    .map((s) => s.at)
    .sort((a, b) => a - b);
  if (bad.length === 0) return { failed: 0, spanMs: 0 };
  return { failed: bad.length, spanMs: bad.at(-1) - bad[0] };
}

function bottleneck(result) {
  const total = Object.values(result.cpu).reduce((a, b) => a + b, 0);
  const capacity = machineFacts().cores * result.seconds;
  const parts = Object.entries(result.cpu).sort((a, b) => b[1] - a[1]);
  const share = (s) => `${((s / capacity) * 100).toFixed(0)}%`;
  return {
    text: `CPU over the run (of ${machineFacts().cores} cores × ${result.seconds.toFixed(0)} s): ${parts
      .map(([p, s]) => `${p} ${s} s (${share(s)})`)
      .join(
        ', ',
      )}; this run's processes used ${share(total)} of the machine, the rest went to other sessions (load average ${result.loadAtEnd.join(' / ')} at the end). The busiest part: ${parts[0][0]}.`,
    busiest: parts[0][0],
    perRequest:
      result.shopRequests > 0
        ? `The shop processes spent ${((result.cpu['shop processes'] * 1000) / result.shopRequests).toFixed(1)} ms of CPU a request (${result.shopRequests} requests through the balancer): at that cost ${TARGETS.pagesPerSecond.toLocaleString('en-GB')} requests/s need ≈ ${((result.cpu['shop processes'] * TARGETS.pagesPerSecond) / result.shopRequests).toFixed(1)} cores for the shop processes alone.`
        : '',
  };
}

const results = [];
const admin = BENCH_ADMIN_URL;
/** The server's autovacuum setting, as the last bench database found it. */
let autovacuum = 'unknown';
if (phases.includes('main')) {
  const db = await createBenchDatabase(admin);
  autovacuum = db.autovacuum;
  try {
    results.push(
      await phase('main', {
        databaseUrl: db.url,
        offset: 0,
        secondsOfRun: seconds,
        startStock: 100_000,
        renewals: Number(opt('renewals', 200)),
        events: (stack) => [
          {
            atSecond: Math.round(seconds / 3),
            name: 'renewal sweep',
            run: () => sweepRenewals(stack),
          },
        ],
      }),
    );
  } finally {
    await db.drop();
  }
}
if (phases.includes('kill')) {
  const db = await createBenchDatabase(admin);
  autovacuum = db.autovacuum;
  try {
    let killedAt = 0;
    const r = await phase('kill', {
      databaseUrl: db.url,
      offset: 0,
      secondsOfRun: phaseSeconds,
      startStock: 100_000,
      renewals: 20,
      events: (stack) => [
        { atSecond: 5, name: 'renewal sweep', run: () => sweepRenewals(stack) },
        {
          atSecond: Math.round(phaseSeconds * 0.4),
          name: 'SIGKILL shop 2',
          run: async () => {
            killedAt = Date.now();
            await stack.killShop(1);
          },
        },
        {
          atSecond: Math.round(phaseSeconds * 0.6),
          name: 'start shop 2 again',
          run: () => stack.startShop(1),
        },
      ],
    });
    r.errorWindow = errorWindow(r.rec, killedAt);
    r.killedAt = killedAt;
    results.push(r);
  } finally {
    await db.drop();
  }
}
if (phases.includes('pg-restart')) {
  let cluster = null;
  let restartedAt = 0;
  try {
    cluster = await startPrivateCluster({ port: port + 10 });
    const r = await phase('pg-restart', {
      databaseUrl: cluster.url,
      offset: 0,
      secondsOfRun: phaseSeconds,
      startStock: 100_000,
      renewals: 20,
      events: (stack) => [
        { atSecond: 5, name: 'renewal sweep', run: () => sweepRenewals(stack) },
        {
          atSecond: Math.round(phaseSeconds * 0.4),
          name: 'restart PostgreSQL (private cluster)',
          run: async () => {
            restartedAt = Date.now();
            await cluster.restart();
          },
        },
      ],
    });
    r.errorWindow = errorWindow(r.rec, restartedAt);
    results.push(r);
  } catch (err) {
    results.push({
      name: 'pg-restart',
      skipped: `could not run: ${err instanceof Error ? err.message : String(err)}`,
    });
  } finally {
    await cluster?.destroy();
  }
}

const fmt = (n) => (n === null || n === undefined ? '–' : Number(n).toFixed(1));
const lines = [
  `# Flash-sale bench (${new Date().toISOString().slice(0, 16)} UTC)`,
  '',
  quiet
    ? 'Load average at the start was at most 1.'
    : `**Not a quiet run**: the machine is shared with other sessions (load average ${loadAtStart.join(' / ')} at the start, on ${machineFacts().cores} cores), so every figure is lower and noisier than on a machine of its own.`,
  `Two shop processes + the sandbox store (its own process, with the Admin API rate limit of Shopify's ${plan} plan) on one PostgreSQL, behind HAProxy (deploy/haproxy/haproxy.cfg). ${loadText}. Node ${process.version}; PostgreSQL autovacuum ${autovacuum}.`,
];
let allOk = true;
for (const r of results) {
  lines.push('', `## Phase: ${r.name}`);
  if (r.skipped) {
    lines.push(r.skipped);
    allOk = false;
    continue;
  }
  lines.push(
    '',
    `${r.seconds.toFixed(0)} s counted${warmUpSeconds > 0 ? `, after ${warmUpSeconds} s of warm-up` : ''}. Events: ${r.events.map((e) => `${e.kind.slice(7)} (${fmt(e.ms)} ms)`).join(', ') || 'none'}.`,
    '',
  );
  lines.push(
    '| kind | count | per s | p50 ms | p95 ms | p99 ms | errors |',
    '|---|---:|---:|---:|---:|---:|---:|',
  );
  for (const k of [...r.kinds, r.webhooks, ...Object.values(r.webhooks.byPath ?? {})]) {
    lines.push(
      `| ${k.kind} | ${k.count} | ${k.perSecond.toFixed(1)} | ${fmt(k.p50)} | ${fmt(k.p95)} | ${fmt(k.p99)} | ${k.errors} |`,
    );
  }
  const pages = r.kinds.filter((k) => k.kind.startsWith('page'));
  const pageCount = pages.reduce((n, k) => n + k.count, 0);
  const pageSamples = r.rec.samples
    .filter((s) => s.kind.startsWith('page') && s.at - s.ms >= r.countedFrom)
    .map((s) => s.ms)
    .sort((a, b) => a - b);
  const pageP99 =
    pageSamples[Math.min(pageSamples.length - 1, Math.ceil(0.99 * pageSamples.length) - 1)] ?? null;
  const checkout = r.kinds.find((k) => k.kind === 'checkout (shop)');
  const payment = r.kinds.find((k) => k.kind === 'payment');
  const paidPerSecond = r.paidCounted / r.seconds;
  const errors = r.kinds.reduce((n, k) => n + k.errors, 0) + r.webhooks.errors;
  const verdict = (ok) => (ok ? 'met' : 'MISSED');
  const t = [
    [
      `pages: ${(pageCount / r.seconds).toFixed(0)} views/s, p99 ${fmt(pageP99)} ms (target ≥ ${TARGETS.pagesPerSecond}/s at p99 ≤ ${TARGETS.pageP99} ms)`,
      pageCount / r.seconds >= TARGETS.pagesPerSecond && pageP99 <= TARGETS.pageP99,
    ],
    [
      `checkout: ${paidPerSecond.toFixed(1)} paid orders/s, shop checkout p99 ${fmt(checkout?.p99)} ms, payment p99 ${fmt(payment?.p99)} ms (target ≥ ${TARGETS.paidPerSecond}/s at p99 ≤ ${TARGETS.checkoutP99} ms)`,
      paidPerSecond >= TARGETS.paidPerSecond &&
        (checkout?.p99 ?? Infinity) <= TARGETS.checkoutP99 &&
        (payment?.p99 ?? Infinity) <= TARGETS.checkoutP99,
    ],
    [
      `webhooks acked p99 ${fmt(r.webhooks.p99)} ms over ${r.webhooks.count} (target ≤ ${TARGETS.webhookP99} ms); statuses ${JSON.stringify(r.webhooks.statuses)}`,
      (r.webhooks.p99 ?? Infinity) <= TARGETS.webhookP99,
    ],
    [
      `errors: ${errors}${r.rec.errors.length ? ` (first: ${JSON.stringify(r.rec.errors.slice(0, 3))})` : ''}`,
      errors === 0,
    ],
    [
      `exactly once: ${r.checks.exactlyOneOrder} of ${r.checks.paidCheckouts} paid checkouts are one order each; ${r.checks.lostWebhooks} of ${r.checks.sandboxOrders} sandbox orders lost; stock ${r.checks.startStock} − ${r.checks.unitsSold} sold = ${r.checks.startStock - r.checks.unitsSold}, Shopify says ${r.checks.sandboxStock}, the shop ${r.checks.shopStock} (${r.checks.stockSettledMs === null ? 'never equal' : `equal ${r.checks.stockSettledMs} ms after the mix`}); shoppers saw ${r.checks.unitsSeenPaid} units paid${r.checks.paidUnseen ? `, and ${r.checks.paidUnseen} payments were taken while the shopper saw an error (the order reached the shop)` : ''}; renewals ${r.checks.renewalsBilled} of ${r.checks.renewalsDue} billed, ${r.checks.billedTwice} twice; staff's last stock ${r.checks.staffStockSet}, Shopify ${r.checks.staffStockOnShopify}${r.checks.failures.length ? ` — FAILED: ${r.checks.failures.join('; ')}` : ''}`,
      r.checks.ok,
    ],
  ];
  if (r.errorWindow) {
    t.push([
      `failed requests after the event: ${r.errorWindow.failed} over ${(r.errorWindow.spanMs / 1000).toFixed(1)} s (target: none for more than a second, no paid order lost)`,
      r.errorWindow.spanMs <= 1000 && r.checks.ok,
    ]);
  }
  lines.push('');
  for (const [text, ok] of t) {
    lines.push(`- ${verdict(ok)}: ${text}`);
    if (!ok && r.name === 'main') allOk = false;
    if (!ok && r.name !== 'main' && (text.startsWith('exactly') || text.startsWith('failed')))
      allOk = false;
  }
  const b = bottleneck(r);
  lines.push(`- bottleneck: ${b.text} ${b.perRequest}`);
}
// Page latency second by second (p50 / p99 of the page views that were due in it): where in the
// run the slow ones were (warming up, the renewal sweep, an event).
for (const r of results.filter((x) => x.rec)) {
  const first = r.rec.samples.reduce(
    (min, x) => Math.min(min, x.at - x.ms),
    Number.POSITIVE_INFINITY,
  );
  const bySecond = new Map();
  for (const x of r.rec.samples.filter((y) => y.kind.startsWith('page'))) {
    const second = Math.floor((x.at - x.ms - first) / 5000) * 5;
    if (!bySecond.has(second)) bySecond.set(second, []);
    bySecond.get(second).push(x.ms);
  }
  lines.push('', `Pages by 5 s of the ${r.name} phase (from: views, p50 ms, p99 ms):`, '');
  for (const [second, ms] of [...bySecond].sort((a, b) => a[0] - b[0])) {
    ms.sort((a, b) => a - b);
    const at = (p) => ms[Math.min(ms.length - 1, Math.ceil(p * ms.length) - 1)].toFixed(1);
    lines.push(`- ${second} s: ${ms.length}, ${at(0.5)}, ${at(0.99)}`);
  }
}
const summary = lines.join('\n');
console.log(`\n${summary}`);
const json = results.map(({ rec, ...r }) => ({
  ...r,
  errorsSeen: rec?.errors ?? [],
  soldOut: rec?.soldOut ?? 0,
}));
// Written to bench/results/ (the figures say whether the machine was quiet); --dry-run: bench/tmp/.
writeResults(
  'flash-sale',
  {
    quiet,
    loadAtStart,
    machine: machineFacts(),
    targets: TARGETS,
    ...LOAD,
    phases: json,
  },
  summary,
  !argv.includes('--dry-run'),
);
process.exit(allOk ? 0 : 1);
