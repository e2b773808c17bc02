import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../db/schema/catalog';
import { listOutbox } from '../mail/mailer';
import { signedWebhookHeaders } from '../shopify/webhook-signature';
import { firstVariantOf, type SeededVariant, setShopifyQuantity } from '../stock/test-helpers';
import { startTestApp, TEST_WEBHOOK_SECRET, type TestApp } from '../test/harness';
import { waitFor } from '../test/wait-for';

const PATH = '/api/webhooks/shopify/inventory';

/** Posts an inventory_levels/update as Shopify would, signed unless `signature` says otherwise. */
function deliver(
  app: TestApp,
  payload: unknown,
  options: { topic?: string; signature?: string } = {},
) {
  const body = JSON.stringify(payload);
  const headers = signedWebhookHeaders({
    topic: options.topic ?? 'inventory_levels/update',
    body,
    secret: TEST_WEBHOOK_SECRET,
    webhookId: randomUUID(),
    eventId: randomUUID(),
    triggeredAt: new Date().toISOString(),
    apiVersion: '2026-10',
    shopDomain: 'sandbox.myshopify.com',
  });
  if (options.signature !== undefined) headers['X-Shopify-Hmac-Sha256'] = options.signature;
  return app.fetch(PATH, { method: 'POST', headers, body });
}

const levelOf = (variant: SeededVariant, available: number) => ({
  inventory_item_id: Number(variant.shopifyGid.split('/').at(-1)),
  location_id: 1,
  available,
  updated_at: '2026-11-24T12:00:00.000Z',
  admin_graphql_api_id: 'gid://shopify/InventoryLevel/1?inventory_item_id=1',
});

describe('inventory_levels/update from the sandbox store', () => {
  let app: TestApp;
  let variant: SeededVariant;
  beforeAll(async () => {
    app = await startTestApp();
    variant = await firstVariantOf(app, 'black-seed-oil');
  }, 120_000);
  afterAll(() => app?.close());

  const stored = async () => {
    const [row] = await app.db
      .select({ quantity: productVariants.inventoryQuantity })
      .from(productVariants)
      .where(eq(productVariants.id, variant.id));
    return row?.quantity;
  };

  it('brings each stock change in without a sync, and sends the back-in-stock email once', async () => {
    await setShopifyQuantity(app, variant.shopifyGid, 0);
    await waitFor(stored, (quantity) => quantity === 0);
    const email = 'webhook-waiter@example.co.uk';
    const notify = await app.client().post('/api/stock/notify', { variantId: variant.id, email });
    expect(notify.status).toBe(201);

    await setShopifyQuantity(app, variant.shopifyGid, 5);
    await waitFor(stored, (quantity) => quantity === 5);
    const mail = await waitFor(
      () => listOutbox(app.db, email),
      (messages) => messages.length > 0,
    );
    expect(mail.map((m) => m.subject)).toEqual(['Organic Black Seed Oil (100ml) is back in stock']);

    // Shopify delivers again (or late): the route reads Shopify's quantity, not the body's.
    const again = await deliver(app, levelOf(variant, 999));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ok: true, changed: 0, notified: 0 });
    expect(await stored()).toBe(5);
    expect(await listOutbox(app.db, email)).toHaveLength(1);
  });

  it('checks the HMAC, the topic and the body first', async () => {
    const unsigned = await deliver(app, levelOf(variant, 1), { signature: 'bm90IGEgc2lnbmF0dXJl' });
    expect(unsigned.status).toBe(401);
    expect(await unsigned.json()).toEqual({
      error: { code: 'unauthorized', message: 'Invalid webhook signature' },
    });
    const topic = await deliver(app, levelOf(variant, 1), { topic: 'products/update' });
    expect(topic.status).toBe(400);
    expect(((await topic.json()) as { error: { message: string } }).error.message).toBe(
      'Unexpected webhook topic: products/update',
    );
    const bad = await deliver(app, { location_id: 1, available: 1 });
    expect(bad.status).toBe(400);
    expect(await stored()).toBe(5);
  });

  it('answers 200 and changes nothing for an item Shopify does not have', async () => {
    const res = await deliver(app, { inventory_item_id: 1, location_id: 1, available: 3 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, changed: 0, notified: 0 });
  });
});

describe('inventory_levels/update while the Admin API is unreachable', () => {
  let app: TestApp;
  beforeAll(async () => {
    // The Admin API of the sandbox is reached through PUBLIC_URL: here nothing listens there.
    app = await startTestApp({ env: { PUBLIC_URL: 'http://127.0.0.1:9' } });
  }, 120_000);
  afterAll(() => app?.close());

  it('answers 503 so Shopify delivers again later', async () => {
    const variant = await firstVariantOf(app, 'black-seed-oil');
    const res = await deliver(app, levelOf(variant, 4));
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      error: {
        code: 'shopify_unavailable',
        message: 'Shopify did not answer; deliver again later',
      },
    });
  });
});
