/**
 * The sandbox delivers webhooks as Shopify does: a failed delivery (non-2xx, or
 * no answer within the timeout) is retried later instead of being dropped after a few seconds,
 * and a due day's burst of billing attempts is delivered a bounded number at a time. Runs
 * against a plain HTTP server standing in for the shop, with Shopify's retry schedule shortened.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createClock } from '../server/lib/clock';
import { SHOPIFY_TOPIC_HEADER, verifyWebhookSignature } from '../server/shopify/webhook-signature';
import { createSandboxContractStore } from './subscription-contracts';
import { oneContractCheckout } from './test-checkout';
import {
  createWebhookDelivery,
  scaledRetryDelays,
  WEBHOOK_RETRY_DELAYS_MS,
} from './webhook-delivery';

const SECRET = 'delivery-test-secret';

type Received = { topic: string; signed: boolean };

let server: Server | null = null;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = null;
});

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A shop endpoint whose answer to each request is chosen by `answer(n)` (n counts from 1). */
async function startShop(answer: (n: number) => number | 'hang') {
  const received: Received[] = [];
  let requests = 0;
  let open = 0;
  let mostOpen = 0;
  server = createServer(async (req, res) => {
    requests += 1;
    open += 1;
    mostOpen = Math.max(mostOpen, open);
    const body = await readBody(req);
    const status = answer(requests);
    // Each delivery takes a little while, so concurrent ones overlap.
    await new Promise((resolve) => setTimeout(resolve, status === 'hang' ? 2_000 : 5));
    open -= 1;
    if (status === 'hang') return; // never answers: the sandbox's timeout decides
    if (status === 200) {
      received.push({
        topic: String(req.headers[SHOPIFY_TOPIC_HEADER.toLowerCase()]),
        signed: verifyWebhookSignature({
          body: new Uint8Array(body),
          signature: req.headers['x-shopify-hmac-sha256'] as string | undefined,
          secret: SECRET,
        }),
      });
    }
    res.writeHead(status, { 'Content-Type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    requests: () => requests,
    mostOpen: () => mostOpen,
  };
}

async function storeFor(baseUrl: string, delivery: { timeoutMs?: number; maxInFlight?: number }) {
  let orderNumber = 5000;
  const store = createSandboxContractStore({
    clock: createClock(),
    webhooks: { baseUrl, secret: SECRET, apiVersion: '2025-10', shopDomain: 'test.example' },
    delivery: { retryDelaysMs: [20, 20, 20, 20, 20, 20, 20, 20], ...delivery },
    takeOrderNumber: async () => orderNumber++,
  });
  const contracts = await Promise.all(
    Array.from({ length: 30 }, (_, i) =>
      store.createFromCheckout(
        oneContractCheckout({
          orderId: 9000 + i,
          email: `renew-${i}@example.co.uk`,
          planName: '1-month supply (5% off)',
        }),
      ),
    ),
  );
  return { store, contractIds: contracts.map((c) => c[0]?.id as string) };
}

describe('sandbox webhook delivery', () => {
  it("follows Shopify's schedule: 8 retries over about four hours", () => {
    expect(WEBHOOK_RETRY_DELAYS_MS).toHaveLength(8);
    const hours = WEBHOOK_RETRY_DELAYS_MS.reduce((a, b) => a + b, 0) / 3_600_000;
    expect(hours).toBeGreaterThan(4);
    expect(hours).toBeLessThan(5);
  });

  it('retries a refused delivery until the shop accepts it, instead of dropping it', async () => {
    // The shop refuses the first 7 requests (more than the 5 tries the sandbox used to make).
    const shop = await startShop((n) => (n <= 7 ? 503 : 200));
    const { store, contractIds } = await storeFor(shop.baseUrl, { maxInFlight: 1 });
    await store.billingAttemptCreate(contractIds[0], { idempotencyKey: 'renewal-retry-1' });
    await store.settle();
    expect(shop.received.map((r) => r.topic).sort()).toEqual([
      'orders/create',
      'subscription_billing_attempts/success',
    ]);
    expect(shop.received.every((r) => r.signed)).toBe(true);
    expect(store.deliveryStats.answers['503']).toBe(7);
    expect(store.deliveryStats.dropped).toBe(0);
    expect(store.deliveryStats.delivered).toBe(2);
  });

  it('counts no answer within the timeout as a failure and delivers again', async () => {
    const shop = await startShop((n) => (n === 1 ? 'hang' : 200));
    const { store, contractIds } = await storeFor(shop.baseUrl, {
      timeoutMs: 1_000,
      maxInFlight: 1,
    });
    await store.billingAttemptCreate(contractIds[0], { idempotencyKey: 'renewal-timeout-1' });
    await store.settle();
    // (A busy machine may time out a later try too; every delivery still arrives.)
    expect(store.deliveryStats.answers.timeout).toBeGreaterThanOrEqual(1);
    expect(shop.received.map((r) => r.topic).sort()).toEqual([
      'orders/create',
      'subscription_billing_attempts/success',
    ]);
    expect(store.deliveryStats.dropped).toBe(0);
  });

  it('delivers again when the shop is shut down (connection refused) and back on its address', async () => {
    // The shop's address while it is down: nothing listens there, every try is refused.
    const shop = await startShop(() => 200);
    const port = Number(new URL(shop.baseUrl).port);
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    const eventIds: string[] = [];
    const delivery = createWebhookDelivery({
      target: { baseUrl: shop.baseUrl, secret: SECRET, apiVersion: '2025-10', shopDomain: 'x' },
      // Shopify's schedule × 0.002: 10 ms, 30 ms, 90 ms, 270 ms, 810 ms…
      retryDelaysMs: scaledRetryDelays(0.002),
    });
    const firstTry = delivery.send('orders/create', { id: 1 });
    expect(await firstTry).toBe(false);
    // Back on the same address after a few refused tries.
    while ((delivery.stats.answers.network_error ?? 0) < 3) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    server = createServer((req, res) => {
      eventIds.push(String(req.headers['x-shopify-event-id']));
      res.writeHead(200).end('{}');
    });
    await new Promise<void>((resolve) => server?.listen(port, '127.0.0.1', resolve));
    await delivery.settle();
    expect(delivery.stats.delivered).toBe(1);
    expect(delivery.stats.dropped).toBe(0);
    expect(delivery.stats.answers['200']).toBe(1);
    expect(delivery.stats.answers.network_error).toBeGreaterThanOrEqual(3);
    expect(eventIds).toHaveLength(1);
    expect(eventIds[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('delivers a burst of billing attempts a bounded number at a time, every one of them', async () => {
    const shop = await startShop(() => 200);
    const { store, contractIds } = await storeFor(shop.baseUrl, { maxInFlight: 4 });
    await Promise.all(
      contractIds.map((id, i) =>
        store.billingAttemptCreate(id, { idempotencyKey: `renewal-burst-${i}` }),
      ),
    );
    await store.settle();
    expect(shop.received).toHaveLength(60);
    expect(shop.mostOpen()).toBeLessThanOrEqual(4);
  });
});
