// npm run bench — bench:api, bench:pages (HTML throughput), bench:web (Lighthouse), then
// bench:renewals, then bench:reports (the owner's reports over 100,000 orders; its own options,
// see reports.mjs); options are passed to each of the others (see api.mjs, pages.mjs, web.mjs, renewals.mjs).
import { spawnSync } from 'node:child_process';

for (const script of ['bench/api.mjs', 'bench/pages.mjs', 'bench/web.mjs', 'bench/renewals.mjs']) {
  const result = spawnSync(process.execPath, [script, ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const reports = spawnSync(process.execPath, ['--import', 'tsx', 'bench/reports.mjs'], {
  stdio: 'inherit',
});
if (reports.status !== 0) process.exit(reports.status ?? 1);
