// Each inventory sync from Shopify (scheduled or by staff) is one
// recorded run, so staff can see when stock was last read and whether it worked.
import type { InventorySyncRunDto } from '../../core/api/inventory';
import type { AppDeps } from '../app-deps';
import { inventorySyncRuns } from '../db/schema/inventory';
import {
  jobRunDto,
  latestRun,
  type RunOutcome,
  type RunTrigger,
  recordRun,
} from '../jobs/recorded-runs';
import type { ShopifyAdminClient } from '../shopify/admin-client';
import { syncInventoryFromShopify } from './service';

export type SyncTrigger = RunTrigger;

export type SyncOutcome = RunOutcome<{ changed: number; notified: number }>;

/** Runs older than this are pruned when a run finishes. */
const KEEP_RUNS_DAYS = 30;

/**
 * Syncs stock from Shopify and records the run. Never throws for a failed sync (Shopify
 * unreachable, refused, or any other error): it is logged and recorded, and the caller decides
 * what to tell (the schedule simply tries again at its next tick).
 */
export async function runInventorySync(
  deps: AppDeps,
  trigger: SyncTrigger,
  client?: ShopifyAdminClient,
): Promise<SyncOutcome> {
  const outcome = await recordRun(deps, {
    table: inventorySyncRuns,
    trigger,
    keepDays: KEEP_RUNS_DAYS,
    work: () => syncInventoryFromShopify(deps, client),
    columns: ({ changed, notified }) => ({ changed, notified }),
  });
  if (outcome.status === 'succeeded') {
    const { changed, notified } = outcome;
    deps.logger.info({ trigger, changed, notified }, 'inventory synced from Shopify');
  } else {
    deps.logger.error({ err: outcome.cause, trigger }, 'inventory sync from Shopify failed');
  }
  return outcome;
}

/** The newest run (a running one included), or null before the first. */
export async function latestInventorySync(deps: AppDeps): Promise<InventorySyncRunDto | null> {
  const row = await latestRun(deps, inventorySyncRuns);
  if (!row) return null;
  return { ...jobRunDto(row), changed: row.changed, notified: row.notified, error: row.error };
}
