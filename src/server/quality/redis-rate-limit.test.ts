import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisRateLimitStore, type LimiterForWindow } from '../http/rate-limit';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
const available = await redis
  .connect()
  .then(() => true)
  .catch(() => false);
afterAll(() => redis.disconnect());

/** An in-memory insurance limiter that records every window it was made for and every hit. */
const counting = () => {
  const hits: string[] = [];
  const insurance: LimiterForWindow = (duration) => {
    const memory = new RateLimiterMemory({ points: 1, duration });
    const penalty = memory.penalty.bind(memory);
    memory.penalty = (key, points, options) => {
      hits.push(String(key));
      return penalty(key, points, options);
    };
    return memory;
  };
  return { hits, insurance };
};

describe.skipIf(!available)('the Redis rate-limit store', () => {
  it('counts hits in a fixed window that expires', async () => {
    const fallback = counting();
    const store = createRedisRateLimitStore({ redis, insurance: fallback.insurance });
    const key = `test:${randomBytes(6).toString('hex')}`;
    expect(await store.hit(key, 1000)).toBe(1);
    expect(await store.hit(key, 1000)).toBe(2);
    expect(await store.hit(key, 1000)).toBe(3);
    expect(await redis.get(`rl:${key}`)).toBe('3');
    const ttl = await redis.pttl(`rl:${key}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(1000);
    await new Promise((r) => setTimeout(r, ttl + 50));
    expect(await store.hit(key, 1000)).toBe(1);
    expect(fallback.hits).toHaveLength(0);
  });
});

describe('the Redis rate-limit store when Redis fails', () => {
  it('counts in the insurance (database) limiter instead', async () => {
    // A Redis URL on a closed port: the client never becomes ready.
    const srv = createServer();
    await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', () => resolve()));
    const port = (srv.address() as { port: number }).port;
    await new Promise<void>((resolve) => srv.close(() => resolve()));
    const down = new Redis(`redis://127.0.0.1:${port}`, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    down.on('error', () => {});
    try {
      const fallback = counting();
      const store = createRedisRateLimitStore({ redis: down, insurance: fallback.insurance });
      expect(await store.hit('k', 1000)).toBe(1);
      expect(await store.hit('k', 1000)).toBe(2);
      expect(fallback.hits).toEqual(['k', 'k']);
    } finally {
      down.disconnect();
    }
  });
});
