import { getConnInfo } from '@hono/node-server/conninfo';
import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Database } from '../db/client';
import { AppError } from './errors';

/** A fixed-window counter shared by every app process (rows in rate_limits, or Redis). */
export type RateLimitStore = {
  /** Adds one hit to `key` and returns the count inside the current window. */
  hit: (key: string, windowMs: number) => Promise<number>;
};

export function createDatabaseRateLimitStore(db: Database): RateLimitStore {
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      const windowStart = now - windowMs;
      const result = await db.execute(sql`
        insert into rate_limits (id, key, count, last_request)
        values (${`app:${key}`}, ${`app:${key}`}, 1, ${now})
        on conflict (key) do update set
          count = case when rate_limits.last_request < ${windowStart} then 1 else rate_limits.count + 1 end,
          last_request = case when rate_limits.last_request < ${windowStart} then ${now} else rate_limits.last_request end
        returning count`);
      const rows = (result as unknown as { rows: { count: number }[] }).rows;
      return Number(rows[0]?.count ?? 1);
    },
  };
}

/** The subset of an ioredis client the store uses (so tests and callers need no Redis types). */
export type RedisLike = {
  eval: (script: string, numKeys: number, ...args: (string | number)[]) => Promise<unknown>;
};

// One round trip, atomic: count the hit and start the window's expiry on its first hit.
const REDIS_HIT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

/**
 * Fixed-window counters in Redis (used when REDIS_URL is set): one INCR per hit instead of a
 * database write. If Redis fails, the hit is counted in the database store instead, so limits
 * still hold across processes and a Redis outage neither blocks nor opens the shop.
 */
export function createRedisRateLimitStore(options: {
  redis: RedisLike;
  fallback: RateLimitStore;
  onError?: (err: unknown) => void;
}): RateLimitStore {
  return {
    async hit(key, windowMs) {
      try {
        const count = await options.redis.eval(REDIS_HIT_SCRIPT, 1, `rl:${key}`, windowMs);
        return Number(count);
      } catch (err) {
        options.onError?.(err);
        return options.fallback.hit(key, windowMs);
      }
    },
  };
}

/** Set by the app on every request (never taken from the client) for better-auth's limits. */
export const CLIENT_IP_HEADER = 'x-shop-client-ip';

/**
 * The client's address: the socket's, or, behind `trustedHops` proxies (TRUST_PROXY=true,
 * TRUST_PROXY_HOPS, default 1), the X-Forwarded-For entry that many hops from the right: each
 * proxy APPENDS the address it received the request from, so the right-most entries are the
 * trusted proxies' and everything to their left is whatever the client sent. A shorter header
 * (the request skipped an outer proxy) gives its left-most entry, which the inner proxy wrote.
 * Without trusted proxies the header is ignored, so nobody can dodge a limit by inventing one.
 */
export function clientAddress(c: Context, trustedHops: number): string {
  if (trustedHops > 0) {
    const hops = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((hop) => hop.trim())
      .filter((hop) => hop !== '');
    const address = hops[Math.max(0, hops.length - trustedHops)];
    if (address) return address;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

export function rateLimit(options: {
  store: RateLimitStore;
  enabled: boolean;
  name: string;
  max: number;
  windowMs: number;
  message?: string;
}): MiddlewareHandler {
  return async (c, next) => {
    if (!options.enabled || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const count = await options.store.hit(
      `${options.name}:${(c.get('clientIp' as never) as string | undefined) ?? clientAddress(c, 0)}`,
      options.windowMs,
    );
    if (count > options.max) {
      c.header('Retry-After', String(Math.ceil(options.windowMs / 1000)));
      throw new AppError(
        'rate_limited',
        options.message ?? 'Too many requests. Please wait a moment and try again.',
      );
    }
    return next();
  };
}
