import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { contactMessages, mailOutbox } from '../db/schema/content';
import { seedCatalogueIfEmpty } from '../db/seed/seed-catalogue';
import { createLogger } from '../lib/logger';
import { createMailer } from '../mail/mailer';
import { startTestApp } from '../test/harness';

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', () => resolve()));
  const address = srv.address();
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return typeof address === 'object' && address ? address.port : 0;
}

/**
 * A TCP proxy in front of PostgreSQL that the test can take away (every connection cut, the port
 * refusing new ones) and bring back: the database "going away" without touching the machine's
 * PostgreSQL server, which other people use.
 */
async function startDatabaseProxy(target: { host: string; port: number }) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  const up = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.listen(port, '127.0.0.1', () => resolve());
    });
  const down = () =>
    new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
    });
  await up();
  return { port, up, down };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('the database going away (PostgreSQL)', () => {
  it('answers 503 while it is gone, and serves again when it returns', async () => {
    const adminUrl = new URL(process.env.TEST_DATABASE_URL ?? '');
    const name = `shop_fault_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    cleanups.push(async () => {
      const c = new pg.Client({ connectionString: adminUrl.toString() });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    });
    const proxy = await startDatabaseProxy({
      host: adminUrl.hostname,
      port: Number(adminUrl.port || 5432),
    });
    cleanups.push(proxy.down);
    const url = new URL(adminUrl);
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${name}`;
    const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 4 });
    cleanups.push(() => database.close());
    await migrateDatabase(database);
    await seedCatalogueIfEmpty(database.db);
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-fault-'));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const port = await freePort();
    const config = loadConfig({
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      BETTER_AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
      SHOPIFY_WEBHOOK_SECRET: 'test-webhook-secret-0123456789',
      LOG_LEVEL: 'silent',
      SEED_DEMO_ADMIN: 'false',
    });
    const logger = createLogger('silent');
    const mailer = createMailer({ db: database.db, smtpUrl: null, from: 'a@b.c', logger });
    cleanups.push(async () => mailer.stop());
    const { app } = createApp({ config, database, logger, mailer });
    const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`);
    const product = '/api/store/products/black-seed-oil';

    expect((await get(product)).status).toBe(200);

    // Mid-request: a burst in flight while every connection is cut and the port closes.
    const burst = Array.from({ length: 20 }, () => get(product));
    await proxy.down();
    const statuses = await Promise.all(burst.map((p) => p.then((r) => r.status)));
    for (const status of statuses) expect([200, 503]).toContain(status);

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
});

describe('SMTP down', () => {
  it('keeps contact messages and their email, and delivers once SMTP is back', async () => {
    const smtpPort = await freePort(); // nothing listens yet
    const app = await startTestApp({
      seed: false,
      env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
    });
    cleanups.push(app.close);
    const email = `sender-${randomBytes(4).toString('hex')}@example.co.uk`;
    const res = await app.client().post('/api/contact', {
      name: 'Sara Ahmed',
      email,
      subject: 'Trade prices',
      message: 'Please send me your trade price list.',
    });
    expect(res.status).toBeLessThan(300);
    const stored = await app.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, email));
    expect(stored).toHaveLength(1);

    // SMTP refuses: the email stays in the outbox, none lost.
    await app.mailer.flush();
    const pending = await app.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
    expect(pending.length).toBeGreaterThanOrEqual(1);
    expect(pending.some((m) => m.attempts >= 1)).toBe(true);

    // SMTP comes up on the same port; the retry (its backoff elapsed) delivers it.
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', () => resolve()));
    cleanups.push(() => new Promise<void>((resolve) => smtp.close(() => resolve())));
    await app.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` });
    await app.mailer.flush();
    const left = await app.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'));
    expect(left).toHaveLength(0);
    expect(received.length).toBe(pending.length);
    expect(received.join('\n')).toContain('Trade prices');
  }, 60_000);
});
