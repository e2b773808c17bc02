import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { createLogger } from '../lib/logger';
import { createMailer } from '../mail/mailer';
import { seedCatalogueIfEmpty } from '../seed/seed-catalogue';
import { createNamedDatabase, findFreePort, testEnvironment } from '../test/instances';

// The app when its PostgreSQL connection goes away mid-request and comes back.

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

/**
 * A TCP proxy in front of PostgreSQL that the test can take away (every connection cut, the port
 * refusing new ones) and bring back: the database "going away" without touching the machine's
 * PostgreSQL server, which other people use.
 */
async function startDatabaseProxy(target: { host: string; port: number }) {
  const port = await findFreePort();
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  // Holding: what clients send is kept back (queries stay in flight, unanswered).
  let holding = false;
  const held = new Set<Socket>();
  const up = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {});
        }
        client.on('data', (chunk: Buffer) => {
          if (holding) held.add(client);
          else upstream.write(chunk);
        });
        upstream.pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const down = () =>
    new Promise<void>((resolve) => {
      holding = false;
      held.clear();
      for (const s of sockets) s.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  await up();
  return {
    port,
    up,
    down,
    hold: () => {
      holding = true;
    },
    /** Connections with a query held back. */
    heldConnections: () => held.size,
  };
}

/** A shop on its own database reached through the proxy; `env` adds to the test environment. */
async function startShopBehindProxy(env: Record<string, string>) {
  const adminUrl = new URL(process.env.TEST_DATABASE_URL ?? '');
  const named = await createNamedDatabase(adminUrl.toString(), 'shop_fault');
  cleanups.push(named.drop);
  const proxy = await startDatabaseProxy({
    host: adminUrl.hostname,
    port: Number(adminUrl.port || 5432),
  });
  cleanups.push(proxy.down);
  const url = new URL(adminUrl);
  url.host = `127.0.0.1:${proxy.port}`;
  url.pathname = new URL(named.url).pathname;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
  cleanups.push(() => database.close());
  await migrateDatabase(database);
  await seedCatalogueIfEmpty(database.db);
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-fault-'));
  cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const port = await findFreePort();
  const config = loadConfig(testEnvironment(port, dataDir, env));
  const logger = createLogger('silent');
  const mailer = createMailer({ db: database.db, smtpUrl: null, from: 'a@b.c', logger });
  cleanups.push(async () => mailer.stop());
  const { app, deps } = createApp({ config, database, logger, mailer });
  const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`http://127.0.0.1:${port}${path}`, { headers });
  return { proxy, database, deps, get };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('the database going away (PostgreSQL)', () => {
  it('answers 503 while it is gone, and serves again when it returns', async () => {
    // Every read goes to the database (a cached answer would not be in flight there).
    const { proxy, database, get } = await startShopBehindProxy({ CATALOGUE_CACHE_ENTRIES: '0' });
    const product = '/api/store/products/black-seed-oil';

    expect((await get(product)).status).toBe(200);

    // Mid-request: a burst of 20 in flight when every connection is cut and the port closes.
    // Deterministic: the proxy holds back everything sent to PostgreSQL (queries and new
    // connections' start-up alike), and the cut waits until the pool's 4 connections are held and
    // the other 16 requests wait for one: all 20 are at the database and none can have finished,
    // so each must answer 503.
    await Promise.all(Array.from({ length: 8 }, () => get(product)));
    const pool = database.pool;
    if (!pool) throw new Error('expected a PostgreSQL pool');
    proxy.hold();
    const burst = Array.from({ length: 20 }, () => get(product));
    const inFlightBy = Date.now() + 30_000;
    while (!(proxy.heldConnections() >= 4 && pool.waitingCount >= 16)) {
      if (Date.now() > inFlightBy) throw new Error('the burst never reached the database');
      await new Promise((r) => setTimeout(r, 10));
    }
    await proxy.down();
    const statuses = await Promise.all(burst.map((p) => p.then((r) => r.status)));
    expect(statuses).toEqual(Array(20).fill(503));

    // Gone: 503 with the error shape (never a 500 or a hang), health says degraded.
    const gone = await get(product);
    expect(gone.status).toBe(503);
    expect(((await gone.json()) as { error: { code: string } }).error.code).toBe(
      'service_unavailable',
    );
    expect((await get('/api/health')).status).toBe(503);
    // Pages that need no database still serve.
    expect((await get('/api/ping')).status).toBe(200);

    // Back: the pool reconnects by itself.
    await proxy.up();
    const deadline = Date.now() + 30_000;
    let status = 0;
    while (Date.now() < deadline) {
      status = (await get(product)).status;
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
    expect((await get('/api/health')).status).toBe(200);
  }, 120_000);
  it('keeps serving the pages and answers it had cached while it is gone (stale-if-error)', async () => {
    const { proxy, deps, get } = await startShopBehindProxy({});
    await expect.poll(() => deps.pageCache?.isActive ?? false, { timeout: 10_000 }).toBe(true);
    await expect.poll(() => deps.catalogue.isActive, { timeout: 10_000 }).toBe(true);
    const html = { accept: 'text/html' };
    const pages = ['/', '/shop', '/product/black-seed-oil'];
    const answers = ['/api/store/products/black-seed-oil'];
    const bodies = new Map<string, string>();
    for (const path of [...pages, ...answers]) {
      const res = await get(path, html);
      expect(res.status).toBe(200);
      bodies.set(path, await res.text());
    }

    await proxy.down();
    // The listener has seen it go: every read tries the database first.
    await expect.poll(() => deps.catalogue.isActive, { timeout: 10_000 }).toBe(false);
    // A page is its cached render (its lazy sections may have been rendered since the first
    // answer); an API answer is the same bytes.
    for (const path of pages) {
      const res = await get(path, html);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toMatch(/^<!doctype html>[\s\S]*<\/html>\s*$/);
    }
    for (const path of answers) {
      const res = await get(path, html);
      expect(res.status, path).toBe(200);
      expect(await res.text(), path).toBe(bodies.get(path));
    }
    expect(deps.catalogue.stats.staleIfError).toBeGreaterThan(0);
    // What was never cached still needs the database.
    expect((await get('/api/store/products/manuka-honey-mgo-829')).status).toBe(503);

    // Back: the listener empties the caches (a write may have been missed) and they fill again.
    await proxy.up();
    await expect.poll(() => deps.catalogue.isActive, { timeout: 30_000 }).toBe(true);
    for (const path of pages) expect((await get(path, html)).status).toBe(200);
  }, 120_000);
});
