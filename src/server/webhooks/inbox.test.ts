import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productVariants } from '../db/schema/catalog';
import { orderItems } from '../db/schema/orders';
import { BackgroundPace } from '../jobs/background-pace';
import { listOutbox } from '../mail/mailer';
import { firstVariantOf, type SeededVariant, setShopifyQuantity } from '../stock/test-helpers';
import { type SubscriptionScheduler, startSubscriptionScheduler } from '../subscriptions/scheduler';
import { startTestApp, type TestApp } from '../test/harness';
import { deliverShopifyWebhook } from '../test/shopify-webhook';
import { waitFor } from '../test/wait-for';
import { INVENTORY_INBOX_QUEUE, startWebhookInbox, type WebhookInbox } from './inbox';
import { orderWebhookFixtures } from './order-webhook-fixtures';

// In a rush, webhooks are answered once stored and worked on moments later
// (docs/decisions/162-webhooks-queued-in-a-rush.md): nothing is lost or stored twice, and a burst
// of one item's stock signals is read from Shopify once.

let app: TestApp;
let scheduler: SubscriptionScheduler;
let inbox: WebhookInbox;
let variant: SeededVariant;

beforeAll(async () => {
  app = await startTestApp();
  variant = await firstVariantOf(app, 'black-seed-oil');
  scheduler = await startSubscriptionScheduler(
    { ...app.deps, database: app.database },
    { cron: null, pollingIntervalSeconds: 0.5 },
  );
  // Its workers look once now, then every 30 s unless woken, and gather stock signals for a
  // minute before waking: a stock signal waits, as behind a busy worker.
  inbox = await startWebhookInbox(scheduler, app.deps, {
    pollingIntervalSeconds: 30,
    stockSignalsGatheredMs: 60_000,
  });
  app.deps.webhookInbox = inbox;
  // Every moment is a rush: no request count falls below 0.
  app.deps.backgroundPace = new BackgroundPace({ rushPerSecond: 0 });
}, 120_000);

afterAll(async () => {
  await scheduler?.stop(false);
  await app?.close();
});

const { buildPayload, send, findOrder } = orderWebhookFixtures(() => app);

/** Shopify's inventory_levels/update for the item (its `available` is only a signal). */
function signalOf(item: string) {
  return deliverShopifyWebhook(app, '/api/webhooks/shopify/inventory', 'inventory_levels/update', {
    inventory_item_id: Number(item.split('/').at(-1)),
    location_id: 1,
    available: 999,
  });
}

async function jobsOfItem(item: string): Promise<number> {
  const res = (await scheduler.db.executeSql(
    'select count(*)::int as n from pgboss.job where name = $1 and singleton_key = $2',
    [INVENTORY_INBOX_QUEUE, item],
  )) as { rows: { n: number }[] };
  return res.rows[0]?.n ?? 0;
}

const stored = async () => {
  const [row] = await app.db
    .select({ quantity: productVariants.inventoryQuantity })
    .from(productVariants)
    .where(eq(productVariants.id, variant.id));
  return row?.quantity;
};

describe('webhooks in a rush', () => {
  it("answers a burst of one item's stock signals at once and reads Shopify's stock once", async () => {
    const item = `gid://shopify/InventoryItem/${variant.shopifyGid.split('/').at(-1)}`;
    const before = await jobsOfItem(item);
    // Shopify's stock changes (the sandbox sends its own signal), then six more signals arrive.
    await setShopifyQuantity(app, variant.shopifyGid, 11);
    const answers = await Promise.all(Array.from({ length: 6 }, () => signalOf(item)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await Promise.all(answers.map((a) => a.json()))).toEqual(
      Array.from({ length: 6 }, () => ({ ok: true, queued: true })),
    );
    // Seven signals, one job: the one waiting reads Shopify after all of them.
    expect(await jobsOfItem(item)).toBe(before + 1);
    expect(await stored()).not.toBe(11);
    // A worker that looks as it starts takes it.
    await startWebhookInbox(scheduler, app.deps, { pollingIntervalSeconds: 30 });
    await waitFor(stored, (quantity) => quantity === 11, 30_000);
    await waitFor(
      () => inbox.pending(),
      (n) => n === 0,
      30_000,
    );
    expect(await jobsOfItem(item)).toBe(before + 1);
  });

  it('answers an order once stored and stores it exactly once, however often it is delivered', async () => {
    const payload = buildPayload();
    const body = JSON.stringify(payload);
    // The delivery, Shopify's retry of it (the same webhook id), and at the same moment a second
    // delivery of the same order (another webhook id): one order, one confirmation.
    const webhookId = randomUUID();
    const answers = await Promise.all([
      send(body, { webhookId }),
      send(body, { webhookId }),
      send(body, { webhookId: randomUUID() }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(await Promise.all(answers.map((a) => a.json()))).toEqual([
      { ok: true, queued: true },
      { ok: true, queued: true },
      { ok: true, queued: true },
    ]);
    // The accepting process wakes its workers: the order is stored at once, not at their next
    // look (every 30 s here).
    const [order] = await waitFor(
      () => findOrder(payload.order_number),
      (rows) => rows.length > 0,
      5_000,
    );
    await waitFor(
      () => inbox.pending(),
      (n) => n === 0,
      30_000,
    );
    expect(await findOrder(payload.order_number)).toHaveLength(1);
    expect(order?.totalPence).toBe(4637);
    expect(order?.email).toBe(payload.email);
    const items = await app.db
      .select({ quantity: orderItems.quantity, totalPence: orderItems.lineTotalPence })
      .from(orderItems)
      .where(eq(orderItems.orderId, order?.id ?? ''));
    expect(items.map((i) => i.quantity).sort()).toEqual([1, 1]);
    // The order confirmation and the subscription confirmation, each once.
    const mail = await listOutbox(app.db, payload.email);
    expect(mail.map((m) => m.subject).sort()).toEqual([
      `Your ${app.config.shopName} order #${payload.order_number} is confirmed`,
      `Your ${app.config.shopName} subscription is confirmed`,
    ]);
  });

  it("reads an item's gathered stock signals moments after they arrive, not at a worker's next look", async () => {
    const item = `gid://shopify/InventoryItem/${variant.shopifyGid.split('/').at(-1)}`;
    // An inbox gathering signals for half a second (the shop's), its workers looking every 30 s.
    app.deps.webhookInbox = await startWebhookInbox(scheduler, app.deps, {
      pollingIntervalSeconds: 30,
    });
    try {
      await setShopifyQuantity(app, variant.shopifyGid, 17);
      const answers = await Promise.all([signalOf(item), signalOf(item)]);
      expect(answers.map((a) => a.status)).toEqual([200, 200]);
      await waitFor(stored, (quantity) => quantity === 17, 5_000);
    } finally {
      app.deps.webhookInbox = inbox;
    }
  });
});
