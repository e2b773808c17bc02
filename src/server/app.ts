import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { Redis } from 'ioredis';
import { createAccountInvoiceRoutes, createAdminInvoiceRoutes } from './account/invoice-routes';
import { createPrivacyRoutes } from './account/privacy-routes';
import { createAccountRoutes } from './account/routes';
import { anonymiseAccountData, sendAccountDeletedEmail } from './account/service';
import { createAdminCustomerRoutes } from './admin/customers/customer-routes';
import { createAdminOrderRoutes } from './admin/order-routes';
import { ORDER_STATUSES } from './admin/order-service';
import { requireAdminPermission } from './admin/route-permissions';
import { createAdminRoutes } from './admin/routes';
import { createStaffInvitationRoutes } from './admin/staff-invitation-routes';
import { createAdminStaffRoutes } from './admin/staff-routes';
import type { AppDeps } from './app-deps';
import { createAdminAuditRoutes } from './audit/routes';
import { signInWithAccountLimit } from './auth/account-attempts';
import { createAuth } from './auth/auth';
import { createMeRoutes } from './auth/me-routes';
import { createNotMeRoutes } from './auth/not-me';
import { refuseOverResetEmailLimit } from './auth/reset-email-limit';
import { createCatalogueCache } from './cache/catalogue-cache';
import { productHandleRedirect } from './catalog/handle-redirects';
import { createCatalogRoutes } from './catalog/routes';
import { createCheckoutRoutes } from './checkout/routes';
import type { Config } from './config';
import { createContactRoutes } from './contact/routes';
import type { DatabaseHandle } from './db/client';
import { orders } from './db/schema/orders';
import { createDevOutboxRoutes } from './dev/outbox-routes';
import type { AppEnv } from './http/app-env';
import { AppError, handleError } from './http/errors';
import { createHttpPipeline } from './http/pipeline';
import {
  CLIENT_IP_HEADER,
  createDatabaseRateLimitStore,
  createRedisRateLimitStore,
  databaseLimiter,
  type RateLimitStore,
} from './http/rate-limit';
import { BackgroundPace, isPeoplesRequest } from './jobs/background-pace';
import { type Clock, createClock } from './lib/clock';
import type { Logger } from './lib/logger';
import { findProjectRoot } from './lib/project-root';
import type { Mailer } from './mail/mailer';
import { createBuiltMediaRoutes } from './media/routes';
import { createImageUploadRoutes, createUploadedImageRoutes } from './media/upload-routes';
import { createNewsletterRoutes } from './newsletter/routes';
import { webhookFailureAlerts } from './ops/alerts';
import { createHealthRoutes } from './ops/health-routes';
import { createMetrics } from './ops/metrics';
import { createAdminVitalsRoutes, createVitalsBeaconRoutes } from './ops/vitals-routes';
import { createSpaRoutes } from './pages/spa';
import { createReportRoutes } from './reports/routes';
import { createAccountReturnRoutes, createAdminReturnRoutes } from './returns/routes';
import { createAdminReviewRoutes, createReviewRoutes } from './reviews/routes';
import { createSearchRoutes } from './search/routes';
import { createSeoRoutes } from './seo/routes';
import { webhookLogContext } from './shopify/webhook-log-context';
import { createAdminInventoryRoutes, createStockRoutes } from './stock/routes';
import { createStoreConfigRoutes } from './store-config-routes';
import { createAdminSubscriptionRoutes } from './subscriptions/admin-routes';
import {
  createAccountPaymentRecoveryRoutes,
  createAdminPaymentRecoveryRoutes,
} from './subscriptions/payment-recovery-routes';
import { createSubscriptionPortalRoutes } from './subscriptions/portal-routes';
import type { SubscriptionScheduler } from './subscriptions/scheduler';
import { createInventoryWebhookRoutes } from './webhooks/inventory-routes';
import { createPrivacyWebhookRoutes } from './webhooks/privacy-routes';
import { createOrderReconciliationRoutes } from './webhooks/reconcile-routes';
import { createWebhookRoutes } from './webhooks/routes';
import { createSubscriptionWebhookRoutes } from './webhooks/subscription-routes';
import { createWholesaleRoutes } from './wholesale/routes';

