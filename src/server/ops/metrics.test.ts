import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY_MS } from '../lib/clock';
import { findProjectRoot } from '../lib/project-root';
import {
  SHOPIFY_HMAC_HEADER,
  SHOPIFY_TOPIC_HEADER,
  SHOPIFY_WEBHOOK_ID_HEADER,
} from '../shopify/webhook-signature';
import { type SubscriptionScheduler, startSubscriptionScheduler } from '../subscriptions/scheduler';
import { subscribeThroughCheckout, waitFor } from '../subscriptions/test-helpers';
import { startTestApp, type TestApp } from '../test/harness';
import { createMetrics } from './metrics';

// ops/metrics.ts: GET /metrics, off by default and behind METRICS_TOKEN when on. Needs a build
// (dist/web, dist/ssr) for the page cache: `npm test` builds before the integration step.

const TOKEN = 'metrics-token-0123456789abcdef';
let app: TestApp;
let scheduler: SubscriptionScheduler;
beforeAll(async () => {
  const root = findProjectRoot();
  if (!existsSync(join(root, 'dist/ssr/entry-server.js'))) {
    throw new Error('dist is not built: run `npm run build:web` first (npm test does).');
  }
  app = await startTestApp({ env: { METRICS_TOKEN: TOKEN } });
  scheduler = await startSubscriptionScheduler(
    { ...app.deps, database: app.database },
    { cron: null, pollingIntervalSeconds: 0.5 },
  );
}, 120_000);
afterAll(async () => {
  await scheduler?.stop(false);
  await app?.close();
});

async function scrape(): Promise<string> {
  const res = await app.fetch('/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/plain');
  return res.text();
}

/** The value of one series (its name with labels in the order prom-client prints them). */
function value(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('/metrics', () => {
  it('is 401 without the token and 404 when METRICS_TOKEN is unset', async () => {
    const none = await app.fetch('/metrics');
    expect(none.status).toBe(401);
    const wrong = await app.fetch('/metrics', { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
    const off = createMetrics({ ...app.deps, config: { ...app.deps.config, metricsToken: null } });
    expect(off.enabled).toBe(false);
    const offApp = new Hono().get('/metrics', (c) => off.handler(c as never));
    expect((await offApp.request('/metrics')).status).toBe(404);
  });

  it('counts a request by route pattern, a page-cache hit, webhooks by outcome and a renewal', async () => {
    const before = await scrape();
    const productRoute =
      'shop_http_requests_total{method="GET",route="/api/store/products/:handle",status="200"}';
    const hits = 'shop_page_cache_hits_total';
    const rejected =
      'shop_webhook_deliveries_total{topic="orders/create",outcome="rejected_signature"}';
    const accepted = 'shop_webhook_deliveries_total{topic="orders/create",outcome="accepted"}';

    // Two product URLs, one route pattern.
    expect((await app.fetch('/api/store/products/black-seed-oil')).status).toBe(200);
    expect((await app.fetch('/api/store/products/black-seed-honey')).status).toBe(200);
    // A page rendered once, then served from the cache.
    expect((await app.fetch('/shop')).status).toBe(200);
    expect((await app.fetch('/shop')).status).toBe(200);
    // A forged webhook.
    const forged = await app.fetch('/api/webhooks/shopify/orders-create', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SHOPIFY_HMAC_HEADER]: 'AAAA',
        [SHOPIFY_TOPIC_HEADER]: 'orders/create',
        [SHOPIFY_WEBHOOK_ID_HEADER]: 'forged-1',
      },
      body: '{}',
    });
    expect(forged.status).toBe(401);
    // A subscription bought (the sandbox sends orders/create), then renewed 30 days on.
    const client = app.client();
    const { email } = await client.signUp();
    await subscribeThroughCheckout(app, { email, client });
    app.deps.clock.advance(30 * DAY_MS);
    expect(await scheduler.sweepNow()).toBe(1);
    const billed = 'shop_subscription_billing_attempts{status="succeeded",attempt="first"}';
    const after = await waitFor(
      async () => {
        const text = await scrape();
        // The renewal's orders/create webhook arrives after the billing attempt is recorded.
        const renewalOrderArrived = value(text, accepted) - value(before, accepted) >= 2;
        return value(text, billed) === 1 && renewalOrderArrived ? text : undefined;
      },
      { what: "the renewal billed and its order's webhook accepted" },
    );

    expect(value(after, productRoute) - value(before, productRoute)).toBe(2);
    expect(after).not.toContain('route="/api/store/products/black-seed-oil"');
    expect(value(after, hits) - value(before, hits)).toBe(1);
    expect(value(after, rejected) - value(before, rejected)).toBe(1);
    // The sandbox's orders/create for the subscription's first order, and for its renewal.
    expect(value(after, accepted) - value(before, accepted)).toBe(2);
    expect(value(after, billed)).toBe(1);
    expect(
      value(after, 'shop_orders{status="pending"}') + value(after, 'shop_orders{status="paid"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(after).toMatch(
      /^shop_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/store\/products\/:handle"\} \d+$/m,
    );
    expect(after).toMatch(
      /^shop_job_queue_jobs\{queue="subscription-renewal",state="completed"\} 1$/m,
    );
  }, 60_000);
});
