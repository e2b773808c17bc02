// `npm test`: types, lint, unit, integration and end-to-end tests, in that order; stops at the
// first failure. Integration tests run on PostgreSQL: TEST_DATABASE_URL, else the machine's own
// server at postgres://postgres@127.0.0.1:5432/postgres when it answers; only without either do
// they fall back to PGlite in memory, and then the PostgreSQL-only suites (faults, scale-out) skip.
import { spawnSync } from 'node:child_process';
import pg from 'pg';
import { CHROMIUM_MISSING_MESSAGE, findChromium } from './find-chromium.mjs';

const steps = [
  ['Typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['Lint and format', 'npx', ['biome', 'check', '.']],
  ['Unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  // Built once here (dist/web and the server render dist/ssr: vite.config.ts builds both):
  // static-asset and server-render tests read it, and the end-to-end server finds it up to date.
  ['Build the web app', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['Integration tests', 'npx', ['vitest', 'run', '--project', 'integration']],
  ['End-to-end tests', 'node', ['scripts/e2e.mjs']],
  // Reads the production build made above (dist/web).
  ['Bundle budget', 'node', ['scripts/check-bundle-budget.mjs', 'dist/web']],
];

if (!findChromium()) {
  console.error(CHROMIUM_MISSING_MESSAGE);
  process.exit(1);
}

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
if (!process.env.TEST_DATABASE_URL) {
  const client = new pg.Client({ connectionString: LOCAL_POSTGRES, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    process.env.TEST_DATABASE_URL = LOCAL_POSTGRES;
  } catch {
    console.warn(
      `No PostgreSQL at ${LOCAL_POSTGRES} and no TEST_DATABASE_URL: integration tests run on PGlite and the PostgreSQL-only suites (faults, scale-out) are skipped.`,
    );
  } finally {
    await client.end().catch(() => {});
  }
}

const started = Date.now();
for (const [name, command, args] of steps) {
  const stepStart = Date.now();
  const db =
    name === 'Integration tests'
      ? ` on ${process.env.TEST_DATABASE_URL ? 'PostgreSQL (TEST_DATABASE_URL)' : 'PGlite in memory'}`
      : '';
  console.log(`\n▶ ${name}${db}`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - stepStart) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
