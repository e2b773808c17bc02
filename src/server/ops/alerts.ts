// Alerts without a monitoring stack: staff are emailed (through the mail outbox, to ALERT_EMAIL)
// when something needs them, at most once per condition per hour across every process (the
// ops_alerts row is claimed atomically). Other code calls `raiseAlert` (a held order, a failed
// backup); `checkOperations` looks for the rest every few minutes on the job queue.
// docs/decisions/075-metrics-and-alerts.md.
import { and, eq, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { PgBoss } from 'pg-boss';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { opsAlerts } from '../db/schema/ops';
import type { AppEnv } from '../http/app-env';
import type { Clock } from '../lib/clock';
import type { Logger } from '../lib/logger';
import type { Mailer } from '../mail/mailer';
import { alertStaffOfHeldOrders } from '../orders/service';
import { SHOPIFY_TOPIC_HEADER } from '../shopify/webhook-signature';
import { webhookTopicLabel } from './metrics';

export const ALERT_INTERVAL_MS = 60 * 60 * 1000;
/** Undelivered mail above this many, for OUTBOX_BACKLOG_MINUTES, is an alert. */
export const OUTBOX_BACKLOG_THRESHOLD = 50;
export const OUTBOX_BACKLOG_MINUTES = 15;
/** Over the last hour, at least this many renewal attempts of which this share failed. */
export const RENEWAL_FAILURE_MIN_ATTEMPTS = 5;
export const RENEWAL_FAILURE_RATE = 0.2;
/** Failed answers to one webhook topic within WEBHOOK_FAILURE_WINDOW_MS, in one process. */
export const WEBHOOK_FAILURES = 3;
export const WEBHOOK_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const OPS_WATCH_QUEUE = 'ops-watch';

export type AlertDeps = {
  db: Database;
  mailer: Mailer;
  config: Config;
  clock: Clock;
  logger: Logger;
};

/**
 * Emails staff about `key` (one condition, e.g. `order-held:1042`) unless they were emailed
 * about it within the hour. Answers whether this call sent it.
 */
export async function raiseAlert(
  deps: AlertDeps,
  key: string,
  message: { subject: string; text: string },
): Promise<'sent' | 'suppressed'> {
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - ALERT_INTERVAL_MS);
  const claimed = await deps.db
    .insert(opsAlerts)
    .values({ key, lastSentAt: now })
    .onConflictDoUpdate({
      target: opsAlerts.key,
      set: { lastSentAt: now },
      setWhere: sql`${opsAlerts.lastSentAt} is null or ${opsAlerts.lastSentAt} <= ${cutoff}`,
    })
    .returning({ key: opsAlerts.key });
  if (claimed.length === 0) return 'suppressed';
  await deps.mailer.send({
    to: deps.config.alertEmail,
    subject: `[${deps.config.shopName}] ${message.subject}`,
    text: `${message.text}\n\nYou get at most one email an hour about this. ${deps.config.publicUrl}/admin\n`,
  });
  deps.logger.warn({ alert: key }, 'staff alerted');
  return 'sent';
}

/**
 * Whether a condition has held for `minutes`: the first call that sees it holding records the
 * time; a call that sees it not holding clears it.
 */
export async function heldFor(
  deps: AlertDeps,
  key: string,
  holding: boolean,
  minutes: number,
): Promise<boolean> {
  const now = deps.clock.now();
  if (!holding) {
    await deps.db.update(opsAlerts).set({ holdingSince: null }).where(eq(opsAlerts.key, key));
    return false;
  }
  await deps.db
    .insert(opsAlerts)
    .values({ key, holdingSince: now })
    .onConflictDoUpdate({
      target: opsAlerts.key,
      set: { holdingSince: sql`coalesce(${opsAlerts.holdingSince}, ${now})` },
    });
  const [row] = await deps.db
    .select({ since: opsAlerts.holdingSince })
    .from(opsAlerts)
    .where(and(eq(opsAlerts.key, key)));
  return !!row?.since && now.getTime() - row.since.getTime() >= minutes * 60_000;
}

type CountRow = { n: number; failed?: number };

