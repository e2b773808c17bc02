import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The app's own rate-limit counters when they are not in Redis (http/rate-limit.ts): the table
 * rate-limiter-flexible's RateLimiterDrizzle expects (key, points, expire). better-auth keeps its
 * counters in `rate_limits` (schema/auth.ts).
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  points: integer('points').notNull(),
  expire: timestamp('expire', { withTimezone: true }),
});
