// npm run bench — one run that prints every figure of the storefront's speed goals: bench:pages
// (the raw node:http ceiling, then visitor, signed-in and cache-miss rates of home, shop, a
// product and an article with `Accept-Encoding: br`, on PGlite and PostgreSQL), the CPU one
// uncached product page costs (render-cost.mjs), and bench:web (the Lighthouse table); then, in a
// full run, bench:api, bench:renewals and bench:reports (the owner's reports over 100,000 orders;
// its own options, see reports.mjs). Options are passed to each script (see pages.mjs, web.mjs,
// render-cost.mjs, api.mjs, renewals.mjs): e.g. --db=pglite|postgres|both, --dry-run.
// --quick: a short smoke run of pages, render-cost and web only (not recordable, bench/tmp/).
import { spawnSync } from 'node:child_process';
import { waitForLoadToSettle } from './lib.mjs';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const run = (nodeArgs) => {
  const result = spawnSync(process.execPath, [...nodeArgs], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// Each script checks the machine is quiet before it starts, but the 1-minute load average still
// counts the previous script's own work for a minute after it ends: wait for it to fall first.
const scripts = [['bench/pages.mjs'], ['bench/render-cost.mjs'], ['bench/web.mjs']];
if (!quick)
  scripts.push(['bench/api.mjs'], ['bench/renewals.mjs'], ['--import', 'tsx', 'bench/reports.mjs']);
for (const [index, script] of scripts.entries()) {
  if (index > 0 && !quick) await waitForLoadToSettle();
  run([...script, ...args]);
}
