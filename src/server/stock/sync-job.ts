/**
 * The scheduled inventory sync: a cron job on the job queue every app process starts
 * (jobs/cron-job.ts: one run per tick whichever processes run, a failed sync recorded and logged
 * by sync-runs.ts and tried again at the next tick).
 */
import type { PgBoss } from 'pg-boss';
import type { AppDeps } from '../app-deps';
import { startCronJob } from '../jobs/cron-job';
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
  await startCronJob(boss, {
    queue: INVENTORY_SYNC_QUEUE,
    cron: options.cron,
    expireInSeconds: 10 * 60,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
    run: () => runInventorySync(deps, 'schedule', options.client?.()),
  });
}
