import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RENEWAL_QUEUE,
  type SubscriptionScheduler,
  startSubscriptionScheduler,
} from '../subscriptions/scheduler';
import { waitFor } from '../subscriptions/test-helpers';
import { startTestApp, type TestApp } from '../test/harness';
import { BackgroundPace } from './background-pace';

// Renewals give way to people (docs/decisions/159-renewals-give-way-to-shoppers.md): the app
// counts people's requests, not Shopify's webhooks or the balancer's checks, and a renewal job
// starts only on its turn.

/** A pace the test opens: every renewal waits until `open()`. */
class HeldPace extends BackgroundPace {
  asked = 0;
  private release: () => void = () => {};
  private readonly opened = new Promise<void>((resolve) => {
    this.release = resolve;
  });
  override async turn(): Promise<void> {
    this.asked += 1;
    await this.opened;
  }
  open(): void {
    this.release();
  }
}

let app: TestApp;
let scheduler: SubscriptionScheduler | undefined;

beforeAll(async () => {
  app = await startTestApp();
}, 120_000);

afterAll(async () => {
  await scheduler?.stop(false);
  await app?.close();
});

describe('background work gives way to people', () => {
  it("counts people's requests, and neither webhooks, health checks nor the sandbox store", async () => {
    const pace = app.deps.backgroundPace;
    const before = pace.requestsLastSecond();
    for (let i = 0; i < 5; i++) {
      const health = await app.fetch('/api/health');
      expect(health.status).toBe(200);
      await health.arrayBuffer();
      const webhook = await app.fetch('/api/webhooks/shopify/orders-create', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      expect(webhook.status).toBe(401);
      await webhook.arrayBuffer();
      // The embedded sandbox store is Shopify's stand-in: the renewals' own Admin API calls.
      const store = await app.fetch('/sandbox/shopify/admin/api/2025-10/graphql.json', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"query":"{ shop { name } }"}',
      });
      expect(store.status).toBe(401);
      await store.arrayBuffer();
    }
    expect(pace.requestsLastSecond()).toBe(before);
    for (let i = 0; i < 5; i++) {
      const res = await app.fetch('/api/store/products');
      expect(res.status).toBe(200);
      await res.arrayBuffer();
    }
    expect(pace.requestsLastSecond()).toBe(before + 5);
  });

  it('starts a renewal job only on its turn', async () => {
    const pace = new HeldPace();
    scheduler = await startSubscriptionScheduler(
      { ...app.deps, database: app.database, backgroundPace: pace },
      { cron: null, pollingIntervalSeconds: 0.5 },
    );
    // A renewal of no subscription: run, it completes as stale at once.
    const queued = await scheduler.boss.send(RENEWAL_QUEUE, {
      subscriptionId: randomUUID(),
      billingDate: '2026-12-06',
      attemptNumber: 1,
    });
    expect(queued).toEqual(expect.any(String));
    const id = queued as string;
    await waitFor(async () => pace.asked === 1, { what: 'the worker to ask for its turn' });
    // Held: the job is fetched and waits; a second's polling does not run it.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await scheduler.boss.getJobById(RENEWAL_QUEUE, id))?.state).toBe('active');
    pace.open();
    const done = await waitFor(
      async () => {
        const job = await scheduler?.boss.getJobById(RENEWAL_QUEUE, id);
        return job?.state === 'completed' ? job : undefined;
      },
      { what: 'the renewal job to complete once its turn came' },
    );
    expect(done.output).toEqual({ outcome: 'stale' });
  });
});
