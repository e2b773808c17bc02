import { index, integer, pgTable } from 'drizzle-orm/pg-core';
import { runColumns } from './run-columns';

/**
 * One row per inventory sync from Shopify (stock/sync-job.ts): who started it (the schedule or staff),
 * when, and how it ended. Staff see the newest; rows older than 30 days are pruned.
 */
export const inventorySyncRuns = pgTable(
  'inventory_sync_runs',
  {
    ...runColumns(),
    changed: integer('changed'),
    notified: integer('notified'),
  },
  (t) => [index('inventory_sync_runs_started_idx').on(t.startedAt)],
);
