import { join } from 'node:path';

/** The shop server the journeys run against, and a second one for the admin journeys, which
 * reorder, move and export the whole catalogue and so must not share a database with others. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ADMIN_PORT = E2E_PORT + 1;
export const e2eDataDir = (port) =>
  join(new URL('..', import.meta.url).pathname, 'dist', `e2e-data-${port}`);
export const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;
export const E2E_DATA_DIR = e2eDataDir(E2E_PORT);
export const E2E_ADMIN_BASE_URL = `http://localhost:${E2E_ADMIN_PORT}`;
export const E2E_ADMIN_DATA_DIR = e2eDataDir(E2E_ADMIN_PORT);

/** The sandbox store's Admin API token on the journey servers (set by e2e/server.mjs). */
export const E2E_SANDBOX_ADMIN_TOKEN = 'e2e-sandbox-admin-token-0123456789abcdef';
