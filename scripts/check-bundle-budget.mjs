// Bundle budget: from Vite's build manifest, the bytes a browser downloads for
// the first paint of /, /shop and /product/:handle (the entry, its static imports, the route's
// lazy chunk and its static imports), measured as the server sends them: the build's brotli copy
// (`.br`, quality 11, written by vite.config.ts and served as it is to browsers that accept br),
// or the file itself when it has none (under 1 KB: the server does not compress those either).
// CSS is counted and reported separately. Fails over each page's ceilings, when a route's own
// chunk is over 30 KB, or when admin, account, wholesale or checkout code is in a first-paint set.
// Usage: node scripts/check-bundle-budget.mjs [dist/web]
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The storefront speed goal (docs/decisions/016-page-cache-and-precompressed-assets.md): first-paint JS per storefront route ≤ 90 KB as downloaded (brotli). Met since
 * the browser runs Preact (preact/compat) in place of React DOM (vite.config.ts, docs/decisions/042-preact-runtime.md):
 * measured 2026-11-24 (brotli 11): / 77.5 KB, /shop 70.6 KB, /product 85.8 KB of JS in 7
 * scripts each; 13.8 KB of CSS (106.8 KB raw) on every page. The goal is the enforced ceiling: growth past it fails `npm test`. */
export const PAGE_BUDGET_GOAL = 90 * 1024;
export const ROUTE_CHUNK_BUDGET = 30 * 1024;
/** Scripts a storefront page fetches for its first paint. Each costs a phone on a slow network a
 * round trip; the build groups them (scripts/vite/first-paint-chunks.ts): 7, down from
 * 25–35 (docs/decisions/048-first-paint-in-few-requests.md). 9 since the early-taps script
 * (async, its own entry: docs/decisions/106-first-paint-taps.md), whose second entry also
 * makes the bundler put its helpers in a chunk of their own (rolldown-runtime, 0.7 KB), so 9 is
 * 7 + 2 and not one more grouped app chunk. */
export const FIRST_PAINT_SCRIPTS_CEILING = 9;
export const PAGES = [
  {
    path: '/',
    route: 'features/catalog/home-page.tsx',
    budget: PAGE_BUDGET_GOAL,
    cssBudget: 15 * 1024,
  },
  {
    path: '/shop',
    route: 'features/catalog/shop-page.tsx',
    budget: PAGE_BUDGET_GOAL,
    cssBudget: 15 * 1024,
  },
  {
    path: '/product/:handle',
    route: 'features/product/product-page.tsx',
    budget: PAGE_BUDGET_GOAL,
    cssBudget: 15 * 1024,
  },
];
/** The early-taps script's manifest key (src/server/pages/build-assets.ts). */
const EARLY_TAPS_KEY = 'early-taps.ts';
export const FORBIDDEN = /(^|\/)features\/(admin|account|wholesale|checkout)\/|(^|\/)checkout[-/.]/;

