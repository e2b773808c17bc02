import { join } from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = join(
  new URL('..', import.meta.url).pathname,
  'dist',
  `e2e-data-${E2E_PORT}`,
);
