import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per operational alert condition (ops/alerts.ts): when staff were last emailed about it
 * (at most once an hour), and since when a condition that must persist has held.
 */
export const opsAlerts = pgTable('ops_alerts', {
  key: text('key').primaryKey(),
  lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  /** A persisting condition (the outbox backlog): first seen holding; null while it does not. */
  holdingSince: timestamp('holding_since', { withTimezone: true }),
});
