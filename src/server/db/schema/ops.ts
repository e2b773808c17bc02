import { date, doublePrecision, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/**
 * Real visitors' Core Web Vitals (ops/vitals-routes.ts): one sampled beacon value per row, with
 * nothing about the visitor but the kind of page. Bounded: at most VITALS_DAILY_CAP rows per day,
 * page type and metric, and rows older than 28 days are deleted.
 */
export const webVitalSamples = pgTable(
  'web_vital_samples',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recordedOn: date('recorded_on').notNull(),
    pageType: text('page_type').notNull(),
    metric: text('metric').notNull(),
    /** Milliseconds (LCP, INP, TTFB) or the unitless layout shift score (CLS). */
    value: doublePrecision('value').notNull(),
  },
  (table) => [
    index('web_vital_samples_day_idx').on(table.recordedOn, table.pageType, table.metric),
  ],
);
