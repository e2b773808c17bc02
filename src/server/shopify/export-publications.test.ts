/**
 * On a real store the product export keeps conditional prices off every sales channel: trade
 * products and the cups product (all cup tiers) are unpublished with publishableUnpublish from
 * every publication the store lists, and the sandbox's Storefront API refuses what is
 * unpublished from its channel (docs/decisions/049-conditional-prices-off-the-storefront.md).
 * Driven against the sandbox with Shopify's official clients.
 */
import { createAdminApiClient } from '@shopify/admin-api-client';
import { createStorefrontApiClient } from '@shopify/storefront-api-client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUP_SIZES } from '../../core/content/cup-sizes';
import { products } from '../db/schema/catalog';
import { shopifyMerchandiseIds } from '../db/schema/shopify';
import { startTestApp, type TestApp } from '../test/harness';
import { type ExportCall, recordedExport } from '../test/recorded-export';
import {
  createAdminClientFromConfig,
  PRODUCT_SET_MUTATION,
  type ProductSetInput,
  type ProductSetResult,
  SANDBOX_ADMIN_TOKEN,
} from './admin-client';
import { exportProductsToShopify } from './export';

let app: TestApp;

const shopDomain = 'https://habba-sandbox.myshopify.com';
const viaSandbox = (url: unknown, init?: RequestInit) =>
  fetch(`${app.baseUrl}/sandbox/shopify${new URL(String(url)).pathname}`, init);

const admin = (apiVersion = '2026-10') =>
  createAdminApiClient({
    storeDomain: shopDomain,
    apiVersion,
    accessToken: SANDBOX_ADMIN_TOKEN,
    customFetchApi: viaSandbox,
  });

const storefront = () =>
  createStorefrontApiClient({
    storeDomain: shopDomain,
    apiVersion: '2026-10',
    publicAccessToken: 'sandbox-public-token',
    customFetchApi: viaSandbox,
  });

const CART_CREATE = `mutation cartCreate($input: CartInput!) {
  cartCreate(input: $input) { cart { id } userErrors { field message code } }
}`;
const PUBLICATIONS = `query { publications(first: 250) { nodes { id catalog { title } } } }`;
const UNPUBLISH = `mutation unpublish($id: ID!, $input: [PublicationInput!]!) {
  publishableUnpublish(id: $id, input: $input) { publishable { ... on Product { id } } userErrors { field message } }
}`;
const PUBLISH = `mutation publish($id: ID!, $input: [PublicationInput!]!) {
  publishablePublish(id: $id, input: $input) { publishable { ... on Product { id } } userErrors { field message } }
}`;

type CartAnswer = {
  cartCreate: { cart: { id: string } | null; userErrors: { message: string; code: string }[] };
};

async function buy(merchandiseId: string) {
  const { data, errors } = await storefront().request<CartAnswer>(CART_CREATE, {
    variables: { input: { lines: [{ merchandiseId, quantity: 1 }] } },
  });
  expect(errors).toBeUndefined();
  return data?.cartCreate;
}

const notOnSale = (id: string) => ({
  cart: null,
  userErrors: [
    {
      field: ['input', 'lines', '0', 'merchandiseId'],
      message: `The merchandise with id ${id} does not exist.`,
      code: 'MERCHANDISE_NOT_APPLICABLE',
    },
  ],
});

async function publicationIds() {
  const { data, errors } = await admin().request<{ publications: { nodes: { id: string }[] } }>(
    PUBLICATIONS,
  );
  expect(errors).toBeUndefined();
  return data?.publications.nodes.map((n) => n.id) ?? [];
}

beforeAll(async () => {
  // A Plus store (decision 154): the file exports the catalogue more than once, which a Standard
  // store's Admin API rate limit spreads over tens of seconds (admin-rate-limit.test.ts tests it).
  app = await startTestApp({ env: { SHOPIFY_SANDBOX_PLAN: 'plus' } });
});
afterAll(() => app?.close());

