// npm run bench — one run that prints every figure of the storefront's speed goals: bench:pages
// (the raw node:http ceiling, then visitor, signed-in and cache-miss rates of home, shop, a
// product and an article with `Accept-Encoding: br`, on PGlite and PostgreSQL), the CPU one
// uncached product page costs (render-cost.mjs), and bench:web (the Lighthouse table); then, in a
// full run, bench:api, bench:renewals and bench:reports (the owner's reports over 100,000 orders;
// its own options, see reports.mjs). Options are passed to each script (see pages.mjs, web.mjs,
// render-cost.mjs, api.mjs, renewals.mjs): e.g. --db=pglite|postgres|both, --dry-run.
// --quick: a short smoke run of pages, render-cost and web only (not recordable, bench/tmp/).
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const run = (nodeArgs) => {
  const result = spawnSync(process.execPath, [...nodeArgs], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

for (const script of ['bench/pages.mjs', 'bench/render-cost.mjs', 'bench/web.mjs']) {
  run([script, ...args]);
}
if (!quick) {
  for (const script of ['bench/api.mjs', 'bench/renewals.mjs']) run([script, ...args]);
  run(['--import', 'tsx', 'bench/reports.mjs']);
}
