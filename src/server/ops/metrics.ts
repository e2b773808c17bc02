// GET /metrics in Prometheus's text format (prom-client), off unless METRICS_TOKEN is set and then
// only with `Authorization: Bearer <METRICS_TOKEN>`. Two kinds of figures:
// - this process's: HTTP requests by route pattern and status with latency, webhook deliveries by
//   topic and outcome with their lag, page-cache hits and misses, the database pool;
// - the shop's, read from the database at each scrape (the same in every process, so aggregate
//   them with max(), not sum()): job queue depth and failures, mail outbox backlog, renewals by
//   outcome, orders by status (held orders included).
// Every label value is bounded: route patterns, not URLs; known topics and statuses, else "other".
// docs/decisions/075-metrics-and-alerts.md.
import { createHash, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppDeps } from '../app-deps';
import type { AppEnv } from '../http/app-env';
import { SHOPIFY_TOPIC_HEADER, SHOPIFY_TRIGGERED_AT_HEADER } from '../shopify/webhook-signature';

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Webhook topics the shop subscribes to (docs/shopify.md); anything else counts as "other". */
const WEBHOOK_TOPICS = new Set([
  'orders/create',
  'orders/paid',
  'orders/updated',
  'orders/cancelled',
  'refunds/create',
  'inventory_levels/update',
  'subscription_contracts/create',
  'subscription_contracts/update',
  'subscription_billing_attempts/success',
  'subscription_billing_attempts/failure',
  'subscription_billing_attempts/challenged',
  'customers/data_request',
  'customers/redact',
  'shop/redact',
]);
const WORD = /^[a-z][a-z0-9_-]{0,39}$/;

/** A database value used as a label: a short lower-case word, else "other". */
function bounded(value: unknown): string {
  return typeof value === 'string' && WORD.test(value) ? value : 'other';
}

/** A webhook's X-Shopify-Topic as a label: a topic the shop subscribes to, else "other". */
export function webhookTopicLabel(header: string | undefined): string {
  return header && WEBHOOK_TOPICS.has(header) ? header : 'other';
}

function webhookOutcome(status: number): string {
  if (status < 300) return 'accepted';
  if (status === 401) return 'rejected_signature';
  if (status < 500) return 'rejected';
  return 'failed';
}

type Row = Record<string, unknown>;

async function rowsOf(deps: AppDeps, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await deps.db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

export function createMetrics(deps: AppDeps) {
  const registry = new Registry();
  const httpRequests = new Counter({
    name: 'shop_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const webhooks = new Counter({
    name: 'shop_webhook_deliveries_total',
    help: 'Shopify webhook deliveries received, by topic and outcome',
    labelNames: ['topic', 'outcome'] as const,
    registers: [registry],
  });
  const webhookLag = new Histogram({
    name: 'shop_webhook_lag_seconds',
    help: "Time from Shopify's trigger (X-Shopify-Triggered-At) to this shop's answer, by topic",
    labelNames: ['topic'] as const,
    buckets: [0.1, 0.5, 1, 5, 15, 60, 300, 900, 3600, 14_400],
    registers: [registry],
  });

  const cacheFigure = (name: string, help: string, read: () => number) =>
    new Counter({
      name,
      help,
      registers: [registry],
      collect() {
        this.reset();
        this.inc(read());
      },
    });
  cacheFigure(
    'shop_page_cache_hits_total',
    'Visitor pages answered from the page cache (this process)',
    () => deps.pageCache?.stats.hits ?? 0,
  );
  cacheFigure(
    'shop_page_cache_misses_total',
    'Visitor pages rendered because the page cache did not hold them (this process)',
    () => deps.pageCache?.stats.misses ?? 0,
  );

  new Gauge({
    name: 'shop_db_pool_connections',
    help: 'Database pool connections of this process, by state (PostgreSQL only)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = deps.database.pool;
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  /** A gauge filled from one grouped count query at each scrape. */
  const countGauge = (
    name: string,
    help: string,
    labelNames: string[],
    query: ReturnType<typeof sql>,
  ) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        for (const row of await rowsOf(deps, query)) {
          const labels = Object.fromEntries(
            labelNames.map((label) => [label, bounded(row[label])]),
          );
          this.inc(labels, Number(row.n));
        }
      },
    });
  countGauge(
    'shop_job_queue_jobs',
    'Jobs in the pg-boss queue by queue and state (failed: gave up)',
    ['queue', 'state'],
    sql`select name as queue, state::text as state, count(*)::int as n from pgboss.job
        group by 1, 2`,
  );
  countGauge(
    'shop_mail_outbox_messages',
    'Mail in the outbox by status (pending: not yet delivered)',
    ['status'],
    sql`select status, count(*)::int as n from mail_outbox group by 1`,
  );
  countGauge(
    'shop_subscription_billing_attempts',
    'Renewal billing attempts by status (succeeded: billed, failed: declined) and whether a retry',
    ['status', 'attempt'],
    sql`select status, case when attempt_number > 1 then 'retry' else 'first' end as attempt,
        count(*)::int as n from subscription_billing_attempts group by 1, 2`,
  );
  countGauge(
    'shop_orders',
    'Orders by status (held orders among them)',
    ['status'],
    sql`select status, count(*)::int as n from orders group by 1`,
  );
  new Gauge({
    name: 'shop_mail_outbox_oldest_pending_seconds',
    help: 'Age of the oldest undelivered message in the mail outbox (0: none)',
    registers: [registry],
    async collect() {
      const [row] = await rowsOf(
        deps,
        sql`select coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as age
            from mail_outbox where status = 'pending'`,
      );
      this.set(Number(row?.age ?? 0));
    },
  });

  const middleware: MiddlewareHandler<AppEnv> = async (c, next) => {
    const started = performance.now();
    try {
      await next();
    } finally {
      observe(c, (performance.now() - started) / 1000);
    }
  };

  function observe(c: Context<AppEnv>, seconds: number) {
    const method = METHODS.has(c.req.method) ? c.req.method : 'OTHER';
    // After next(), the route index is the handler's that answered: its registered pattern.
    const route = routePath(c) || 'unmatched';
    const status = String(c.res.status);
    httpRequests.inc({ method, route, status });
    httpDuration.observe({ method, route }, seconds);
    if (!c.req.path.startsWith('/api/webhooks/')) return;
    const topic = webhookTopicLabel(c.req.header(SHOPIFY_TOPIC_HEADER));
    webhooks.inc({ topic, outcome: webhookOutcome(c.res.status) });
    const triggered = Date.parse(c.req.header(SHOPIFY_TRIGGERED_AT_HEADER) ?? '');
    if (Number.isFinite(triggered)) {
      webhookLag.observe({ topic }, Math.max(0, (Date.now() - triggered) / 1000));
    }
  }

  const token = deps.config.metricsToken;
  const expected = token ? createHash('sha256').update(token).digest() : null;
  const handler = async (c: Context<AppEnv>) => {
    c.header('Cache-Control', 'no-store');
    if (!expected) return c.json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    const given = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1] ?? '';
    const digest = createHash('sha256').update(given).digest();
    if (!timingSafeEqual(digest, expected)) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return c.json(
        { error: { code: 'unauthorized', message: 'A metrics token is required' } },
        401,
      );
    }
    const body = await registry.metrics();
    return c.body(body, 200, { 'Content-Type': registry.contentType });
  };

  return { registry, middleware, handler, enabled: !!expected };
}