/** The first-paint sets of every page, with sizes, and the list of budget failures. */
export function checkBundleBudget(outDir) {
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  // The size as served: the brotli copy when the build wrote one, else the file itself.
  const servedCache = new Map();
  const gz = (file) => {
    if (!servedCache.has(file)) {
      const path = join(outDir, file);
      servedCache.set(file, statSync(existsSync(`${path}.br`) ? `${path}.br` : path).size);
    }
    return servedCache.get(file);
  };
  // Everything statically reachable from a manifest key: the chunk keys (sources) and JS files.
  const closure = (key, keys = new Set()) => {
    if (keys.has(key)) return keys;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no entry ${key}`);
    keys.add(key);
    for (const imported of chunk.imports ?? []) closure(imported, keys);
    return keys;
  };
  // The page's entry (main.tsx); the early-taps script is an entry of its own that every page's
  // head loads async (src/web/early-taps.ts): counted with each page.
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k !== EARLY_TAPS_KEY);
  if (!entryKey) throw new Error('manifest has no entry chunk');
  const earlyTaps = manifest[EARLY_TAPS_KEY];
  if (!earlyTaps) throw new Error(`manifest has no ${EARLY_TAPS_KEY} entry`);
  // What the entry (main.tsx) imports after the first paint: the app, preloaded with the page.
  const appKeys = manifest[entryKey].dynamicImports ?? [];
  if (appKeys.length === 0) throw new Error('the entry imports no app after the first paint');
  const withApp = (keys) => appKeys.reduce((set, key) => closure(key, set), keys);
  const failures = [];
  const rows = [];
  for (const page of PAGES) {
    const routeKey = Object.keys(manifest).find((k) => k.endsWith(page.route));
    if (!routeKey) {
      failures.push(`${page.path}: no chunk for ${page.route} in the manifest`);
      continue;
    }
    // The entry (main.tsx), the app it runs after the first paint (app.tsx, preloaded with the
    // page) and the route's module.
    const keys = closure(routeKey, withApp(closure(entryKey)));
    const files = new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')));
    files.add(earlyTaps.file);
    const total = [...files].reduce((sum, f) => sum + gz(f), 0);
    const cssFiles = new Set([...keys].flatMap((k) => manifest[k].css ?? []));
    const css = [...cssFiles].reduce((sum, f) => sum + gz(f), 0);
    const cssRaw = [...cssFiles].reduce((sum, f) => sum + statSync(join(outDir, f)).size, 0);
    const entryTotal = [...withApp(closure(entryKey))]
      .map((k) => manifest[k].file)
      .reduce((sum, f) => sum + gz(f), 0);
    const own = gz(manifest[routeKey].file);
    // Source modules are not listed per chunk in the manifest; chunk keys and names are, and
    // Vite names a shared chunk after its first module, so both are checked.
    const forbidden = [...keys].filter(
      (k) =>
        FORBIDDEN.test(k) ||
        FORBIDDEN.test(manifest[k].name ?? '') ||
        FORBIDDEN.test(manifest[k].file),
    );
    rows.push({
      page: page.path,
      total,
      entry: entryTotal,
      route: own,
      chunks: files.size,
      css,
      cssRaw,
      budget: page.budget,
    });
    if (total > page.budget) {
      failures.push(`${page.path}: first-paint JS ${kb(total)} > ${kb(page.budget)}`);
    }
    if (files.size > FIRST_PAINT_SCRIPTS_CEILING) {
      failures.push(
        `${page.path}: ${files.size} first-paint scripts > ${FIRST_PAINT_SCRIPTS_CEILING} (${[...files].join(', ')})`,
      );
    }
    if (css > page.cssBudget) {
      failures.push(`${page.path}: first-paint CSS ${kb(css)} > ${kb(page.cssBudget)}`);
    }
    if (own > ROUTE_CHUNK_BUDGET) {
      failures.push(
        `${page.path}: route chunk ${manifest[routeKey].file} ${kb(own)} > ${kb(ROUTE_CHUNK_BUDGET)}`,
      );
    }
    for (const k of forbidden)
      failures.push(`${page.path}: loads ${k} (admin/account/wholesale/checkout)`);
  }
  return { rows, failures };
}

export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatTable(rows) {
  const lines = [
    'sizes as downloaded (brotli 11 where the build wrote a .br copy, else the file)',
    'page               first-paint JS  vs goal  entry+imports  route chunk  chunks   CSS (raw)',
    ...rows.map(
      (r) =>
        `${r.page.padEnd(18)} ${kb(r.total).padStart(14)}  ${`${r.total > PAGE_BUDGET_GOAL ? '+' : ''}${kb(r.total - PAGE_BUDGET_GOAL)}`.padStart(7)}  ${kb(r.entry).padStart(13)}  ${kb(r.route).padStart(11)}  ${String(r.chunks).padStart(6)}   ${kb(r.css)} (${kb(r.cssRaw)})`,
    ),
    `ceilings: ${PAGES.map((p) => `${p.path} ${kb(p.budget)} JS, ${kb(p.cssBudget)} CSS`).join('; ')}; ${kb(ROUTE_CHUNK_BUDGET)} per route chunk; ${FIRST_PAINT_SCRIPTS_CEILING} scripts per page; goal ${kb(PAGE_BUDGET_GOAL)} JS per page${rows.every((r) => r.total <= PAGE_BUDGET_GOAL) ? ' (met)' : ' (not met)'}`,
  ];
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = resolve(process.argv[2] ?? 'dist/web');
  const { rows, failures } = checkBundleBudget(outDir);
  console.log(formatTable(rows));
  if (failures.length > 0) {
    console.error(`\nBundle budget exceeded:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Bundle budget met.');
}
