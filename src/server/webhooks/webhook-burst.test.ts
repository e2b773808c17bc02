/**
 * A due day sends the shop thousands of signed webhooks from Shopify's few addresses (the
 * sandbox's: 127.0.0.1). With the per-address rate limits on, none of them may be refused for
 * their number: the HMAC is what admits a webhook, and every delivery must be acknowledged.
 * A request without a valid signature is still refused.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhookBody } from '../shopify/webhook-signature';
import { startTestApp, TEST_WEBHOOK_SECRET, type TestApp } from '../test/harness';

const PATH = '/api/webhooks/shopify/subscriptions';
/** More requests from one address than any of the app's per-address limits allows. */
const BURST = 150;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seed: false, env: { RATE_LIMITS: 'true' } });
}, 180_000);
afterAll(() => app?.close());

function post(body: string, signature: string | null) {
  return app.fetch(PATH, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Topic': 'subscription_billing_attempts/success',
      'X-Shopify-Webhook-Id': randomUUID(),
      ...(signature === null ? {} : { 'X-Shopify-Hmac-Sha256': signature }),
    },
    body,
  });
}

function attemptBody() {
  return JSON.stringify({
    admin_graphql_api_id: `gid://shopify/SubscriptionBillingAttempt/${randomUUID()}`,
    idempotency_key: `renewal-burst-${randomUUID()}`,
    order_id: null,
    admin_graphql_api_subscription_contract_id: 'gid://shopify/SubscriptionContract/1',
  });
}

describe('signed Shopify webhooks in a burst (RATE_LIMITS on)', () => {
  it(`accepts all ${BURST} from one address`, async () => {
    const statuses: number[] = [];
    for (let start = 0; start < BURST; start += 25) {
      const batch = await Promise.all(
        Array.from({ length: Math.min(25, BURST - start) }, () => {
          const body = attemptBody();
          return post(body, signWebhookBody(body, TEST_WEBHOOK_SECRET));
        }),
      );
      for (const res of batch) {
        statuses.push(res.status);
        await res.arrayBuffer();
      }
    }
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });

  it('still refuses a webhook without a valid signature', async () => {
    const body = attemptBody();
    const unsigned = await post(body, null);
    expect(unsigned.status).toBe(401);
    const forged = await post(body, signWebhookBody(body, 'not-the-secret'));
    expect(forged.status).toBe(401);
  });
});
