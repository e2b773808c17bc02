import { writeFileSync } from 'node:fs';
import type http from 'node:http';
import net from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { apiVersionWarning } from '../core/shopify/api-version';
import { createApp, type MountRoutes } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { assertContentValid, ContentError } from './content/check-content';
import { openDatabase } from './db/client';
import { migrateDatabase } from './db/migrate';
import { createLogger } from './lib/logger';
import { removeServerPid, writeServerPid } from './lib/pid-file';
import { createMailer } from './mail/mailer';
import { raiseAlert, startOperationsWatch } from './ops/alerts';
import { startScheduledBackups } from './ops/backup/backup-job';
import { listenForBackupRequests } from './ops/backup/backup-request';
import { keepDataPrivate, makePrivate } from './ops/private-files';
import { warmUpPages } from './pages/warm-up';
import { refreshReportRollups } from './reports/rollups';
import { seedCatalogueIfEmpty } from './seed/seed-catalogue';
import { DEMO_ADMIN_EMAIL, DEMO_ADMIN_MFA_NOTE, seedDemoAdmin } from './seed/seed-demo-admin';
import { inventorySyncCron, startInventorySync } from './stock/sync-job';
import { startSubscriptionScheduler } from './subscriptions/scheduler';
import { refreshStoredDeliveryPence } from './subscriptions/service';
import { startWebhookInbox } from './webhooks/inbox';
import { startOrderReconciliation } from './webhooks/reconcile-job';

const SHUTDOWN_GRACE_MS = 15_000;
/**
 * After SIGTERM, how long a kept-alive connection may stay idle before it is closed: a client
 * that is still sending gets its next answer (with Connection: close) within this time, so only
 * connections nobody uses are closed under it, never one a request is already travelling on.
 */
const SHUTDOWN_IDLE_CLOSE_MS = 1_000;

/**
 * Starts the shop's server process: configuration and content checks, the database, the app, the
 * background jobs, graceful shutdown. Run by the entry point, src/main.ts, which hands in
 * `loadOptionalRoutes`: given the checked configuration, it loads the routes this process adds
 * (the Shopify sandbox store, when config.shopify.sandbox is on) before the app is built.
 */
