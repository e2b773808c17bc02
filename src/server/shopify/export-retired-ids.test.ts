/**
 * An order paid just before a product export reaches the shop after it: its lines carry the ids
 * the export has just replaced (the sandbox's derived ids on a first export; on every re-export,
 * the selling plans, which are deleted and created again). Those ids still name what the shop
 * sold, so the order is confirmed, not held as "not a product variant the shop sells".
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceCartResponse, PurchaseIntent } from '../../core/api/checkout';
import { productVariants } from '../db/schema/catalog';
import { shopifyMerchandiseIds } from '../db/schema/shopify';
import { oil100VariantId } from '../subscriptions/test-helpers';
import { startTestApp, type TestApp } from '../test/harness';
import {
  orderCreatedPayload,
  placeWebhookOrder,
  type WebhookOrderLine,
} from '../test/order-webhook';
import { recordedExport } from '../test/recorded-export';
import { packVariantGid, sellingPlanGid } from './merchandise';

let app: TestApp;
let oil: string;

const numeric = (gid: string) => Number(gid.slice(gid.lastIndexOf('/') + 1));

/** What the shop charges for `intent` (one of it), as Shopify's unit price string. */
async function linePrice(intent: PurchaseIntent): Promise<string> {
  const res = await app.client().post('/api/cart/price', { lines: [intent] });
  const priced = (await res.json()) as PriceCartResponse;
  return ((priced.lines[0]?.lineTotalPence ?? 0) / 100).toFixed(2);
}

/** A signed order of one 2-pack and one monthly subscription, on the given Shopify ids. */
async function orderOn(ids: { pack2: string; pack1: string; plan: string }) {
  const lines: WebhookOrderLine[] = [
    {
      variant_id: numeric(ids.pack2),
      title: 'Organic Black Seed Oil',
      variant_title: '100ml × 2',
      quantity: 1,
      price: await linePrice({ kind: 'one-time', variantId: oil, packSize: 2, quantity: 1 }),
    },
    {
      variant_id: numeric(ids.pack1),
      title: 'Organic Black Seed Oil',
      variant_title: '100ml',
      quantity: 1,
      price: await linePrice({
        kind: 'subscription',
        variantId: oil,
        planId: 'subscribe-1month',
        quantity: 1,
      }),
      selling_plan_id: numeric(ids.plan),
    },
  ];
  return placeWebhookOrder(
    app,
    orderCreatedPayload({ lines, signed: { secret: app.config.authSecret } }),
  );
}

async function exportedIds() {
  const rows = await app.db
    .select()
    .from(shopifyMerchandiseIds)
    .where(eq(shopifyMerchandiseIds.variantKey, oil));
  const find = (kind: string, key: string) => {
    const row = rows.find((r) => r.kind === kind && r.key === key);
    if (!row) throw new Error(`no ${kind} ${key} exported`);
    return row.gid;
  };
  return {
    pack1: find('pack', '1'),
    pack2: find('pack', '2'),
    plan: find('selling_plan', 'subscribe-1month'),
  };
}

beforeAll(async () => {
  // A Plus store (decision 154): the file exports the catalogue more than once, which a Standard
  // store's Admin API rate limit spreads over tens of seconds (admin-rate-limit.test.ts tests it).
  app = await startTestApp({ env: { SHOPIFY_SANDBOX_PLAN: 'plus' } });
  oil = await oil100VariantId(app);
}, 120_000);
afterAll(() => app?.close());

describe('ids an export replaced', () => {
  it('still resolve for an order paid before the first export', async () => {
    const [variant] = await app.db
      .select({ gid: productVariants.shopifyGid })
      .from(productVariants)
      .where(and(eq(productVariants.id, oil)));
    const base = variant?.gid ?? '';
    const before = {
      pack1: base,
      pack2: packVariantGid(base, 2),
      plan: sellingPlanGid(base, 'subscribe-1month'),
    };
    expect((await orderOn(before)).holdReasons).toBeNull();
    await recordedExport(app);
    expect((await exportedIds()).pack1).not.toBe(base);
    expect((await orderOn(before)).holdReasons).toBeNull();
  });

  it('still resolve for an order paid before a re-export replaced its selling plans', async () => {
    const first = await exportedIds();
    await recordedExport(app);
    const second = await exportedIds();
    expect(second.plan).not.toBe(first.plan);
    expect((await orderOn(first)).holdReasons).toBeNull();
    expect((await orderOn(second)).holdReasons).toBeNull();
  });
});