const API_BODY_LIMIT = 100 * 1024;
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export function createApp(options: {
  config: Config;
  database: DatabaseHandle;
  logger: Logger;
  mailer: Mailer;
  clock?: Clock;
  /**
   * Routes the entry point adds where the Shopify sandbox store belongs (before the pages):
   * src/main.ts loads the sandbox (src/sandbox) and passes its mount only when
   * config.shopify.sandbox is on, so no module of src/server imports it
   * (docs/decisions/100-sandbox-module.md). Tests pass it from their harness.
   */
  mountOptionalRoutes?: MountRoutes;
}) {
  const { config, database, logger, mailer } = options;
  const db = database.db;
  // With REDIS_URL, the app's rate-limit counters live in Redis, else in the database (better-auth
  // keeps its own in the database); the connection is not awaited and does not hold the process
  // open on shutdown.
  let rateLimitStore: RateLimitStore = createDatabaseRateLimitStore(db);
  if (config.redisUrl) {
    const redis = new Redis(config.redisUrl, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    let warned = false; // once per outage, not once per reconnect attempt
    redis.on('error', (err) => {
      if (!warned) logger.warn({ err }, 'redis unavailable: rate limits use the database');
      warned = true;
    });
    redis.on('ready', () => {
      warned = false;
    });
    rateLimitStore = createRedisRateLimitStore({ redis, insurance: databaseLimiter(db) });
  }
  // The composition root hands better-auth the account domain's erasure, so auth imports no domain.
  const auth = createAuth({
    config,
    db,
    mailer,
    logger,
    attempts: rateLimitStore,
    userDeletion: {
      beforeDelete: (user) => anonymiseAccountData(db, user),
      afterDelete: (user) => sendAccountDeletedEmail(mailer, config, user),
    },
  });
  const deps: AppDeps = {
    config,
    db,
    database,
    auth,
    mailer,
    logger,
    rateLimitStore,
    catalogue: createCatalogueCache(database, { maxEntries: config.catalogueCacheEntries }),
    clock: options.clock ?? createClock(),
    backgroundPace: new BackgroundPace(),
  };

  const app = new Hono<AppEnv>();
  app.onError(handleError);
  // Request id, logger, client address, security headers, compression, same-origin check and
  // body limit for every request: Hono's middleware, combined in http/pipeline.ts.
  app.use(
    '*',
    createHttpPipeline({
      config,
      logger,
      apiBodyLimit: API_BODY_LIMIT,
      webhookBodyLimit: WEBHOOK_BODY_LIMIT,
    }),
  );

  // People's requests, counted so background work gives way to them (jobs/background-pace.ts).
  app.use('*', async (c, next) => {
    if (isPeoplesRequest(c.req.path)) deps.backgroundPace.noteRequest();
    await next();
  });

  // Prometheus metrics (ops/metrics.ts): counted only when METRICS_TOKEN turns them on.
  const metrics = createMetrics(deps);
  if (metrics.enabled) app.use('*', metrics.middleware);
  app.get('/metrics', metrics.handler);
  // Webhook id and topic on every webhook log line; staff emailed when a topic keeps failing.
  app.use('/api/webhooks/*', webhookLogContext(), webhookFailureAlerts(deps));
  app.get('/api/health', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await database.ping();
      return c.json({ status: 'ok', database: { kind: database.kind, reachable: true } });
    } catch {
      return c.json(
        { status: 'degraded', database: { kind: database.kind, reachable: false } },
        503,
      );
    }
  });
  // A constant answer through the whole middleware stack (a liveness probe that skips the
  // database; its throughput is no longer a benchmark goal).
  app.get('/api/ping', (c) => c.json({ pong: true }));
  app.route(
    '/api/health',
    createHealthRoutes({ database, jobQueue: () => renewals.scheduler?.boss }),
  );
  // Shopify's webhooks, before every other route and its middleware: they are admitted by their
  // HMAC (checked first, over the raw body), never by a per-address rate limit, since all of a
  // due day's thousands of deliveries come from Shopify's few addresses.
  app.route('/api/webhooks', createWebhookRoutes(deps));
  app.route('/api/webhooks', createSubscriptionWebhookRoutes(deps));
  app.route('/api/webhooks', createInventoryWebhookRoutes(deps));
  app.route('/api/webhooks', createPrivacyWebhookRoutes(deps));
  app.on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, c.get('clientIp'));
    // Reset emails are also limited per target inbox (auth/reset-email-limit.ts), and sign-in
    // attempts per account (auth/account-attempts.ts).
    const res =
      (await refuseOverResetEmailLimit(rateLimitStore, c.req.raw)) ??
      (await signInWithAccountLimit(rateLimitStore, c.req.raw, () =>
        auth.handler(new Request(c.req.raw, { headers })),
      ));
    // Sessions, tokens and account data are never stored by a cache.
    const answer = new Response(res.body, res);
    answer.headers.set('Cache-Control', 'no-store');
    return answer;
  });
  app.route('/api/me', createMeRoutes(auth, db));
  app.route('/api/not-me', createNotMeRoutes(deps));
  app.route('/api/store', createCatalogRoutes(db, deps.catalogue));
  app.route('/api/store', createStoreConfigRoutes(config));
  app.route('/api/search', createSearchRoutes(db));
  app.route('/api/contact', createContactRoutes(deps));
  app.route('/api/newsletter', createNewsletterRoutes(deps));
  app.route('/api/account', createPrivacyRoutes(deps));
  app.route('/api/account', createAccountInvoiceRoutes(deps));
  app.route('/api/account', createSubscriptionPortalRoutes(deps));
  app.route('/api/account', createAccountReturnRoutes(deps));
  app.route('/api/account', createAccountRoutes(deps));
  app.route('/api/account/subscriptions', createAccountPaymentRecoveryRoutes(deps));
  app.route('/api/wholesale', createWholesaleRoutes(deps));
  app.route('/api/staff-invitations', createStaffInvitationRoutes(deps));
  // Every admin route: the admin guard, then its staff role permission (one place).
  app.use('/api/admin/*', requireAdminPermission(auth, db));
  app.route('/api/admin/subscriptions', createAdminSubscriptionRoutes(deps));
  app.route('/api/admin/subscriptions', createAdminPaymentRecoveryRoutes(deps));
  app.route('/api/admin/reviews', createAdminReviewRoutes(deps));
  app.route('/api/reviews', createReviewRoutes(deps));
  app.route('/api/admin/inventory', createAdminInventoryRoutes(deps));
  app.route('/api/stock', createStockRoutes(deps));
  app.route('/api/admin/orders-reconciliation', createOrderReconciliationRoutes(deps));
  app.route('/api/admin/orders', createAdminOrderRoutes(deps));
  app.route('/api/admin/returns', createAdminReturnRoutes(deps));
  app.route('/api/admin/audit', createAdminAuditRoutes(deps));
  app.route('/api/admin/customers', createAdminCustomerRoutes(deps));
  app.route('/api/admin/staff', createAdminStaffRoutes(deps));
  app.route('/api/admin/reports', createReportRoutes(deps));
  app.route('/api/vitals', createVitalsBeaconRoutes(deps));
  app.route('/api/admin/vitals', createAdminVitalsRoutes(deps));
  app.route('/api/admin', createAdminInvoiceRoutes(deps));
  app.route('/api/admin/images', createImageUploadRoutes(deps));
  app.route('/api/admin', createAdminRoutes(deps));
  app.route('/api', createCheckoutRoutes(deps));
  /** The renewal scheduler of this process, once main (or a test) has started it. */
  const renewals: { scheduler: SubscriptionScheduler | null } = { scheduler: null };
  if (config.devOutbox && !(config.isProduction && config.database.kind === 'postgres')) {
    app.route('/api/dev/outbox', createDevOutboxRoutes(deps));
  }
  if (config.enableTestRoutes) {
    app.get('/api/test/slow', async (c) => {
      const ms = Math.min(Number(c.req.query('ms') ?? 1000), 10_000);
      // Said on stdout whatever LOG_LEVEL: a process test waits for it before it signals.
      process.stdout.write(`test route: slow request arrived (${ms} ms)\n`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      return c.json({ slept: ms });
    });
    // Sets a stored order's status in one step (e2e: a delivered order lets its buyer review the
    // product); staff move an order through processing, shipped and delivered in the back office.
    app.post('/api/test/orders/:orderNumber/status', async (c) => {
      const body = (await c.req.json().catch(() => ({}))) as { status?: unknown };
      const status = ORDER_STATUSES.find((s) => s === body.status);
      if (!status) throw new AppError('validation_failed', 'status must be an order status');
      const updated = await db
        .update(orders)
        .set({ status })
        .where(eq(orders.orderNumber, c.req.param('orderNumber')))
        .returning({ id: orders.id });
      if (updated.length === 0) throw new AppError('not_found', 'No such order');
      return c.json({ updated: updated.length, status });
    });
    // Moves the shop's clock forward, then sweeps due renewals and reminders (e2e journeys).
    app.post('/api/test/clock/advance', async (c) => {
      const body = (await c.req.json().catch(() => ({}))) as { days?: unknown };
      const days = Number(body.days);
      if (!Number.isInteger(days) || days < 0 || days > 3650) {
        throw new AppError('validation_failed', 'days must be a whole number from 0 to 3650');
      }
      const now = deps.clock.advance(days * 24 * 60 * 60 * 1000);
      const queued = renewals.scheduler ? await renewals.scheduler.sweepNow() : 0;
      return c.json({ now: now.toISOString(), queued });
    });
  }
  app.all('/api/*', () => {
    throw new AppError('not_found', 'No such API route');
  });
  app.route('/media', createBuiltMediaRoutes(findProjectRoot()));
  options.mountOptionalRoutes?.(app, deps);
  app.route('/uploads', createUploadedImageRoutes(deps));
  app.route('/', createSeoRoutes(deps));
  app.use('/product/:handle', productHandleRedirect(db));
  app.route('/', createSpaRoutes(deps));

  return { app, auth, deps, renewals };
}

export type App = ReturnType<typeof createApp>['app'];

/** Adds routes to the app the entry point builds (the sandbox store's mount). */
export type MountRoutes = (app: Hono<AppEnv>, deps: AppDeps) => void;
