import { text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The columns of every table of a background job's runs (jobs/recorded-runs.ts reads and writes
 * them): who started the run, when it started and finished, how it ended and its error. Each
 * job's table adds its own counts beside them.
 */
export function runColumns() {
  return {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 'schedule' | 'staff' */
    trigger: text('trigger').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** 'running' | 'succeeded' | 'failed' */
    status: text('status').notNull().default('running'),
    error: text('error'),
  };
}
