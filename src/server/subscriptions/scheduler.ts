/**
 * The durable renewal scheduler on pg-boss, in every app process. A cron job (one
 * run per minute across all processes) sweeps due subscriptions into renewal jobs whose id is
 * derived from (subscription, date, try), so two processes sweeping together queue one job.
 * Any process works the jobs; a process that dies mid-job leaves it active until its heartbeat
 * lapses, then pg-boss retries it, and runRenewal's claim plus Shopify's idempotency key keep
 * that retry from charging twice. On PGlite (embedded default) it runs in the one process
 * through pg-boss's PGlite adapter.
 */
import { createHash } from 'node:crypto';
import type { DatabaseHandle } from '../db/client';
import { pendingJobs, settleEach, startBatchWorkers } from '../jobs/job-batch';
import { startJobQueue } from '../jobs/job-queue';
import { syncContractDates } from './contract-dates';
import {
  findDueRenewals,
  type RenewalDeps,
  type RenewalJob,
  runRenewal,
  sendDueReminders,
  today,
} from './renewals';

export const SWEEP_QUEUE = 'subscription-sweep';
export const RENEWAL_QUEUE = 'subscription-renewal';
/** Seconds between a renewal worker's looks when the sweep did not wake it (jobs/job-batch.ts). */
const BACKSTOP_POLL_SECONDS = 10;

export type SchedulerOptions = {
  /** Seconds without a heartbeat before a job held by a dead process is retried (≥ 10). */
  heartbeatSeconds?: number;
  pollingIntervalSeconds?: number;
  /** Workers of the renewal queue in one process. */
  concurrency?: number;
  /** Renewal jobs one worker fetches and runs together (a full batch fetches again at once). */
  batchSize?: number;
  /**
   * Seconds before a renewal that failed (Shopify unavailable) is tried again, doubling each try
   * (5 by default; tests of an outage shorten it).
   */
  renewalRetryDelaySeconds?: number;
  /** Cron of the sweep; null: no cron (tests call sweepNow). */
  cron?: string | null;
  /**
   * How often this process looks for jobs whose holder's heartbeat lapsed (pg-boss's supervision,
   * default 60 s); tests shorten it to see a dead process's jobs retried sooner.
   */
  superviseIntervalSeconds?: number;
};

/** A UUID derived from the job's identity: the same renewal is queued once. */
export function renewalJobId(job: RenewalJob): string {
  const hex = createHash('sha256')
    .update(`${job.subscriptionId}:${job.billingDate}:${job.attemptNumber}`)
    .digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export async function startSubscriptionScheduler(
  deps: RenewalDeps & { database: DatabaseHandle },
  options: SchedulerOptions = {},
) {
  const { database, logger } = deps;
  const { boss, db } = await startJobQueue(
    database,
    logger,
    options.superviseIntervalSeconds
      ? { superviseIntervalSeconds: options.superviseIntervalSeconds }
      : {},
  );
  const heartbeatSeconds = Math.max(10, options.heartbeatSeconds ?? 60);
  await boss.createQueue(SWEEP_QUEUE, { policy: 'singleton' });
  await boss.createQueue(RENEWAL_QUEUE, {
    retryLimit: 20,
    retryDelay: options.renewalRetryDelaySeconds ?? 5,
    retryBackoff: true,
    heartbeatSeconds,
    expireInSeconds: 15 * 60,
  });

  let sweeping: Promise<number> | null = null;
  async function sweep(): Promise<number> {
    await sendDueReminders(deps);
    const day = today(deps);
    let queued = 0;
    let after: string | null = null;
    for (;;) {
      const due = await findDueRenewals(deps.db, day, 1000, after);
      if (due.length === 0) break;
      const jobs = due.map((job) => ({
        id: renewalJobId(job),
        data: {
          subscriptionId: job.subscriptionId,
          billingDate: job.billingDate,
          attemptNumber: job.attemptNumber,
          contractId: job.contractId,
        },
      }));
      await boss.insert(RENEWAL_QUEUE, jobs);
      workers.wake();
      queued += jobs.length;
      after = due[due.length - 1]?.id ?? null;
      if (due.length < 1000) break;
    }
    // Then the contracts whose date in Shopify is behind the shop's (a move that failed): a
    // failure is logged and left for the next minute.
    await syncContractDates(deps).catch((err: unknown) =>
      logger.warn({ err }, 'contract dates not synced this minute'),
    );
    return queued;
  }
  const sweepNow = () => {
    sweeping ??= sweep().finally(() => {
      sweeping = null;
    });
    return sweeping;
  };

  // Batches with per-job results: a worker whose fetch came back full fetches again at once
  // (a due day's thousands of renewals are not paced by the polling interval), and one renewal
  // that throws (Shopify unreachable) is retried alone. The sweep wakes this process's workers;
  // the other processes' find the jobs at their next poll.
  const workers = await startBatchWorkers(
    boss,
    RENEWAL_QUEUE,
    {
      count: options.concurrency ?? 2,
      batchSize: options.batchSize ?? 8,
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? BACKSTOP_POLL_SECONDS,
    },
    (jobs) =>
      // Each renewal starts when the process's people let it: at once on a quiet shop, a trickle
      // during a sale (docs/decisions/159-renewals-give-way-to-shoppers.md).
      settleEach(
        jobs,
        async (job: RenewalJob) => {
          await deps.backgroundPace?.turn();
          return { outcome: await runRenewal(deps, job) };
        },
        (err, job) => logger.warn({ err, job: job.data }, 'renewal failed; pg-boss retries it'),
      ),
  );
  await boss.work(
    SWEEP_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 5 },
    async () => {
      await sweepNow();
    },
  );
  const cron = options.cron === undefined ? '* * * * *' : options.cron;
  if (cron) await boss.schedule(SWEEP_QUEUE, cron);

  return {
    boss,
    /** The job queue's own connection (counts read live, as `pendingRenewals` does). */
    db,
    /** Sweeps now in this process (the test clock route, tests). Returns how many were queued. */
    sweepNow,
    /** Jobs of the renewal queue not yet completed (tests and the bench wait for 0). */
    pendingRenewals: (): Promise<number> => pendingJobs(db, [RENEWAL_QUEUE]),
    async stop(graceful = true) {
      await boss.stop({ graceful, close: false });
    },
  };
}

export type SubscriptionScheduler = Awaited<ReturnType<typeof startSubscriptionScheduler>>;
