/**
 * The app's durable job queue: pg-boss on the shop's own database (PostgreSQL, or PGlite through
 * pg-boss's adapter on the embedded default). Every app process starts one; pg-boss shares the
 * work between them, and its cron schedules create one job per tick however many processes run.
 */
import { fromPglite, PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import type { Logger } from '../lib/logger';

/** Queues started in this process and not yet stopped (the readiness probe asks). */
const runningQueues = new WeakSet<PgBoss>();

/** Whether this job queue has started and not stopped. */
export function isJobQueueRunning(boss: PgBoss | null | undefined): boolean {
  return !!boss && runningQueues.has(boss);
}

export type JobQueueDb = {
  executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;
};

export type JobQueueOptions = {
  /** Seconds between this process's looks for due cron schedules (pg-boss: 1 to 45; 30). */
  cronMonitorIntervalSeconds?: number;
  /** Seconds between this process's sends of due cron jobs (pg-boss: 1 to 45; 5). */
  cronWorkerIntervalSeconds?: number;
  /**
   * Seconds between looks for jobs whose holder is gone (expired, or heartbeat lapsed), which
   * pg-boss then retries (its default: 60). Sets both of pg-boss's gates: how often this process
   * supervises, and how long a queue's last supervision by any process holds off the next
   * (`monitorIntervalSeconds`); the first alone left held jobs for a minute.
   */
  superviseIntervalSeconds?: number;
};

export async function startJobQueue(
  database: DatabaseHandle,
  logger: Logger,
  options: JobQueueOptions = {},
): Promise<{ boss: PgBoss; db: JobQueueDb }> {
  const db: JobQueueDb = database.pglite
    ? fromPglite(database.pglite)
    : {
        executeSql: (text: string, values?: unknown[]) =>
          (database.pool as NonNullable<DatabaseHandle['pool']>).query(text, values),
      };
  const boss = await startWithRetry(() => {
    const created = new PgBoss({
      db,
      schema: 'pgboss',
      ...(database.pglite ? { backend: 'pglite' as const } : {}),
      ...options,
      ...(options.superviseIntervalSeconds
        ? { monitorIntervalSeconds: options.superviseIntervalSeconds }
        : {}),
    });
    created.on('error', (err) => logger.warn({ err }, 'job queue error'));
    created.on('stopped', () => runningQueues.delete(created));
    return created;
  }, logger);
  runningQueues.add(boss);
  return { boss, db };
}

/**
 * Processes started together on a fresh database each install pg-boss's schema; PostgreSQL can
 * refuse the second `CREATE SCHEMA IF NOT EXISTS` with a unique violation on pg_namespace while
 * the first is still committing (seen with two shop processes behind the balancer). The loser
 * starts again once the winner's install is in, and then finds it installed.
 */
async function startWithRetry(create: () => PgBoss, logger: Logger): Promise<PgBoss> {
  for (let attempt = 1; ; attempt += 1) {
    const boss = create();
    try {
      await boss.start();
      return boss;
    } catch (err) {
      const code = (err as { code?: unknown }).code;
      if (code !== '23505' || attempt >= 5) throw err;
      logger.info(
        { attempt },
        'job queue: another process was installing its schema; starting again',
      );
      await boss.stop({ graceful: false }).catch(() => {});
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}
