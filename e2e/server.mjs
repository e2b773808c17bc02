// A server the journeys run against (port as the first argument): `npm start` (the production build) on a fresh
// embedded database, with NODE_ENV=test: the journeys use the test routes (ENABLE_TEST_ROUTES), which the
// server refuses to start with in production (NODE_ENV=production). Rate limits are off here because one browser signs up many users from one
// address; integration tests cover the limits themselves.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { E2E_PORT, E2E_SANDBOX_ADMIN_TOKEN, e2eDataDir } from './env.mjs';

const port = Number(process.argv[2] ?? E2E_PORT);
const dataDir = e2eDataDir(port);

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const child = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    RATE_LIMITS: 'false',
    DEV_OUTBOX: 'true',
    // The renewal journey moves the shop's clock (POST /api/test/clock/advance).
    ENABLE_TEST_ROUTES: 'true',
    LOG_LEVEL: 'warn',
    SHOPIFY_SANDBOX_ADMIN_TOKEN: E2E_SANDBOX_ADMIN_TOKEN,
    // Stock journeys set the sandbox's inventory and sync by hand; no timer syncs between steps.
    INVENTORY_SYNC_MINUTES: '0',
    // The journeys share one store and run hundreds of Admin API operations in minutes (exports
    // among them), which a Standard store's rate limit would spread out: a Plus store's limit
    // (decision 154; the Standard limit is tested in src/sandbox/admin-rate-limit.test.ts).
    SHOPIFY_SANDBOX_PLAN: 'plus',
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
