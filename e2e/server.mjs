// A server the journeys run against (port as the first argument): `npm start` (production build and mode) on a fresh
// embedded database. Rate limits are off here because one browser signs up many users from one
// address; integration tests cover the limits themselves.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { E2E_PORT, e2eDataDir } from './env.mjs';

const port = Number(process.argv[2] ?? E2E_PORT);
const dataDir = e2eDataDir(port);

rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
const child = spawn(process.execPath, ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    RATE_LIMITS: 'false',
    DEV_OUTBOX: 'true',
    // The renewal journey moves the shop's clock (POST /api/test/clock/advance).
    ENABLE_TEST_ROUTES: 'true',
    LOG_LEVEL: 'warn',
    // Stock journeys set the sandbox's inventory and sync by hand; no timer syncs between steps.
    INVENTORY_SYNC_MINUTES: '0',
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
