/**
 * The product export creates what a real store needs to charge the shop's
 * prices (pack and cup-tier variants by productSet, one selling plan group per pack variant),
 * keeps every id Shopify answered in shopify_merchandise_ids, deletes the previous groups on a
 * re-export, and the checkout then sends exactly those ids. Driven against the sandbox with
 * Shopify's official clients.
 */
import { createAdminApiClient } from '@shopify/admin-api-client';
import { createStorefrontApiClient } from '@shopify/storefront-api-client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PriceCartResponse, PurchaseIntent } from '../../core/api/checkout';
import { CUP_SIZES } from '../../core/content/cup-sizes';
import { products, productVariants } from '../db/schema/catalog';
import { shopifyMerchandiseIds } from '../db/schema/shopify';
import { startTestApp, type TestApp } from '../test/harness';
import { type ExportCall, recordedExport } from '../test/recorded-export';
import { type ProductSetInput, type ProductSetResult, SANDBOX_ADMIN_TOKEN } from './admin-client';
import { packVariantGid, sellingPlanGid } from './merchandise';
import { SELLING_PLAN_GROUP_DELETE_MUTATION, type SellingPlanGroupInput } from './selling-plans';

let app: TestApp;
let oil100: { id: string; sku: string | null };

const productSets = (calls: ExportCall[]) =>
  calls
    .filter((c) => /\bproductSet\(/.test(c.query))
    .map((c) => ({
      input: c.variables.input as ProductSetInput,
      answer: (c.answer.data as { productSet: ProductSetResult }).productSet,
    }));

async function idRows() {
  return app.db.select().from(shopifyMerchandiseIds);
}

const shopDomain = 'https://habba-sandbox.myshopify.com';
const viaSandbox = (url: unknown, init?: RequestInit) =>
  fetch(`${app.baseUrl}/sandbox/shopify${new URL(String(url)).pathname}`, init);

const CART_CREATE = `mutation cartCreate($input: CartInput!) {
  cartCreate(input: $input) { cart { cost { subtotalAmount { amount } } } userErrors { field message code } }
}`;

function storefront() {
  return createStorefrontApiClient({
    storeDomain: shopDomain,
    apiVersion: '2026-10',
    publicAccessToken: 'sandbox-public-token',
    customFetchApi: viaSandbox,
  });
}

function admin() {
  return createAdminApiClient({
    storeDomain: shopDomain,
    apiVersion: '2026-10',
    accessToken: SANDBOX_ADMIN_TOKEN,
    customFetchApi: viaSandbox,
  });
}

beforeAll(async () => {
  // A Plus store (decision 154): the file exports the catalogue more than once, which a Standard
  // store's Admin API rate limit spreads over tens of seconds (admin-rate-limit.test.ts tests it).
  app = await startTestApp({ env: { SHOPIFY_SANDBOX_PLAN: 'plus' } });
  const [row] = await app.db
    .select({ id: productVariants.id, sku: productVariants.sku })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.handle, 'black-seed-oil'), eq(productVariants.title, '100ml')));
  if (!row) throw new Error('black-seed-oil 100ml is seeded');
  oil100 = row;
});
afterAll(() => app?.close());

