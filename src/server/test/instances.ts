// Test plumbing shared by the integration suites: free ports, the test configuration, a named
// PostgreSQL database per suite, and app instances sharing one database (the two-process tests
// of the catalogue and page caches).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import pg from 'pg';
import { mountSandbox } from '../../sandbox/routes';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createLogger } from '../lib/logger';
import { createMailer } from '../mail/mailer';
import { seedCatalogueIfEmpty } from '../seed/seed-catalogue';

export const TEST_WEBHOOK_SECRET = 'test-webhook-secret-0123456789';
export const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-0123';

/** A port nothing listens on right now (the OS picks it). */
export async function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** The environment of an app under test on `port`; `env` overrides any of it. */
export function testEnvironment(
  port: number,
  dataDir: string,
  env: Record<string, string | undefined> = {},
): Record<string, string | undefined> {
  return {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
    SHOPIFY_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    LOG_LEVEL: 'silent',
    SEED_DEMO_ADMIN: 'false',
    ...env,
  };
}

/** Serves `fetch` on 127.0.0.1:`port` once it is listening (an app of the tests). */
export async function listenOnLoopback(
  fetch: (request: Request) => Response | Promise<Response>,
  port: number,
) {
  const server = serve({ fetch, port, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => {
    if (server.listening) resolve();
    else server.once('listening', () => resolve());
  });
  return { server, baseUrl: `http://127.0.0.1:${port}` };
}

/**
 * A new, empty database on the PostgreSQL server of `adminUrl` (TEST_DATABASE_URL), named
 * `{prefix}_{time}_{random}`; `drop()` removes it, connections and all.
 */
export async function createNamedDatabase(
  adminUrl: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists "${name}" with (force)`) };
}

/**
 * One app instance (its own pool, LISTEN connection and caches) on the PostgreSQL database at
 * `url`, migrated and seeded; several on one database behave like the production processes.
 */
export async function startInstance(url: string) {
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 4 });
  await migrateDatabase(database);
  await seedCatalogueIfEmpty(database.db);
  const port = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-instance-'));
  const config = loadConfig(testEnvironment(port, dataDir));
  const logger = createLogger('silent');
  const mailer = createMailer({ db: database.db, smtpUrl: null, from: 'a@b.c', logger });
  const { app, deps } = createApp({
    config,
    database,
    logger,
    mailer,
    mountOptionalRoutes: mountSandbox,
  });
  const { server, baseUrl } = await listenOnLoopback(app.fetch, port);
  return {
    baseUrl,
    database,
    deps,
    catalogue: deps.catalogue,
    fetch: (path: string, init?: RequestInit) => fetch(`${baseUrl}${path}`, init),
    close: async () => {
      mailer.stop();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestInstance = Awaited<ReturnType<typeof startInstance>>;
