/**
 * The scheduled inventory sync: a pg-boss cron schedule on the job queue every app process starts
 * (jobs/job-queue.ts). pg-boss files each cron occurrence under one singleton key, so however many
 * processes run, a tick creates one job and one process works it; the queue's singleton policy
 * keeps a slow sync from overlapping the next. A failed sync is recorded and logged
 * (sync-runs.ts), never retried early and never thrown at the process: the next tick tries again.
 */
import type { PgBoss } from 'pg-boss';
import type { AppDeps } from '../app-deps';
import type { ShopifyAdminClient } from '../shopify/admin-client';
import { runInventorySync } from './sync-runs';

export const INVENTORY_SYNC_QUEUE = 'inventory-sync';

/** The cron of a sync every `minutes` (one of config's INVENTORY_SYNC_MINUTE_CHOICES); null: off. */
export function inventorySyncCron(minutes: number): string | null {
  if (minutes <= 0) return null;
  if (minutes < 60) return `*/${minutes} * * * *`;
  if (minutes >= 1440) return '0 0 * * *';
  return `0 */${minutes / 60} * * *`;
}

export type InventorySyncOptions = {
  /** The schedule's cron; null removes the schedule (the sync is off), the worker still runs. */
  cron: string | null;
  pollingIntervalSeconds?: number;
  /** Tests: the Admin API client each run uses (default: the configured store or sandbox). */
  client?: () => ShopifyAdminClient;
};

export async function startInventorySync(
  boss: PgBoss,
  deps: AppDeps,
  options: InventorySyncOptions,
) {
  await boss.createQueue(INVENTORY_SYNC_QUEUE, {
    policy: 'singleton',
    retryLimit: 0,
    expireInSeconds: 10 * 60,
  });
  await boss.work(
    INVENTORY_SYNC_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 5 },
    async () => {
      const outcome = await runInventorySync(deps, 'schedule', options.client?.());
      if (outcome.status === 'failed') return { status: outcome.status, error: outcome.error };
      return outcome;
    },
  );
  // The schedule lives in the database: turning the sync off must remove it, not just skip it.
  if (options.cron) await boss.schedule(INVENTORY_SYNC_QUEUE, options.cron);
  else await boss.unschedule(INVENTORY_SYNC_QUEUE);
}
