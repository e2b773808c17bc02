// Runs the Playwright journeys in the system Chromium against `npm start`'s server
// (the production build under NODE_ENV=test, embedded database in a fresh data folder; see e2e/server.mjs).
import { spawnSync } from 'node:child_process';
import { CHROMIUM_MISSING_MESSAGE, findChromium } from './find-chromium.mjs';

if (!findChromium()) {
  console.error(CHROMIUM_MISSING_MESSAGE);
  process.exit(1);
}
const result = spawnSync('npx', ['playwright', 'test', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
