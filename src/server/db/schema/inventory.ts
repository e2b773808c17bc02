import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per inventory sync from Shopify (stock/sync-job.ts): who started it (the schedule or staff),
 * when, and how it ended. Staff see the newest; rows older than 30 days are pruned.
 */
export const inventorySyncRuns = pgTable(
  'inventory_sync_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'schedule' | 'staff' */
    trigger: text('trigger').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** 'running' | 'succeeded' | 'failed' */
    status: text('status').notNull().default('running'),
    changed: integer('changed'),
    notified: integer('notified'),
    error: text('error'),
  },
  (t) => [index('inventory_sync_runs_started_idx').on(t.startedAt)],
);
