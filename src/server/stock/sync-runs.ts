// Each inventory sync from Shopify (scheduled or by staff) is one
// recorded run, so staff can see when stock was last read and whether it worked.
import { desc, eq, lt, sql } from 'drizzle-orm';
import type { InventorySyncRunDto } from '../../core/api/inventory';
import type { AppDeps } from '../app-deps';
import { inventorySyncRuns } from '../db/schema/inventory';
import type { ShopifyAdminClient } from '../shopify/admin-client';
import { syncInventoryFromShopify } from './service';

export type SyncTrigger = 'schedule' | 'staff';

export type SyncOutcome =
  | { status: 'succeeded'; changed: number; notified: number }
  | { status: 'failed'; error: string; cause: unknown };

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
  const [run] = await deps.db
    .insert(inventorySyncRuns)
    .values({ trigger })
    .returning({ id: inventorySyncRuns.id });
  const runId = run?.id as string;
  let outcome: SyncOutcome;
  try {
    const result = await syncInventoryFromShopify(deps, client);
    outcome = { status: 'succeeded', ...result };
    deps.logger.info({ trigger, ...result }, 'inventory synced from Shopify');
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    outcome = { status: 'failed', error, cause: err };
    deps.logger.error({ err, trigger }, 'inventory sync from Shopify failed');
  }
  await deps.db
    .update(inventorySyncRuns)
    .set({
      finishedAt: sql`now()`,
      status: outcome.status,
      changed: outcome.status === 'succeeded' ? outcome.changed : null,
      notified: outcome.status === 'succeeded' ? outcome.notified : null,
      error: outcome.status === 'failed' ? outcome.error.slice(0, 500) : null,
    })
    .where(eq(inventorySyncRuns.id, runId));
  await deps.db
    .delete(inventorySyncRuns)
    .where(lt(inventorySyncRuns.startedAt, sql`now() - make_interval(days => ${KEEP_RUNS_DAYS})`));
  return outcome;
}

/** The newest run (a running one included), or null before the first. */
export async function latestInventorySync(deps: AppDeps): Promise<InventorySyncRunDto | null> {
  const [row] = await deps.db
    .select()
    .from(inventorySyncRuns)
    .orderBy(desc(inventorySyncRuns.startedAt))
    .limit(1);
  if (!row) return null;
  return {
    trigger: row.trigger,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    status: row.status,
    changed: row.changed,
    notified: row.notified,
    error: row.error,
  };
}