export async function startServer(
  options: { loadOptionalRoutes?: (config: Config) => Promise<MountRoutes | undefined> } = {},
) {
  let config: Config;
  try {
    config = loadConfig();
    assertContentValid();
  } catch (err) {
    if (err instanceof ConfigError || err instanceof ContentError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // Database files, secrets, uploads and backups: the shop's user's only (ops/private-files.ts).
  keepDataPrivate(config);
  const logger = createLogger(config.logLevel);
  // Shopify's support window for the configured version (docs: api/usage/versioning).
  const versionWarning = apiVersionWarning(config.shopify.apiVersion, new Date());
  if (versionWarning) logger.warn({ apiVersion: config.shopify.apiVersion }, versionWarning);
  const database = await openDatabase(
    config.database.kind === 'postgres'
      ? { kind: 'postgres', url: config.database.url, poolSize: config.database.poolSize }
      : { kind: 'pglite', dir: config.database.dir },
  );
  await migrateDatabase(database);
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    logger,
  });
  const mountOptionalRoutes = await options.loadOptionalRoutes?.(config);
  const { app, auth, deps, renewals } = createApp({
    config,
    database,
    logger,
    mailer,
    mountOptionalRoutes,
  });

  if (await seedCatalogueIfEmpty(database.db)) logger.info('seeded the catalogue');
  // The reports' days marked since the last report (after the rollups' migration: every day with
  // an order) are worked out in the background, so the first report need not (decision 137).
  void refreshReportRollups(database.db)
    .then((days) => {
      if (days > 0) logger.info({ days }, 'report rollups brought up to date');
    })
    .catch((err) => logger.warn({ err }, 'report rollups left for the first report'));
  // Subscriptions' delivery prices cleared since (after decision 143's migration: every one),
  // stored again with the one function, so the subscriptions report need not.
  void refreshStoredDeliveryPence(database.db)
    .then((stored) => {
      if (stored > 0) logger.info({ stored }, 'subscription delivery prices stored');
    })
    .catch((err) => logger.warn({ err }, 'subscription delivery prices left for the first report'));
  let demoAdminLine: string | null = null;
  if (config.seedDemoAdmin && config.database.kind === 'pglite') {
    const created = await seedDemoAdmin(database.db, auth);
    if (created) {
      demoAdminLine = `Demo admin: ${created.email} password: ${created.password}\n${DEMO_ADMIN_MFA_NOTE}`;
      writeFileSync(join(config.dataDir, 'demo-admin.txt'), `${demoAdminLine}\n`, { mode: 0o600 });
    } else {
      demoAdminLine = `Demo admin: ${DEMO_ADMIN_EMAIL} (password in ${join(config.dataDir, 'demo-admin.txt')})\n${DEMO_ADMIN_MFA_NOTE}`;
    }
  }

  // Subscription renewals: every process runs the scheduler; pg-boss shares the work.
  // Supervised every 10 s: a webhook inbox job left active by a dead process or a database restart
  // is retried within 25 s (webhooks/inbox.ts).
  renewals.scheduler = await startSubscriptionScheduler(
    { ...deps, database },
    { superviseIntervalSeconds: 10 },
  );
  // Webhooks answered on receipt during a rush, their work done by every process's worker.
  deps.webhookInbox = await startWebhookInbox(renewals.scheduler, deps);
  // Stock from Shopify every INVENTORY_SYNC_MINUTES, on the same queue (one process per tick).
  await startInventorySync(renewals.scheduler.boss, deps, {
    cron: inventorySyncCron(config.inventorySyncMinutes),
  });
  // Backups on BACKUP_CRON into BACKUP_DIR, the newest BACKUP_KEEP kept (docs/deployment.md).
  await startScheduledBackups(renewals.scheduler.boss, {
    config,
    database,
    logger,
    onFailure: async (err) => {
      await raiseAlert(deps, 'backup-failed', {
        subject: 'The scheduled backup failed',
        text: `The backup to ${config.backup.dir} failed: ${err instanceof Error ? err.message : String(err)}. Run npm run backup to see the error, and fix it before the next one is due.`,
      });
    },
  });
  // Staff alerts: outbox backlog and renewal failures, looked at every 5 minutes (ops/alerts.ts).
  await startOperationsWatch(renewals.scheduler.boss, deps);
  // Orders whose webhook never arrived, imported from Shopify once a day (webhooks/reconcile.ts).
  await startOrderReconciliation(renewals.scheduler.boss, deps);

  if (database.kind === 'pglite') {
    // PGlite sets its files' modes itself (0666): its folders, made under umask 077, keep them
    // from other users; the files themselves are closed too now that start-up has made them.
    makePrivate(config.dataDir);
    writeServerPid(config.dataDir);
    listenForBackupRequests({ config, database, logger }); // `npm run backup` asks this process
  }
  // Warm before listening: the balancer sends a process nothing until it answers (warm-up.ts).
  await warmUpPages(deps, (request) => app.fetch(request));
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    const dbLabel =
      database.kind === 'pglite' ? `embedded PGlite (${config.dataDir})` : 'PostgreSQL';
    console.log(
      `${config.shopName} is running on http://localhost:${info.port} (${dbLabel}, Node ${process.version})`,
    );
    if (demoAdminLine) console.log(demoAdminLine);
  });

  // Graceful shutdown (docs/decisions/063-graceful-shutdown-keep-alive.md): stop
  // listening, answer what arrives on open connections with Connection: close (Node closes the
  // socket after that answer), close connections left idle, finish what is in flight, exit.
  const httpServer = server as unknown as http.Server;
  const openResponses = new Set<http.ServerResponse>();
  let shuttingDown = false;
  httpServer.prependListener('request', (_req: http.IncomingMessage, res: http.ServerResponse) => {
    // shouldKeepAlive = false makes Node send Connection: close and end the socket after the
    // answer (a header set here would be lost: @hono/node-server writes its own header list).
    if (shuttingDown) {
      res.shouldKeepAlive = false;
      return;
    }
    openResponses.add(res);
    res.once('close', () => openResponses.delete(res));
  });
  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    for (const res of openResponses) {
      if (!res.headersSent) res.shouldKeepAlive = false;
    }
    const force = setTimeout(() => {
      logger.warn('grace period over; closing remaining connections');
      httpServer.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    // net.Server's close stops accepting and calls back once every connection has ended. (http's
    // own close() would also close idle connections at once, resetting a request already on its
    // way on one of them.)
    net.Server.prototype.close.call(httpServer, async () => {
      await renewals.scheduler?.stop().catch(() => {});
      mailer.stop();
      await database.close().catch(() => {});
      if (database.kind === 'pglite') removeServerPid(config.dataDir);
      logger.info('stopped');
      process.exit(0);
    });
    const closeIdle = setInterval(() => httpServer.closeIdleConnections(), SHUTDOWN_IDLE_CLOSE_MS);
    closeIdle.unref();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
