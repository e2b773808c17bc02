// npm run bench:render-cost — the CPU one uncached page costs the server: the app in production
// mode with PAGE_CACHE_ENTRIES=0 (every request is a server render: page data from the warm
// catalogue cache, head, render to string, embedded data, compression), requested one at a time
// with `Accept-Encoding: br`, and the server process's CPU time (user + system, from
// /proc/<pid>/stat, so work in libuv's thread pool — compression — counts too) divided by the
// requests, after the background work of the last one has settled. The same for a cached page
// (the default cache) shows what the HTTP pipeline alone costs. Median of --repeat runs of
// --requests each, per page. Goal: the product page's miss ≤ 3 ms of CPU.
// --profile measures the miss only and writes a V8 CPU profile of its server to bench/tmp/ (open
// it in Chrome DevTools; compression in libuv's thread pool is not in it).
// Options: --requests=300 --repeat=5 --db=both|pglite|postgres --profile --miss-only
// --port=3996 (and the next one) --page=product|home|shop|article|all --quick (50 requests, one repeat). PostgreSQL: a fresh
// database on BENCH_DATABASE_URL, DATABASE_URL or TEST_DATABASE_URL (see lib.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BENCH_ADMIN_URL,
  createBenchDatabase,
  machine,
  parseArgs,
  ROOT,
  requireBuild,
  requireQuietMachine,
  spread,
  startApp,
  writeResults,
} from './lib.mjs';

const opts = parseArgs(process.argv.slice(2), {
  requests: 300,
  repeat: 5,
  db: 'both',
  page: 'product',
  port: 3996,
});
if (opts.quick === true) Object.assign(opts, { requests: 50, repeat: 1 });
const recordable = requireQuietMachine(opts);
const facts = machine();
const PAGES = {
  product: '/product/black-seed-oil',
  shop: '/shop?collection=black-seed',
  home: '/',
  article: '/blog/black-seed-oil-ancient-remedy',
};
/** The product page's goal: an uncached render costs at most this much CPU. */
export const MISS_CPU_GOAL_MS = 3;

const TICKS_PER_SECOND = 100; // USER_HZ on Linux
function cpuMs(pid) {
  // Fields 14 and 15 (utime, stime) after the parenthesised command name.
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

const settle = () => new Promise((r) => setTimeout(r, 300));

async function requestMany(base, path, count) {
  for (let i = 0; i < count; i += 1) {
    const res = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'br' } });
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
    const html = await res.text();
    // A page the server did not render (no build, a stale server build, a failed render) is the
    // plain SPA: far cheaper, and not what this measures.
    if (i === 0 && !html.includes('<div id="root"><')) {
      throw new Error(`${path} came without its server-rendered markup: is the build current?`);
    }
  }
}

/** CPU ms per request of `path` on `app`: the median (min–max) of opts.repeat runs. */
async function measure(app, path) {
  await requestMany(app.base, path, 30); // warm-up: modules, JIT, catalogue cache
  await settle();
  const runs = [];
  for (let r = 0; r < opts.repeat; r += 1) {
    const before = cpuMs(app.pid);
    await requestMany(app.base, path, opts.requests);
    await settle(); // background compression of the last responses
    runs.push((cpuMs(app.pid) - before) / opts.requests);
  }
  return spread(runs);
}

requireBuild();
const pages = opts.page === 'all' ? Object.keys(PAGES) : [opts.page];
const results = {};
for (const db of ['pglite', 'postgres']) {
  if (opts.db !== 'both' && opts.db !== db) continue;
  const database = db === 'postgres' ? await createBenchDatabase(BENCH_ADMIN_URL) : null;
  try {
    for (const [index, mode] of ['hit', 'miss'].entries()) {
      if ((opts.profile || opts['miss-only']) && mode === 'hit') continue;
      const app = await startApp({
        // A port of its own per server: a kept-alive connection to the last one is never reused.
        port: Number(opts.port) + index,
        databaseUrl: database?.url,
        env: mode === 'miss' ? { PAGE_CACHE_ENTRIES: '0' } : {},
        nodeArgs: [
          ...(typeof opts['node-args'] === 'string' ? opts['node-args'].split(' ') : []),
          ...(opts.profile && mode === 'miss'
            ? ['--cpu-prof', `--cpu-prof-dir=${join(ROOT, 'bench/tmp')}`]
            : []),
        ],
      });
      try {
        for (const page of pages) {
          const s = await measure(app, PAGES[page]).catch((err) => {
            console.error(`server output:\n${app.output()}`);
            throw err;
          });
          results[`${db} ${page} ${mode}`] = s;
          console.log(
            `render-cost ${db} ${page} ${mode === 'miss' ? 'cache miss' : 'cached'}: ${s.median.toFixed(2)} ms CPU per request (${s.min.toFixed(2)}–${s.max.toFixed(2)}), ${opts.repeat} × ${opts.requests} requests`,
          );
        }
      } finally {
        await app.stop();
      }
    }
  } finally {
    await database?.drop();
  }
}
const lines = [
  `# bench:render-cost ${new Date().toISOString()}`,
  '',
  `Machine: ${facts.cores} cores, load average at start ${facts.loadAverage.join(' ')}. CPU ms of the server process per request (user + system), median (min–max) of ${opts.repeat} × ${opts.requests} requests, one at a time, \`Accept-Encoding: br\`.`,
  '',
  ...Object.entries(results).map(
    ([key, s]) => `- ${key}: ${s.median.toFixed(2)} ms (${s.min.toFixed(2)}–${s.max.toFixed(2)})`,
  ),
  '',
];
for (const [key, s] of Object.entries(results)) {
  if (!key.endsWith('product miss')) continue;
  lines.push(
    s.median <= MISS_CPU_GOAL_MS
      ? `${key}: ${s.median.toFixed(2)} ms ≤ ${MISS_CPU_GOAL_MS} ms: goal met`
      : `MISSED ${key}: ${s.median.toFixed(2)} ms of CPU > ${MISS_CPU_GOAL_MS} ms`,
  );
}
console.log(lines.slice(-2).join('\n'));
if (!opts.profile) {
  const base = writeResults(
    'render-cost',
    { machine: facts, options: opts, results },
    lines.join('\n'),
    recordable,
  );
  console.log(`written: ${base}.json and .md`);
}
if (opts.profile) console.log('CPU profile of the miss server written to bench/tmp/*.cpuprofile');