describe('export of packs, cup tiers and selling plan groups', () => {
  let first: ExportCall[];
  beforeAll(async () => {
    first = await recordedExport(app);
  });

  it('sends the Pack option at the pack totals as decimal strings, and the cup tiers', () => {
    const oil = productSets(first).find((p) => p.input.handle === 'black-seed-oil');
    expect(oil?.input.productOptions.map((o) => o.name)).toEqual(['Size', 'Pack']);
    expect(oil?.input.productOptions[1]?.values).toEqual([
      { name: '1' },
      { name: '2-pack' },
      { name: '3-pack' },
    ]);
    const packs100 = oil?.input.variants.filter((v) =>
      v.optionValues.some((o) => o.optionName === 'Size' && o.name === '100ml'),
    );
    // £14.99; 2 bottles 10% off = £26.98; 3 bottles 12% off = £39.57 (the drawer's figures).
    expect(packs100?.map((v) => [v.optionValues[1]?.name, v.price, v.sku])).toEqual([
      ['1', '14.99', oil100.sku],
      ['2-pack', '26.98', `${oil100.sku}-PACK2`],
      ['3-pack', '39.57', `${oil100.sku}-PACK3`],
    ]);

    const cups = productSets(first).find((p) => p.input.handle === 'cupping-cups-b1-to-b6');
    expect(cups?.input.variants).toHaveLength(CUP_SIZES.length * 10);
    const b1 = cups?.input.variants.filter((v) => v.sku.startsWith('BULK-CUP-B1-T'));
    // A block of 50 cups at the tier's price per cup: 50 × £0.60, 50 × £0.49, … 50 × £0.21.
    expect(b1?.map((v) => [v.sku, v.price])).toEqual([
      ['BULK-CUP-B1-T50', '30.00'],
      ['BULK-CUP-B1-T100', '24.50'],
      ['BULK-CUP-B1-T150', '20.00'],
      ['BULK-CUP-B1-T250', '17.50'],
      ['BULK-CUP-B1-T450', '16.00'],
      ['BULK-CUP-B1-T500', '13.00'],
      ['BULK-CUP-B1-T1000', '12.50'],
      ['BULK-CUP-B1-T2000', '11.50'],
      ['BULK-CUP-B1-T3000', '11.00'],
      ['BULK-CUP-B1-T5000', '10.50'],
    ]);

    const trade = productSets(first).find((p) => p.input.handle === 'wholesale-black-seed-oil-1l');
    expect(trade?.input.productOptions.map((o) => o.name)).not.toContain('Pack');
  });

  it('creates one group per pack variant with plans at the delivery totals', () => {
    const groups = first
      .filter((c) => /\bsellingPlanGroupCreate\(/.test(c.query))
      .map((c) => c.variables as { input: SellingPlanGroupInput; resources: unknown });
    const sent = productSets(first).flatMap((p) => p.answer.product?.variants.nodes ?? []);
    const idOf = (sku: string) => sent.find((n) => n.sku === sku)?.id;
    const fixed = (sku: string) =>
      groups
        .find((g) => JSON.stringify(g.resources).includes(idOf(sku) ?? 'none'))
        ?.input.sellingPlansToCreate.map(
          (p) => p.pricingPolicies[0]?.fixed.adjustmentValue.fixedValue,
        );
    // 1 bottle: subscribe 5% off £14.24, shop card 10% off £13.49; 2 bottles: 12% off £26.38,
    // 10% off £26.98; 3 bottles: 15% off £38.22, 10% off £40.47.
    expect(fixed(oil100.sku ?? '')).toEqual(['14.24', '13.49']);
    expect(fixed(`${oil100.sku}-PACK2`)).toEqual(['26.38', '26.98']);
    expect(fixed(`${oil100.sku}-PACK3`)).toEqual(['38.22', '40.47']);
    expect(first.filter((c) => /\bsellingPlanGroupDelete\(/.test(c.query))).toHaveLength(0);
  });

  it('keeps every id Shopify answered in the id table', async () => {
    const rows = await idRows();
    const answered = new Set<string>();
    for (const call of first) {
      const data = call.answer.data as Record<string, Record<string, unknown>>;
      const product = data.productSet?.product as ProductSetResult['product'];
      for (const node of product?.variants.nodes ?? []) answered.add(node.id);
      const group = data.sellingPlanGroupCreate?.sellingPlanGroup as
        | { id: string; sellingPlans: { nodes: { id: string }[] } }
        | undefined;
      if (group) answered.add(group.id);
      for (const plan of group?.sellingPlans.nodes ?? []) answered.add(plan.id);
    }
    expect(new Set(rows.map((r) => r.gid))).toEqual(answered);
    const oilRows = rows.filter((r) => r.variantKey === oil100.id);
    expect(oilRows.map((r) => `${r.kind}:${r.key}`).sort()).toEqual(
      [
        'pack:1',
        'pack:2',
        'pack:3',
        'selling_plan_group:1',
        'selling_plan_group:2',
        'selling_plan_group:3',
        'selling_plan:subscribe-1month',
        'selling_plan:subscribe-2month',
        'selling_plan:subscribe-3month',
        'selling_plan:shop-card-30',
        'selling_plan:shop-card-60',
        'selling_plan:shop-card-90',
      ].sort(),
    );
    expect(rows.filter((r) => r.kind === 'cup_tier')).toHaveLength(CUP_SIZES.length * 10);
    // The 1-pack is the variant's shopify_gid too (trade draft orders, inventory).
    const [variant] = await app.db
      .select({ gid: productVariants.shopifyGid })
      .from(productVariants)
      .where(eq(productVariants.id, oil100.id));
    expect(variant?.gid).toBe(oilRows.find((r) => r.kind === 'pack' && r.key === '1')?.gid);
  });

  it('the sandbox storefront charges the exported ids at the shop’s prices', async () => {
    const rows = await idRows();
    const gid = (kind: string, key: string) =>
      rows.find((r) => r.variantKey === oil100.id && r.kind === kind && r.key === key)?.gid;
    const res = await storefront().request(CART_CREATE, {
      variables: {
        input: {
          lines: [
            { merchandiseId: gid('pack', '3'), quantity: 1 },
            {
              merchandiseId: gid('pack', '2'),
              quantity: 1,
              sellingPlanId: gid('selling_plan', 'subscribe-2month'),
            },
          ],
        },
      },
    });
    expect(res.data.cartCreate.userErrors).toEqual([]);
    // £39.57 + £26.38.
    expect(res.data.cartCreate.cart.cost.subtotalAmount.amount).toBe('65.95');
  });

  it('a re-export deletes the previous groups first and leaves no duplicates', async () => {
    const before = await idRows();
    const oldGroups = before.filter((r) => r.kind === 'selling_plan_group').map((r) => r.gid);
    const oldPlan = before.find(
      (r) => r.variantKey === oil100.id && r.key === 'subscribe-2month',
    )?.gid;
    const again = await recordedExport(app);
    const deleted = again
      .filter((c) => /\bsellingPlanGroupDelete\(/.test(c.query))
      .map((c) => c.variables.id);
    expect(new Set(deleted)).toEqual(new Set(oldGroups));
    expect(deleted).toHaveLength(oldGroups.length);
    const firstCreate = again.findIndex((c) => /\bsellingPlanGroupCreate\(/.test(c.query));
    const oilDeletes = again.findIndex((c) => /\bsellingPlanGroupDelete\(/.test(c.query));
    expect(oilDeletes).toBeLessThan(firstCreate);

    const after = await idRows();
    expect(after).toHaveLength(before.length);
    const newGroups = after.filter((r) => r.kind === 'selling_plan_group').map((r) => r.gid);
    expect(newGroups.some((id) => oldGroups.includes(id))).toBe(false);
    // Shopify no longer has the old groups, nor sells their plans.
    const gone = await admin().request(SELLING_PLAN_GROUP_DELETE_MUTATION, {
      variables: { id: oldGroups[0] },
    });
    expect(gone.data).toEqual({
      sellingPlanGroupDelete: {
        deletedSellingPlanGroupId: null,
        userErrors: [
          {
            field: ['id'],
            message: 'Selling plan group does not exist.',
            code: 'GROUP_DOES_NOT_EXIST',
          },
        ],
      },
    });
    const pack2 = after.find(
      (r) => r.variantKey === oil100.id && r.kind === 'pack' && r.key === '2',
    );
    const stale = await storefront().request(CART_CREATE, {
      variables: {
        input: { lines: [{ merchandiseId: pack2?.gid, quantity: 1, sellingPlanId: oldPlan }] },
      },
    });
    expect(stale.data.cartCreate.userErrors.map((e: { code: string }) => e.code)).toEqual([
      'SELLING_PLAN_NOT_APPLICABLE',
    ]);
  });

  it('a checkout after the export sends exactly the exported ids', async () => {
    const rows = await idRows();
    const gid = (variantKey: string, kind: string, key: string) =>
      rows.find((r) => r.variantKey === variantKey && r.kind === kind && r.key === key)?.gid;
    const client = app.client();
    const checkout = async (lines: PurchaseIntent[]) => {
      const priced = (await (
        await client.post('/api/cart/price', { lines })
      ).json()) as PriceCartResponse;
      const res = await client.post('/api/checkout', {
        lines,
        expectedTotalPence: priced.totalPence,
      });
      expect(res.status, await res.clone().text()).toBe(200);
    };
    const spy = vi.spyOn(globalThis, 'fetch');
    try {
      await checkout([
        { kind: 'one-time', variantId: oil100.id, packSize: 2, quantity: 1 },
        { kind: 'subscription', variantId: oil100.id, planId: 'shop-card-90', quantity: 1 },
      ]);
      // Cup tiers are sold only through a draft order (not published to the Storefront channel).
      await checkout([{ kind: 'cups', variantId: 'bulk-cup-b2', cups: 100 }]);
      const cartCreates = spy.mock.calls.filter(([url]) =>
        String(url).includes('/sandbox/shopify/api/'),
      );
      expect(cartCreates).toHaveLength(1);
      const sent = JSON.parse(String(cartCreates[0]?.[1]?.body)).variables.input.lines as {
        merchandiseId: string;
        sellingPlanId?: string;
        quantity: number;
      }[];
      expect(
        sent.map(({ merchandiseId, sellingPlanId, quantity }) => ({
          merchandiseId,
          sellingPlanId,
          quantity,
        })),
      ).toEqual([
        { merchandiseId: gid(oil100.id, 'pack', '2'), sellingPlanId: undefined, quantity: 1 },
        {
          merchandiseId: gid(oil100.id, 'pack', '3'),
          sellingPlanId: gid(oil100.id, 'selling_plan', 'shop-card-90'),
          quantity: 1,
        },
      ]);
      const drafts = spy.mock.calls.filter(([, init]) =>
        String(init?.body ?? '').includes('draftOrderCreate'),
      );
      expect(drafts).toHaveLength(1);
      const draftLines = JSON.parse(String(drafts[0]?.[1]?.body)).variables.input.lineItems as {
        variantId: string;
        quantity: number;
        priceOverride: { amount: string };
      }[];
      expect(
        draftLines.map(({ variantId, quantity, priceOverride }) => ({
          variantId,
          quantity,
          amount: priceOverride.amount,
        })),
      ).toEqual([
        { variantId: gid('bulk-cup-b2', 'cup_tier', '100'), quantity: 2, amount: '24.50' },
      ]);
      // None of them is an id derived from the base gid (only the sandbox understands those).
      const base = rows.find((r) => r.variantKey === oil100.id && r.key === '1')?.gid ?? '';
      expect(sent.map((l) => l.merchandiseId)).not.toContain(packVariantGid(base, 2));
      expect(sent.map((l) => l.sellingPlanId)).not.toContain(sellingPlanGid(base, 'shop-card-90'));
    } finally {
      spy.mockRestore();
    }
  });
});

describe('a real store without an export', () => {
  let store: TestApp;
  beforeAll(async () => {
    store = await startTestApp({
      env: {
        SHOPIFY_STORE_DOMAIN: 'habba-test.myshopify.com',
        SHOPIFY_STOREFRONT_TOKEN: 'storefront-token',
        SHOPIFY_STOREFRONT_PRIVATE_TOKEN: 'storefront-private-token',
        SHOPIFY_ADMIN_TOKEN: 'admin-token',
      },
    });
  });
  afterAll(() => store?.close());

  it('refuses the checkout of a never-exported line with a clear message, sending no derived id', async () => {
    const [row] = await store.db
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(and(eq(products.handle, 'black-seed-oil'), eq(productVariants.title, '100ml')));
    const lines: PurchaseIntent[] = [
      { kind: 'one-time', variantId: row?.id ?? '', packSize: 2, quantity: 1 },
    ];
    const client = store.client();
    const priced = (await (
      await client.post('/api/cart/price', { lines })
    ).json()) as PriceCartResponse;
    expect(priced.totalPence).toBe(2698);
    const spy = vi.spyOn(globalThis, 'fetch');
    try {
      const res = await client.post('/api/checkout', { lines, expectedTotalPence: 2698 });
      expect(res.status).toBe(400);
      const message =
        'Organic Black Seed Oil (100ml) is not available to buy online yet: it has not been exported to our Shopify store. Please remove it from your basket or contact us.';
      expect(await res.json()).toEqual({
        error: { code: 'NOT_ON_SHOPIFY', message, fields: { 'lines.0': [message] } },
      });
      expect(spy.mock.calls.some(([url]) => String(url).includes('myshopify.com'))).toBe(false);
    } finally {
      spy.mockRestore();
    }
  });
});
