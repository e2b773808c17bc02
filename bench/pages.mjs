// npm run bench:pages — HTML page throughput for visitors, for signed-in shoppers (a request
// carrying a better-auth session cookie: public pages never read it) and on a page-cache
// miss (an app started with PAGE_CACHE_ENTRIES=0: every request is a server render from the warm
// catalogue cache): home, a shop collection, a product page and a journal article, served by the
// app in production mode, against the raw
// node:http ceiling (a constant JSON) measured in the same run. The server is pinned to core 0
// and autocannon to core 1; 50 connections; each figure is the median of --repeat runs (min and
// max shown), after a warm-up, on the embedded database (PGlite, the default) and on PostgreSQL
// (BENCH_DATABASE_URL or TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres).
// Requests send `Accept-Encoding: br`, so pages are measured as browsers receive them (brotli).
// The cache-miss rows come from an app that keeps no page (every request renders); the CPU one
// render costs is bench/render-cost.mjs. autocannon reports p97.5 and p99 (no p95): the table says which.
// Refuses to start when the 1-minute load average is over 1 (see lib.mjs); --dry-run runs anyway
// and writes a result marked not recordable to bench/tmp/.
// Options: --duration=10 --warmup=5 --repeat=3 --connections=50 --db=both|postgres|pglite --dry-run
// --quick (a smoke run: 2 s, 1 s warm-up, one repeat; not recordable)
import {
  autocannon,
  BENCH_ADMIN_URL,
  createBenchDatabase,
  expectCacheStatus,
  formatSpread,
  machine,
  parseArgs,
  requireBuild,
  requireQuietMachine,
  spread,
  startApp,
  startRaw,
  writeResults,
} from './lib.mjs';

const opts = parseArgs(process.argv.slice(2), {
  duration: 10,
  warmup: 5,
  repeat: 3,
  connections: 50,
  db: 'both',
});
if (opts.quick === true) Object.assign(opts, { duration: 2, warmup: 1, repeat: 1 });
const adminUrl = BENCH_ADMIN_URL;

export const PAGES = [
  { name: 'home', path: '/' },
  { name: 'shop (black-seed)', path: '/shop?collection=black-seed' },
  { name: 'product (black-seed-oil)', path: '/product/black-seed-oil' },
  { name: 'journal article', path: '/blog/black-seed-oil-ancient-remedy' },
];
/** Goal: visitors and signed-in shoppers ≥ 10% of the raw ceiling with p99 ≤ 50 ms; a cache
 * miss ≥ 30% of the cached rate with p99 ≤ 100 ms; no errors. */
export const GOALS = { vsRaw: 0.1, p99: 50, missP99: 100, missVsCached: 0.3 };
const BROWSER_HEADERS = ['-H', 'accept-encoding=br', '-H', 'accept=text/html'];
const SESSION_COOKIE = 'better-auth.session_token=bench-session.signature';
/** Who asks: a visitor, a signed-in shopper (session cookie), or nobody the cache can serve. */
const MODES = [
  { name: 'visitor', headers: BROWSER_HEADERS, env: {} },
  { name: 'signed-in', headers: [...BROWSER_HEADERS, '-H', `cookie=${SESSION_COOKIE}`], env: {} },
  { name: 'cache miss', headers: BROWSER_HEADERS, env: { PAGE_CACHE_ENTRIES: '0' } },
];

/** Warm-up, then `repeat` measured runs: median, min and max of each figure. */
async function measure(url, headers) {
  if (opts.warmup > 0)
    await autocannon(url, { connections: opts.connections, seconds: opts.warmup, headers });
  const runs = [];
  for (let i = 0; i < opts.repeat; i += 1) {
    const r = await autocannon(url, {
      connections: opts.connections,
      seconds: opts.duration,
      headers,
    });
    runs.push({
      reqPerSec: Math.round(r.requests.average),
      p50: r.latency.p50,
      p97_5: r.latency.p97_5,
      p99: r.latency.p99,
      errors: r.non2xx + r.errors + r.timeouts,
      bytesPerRequest: r.requests.total ? Math.round(r.throughput.total / r.requests.total) : 0,
    });
  }
  const pick = (key) => spread(runs.map((run) => run[key]));
  return {
    reqPerSec: pick('reqPerSec'),
    p50: pick('p50'),
    p97_5: pick('p97_5'),
    p99: pick('p99'),
    // Errors are summed: one error in any run misses the goal.
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    bytesPerRequest: spread(runs.map((run) => run.bytesPerRequest)).median,
    runs,
  };
}

requireBuild();
const recordable = requireQuietMachine(opts);
const facts = machine();
const results = { machine: facts, options: opts, ceiling: null, runs: [] };
console.log(
  `bench:pages — ${facts.cores} cores, load ${facts.loadAverage.join(' ')}, ${opts.connections} connections, ${opts.warmup}s warm-up + ${opts.repeat} × ${opts.duration}s`,
);

