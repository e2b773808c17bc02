// npm run bench:web — Lighthouse (mobile defaults) against the production build, served by the
// app in production mode on the embedded database: home, shop and a product page, 5 runs each,
// median reported with (min–max), after an unmeasured warm-up request per page. Uses Debian's
// Chromium (CHROMIUM_PATH, default /usr/bin/chromium). Refuses to start when the 1-minute load
// average is over 1 (see lib.mjs); --dry-run runs anyway, marked not recordable, into bench/tmp/.
// Options: --runs=5 --port=3992 --dry-run. The build is dist/web as `npm start` leaves it (run
// `npm run build:web` first after changing the web app; it also builds dist/ssr, the server render).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  formatSpread,
  machine,
  parseArgs,
  requireQuietMachine,
  spread,
  startApp,
  writeResults,
} from './lib.mjs';

const opts = parseArgs(process.argv.slice(2), { runs: 5, port: 3992 });
// --quick: one run per page (a smoke run, not recordable).
if (opts.quick === true) opts.runs = 1;
const recordable = requireQuietMachine(opts);
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'shop', path: '/shop?collection=black-seed' },
  { name: 'product', path: '/product/black-seed-oil' },
];
// The storefront speed goals for home, shop and product on a phone (before it
// docs/decisions/016-page-cache-and-precompressed-assets.md, 048-first-paint-in-few-requests.md).
const GOALS = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcp: 1500,
  tbt: 50,
  cls: 0.02,
  fcp: 1000,
};

const facts = machine();
const app = await startApp({ port: opts.port, core: 0 });
// Warm-up, not measured: a fresh process loads the server render's modules and each route's chunk
// on its first request, which a server in service has long done. Asked as Chrome asks (brotli), so
// the page cache makes the dense brotli copy it sends a page's later visitors: Node's fetch asks
// for gzip, and Lighthouse's first run of a page got the quick quality-1 copy, 5.8 KB larger.
for (const page of PAGES) {
  for (let i = 0; i < 2; i += 1) {
    await (await fetch(`${app.base}${page.path}`, { headers: { 'accept-encoding': 'br' } })).text();
  }
}
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const median = (values) => spread(values).median;
const pages = [];
try {
  for (const page of PAGES) {
    const runs = [];
    const failures = [];
    // A run Lighthouse could not complete (runtimeError, no performance score) is recorded and
    // retried, never counted as a score of 0 in the median.
    for (let attempt = 0; runs.length < opts.runs && attempt < opts.runs * 2; attempt += 1) {
      const result = await lighthouse(`${app.base}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = result.lhr;
      if (lhr.runtimeError || lhr.categories.performance.score === null) {
        const reason = lhr.runtimeError?.code ?? 'no performance score';
        failures.push(reason);
        process.stdout.write(`${page.name} attempt ${attempt + 1}: failed (${reason}), retrying\n`);
        continue;
      }
      runs.push({
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        'best-practices': Math.round((lhr.categories['best-practices'].score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo.score ?? 0) * 100),
        lcp: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
        tbt: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
        cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
        fcp: Math.round(lhr.audits['first-contentful-paint'].numericValue ?? 0),
        // Lighthouse's measure of this machine's CPU speed (higher is faster): simulated TBT and
        // FCP scale the main thread's observed work by 4×, so runs on different machines are
        // compared with this beside them.
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex ?? 0),
        longTasks: (lhr.audits['long-tasks']?.details?.items ?? [])
          .slice(0, 5)
          .map((t) => `${Math.round(t.duration)} ms ${String(t.url ?? '').replace(app.base, '')}`),
        failedAudits: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      });
      process.stdout.write(
        `${page.name} run ${runs.length}/${opts.runs}: perf ${runs.at(-1).performance}\n`,
      );
    }
    if (runs.length === 0)
      throw new Error(`${page.name}: every Lighthouse run failed (${failures.join(', ')})`);
    const keys = [
      'performance',
      'accessibility',
      'best-practices',
      'seo',
      'lcp',
      'tbt',
      'cls',
      'fcp',
      'benchmarkIndex',
    ];
    pages.push({
      ...page,
      median: Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => r[k]))])),
      spread: Object.fromEntries(keys.map((k) => [k, spread(runs.map((r) => r[k]))])),
      runs,
      failedRuns: failures,
    });
  }
} finally {
  await chrome.kill();
  await app.stop();
}

const seconds = (s) =>
  formatSpread({ median: s.median / 1000, min: s.min / 1000, max: s.max / 1000 }, ' s', 2);
const row = (p) =>
  `| ${p.name} | ${formatSpread(p.spread.performance)} | ${formatSpread(p.spread.accessibility)} | ${formatSpread(p.spread['best-practices'])} | ${formatSpread(p.spread.seo)} | ${seconds(p.spread.lcp)} | ${formatSpread(p.spread.tbt, ' ms')} | ${formatSpread(p.spread.cls, '', 3)} | ${seconds(p.spread.fcp)} | ${formatSpread(p.spread.benchmarkIndex)} |`;
const lines = [
  `# bench:web ${facts.date}`,
  '',
  `Lighthouse 12 (mobile defaults, simulated throttling), ${opts.runs} runs per page: medians with (min–max). Machine: ${facts.cores} cores, load average at start ${facts.loadAverage.join(' ')}.`,
  '',
  '| page | perf | a11y | best practices | SEO | LCP | TBT | CLS | FCP | CPU index |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...pages.map(row),
  '',
  "CPU index: Lighthouse's benchmarkIndex of this machine (higher is faster); TBT and FCP are simulated from the observed main-thread work slowed 4×, so they move with it.",
  '',
  `Goals: performance ≥ ${GOALS.performance}; accessibility, best practices, SEO = 100; LCP ≤ ${GOALS.lcp / 1000} s; TBT ≤ ${GOALS.tbt} ms; CLS ≤ ${GOALS.cls}; FCP ≤ ${GOALS.fcp / 1000} s.`,
];
for (const p of pages.filter((page) => page.failedRuns.length > 0))
  lines.push(
    `- ${p.name}: ${p.failedRuns.length} Lighthouse run(s) failed and were retried (${p.failedRuns.join(', ')})`,
  );
for (const p of pages) {
  const m = p.median;
  const misses = [];
  for (const k of ['performance', 'accessibility', 'best-practices', 'seo'])
    if (m[k] < GOALS[k]) misses.push(`${k} ${m[k]}`);
  if (m.lcp > GOALS.lcp) misses.push(`LCP ${(m.lcp / 1000).toFixed(2)} s`);
  if (m.tbt > GOALS.tbt) misses.push(`TBT ${m.tbt} ms`);
  if (m.cls > GOALS.cls) misses.push(`CLS ${m.cls}`);
  if (m.fcp > GOALS.fcp) misses.push(`FCP ${(m.fcp / 1000).toFixed(2)} s`);
  if (misses.length > 0)
    lines.push(
      `- MISSED ${p.name}: ${misses.join(', ')} (failed audits: ${[...new Set(p.runs.flatMap((r) => r.failedAudits))].join(', ') || 'none'})`,
    );
}
const summary = lines.join('\n');
console.log(`\n${summary}`);
const file = writeResults('web', { machine: facts, options: opts, pages }, summary, recordable);
console.log(`\nwritten: ${file}.json and .md`);
