/**
 * How the app's batch workers (renewals, the webhook inbox) run a fetched batch: each job on its
 * own, so one that throws is retried alone by pg-boss and the others complete; and how many of a
 * queue's jobs are still to do.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { PgBoss } from 'pg-boss';
import { isDatabaseUnavailable } from '../http/errors';
import type { JobQueueDb } from './job-queue';

export type BatchJob = { id: string; data: unknown };

/** One job's result as pg-boss's `perJobResults` workers return it. */
export type JobResult =
  | { id: string; status: 'completed'; output: object }
  | { id: string; status: 'failed'; output: { message: string } };

/**
 * Runs every job of a batch together and maps each to its result. A job that throws is reported
 * (`onFailure`) and failed alone: pg-boss retries it under its queue's retry policy.
 */
export async function settleEach<T>(
  jobs: BatchJob[],
  run: (data: T) => Promise<object>,
  onFailure: (err: unknown, job: BatchJob) => void,
): Promise<JobResult[]> {
  const settled = await Promise.allSettled(jobs.map((job) => run(job.data as T)));
  return settled.map((result, i) => {
    const job = jobs[i] as BatchJob;
    if (result.status === 'fulfilled') {
      return { id: job.id, status: 'completed', output: result.value };
    }
    onFailure(result.reason, job);
    const reason = result.reason;
    return {
      id: job.id,
      status: 'failed',
      output: { message: reason instanceof Error ? reason.message : String(reason) },
    };
  });
}

export type BatchWorkers = {
  /** Wakes every worker of the queue in this process: it fetches now, not at its next poll. */
  wake(): void;
};

/**
 * `count` workers of a queue in this process, each fetching up to `batchSize` jobs at a time (at
 * once again while its batches come back full), and a wake-up for all of them. A job sent in this
 * process wakes its workers, so they poll only as a backstop, for jobs that are not: a retry whose
 * delay is over, a job another process sent and could not finish. An idle poll is one query per
 * worker (on the embedded database, a few ms of this process's CPU each).
 */
export async function startBatchWorkers(
  boss: PgBoss,
  queue: string,
  options: { count: number; batchSize: number; pollingIntervalSeconds: number },
  runBatch: (jobs: BatchJob[]) => Promise<JobResult[]>,
): Promise<BatchWorkers> {
  const ids: string[] = [];
  for (let i = 0; i < options.count; i++) {
    ids.push(
      await boss.work(
        queue,
        {
          batchSize: options.batchSize,
          burstWhenBatchFull: true,
          perJobResults: true,
          pollingIntervalSeconds: options.pollingIntervalSeconds,
        },
        runBatch,
      ),
    );
  }
  return {
    wake() {
      for (const id of ids) boss.notifyWorker(id);
    },
  };
}

/** How often and how long a job's work is tried again in place while the database is away. */
const DATABASE_AWAY_TRIES = 8;
const DATABASE_AWAY_WAIT_MS = 1_000;

/**
 * A job's work, tried again in place while the database is unavailable (a restart takes a second
 * or two). Failed then, the job's failure could not be stored either: it would wait, still
 * active, for pg-boss's supervision. Only for work that is safe to run again (every job's is:
 * pg-boss retries it too).
 */
export async function throughDatabaseRestarts<T>(
  work: () => Promise<T>,
  waitMs = DATABASE_AWAY_WAIT_MS,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (err) {
      if (!isDatabaseUnavailable(err) || attempt >= DATABASE_AWAY_TRIES) throw err;
      await sleep(waitMs, undefined, { ref: false });
    }
  }
}

/** Jobs of these queues not yet done (read live: pg-boss's queue counts are a periodic snapshot). */
export async function pendingJobs(db: JobQueueDb, queues: string[]): Promise<number> {
  const res = (await db.executeSql(
    `select count(*)::int as n from pgboss.job where name = any($1::text[]) and state in ('created', 'retry', 'active')`,
    [queues],
  )) as { rows: { n: number }[] };
  return res.rows[0]?.n ?? 0;
}