describe('export keeps conditional prices off the sales channels', () => {
  let calls: ExportCall[];
  beforeAll(async () => {
    calls = await recordedExport(app);
  });

  it('unpublishes the trade products and the cups product from every publication, nothing else', async () => {
    const handleOf = new Map<string, string>();
    for (const call of calls.filter((c) => /\bproductSet\(/.test(c.query))) {
      const answer = (call.answer.data as { productSet: ProductSetResult }).productSet;
      const input = call.variables.input as ProductSetInput;
      if (answer.product) handleOf.set(answer.product.id, input.handle);
    }
    const unpublished = calls
      .filter((c) => /\bpublishableUnpublish\(/.test(c.query))
      .map((c) => ({
        handle: handleOf.get(c.variables.id as string),
        input: c.variables.input,
        userErrors: (c.answer.data as { publishableUnpublish: { userErrors: unknown[] } })
          .publishableUnpublish.userErrors,
      }));
    const everywhere = (await publicationIds()).map((publicationId) => ({ publicationId }));
    expect(everywhere).toEqual([
      { publicationId: 'gid://shopify/Publication/1001' },
      { publicationId: 'gid://shopify/Publication/1002' },
    ]);
    expect(unpublished.sort((a, b) => String(a.handle).localeCompare(String(b.handle)))).toEqual(
      [
        'bulk-cupping-cups-wholesale',
        'cupping-cups-b1-to-b6',
        'trade-pack-ashwagandha',
        'wholesale-black-seed-oil-1l',
        'wholesale-manuka-honey-263-case',
        'wholesale-shilajit-resin-10',
      ].map((handle) => ({ handle, input: everywhere, userErrors: [] })),
    );
    // The store's publications are asked once per export.
    expect(calls.filter((c) => /\bpublications\(/.test(c.query))).toHaveLength(1);
  });

  it('the storefront then refuses the 5,000+ cup tier and a single trade-pack cup, and sells the retail packs', async () => {
    const tier = async (key: string) => {
      const [row] = await app.db
        .select({ gid: shopifyMerchandiseIds.gid })
        .from(shopifyMerchandiseIds)
        .where(
          and(
            eq(shopifyMerchandiseIds.variantKey, CUP_SIZES[0]?.variantId ?? ''),
            eq(shopifyMerchandiseIds.kind, 'cup_tier'),
            eq(shopifyMerchandiseIds.key, key),
          ),
        );
      return row?.gid ?? 'missing';
    };
    const tier5000 = await tier('5000');
    expect(await buy(tier5000)).toEqual(notOnSale(tier5000));
    // The trade-packs cup page's exported 1-pack (one cup at 60p, under the 50-cup minimum).
    const [single] = await app.db
      .select({ gid: shopifyMerchandiseIds.gid })
      .from(shopifyMerchandiseIds)
      .innerJoin(products, eq(products.id, shopifyMerchandiseIds.productId))
      .where(
        and(
          eq(products.handle, 'bulk-cupping-cups-wholesale'),
          eq(shopifyMerchandiseIds.kind, 'pack'),
          eq(shopifyMerchandiseIds.key, '1'),
        ),
      );
    expect(await buy(single?.gid ?? 'missing')).toEqual(notOnSale(single?.gid ?? 'missing'));
    const [pack] = await app.db
      .select({ gid: shopifyMerchandiseIds.gid })
      .from(shopifyMerchandiseIds)
      .where(and(eq(shopifyMerchandiseIds.kind, 'pack'), eq(shopifyMerchandiseIds.key, '2')));
    expect((await buy(pack?.gid ?? 'missing'))?.userErrors).toEqual([]);
  });
});

describe('an unpublish Shopify refuses', () => {
  it('fails that product in the export report, and the rest export', async () => {
    const client = createAdminClientFromConfig(app.config);
    const result = await exportProductsToShopify({
      db: app.db,
      client: { ...client, listPublicationIds: async () => ['gid://shopify/Publication/9'] },
    });
    expect(result.errors.map((e) => [e.handle, e.message]).sort()).toEqual(
      [
        'bulk-cupping-cups-wholesale',
        'cupping-cups-b1-to-b6',
        'trade-pack-ashwagandha',
        'wholesale-black-seed-oil-1l',
        'wholesale-manuka-honey-263-case',
        'wholesale-shilajit-resin-10',
      ]
        .map((handle) => [handle, 'Publication does not exist.'])
        .sort(),
    );
    expect(result.exported).toBe(result.total - 6);
  });
});

describe('sandbox publishing', () => {
  const input = {
    title: 'Publishing Test Oil',
    handle: 'publishing-test-oil',
    productOptions: [{ name: 'Size', values: [{ name: '50ml' }, { name: '100ml' }] }],
    variants: [
      { optionValues: [{ optionName: 'Size', name: '50ml' }], price: '5.00', sku: 'PTO-50' },
      { optionValues: [{ optionName: 'Size', name: '100ml' }], price: '9.00', sku: 'PTO-100' },
    ],
  };
  let product: NonNullable<ProductSetResult['product']>;
  const headless = [{ publicationId: 'gid://shopify/Publication/1002' }];

  beforeAll(async () => {
    const { data } = await admin().request<{ productSet: ProductSetResult }>(PRODUCT_SET_MUTATION, {
      variables: { input, identifier: { handle: input.handle } },
    });
    product = data?.productSet.product as NonNullable<ProductSetResult['product']>;
  });

  it('refuses a product unpublished from the storefront channel, and sells it once published', async () => {
    const [v50] = product.variants.nodes.map((n) => n.id);
    expect((await buy(v50 as string))?.userErrors).toEqual([]);

    const off = await admin().request(UNPUBLISH, {
      variables: { id: product.id, input: headless },
    });
    expect(off.data).toEqual({
      publishableUnpublish: { publishable: { id: product.id }, userErrors: [] },
    });
    expect(await buy(v50 as string)).toEqual(notOnSale(v50 as string));

    const on = await admin().request(PUBLISH, { variables: { id: product.id, input: headless } });
    expect(on.data).toEqual({
      publishablePublish: { publishable: { id: product.id }, userErrors: [] },
    });
    expect((await buy(v50 as string))?.userErrors).toEqual([]);
  });

  it('unpublishes one variant from 2026-07 on, and only that one', async () => {
    const [v50, v100] = product.variants.nodes.map((n) => n.id) as [string, string];
    const old = await admin('2026-04').request(UNPUBLISH, {
      variables: { id: v100, input: headless },
    });
    expect(old.data).toEqual({
      publishableUnpublish: {
        publishable: null,
        userErrors: [{ field: ['id'], message: 'Publishable ID not found.' }],
      },
    });
    const off = await admin().request(UNPUBLISH, { variables: { id: v100, input: headless } });
    expect(off.data).toMatchObject({ publishableUnpublish: { userErrors: [] } });
    expect(await buy(v100)).toEqual(notOnSale(v100));
    expect((await buy(v50))?.userErrors).toEqual([]);
  });

  it('answers a userError for a publication the store does not have', async () => {
    const answer = await admin().request(UNPUBLISH, {
      variables: { id: product.id, input: [{ publicationId: 'gid://shopify/Publication/9' }] },
    });
    expect(answer.data).toEqual({
      publishableUnpublish: {
        publishable: null,
        userErrors: [
          { field: ['input', '0', 'publicationId'], message: 'Publication does not exist.' },
        ],
      },
    });
  });
});
