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
  /** Seconds between this process's checks for lapsed heartbeats (pg-boss: 60). */
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
  const boss = new PgBoss({
    db,
    schema: 'pgboss',
    ...(database.pglite ? { backend: 'pglite' as const } : {}),
    ...options,
  });
  boss.on('error', (err) => logger.warn({ err }, 'job queue error'));
  boss.on('stopped', () => runningQueues.delete(boss));
  await boss.start();
  runningQueues.add(boss);
  return { boss, db };
}