const raw = await startRaw(3993);
const ceiling = await measure(`${raw.base}/`, []);
raw.stop();
results.ceiling = ceiling;

for (const db of ['pglite', 'postgres']) {
  if (opts.db !== 'both' && opts.db !== db) continue;
  const database = db === 'postgres' ? await createBenchDatabase(adminUrl) : null;
  try {
    for (const cacheEnv of [{}, { PAGE_CACHE_ENTRIES: '0' }]) {
      const app = await startApp({
        port: 3994,
        databaseUrl: database?.url,
        env: { DATABASE_POOL_SIZE: '10', ...cacheEnv },
      });
      try {
        const modes = MODES.filter(
          (mode) => mode.env.PAGE_CACHE_ENTRIES === cacheEnv.PAGE_CACHE_ENTRIES,
        );
        for (const page of PAGES) {
          const res = await fetch(`${app.base}${page.path}`);
          if (res.status !== 200) throw new Error(`${page.path} answered ${res.status}`);
          await res.text();
          // The cached rows must measure the cache: the page is kept, and read from it.
          const cached = cacheEnv.PAGE_CACHE_ENTRIES === undefined;
          await expectCacheStatus(`${app.base}${page.path}`, cached ? 'HIT' : 'MISS');
          for (const mode of modes) {
            const m = await measure(`${app.base}${page.path}`, mode.headers);
            results.runs.push({ db, page: page.name, mode: mode.name, path: page.path, ...m });
            console.log(
              `  ${db} ${page.name} ${mode.name}: ${m.reqPerSec.median} req/s, p99 ${m.p99.median} ms`,
            );
          }
        }
      } finally {
        await app.stop();
      }
    }
  } finally {
    await database?.drop();
  }
}

const range = (s, unit = '') => formatSpread(s, unit);
const lines = [
  `# bench:pages ${facts.date}`,
  '',
  `Machine: ${facts.cores} cores (${facts.cpu}), Node ${facts.node}, load average at start ${facts.loadAverage.join(' ')}; server pinned to core 0 and autocannon to core 1: ${facts.pinned ? 'yes' : 'no'}. ${opts.connections} connections, ${opts.warmup} s warm-up, median (min–max) of ${opts.repeat} × ${opts.duration} s. Requests send \`Accept-Encoding: br\`. Percentiles as autocannon reports them (p97.5 and p99; it has no p95).`,
  '',
  `Raw node:http ceiling (constant JSON), same run: ${range(ceiling.reqPerSec)} req/s, p99 ${range(ceiling.p99, ' ms')}.`,
  '',
  '| database | page | who | req/s | vs raw | p50 | p97.5 | p99 | errors | bytes/response |',
  '|---|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ...results.runs.map(
    (r) =>
      `| ${r.db} | ${r.page} | ${r.mode} | ${range(r.reqPerSec)} | ${((r.reqPerSec.median / ceiling.reqPerSec.median) * 100).toFixed(1)}% | ${r.p50.median} ms | ${r.p97_5.median} ms | ${range(r.p99, ' ms')} | ${r.errors} | ${r.bytesPerRequest} |`,
  ),
  '',
  `Goals: ≥ ${GOALS.vsRaw * 100}% of the raw ceiling with p99 ≤ ${GOALS.p99} ms (cache miss: ≥ ${GOALS.missVsCached * 100}% of the cached rate, p99 ≤ ${GOALS.missP99} ms), zero errors, on both databases.`,
];
for (const r of results.runs) {
  const misses = [];
  if (r.mode === 'cache miss') {
    // Goal: an uncached render at ≥ 30% of the cached (visitor) rate of the same page.
    const cached = results.runs.find(
      (v) => v.db === r.db && v.page === r.page && v.mode === 'visitor',
    );
    const ofCached = cached ? r.reqPerSec.median / cached.reqPerSec.median : 0;
    if (ofCached < GOALS.missVsCached)
      misses.push(
        `${(ofCached * 100).toFixed(1)}% of the cached rate < ${GOALS.missVsCached * 100}%`,
      );
  } else {
    const share = r.reqPerSec.median / ceiling.reqPerSec.median;
    if (share < GOALS.vsRaw)
      misses.push(`throughput ${(share * 100).toFixed(1)}% < ${GOALS.vsRaw * 100}%`);
  }
  const p99Goal = r.mode === 'cache miss' ? GOALS.missP99 : GOALS.p99;
  if (r.p99.median > p99Goal) misses.push(`p99 ${r.p99.median} ms > ${p99Goal} ms`);
  if (r.errors > 0) misses.push(`${r.errors} errors`);
  r.goalsMissed = misses;
  if (misses.length > 0) lines.push(`- MISSED ${r.db} ${r.page} (${r.mode}): ${misses.join(', ')}`);
}
if (results.runs.every((r) => r.goalsMissed.length === 0)) lines.push('- every goal met');
const summary = lines.join('\n');
console.log(`\n${summary}`);
const file = writeResults('pages', results, summary, recordable);
console.log(`\nwritten: ${file}.json and .md`);
