// Probes a host (a load balancer, Kubernetes, systemd, an uptime monitor) can act on:
// `live` answers while the process runs (restart it when it does not), `ready` only while it can
// serve (take it out of rotation when it cannot). docs/deployment.md "Health and readiness".
import { Hono } from 'hono';
import type { PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/client';
import { migrationsApplied } from '../db/migration-state';
import type { AppEnv } from '../http/app-env';
import { isJobQueueRunning } from '../jobs/job-queue';

export type ReadinessChecks = {
  database: 'ok' | 'unreachable';
  migrations: 'ok' | 'pending' | 'unknown';
  jobQueue: 'ok' | 'stopped';
};

/** Each check of readiness; a database that does not answer within `timeoutMs` is unreachable. */
export async function checkReadiness(options: {
  database: DatabaseHandle;
  jobQueue: () => PgBoss | null | undefined;
  timeoutMs?: number;
}): Promise<ReadinessChecks> {
  const { database } = options;
  const jobQueue = isJobQueueRunning(options.jobQueue()) ? 'ok' : 'stopped';
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), options.timeoutMs ?? 2_000);
  });
  try {
    await Promise.race([database.ping(), timeout]);
  } catch {
    return { database: 'unreachable', migrations: 'unknown', jobQueue };
  } finally {
    clearTimeout(timer);
  }
  const applied = await migrationsApplied(database).catch(() => false);
  const migrations = applied ? 'ok' : 'pending';
  return { database: 'ok', migrations, jobQueue };
}

export function createHealthRoutes(options: {
  database: DatabaseHandle;
  /** This process's job queue, once started (null before and in tests that run none). */
  jobQueue: () => PgBoss | null | undefined;
}) {
  return new Hono<AppEnv>()
    .get('/live', (c) => {
      c.header('Cache-Control', 'no-store');
      return c.json({ status: 'ok' });
    })
    .get('/ready', async (c) => {
      c.header('Cache-Control', 'no-store');
      const checks = await checkReadiness(options);
      const ready = Object.values(checks).every((value) => value === 'ok');
      return c.json({ status: ready ? 'ready' : 'not_ready', checks }, ready ? 200 : 503);
    });
}
