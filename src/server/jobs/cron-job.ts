/**
 * A recorded job on a cron schedule (the inventory sync, the order reconciliation), on the job
 * queue every app process starts (job-queue.ts). pg-boss files each cron occurrence under one
 * singleton key, so however many processes run, a tick creates one job and one process works it;
 * the queue's singleton policy keeps a slow run from overlapping the next. A failed run is
 * recorded by the job itself (recorded-runs.ts), never retried early and never thrown at the
 * process: the next tick tries again.
 */
import type { PgBoss } from 'pg-boss';
import type { RunOutcome } from './recorded-runs';

export async function startCronJob<Result>(
  boss: PgBoss,
  job: {
    queue: string;
    /** The schedule's cron; null removes the schedule (the job is off), the worker still runs. */
    cron: string | null;
    /** How long one run may take before pg-boss gives it up. */
    expireInSeconds: number;
    pollingIntervalSeconds?: number;
    run: () => Promise<RunOutcome<Result>>;
  },
) {
  await boss.createQueue(job.queue, {
    policy: 'singleton',
    retryLimit: 0,
    expireInSeconds: job.expireInSeconds,
  });
  await boss.work(
    job.queue,
    { pollingIntervalSeconds: job.pollingIntervalSeconds ?? 5 },
    async () => {
      const outcome = await job.run();
      // pg-boss stores the job's output as JSON: the message, not the thrown value.
      if (outcome.status === 'failed') return { status: outcome.status, error: outcome.error };
      return outcome;
    },
  );
  // The schedule lives in the database: turning the job off must remove it, not just skip it.
  if (job.cron) await boss.schedule(job.queue, job.cron);
  else await boss.unschedule(job.queue);
}
