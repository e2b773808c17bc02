import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * The external services some integration suites need: PostgreSQL (TEST_DATABASE_URL) and Redis
 * (TEST_REDIS_URL, default redis://127.0.0.1:6379). With CI=true a missing one fails the run
 * (global-setup.ts); elsewhere the suites that need it skip and skip-report.ts names them.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;
export const testRedisUrl = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
export const onCi = process.env.CI === 'true';

/** Whether a Redis server answers PING at `url` within 2 s (no retries, no lingering client). */
export async function redisAnswers(url = testRedisUrl): Promise<boolean> {
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    retryStrategy: () => null,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

/** Whether PostgreSQL answers at `url` within 2 s. */
export async function postgresAnswers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}
