// The server the journeys run against: `npm start` (production build and mode) on a fresh
// embedded database. Rate limits are off here because one browser signs up many users from one
// address; integration tests cover the limits themselves.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { E2E_DATA_DIR, E2E_PORT } from './env.mjs';

rmSync(E2E_DATA_DIR, { recursive: true, force: true });
mkdirSync(E2E_DATA_DIR, { recursive: true });
const child = spawn('node', ['scripts/start.mjs'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(E2E_PORT),
    DATA_DIR: E2E_DATA_DIR,
    DATABASE_URL: '',
    RATE_LIMITS: 'false',
    DEV_OUTBOX: 'true',
    LOG_LEVEL: 'warn',
  },
});
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
