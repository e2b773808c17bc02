// npm run bench — bench:api, bench:web, then bench:renewals; options are passed to both (see api.mjs, web.mjs).
import { spawnSync } from 'node:child_process';

for (const script of ['bench/api.mjs', 'bench/web.mjs', 'bench/renewals.mjs']) {
  const result = spawnSync(process.execPath, [script, ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
