import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisRateLimitStore, type RateLimitStore } from '../http/rate-limit';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
const available = await redis
  .connect()
  .then(() => true)
  .catch(() => false);
afterAll(() => redis.disconnect());

const counting = (): RateLimitStore & { hits: number } => {
  const store = {
    hits: 0,
    async hit() {
      store.hits += 1;
      return store.hits;
    },
  };
  return store;
};

describe.skipIf(!available)('the Redis rate-limit store', () => {
  it('counts hits in a fixed window that expires', async () => {
    const fallback = counting();
    const store = createRedisRateLimitStore({ redis, fallback });
    const key = `test:${randomBytes(6).toString('hex')}`;
    expect(await store.hit(key, 300)).toBe(1);
    expect(await store.hit(key, 300)).toBe(2);
    expect(await store.hit(key, 300)).toBe(3);
    const ttl = await redis.pttl(`rl:${key}`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(300);
    await new Promise((r) => setTimeout(r, ttl + 50));
    expect(await store.hit(key, 300)).toBe(1);
    expect(fallback.hits).toBe(0);
  });
});

describe('the Redis rate-limit store when Redis fails', () => {
  it('counts in the fallback (database) store instead', async () => {
    const fallback = counting();
    const errors: unknown[] = [];
    const store = createRedisRateLimitStore({
      redis: { eval: () => Promise.reject(new Error('connection refused')) },
      fallback,
      onError: (err) => errors.push(err),
    });
    expect(await store.hit('k', 1000)).toBe(1);
    expect(await store.hit('k', 1000)).toBe(2);
    expect(errors).toHaveLength(2);
  });
});
