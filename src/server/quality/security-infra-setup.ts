import { startTestApp } from '../test/harness';

/**
 * One app for a whole test file (each app costs a migrated database): client addresses from a
 * trusted proxy and rate limits on, as in production behind a load balancer; a signed-up shopper
 * and an admin with the second factor the admin area needs.
 */
export async function startInfraApp() {
  const app = await startTestApp({
    seed: false,
    env: { TRUST_PROXY: 'true', RATE_LIMITS: 'true' },
  });
  const shopper = app.client();
  await shopper.signUp();
  const { client: admin } = await app.adminClient();
  return { app, shopper, admin };
}

export type ErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string[]> };
};
