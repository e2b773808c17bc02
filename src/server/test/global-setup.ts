import { onCi, postgresAnswers, redisAnswers, testDatabaseUrl, testRedisUrl } from './services';

/**
 * Vitest global setup of the integration project: on CI (CI=true) every suite must run, so a
 * PostgreSQL or Redis that does not answer fails the run here, before any test, with the reason.
 */
export default async function checkServices() {
  if (!onCi) return;
  const problems: string[] = [];
  if (!testDatabaseUrl) {
    problems.push('TEST_DATABASE_URL is not set (the PostgreSQL suites would skip)');
  } else if (!(await postgresAnswers(testDatabaseUrl))) {
    problems.push(`PostgreSQL does not answer at TEST_DATABASE_URL (${testDatabaseUrl})`);
  }
  if (!(await redisAnswers(testRedisUrl))) {
    problems.push(`Redis does not answer at ${testRedisUrl} (TEST_REDIS_URL)`);
  }
  if (problems.length > 0) {
    throw new Error(
      `CI=true and a service the integration suites need is missing: ${problems.join('; ')}. Start it (see .ci/run) or set the URL.`,
    );
  }
}
