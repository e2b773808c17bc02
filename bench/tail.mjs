// node bench/tail.mjs — where a cached page's slow requests come from: the visitor runs of
// bench:pages (server on core 0, autocannon on core 1, 50 connections, `Accept-Encoding: br`),
// with the server's event-loop delay and garbage collections over each measured run beside its
// req/s and latency (bench/loop-probe.cjs, preloaded into the server). Median of --repeat runs per
// page, every run printed with the load average. Not a goal check (bench:pages is): a diagnostic,
// written to bench/tmp/.
// Options: --db=pglite|postgres|both --page=home|shop|product|article|all --duration=10 --warmup=5
// --repeat=3 --connections=50 --cpu-prof (a V8 CPU profile of the server, bench/tmp/)
// --env=NAME=value,… (extra server environment, e.g. --env=PAGE_CACHE_ENTRIES=0) --port=3995
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import {
  autocannon,
  BENCH_ADMIN_URL,
  createBenchDatabase,
  expectCacheStatus,
  parseArgs,
  ROOT,
  requireBuild,
  spread,
  startApp,
} from './lib.mjs';

const opts = parseArgs(process.argv.slice(2), {
  db: 'pglite',
  page: 'all',
  duration: 10,
  warmup: 5,
  repeat: 3,
  connections: 50,
  env: '',
  port: 3995,
});
const HEADERS = ['-H', 'accept-encoding=br', '-H', 'accept=text/html'];
// The pages of bench:pages (pages.mjs runs when imported, so they are named again here).
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'shop', path: '/shop?collection=black-seed' },
  { name: 'product', path: '/product/black-seed-oil' },
  { name: 'article', path: '/blog/black-seed-oil-ancient-remedy' },
];
const pages = PAGES.filter((p) => opts.page === 'all' || p.name === opts.page);
const tmp = join(ROOT, 'bench/tmp');
mkdirSync(tmp, { recursive: true });
const probeFile = join(tmp, `loop-probe-${process.pid}.json`);
const extraEnv = Object.fromEntries(
  String(opts.env)
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=')),
);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** Asks the probe for the window since the last ask (and starts a new one). */
async function probe(pid) {
  rmSync(probeFile, { force: true });
  process.kill(pid, 'SIGWINCH');
  // Up to 20 s: on a busy machine the server may not run for a while.
  for (let i = 0; i < 400; i += 1) {
    await new Promise((r) => setTimeout(r, 50));
    try {
      return JSON.parse(readFileSync(probeFile, 'utf8'));
    } catch {}
  }
  throw new Error('the loop probe did not answer');
}

requireBuild();
const results = [];
console.log(
  `bench/tail — load ${load()}, ${opts.connections} connections, ${opts.repeat} × ${opts.duration} s`,
);
for (const db of ['pglite', 'postgres']) {
  if (opts.db !== 'both' && opts.db !== db) continue;
  const database = db === 'postgres' ? await createBenchDatabase(BENCH_ADMIN_URL) : null;
  const nodeArgs = ['--require', join(ROOT, 'bench/loop-probe.cjs')];
  if (opts['cpu-prof'] === true) nodeArgs.push('--cpu-prof', `--cpu-prof-dir=${tmp}`);
  const app = await startApp({
    port: opts.port,
    databaseUrl: database?.url,
    nodeArgs,
    env: { DATABASE_POOL_SIZE: '10', LOOP_PROBE_FILE: probeFile, ...extraEnv },
  });
  try {
    for (const page of pages) {
      const url = `${app.base}${page.path}`;
      const first = await fetch(url);
      if (first.status !== 200) throw new Error(`${page.path} answered ${first.status}`);
      await first.text();
      if (!extraEnv.PAGE_CACHE_ENTRIES) await expectCacheStatus(url, 'HIT');
      await autocannon(url, {
        connections: opts.connections,
        seconds: opts.warmup,
        headers: HEADERS,
      });
      const runs = [];
      for (let i = 0; i < opts.repeat; i += 1) {
        await probe(app.pid);
        const loadBefore = load();
        const r = await autocannon(url, {
          connections: opts.connections,
          seconds: opts.duration,
          headers: HEADERS,
        });
        const seen = await probe(app.pid);
        const run = {
          reqPerSec: Math.round(r.requests.average),
          p50: r.latency.p50,
          p99: r.latency.p99,
          max: r.latency.max,
          errors: r.non2xx + r.errors + r.timeouts,
          loadBefore,
          ...seen,
        };
        runs.push(run);
        const gc = Object.entries(seen.gc)
          .map(([k, s]) => `${k} ${s.count}× Σ${s.totalMs} max ${s.maxMs} ms`)
          .join('; ');
        console.log(
          `  ${db} ${page.name} run ${i + 1}: ${run.reqPerSec} req/s, p50 ${run.p50} p99 ${run.p99} max ${run.max} ms, errors ${run.errors} | loop delay p50 ${seen.loopDelayMs.p50} p99 ${seen.loopDelayMs.p99} max ${seen.loopDelayMs.max} ms | gc ${gc} | rss ${seen.memoryMb.rss} MB heap ${seen.memoryMb.heapUsed}/${seen.memoryMb.heapTotal} MB | load ${loadBefore}`,
        );
      }
      const med = (f) => spread(runs.map(f)).median;
      const summary = {
        db,
        page: page.name,
        reqPerSec: med((r) => r.reqPerSec),
        p99: med((r) => r.p99),
        loopP99: med((r) => r.loopDelayMs.p99),
        loopMax: med((r) => r.loopDelayMs.max),
        runs,
      };
      results.push(summary);
      console.log(
        `  ${db} ${page.name} median: ${summary.reqPerSec} req/s, p99 ${summary.p99} ms, loop delay p99 ${summary.loopP99} ms, max ${summary.loopMax} ms`,
      );
    }
  } finally {
    await app.stop();
    await database?.drop();
  }
}
const stamp = new Date().toISOString().slice(0, 16).replace(/[:T]/g, '-');
const out = join(tmp, `tail-${stamp}.json`);
writeFileSync(out, `${JSON.stringify({ options: opts, load: load(), results }, null, 2)}\n`);
rmSync(probeFile, { force: true });
console.log(`written: ${out}`);