/** The periodic look: outbox backlog and renewal failures (webhooks: `createWebhookFailureWatch`). */
export async function checkOperations(deps: AlertDeps): Promise<string[]> {
  const raised: string[] = [];
  const backlog = (await deps.db.execute(
    sql`select count(*)::int as n from mail_outbox where status = 'pending'`,
  )) as unknown as { rows: CountRow[] };
  const pending = backlog.rows[0]?.n ?? 0;
  const stuck = await heldFor(
    deps,
    'outbox-backlog',
    pending > OUTBOX_BACKLOG_THRESHOLD,
    OUTBOX_BACKLOG_MINUTES,
  );
  if (stuck) {
    const sent = await raiseAlert(deps, 'outbox-backlog', {
      subject: `${pending} emails are waiting to be sent`,
      text: `The mail outbox has held more than ${OUTBOX_BACKLOG_THRESHOLD} undelivered emails for ${OUTBOX_BACKLOG_MINUTES} minutes (${pending} now). Check the SMTP server and SMTP_URL.`,
    });
    if (sent === 'sent') raised.push('outbox-backlog');
  }

  const since = new Date(deps.clock.now().getTime() - ALERT_INTERVAL_MS);
  const renewals = (await deps.db.execute(
    sql`select count(*)::int as n, count(*) filter (where status = 'failed')::int as failed
        from subscription_billing_attempts where created_at >= ${since}`,
  )) as unknown as { rows: CountRow[] };
  const attempts = renewals.rows[0]?.n ?? 0;
  const failed = renewals.rows[0]?.failed ?? 0;
  if (attempts >= RENEWAL_FAILURE_MIN_ATTEMPTS && failed / attempts >= RENEWAL_FAILURE_RATE) {
    const sent = await raiseAlert(deps, 'renewal-failures', {
      subject: `${failed} of ${attempts} renewals failed in the last hour`,
      text: `${failed} of the last hour's ${attempts} subscription renewal attempts failed (declined cards or Shopify errors). See Admin → Subscriptions.`,
    });
    if (sent === 'sent') raised.push('renewal-failures');
  }
  // Orders held during the last alert's quiet period, which no later order's alert reported.
  if ((await alertStaffOfHeldOrders(deps)) === 'sent') raised.push('held-orders');
  return raised;
}

/**
 * Counts failed answers (5xx) to Shopify's webhooks per topic in this process; the third within
 * 15 minutes raises `webhook-failing:<topic>` (Shopify retries, but a topic that keeps failing
 * loses orders or stock after its 48 hours of retries).
 */
export function createWebhookFailureWatch(deps: AlertDeps) {
  const failures = new Map<string, number[]>();
  return (topic: string) => {
    const now = deps.clock.now().getTime();
    const recent = (failures.get(topic) ?? []).filter((t) => now - t < WEBHOOK_FAILURE_WINDOW_MS);
    recent.push(now);
    failures.set(topic, recent);
    if (recent.length < WEBHOOK_FAILURES) return;
    raiseAlert(deps, `webhook-failing:${topic}`, {
      subject: `Shopify ${topic} webhooks are failing`,
      text: `This shop failed to process ${recent.length} ${topic} webhooks in the last 15 minutes. Shopify retries them for 48 hours; check the logs (search for the topic) and the database.`,
    }).catch((err) => deps.logger.error({ err, topic }, 'webhook failure alert not sent'));
  };
}

/** Middleware on /api/webhooks/*: a failed answer (5xx) counts towards its topic's alert. */
export function webhookFailureAlerts(deps: AlertDeps): MiddlewareHandler<AppEnv> {
  const watch = createWebhookFailureWatch(deps);
  return async (c, next) => {
    await next();
    if (c.res.status >= 500) watch(webhookTopicLabel(c.req.header(SHOPIFY_TOPIC_HEADER)));
  };
}

/** The periodic look every 5 minutes, one process per tick (pg-boss cron). */
export async function startOperationsWatch(boss: PgBoss, deps: AlertDeps) {
  await boss.createQueue(OPS_WATCH_QUEUE, { policy: 'singleton', retryLimit: 0 });
  await boss.work(OPS_WATCH_QUEUE, { pollingIntervalSeconds: 30 }, async () => {
    return { raised: await checkOperations(deps) };
  });
  await boss.schedule(OPS_WATCH_QUEUE, '*/5 * * * *');
}
