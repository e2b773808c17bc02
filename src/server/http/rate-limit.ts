import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterDrizzle,
  RateLimiterRedis,
} from 'rate-limiter-flexible';
import type { Database } from '../db/client';
import { rateLimitCounters } from '../db/schema/rate-limits';
import { AppError } from './errors';

/** A fixed-window counter shared by every app process (rows in PostgreSQL, or Redis). */
export type RateLimitStore = {
  /** Adds one hit to `key` and returns the count inside the current window. */
  hit: (key: string, windowMs: number) => Promise<number>;
  /** Takes one hit back (an attempt that turned out right is not counted as a failure). */
  forgive: (key: string, windowMs: number) => Promise<void>;
};

/** A rate-limiter-flexible limiter for one window length (in seconds). */
export type LimiterForWindow = (durationSeconds: number) => RateLimiterAbstract;

/**
 * Counting with rate-limiter-flexible: one limiter per window length, each hit a `penalty` of
 * one point (which counts without refusing), so callers compare the count with their own limit.
 */
function countWith(limiterFor: LimiterForWindow): RateLimitStore {
  const limiters = new Map<number, RateLimiterAbstract>();
  const limiter = (windowMs: number) => {
    let found = limiters.get(windowMs);
    if (!found) {
      found = limiterFor(windowMs / 1000);
      limiters.set(windowMs, found);
    }
    return found;
  };
  return {
    async hit(key, windowMs) {
      return (await limiter(windowMs).penalty(key, 1)).consumedPoints;
    },
    async forgive(key, windowMs) {
      await limiter(windowMs).reward(key, 1);
    },
  };
}

/** Counters in the `rate_limit_counters` table (keys `app:<limit>:<client>`), on either database. */
export function databaseLimiter(db: Database): LimiterForWindow {
  return (duration) =>
    new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimitCounters,
      keyPrefix: 'app',
      points: 1,
      duration,
    });
}

export function createDatabaseRateLimitStore(db: Database): RateLimitStore {
  return countWith(databaseLimiter(db));
}

/**
 * Counters in Redis (used when REDIS_URL is set; keys `rl:<limit>:<client>`, one atomic script
 * per hit). While Redis is not ready or fails, hits are counted by the `insurance` limiter
 * (the database's, so limits still hold across processes): a Redis outage neither blocks nor
 * opens the shop.
 */
export function createRedisRateLimitStore(options: {
  redis: Redis;
  insurance: LimiterForWindow;
}): RateLimitStore {
  return countWith(
    (duration) =>
      new RateLimiterRedis({
        storeClient: options.redis,
        keyPrefix: 'rl',
        points: 1,
        duration,
        rejectIfRedisNotReady: true,
        insuranceLimiter: options.insurance(duration),
      }),
  );
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

/**
 * A limit keyed on what the request acts on (an account id, a target email address) rather than
 * on the client's address, so many addresses cannot share out the guesses or the emails. Always
 * on (RATE_LIMITS only switches the per-address limits, which would catch users sharing an
 * address): an honest person never reaches `max` on their own account or inbox.
 * Returns true when this hit is over the limit.
 */
export async function hitKeyedLimit(
  store: RateLimitStore,
  options: { name: string; key: string; max: number; windowMs: number },
): Promise<boolean> {
  const count = await store.hit(`${options.name}:${options.key}`, options.windowMs);
  return count > options.max;
}
