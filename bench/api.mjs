// npm run bench:api — API throughput. The server is pinned to core 0 (taskset), autocannon to
// core 1; 50 connections, a warm-up then 3 measured runs, per route, on PostgreSQL
// (BENCH_DATABASE_URL or TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres)
// and on PGlite. Each figure is the median of the runs with their min and max. Latency
// percentiles are autocannon's: p50, p97.5 and p99 (it reports no p95).
// Refuses to start when the 1-minute load average is over 1 (see lib.mjs); --dry-run runs anyway
// and writes a result marked not recordable to bench/tmp/.
// Options: --duration=20 --warmup=10 --repeats=3 --connections=50 --db=both|postgres|pglite
// --port=3990 (the raw server; the app uses the next port) --dry-run
import {
  autocannon,
  BENCH_ADMIN_URL,
  createBenchDatabase,
  formatSpread,
  machine,
  parseArgs,
  requireQuietMachine,
  spread,
  startApp,
  startRaw,
  writeResults,
} from './lib.mjs';

const opts = parseArgs(process.argv.slice(2), {
  duration: 20,
  warmup: 10,
  repeats: 3,
  connections: 50,
  db: 'both',
  port: 3990,
});
const recordable = requireQuietMachine(opts);
const adminUrl = BENCH_ADMIN_URL;

// Each database runs twice: with the catalogue cache as deployed (the warm-up fills it), then
// uncached (CATALOGUE_CACHE_ENTRIES=0: every catalogue request reads the database), which is what
// the "catalogue ≥ 20% of the ceiling uncached on PostgreSQL" measures.
// The app's constant /api/ping is not measured: its figure is no longer a goal, and
// the middleware is Hono's own rather than tuned for it.
const ROUTES = [
  {
    name: 'collection products (black-seed)',
    path: '/api/store/collections/black-seed/products',
  },
  { name: 'product by handle', path: '/api/store/products/black-seed-oil' },
];
const CACHE_MODES = [
  { label: 'cached', entries: '500' },
  { label: 'uncached', entries: '0' },
];
// p97.5 is held to the 20 ms the issue set for p95 (a stricter test: p97.5 ≥ p95).
const GOALS = { catalogueVsRaw: 0.2, p97_5: 20, p99: 50 };

/** A warm-up, then `repeats` measured runs: each figure as { median, min, max } of the runs. */
async function measure(url) {
  if (opts.warmup > 0)
    await autocannon(url, { connections: opts.connections, seconds: opts.warmup });
  const samples = [];
  for (let i = 0; i < opts.repeats; i += 1) {
    const r = await autocannon(url, { connections: opts.connections, seconds: opts.duration });
    samples.push({
      reqPerSec: Math.round(r.requests.average),
      p50: r.latency.p50,
      p97_5: r.latency.p97_5,
      p99: r.latency.p99,
      non2xx: r.non2xx + r.errors + r.timeouts,
      total: r.requests.total,
    });
  }
  const of = (key) => spread(samples.map((s) => s[key]));
  return {
    reqPerSec: of('reqPerSec'),
    p50: of('p50'),
    p97_5: of('p97_5'),
    p99: of('p99'),
    non2xx: samples.reduce((n, s) => n + s.non2xx, 0),
    total: samples.reduce((n, s) => n + s.total, 0),
    samples,
  };
}

const facts = machine();
const results = { machine: facts, options: opts, runs: [] };
console.log(
  `bench:api — ${facts.cores} cores, load ${facts.loadAverage.join(' ')}, ${opts.connections} connections, ${opts.warmup}s warm-up + ${opts.duration}s`,
);

const raw = await startRaw(opts.port);
const ceiling = await measure(`${raw.base}/`);
raw.stop();
results.runs.push({ db: '-', route: 'raw node:http constant JSON (ceiling)', ...ceiling });

for (const db of ['postgres', 'pglite']) {
  if (opts.db !== 'both' && opts.db !== db) continue;
  for (const mode of CACHE_MODES) {
    const database = db === 'postgres' ? await createBenchDatabase(adminUrl) : null;
    const app = await startApp({
      port: opts.port + 1,
      databaseUrl: database?.url,
      env: { DATABASE_POOL_SIZE: '10', CATALOGUE_CACHE_ENTRIES: mode.entries },
    });
    try {
      for (const route of ROUTES) {
        const m = await measure(`${app.base}${route.path}`);
        results.runs.push({ db, route: `${route.name}, ${mode.label}`, ...m });
      }
    } finally {
      await app.stop();
      await database?.drop();
    }
  }
}

const ms = (n) => formatSpread(n, ' ms');
const ratio = (r) => r.reqPerSec.median / ceiling.reqPerSec.median;
const lines = [
  `# bench:api ${facts.date}`,
  '',
  `Machine: ${facts.cores} cores (${facts.cpu}), Node ${facts.node}, load average at start ${facts.loadAverage.join(' ')}; server pinned to core 0 and autocannon to core 1: ${facts.pinned ? 'yes' : 'no'}. ${opts.connections} connections, ${opts.warmup} s warm-up, then ${opts.repeats} runs of ${opts.duration} s: each figure is the median of the runs, with (min–max). Percentiles are autocannon's p50, p97.5 and p99.`,
  '',
  '| database | route | req/s | p50 | p97.5 | p99 | non-2xx | vs ceiling |',
  '|---|---|---:|---:|---:|---:|---:|---:|',
  ...results.runs.map(
    (r) =>
      `| ${r.db} | ${r.route} | ${formatSpread(r.reqPerSec)} | ${ms(r.p50)} | ${ms(r.p97_5)} | ${ms(r.p99)} | ${r.non2xx} | ${(ratio(r) * 100).toFixed(0)}% |`,
  ),
  '',
  `Goals: catalogue ≥ ${GOALS.catalogueVsRaw * 100}% on PostgreSQL; p97.5 ≤ ${GOALS.p97_5} ms (the goal is p95 ≤ 20 ms; autocannon reports p97.5, which is never below p95), p99 ≤ ${GOALS.p99} ms; zero non-2xx. Medians are compared.`,
];
for (const r of results.runs.filter((x) => x.db !== '-')) {
  const goal = GOALS.catalogueVsRaw;
  const misses = [];
  if (ratio(r) < goal) misses.push(`throughput ${(ratio(r) * 100).toFixed(0)}% < ${goal * 100}%`);
  if (r.p97_5.median > GOALS.p97_5) misses.push(`p97.5 ${r.p97_5.median} ms`);
  if (r.p99.median > GOALS.p99) misses.push(`p99 ${r.p99.median} ms`);
  if (r.non2xx > 0) misses.push(`${r.non2xx} non-2xx`);
  r.goalsMissed = misses;
  if (misses.length > 0) lines.push(`- MISSED ${r.db} ${r.route}: ${misses.join(', ')}`);
}
const summary = lines.join('\n');
console.log(`\n${summary}`);
const file = writeResults('api', results, summary, recordable);
console.log(`\nwritten: ${file}.json and .md`);
