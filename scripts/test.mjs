// `npm test`: types, lint, unit, integration and end-to-end tests, in that order; stops at the
// first failure. Integration tests run on PostgreSQL: TEST_DATABASE_URL, else the machine's own
// server at postgres://postgres@127.0.0.1:5432/postgres when it answers; and on Redis:
// TEST_REDIS_URL, else redis://127.0.0.1:6379 when it answers. With CI=true a missing PostgreSQL
// or Redis stops the run before any test; outside CI the suites that need them skip and the
// integration step ends with a line naming every skipped suite (src/server/test/skip-report.ts).
import { spawnSync } from 'node:child_process';
import { Redis } from 'ioredis';
import pg from 'pg';
import { CHROMIUM_MISSING_MESSAGE, findChromium } from './find-chromium.mjs';

const steps = [
  ['Typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['Lint and format', 'npx', ['biome', 'check', '.']],
  // Import zones between the server's domains and the sandbox (.dependency-cruiser.cjs);
  // import cycles are Biome's noImportCycles in the step above; cycles between the server's
  // domain folders are scripts/domain-graph.mjs, run by the same command (decision 142).
  ['Server import zones', 'npm', ['run', '--silent', 'lint:imports']],
  ['Unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  // Built once here (dist/web and the server render dist/ssr: vite.config.ts builds both):
  // static-asset and server-render tests read it, and the end-to-end server finds it up to date.
  ['Build the web app', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['Integration tests', 'npx', ['vitest', 'run', '--project', 'integration']],
  ['End-to-end tests', process.execPath, ['scripts/e2e.mjs']],
  // Reads the production build made above (dist/web).
  ['Bundle budget', process.execPath, ['scripts/check-bundle-budget.mjs', 'dist/web']],
];

if (!findChromium()) {
  console.error(CHROMIUM_MISSING_MESSAGE);
  process.exit(1);
}

const onCi = process.env.CI === 'true';
const missing = [];
console.log(`npm test on Node ${process.version} (${process.execPath})`);

const LOCAL_POSTGRES = 'postgres://postgres@127.0.0.1:5432/postgres';
const databaseUrl = process.env.TEST_DATABASE_URL || LOCAL_POSTGRES;
{
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    process.env.TEST_DATABASE_URL = databaseUrl;
  } catch (err) {
    missing.push(
      `PostgreSQL at ${databaseUrl} (${err.message}): set TEST_DATABASE_URL or start the server; without it integration tests run on PGlite and the PostgreSQL suites (faults, scale-out, catalogue cache across instances) skip`,
    );
    delete process.env.TEST_DATABASE_URL;
  } finally {
    await client.end().catch(() => {});
  }
}

const LOCAL_REDIS = 'redis://127.0.0.1:6379';
const redisUrl = process.env.TEST_REDIS_URL || LOCAL_REDIS;
{
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    process.env.TEST_REDIS_URL = redisUrl;
  } catch (err) {
    missing.push(
      `Redis at ${redisUrl} (${err.message}): set TEST_REDIS_URL or start redis-server; without it the Redis suites (Redis rate-limit store, scale-out) skip`,
    );
  } finally {
    redis.disconnect();
  }
}

for (const line of missing) console.warn(`${onCi ? '✖' : '⚠'} No ${line}.`);
if (missing.length > 0 && onCi) {
  console.error('CI=true: every suite must run, so a missing PostgreSQL or Redis fails the run.');
  process.exit(1);
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
