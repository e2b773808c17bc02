/**
 * The sandbox's sellingPlanGroupCreate driven with Shopify's official admin client: the group a
 * pack variant gets from the export (PRICE = the server's delivery total) is created on variants
 * productSet made, and Shopify's userErrors answer what Shopify refuses.
 */
import { createAdminApiClient } from '@shopify/admin-api-client';
import { createStorefrontApiClient } from '@shopify/storefront-api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_SET_MUTATION, SANDBOX_ADMIN_TOKEN } from '../server/shopify/admin-client';
import {
  buildPackSellingPlanGroupInput,
  SELLING_PLAN_GROUP_CREATE_MUTATION,
  type SellingPlanGroupResult,
} from '../server/shopify/selling-plans';
import { startTestApp, type TestApp } from '../server/test/harness';

let app: TestApp;
let admin: ReturnType<typeof createAdminApiClient>;
let packOf2: string;
let single: string;

beforeAll(async () => {
  app = await startTestApp();
  admin = createAdminApiClient({
    storeDomain: 'https://habba-sandbox.myshopify.com',
    apiVersion: '2026-10',
    accessToken: SANDBOX_ADMIN_TOKEN,
    customFetchApi: (url, init) =>
      fetch(`${app.baseUrl}/sandbox/shopify${new URL(String(url)).pathname}`, init),
  });
  const set = await admin.request(PRODUCT_SET_MUTATION, {
    variables: {
      identifier: { handle: 'plan-test-oil' },
      input: {
        title: 'Plan Test Oil',
        handle: 'plan-test-oil',
        productOptions: [
          { name: 'Size', values: [{ name: '100ml' }] },
          { name: 'Pack', values: [{ name: '1' }, { name: '2-pack' }] },
        ],
        variants: [
          {
            optionValues: [
              { optionName: 'Size', name: '100ml' },
              { optionName: 'Pack', name: '1' },
            ],
            price: '14.99',
            sku: 'PLAN-OIL-100',
          },
          {
            optionValues: [
              { optionName: 'Size', name: '100ml' },
              { optionName: 'Pack', name: '2-pack' },
            ],
            price: '26.98',
            sku: 'PLAN-OIL-100-PACK2',
          },
        ],
      },
    },
  });
  const nodes = (
    set.data as { productSet: { product: { variants: { nodes: { id: string; sku: string }[] } } } }
  ).productSet.product.variants.nodes;
  packOf2 = nodes.find((n) => n.sku === 'PLAN-OIL-100-PACK2')?.id ?? '';
  single = nodes.find((n) => n.sku === 'PLAN-OIL-100')?.id ?? '';
  expect(packOf2).toMatch(/^gid:\/\/shopify\/ProductVariant\/\d+$/);
});
afterAll(() => app?.close());

async function createGroup(variables: Record<string, unknown>) {
  const res = await admin.request(SELLING_PLAN_GROUP_CREATE_MUTATION, { variables });
  return res;
}

describe('sandbox sellingPlanGroupCreate (Admin API 2026-10)', () => {
  it('creates the 2-pack’s group: one plan per 60-day subscription, priced at the delivery total', async () => {
    const { input, planIds } = buildPackSellingPlanGroupInput({
      productTitle: 'Organic Black Seed Oil',
      variantTitle: '100ml',
      basePricePence: 1499,
      packSize: 2,
      merchantCode: 'PLAN-OIL-100-PACK2',
    });
    expect(planIds).toEqual(['subscribe-2month', 'shop-card-60']);
    // 2 × £14.99 = £29.98: 12% off → £26.38 (product page), 10% off → £26.98 (shop card).
    expect(
      input.sellingPlansToCreate.map((p) => [
        p.name,
        p.deliveryPolicy.recurring.intervalCount,
        p.pricingPolicies[0]?.fixed.adjustmentValue.fixedValue,
      ]),
    ).toEqual([
      ['Subscribe: 2 bottles every 60 days, 12% off', 60, '26.38'],
      ['Subscribe: 2 bottles every 60 days, 10% off', 60, '26.98'],
    ]);
    const res = await createGroup({ input, resources: { productVariantIds: [packOf2] } });
    expect(res.errors).toBeUndefined();
    const { sellingPlanGroup, userErrors } = (
      res.data as { sellingPlanGroupCreate: SellingPlanGroupResult }
    ).sellingPlanGroupCreate;
    expect(userErrors).toEqual([]);
    expect(sellingPlanGroup?.id).toMatch(/^gid:\/\/shopify\/SellingPlanGroup\/\d+$/);
    expect(sellingPlanGroup?.sellingPlans.nodes.map((n) => n.name)).toEqual([
      'Subscribe: 2 bottles every 60 days, 12% off',
      'Subscribe: 2 bottles every 60 days, 10% off',
    ]);
    for (const node of sellingPlanGroup?.sellingPlans.nodes ?? []) {
      expect(node.id).toMatch(/^gid:\/\/shopify\/SellingPlan\/\d+$/);
    }
  });

  it('answers Shopify’s userErrors: unknown variant, options, policies, price values', async () => {
    const { input } = buildPackSellingPlanGroupInput({
      productTitle: 'Organic Black Seed Oil',
      variantTitle: '100ml',
      basePricePence: 1499,
      packSize: 1,
      merchantCode: 'PLAN-OIL-100',
    });
    const [first, second] = input.sellingPlansToCreate;
    if (!first || !second) throw new Error('the 1-unit pack has two plans');
    const broken = {
      ...input,
      sellingPlansToCreate: [
        { ...first, options: [] },
        {
          ...second,
          deliveryPolicy: undefined,
          pricingPolicies: [{ fixed: { adjustmentType: 'PRICE', adjustmentValue: {} } }],
        },
      ],
    };
    const res = await createGroup({
      input: broken,
      resources: { productVariantIds: ['gid://shopify/ProductVariant/1'] },
    });
    const { sellingPlanGroup, userErrors } = (
      res.data as { sellingPlanGroupCreate: SellingPlanGroupResult }
    ).sellingPlanGroupCreate;
    expect(sellingPlanGroup).toBeNull();
    expect(userErrors).toEqual([
      {
        field: ['input', 'sellingPlansToCreate', '0', 'options'],
        message: "Option1 can't be blank",
        code: 'BLANK',
      },
      {
        field: ['input', 'sellingPlansToCreate', '1', 'deliveryPolicy'],
        message: 'Missing delivery policy.',
        code: 'SELLING_PLAN_DELIVERY_POLICY_MISSING',
      },
      {
        field: [
          'input',
          'sellingPlansToCreate',
          '1',
          'pricingPolicies',
          '0',
          'fixed',
          'adjustmentValue',
        ],
        message: "Pricing policy's adjustment value and adjustment type must match.",
        code: 'PRICING_POLICY_ADJUSTMENT_VALUE_AND_TYPE_MUST_MATCH',
      },
      {
        field: ['resources', 'productVariantIds', '0'],
        message: 'Product variant does not exist.',
        code: 'PRODUCT_VARIANT_DOES_NOT_EXIST',
      },
    ]);
  });

  it('needs at least one plan, each named and with distinct options', async () => {
    const { input } = buildPackSellingPlanGroupInput({
      productTitle: 'Organic Black Seed Oil',
      variantTitle: '100ml',
      basePricePence: 1499,
      packSize: 3,
      merchantCode: 'PLAN-OIL-100-PACK3',
    });
    const [plan] = input.sellingPlansToCreate;
    if (!plan) throw new Error('the 3-pack has plans');
    const errorsOf = async (sellingPlansToCreate: unknown[]) => {
      const res = await createGroup({ input: { ...input, sellingPlansToCreate } });
      return (res.data as { sellingPlanGroupCreate: SellingPlanGroupResult }).sellingPlanGroupCreate
        .userErrors;
    };
    expect(await errorsOf([])).toEqual([
      {
        field: ['input', 'sellingPlansToCreate'],
        message: 'Must include at least one selling plan.',
        code: 'SELLING_PLAN_COUNT_LOWER_BOUND',
      },
    ]);
    expect((await errorsOf([plan, plan])).map((e) => e.code)).toEqual([
      'SELLING_PLAN_DUPLICATE_NAME',
      'SELLING_PLAN_DUPLICATE_OPTIONS',
    ]);
    expect(
      (
        await errorsOf([
          {
            ...plan,
            pricingPolicies: [
              ...plan.pricingPolicies,
              ...plan.pricingPolicies,
              ...plan.pricingPolicies,
            ],
          },
        ])
      ).map((e) => e.code),
    ).toEqual(['SELLING_PLAN_PRICING_POLICIES_LIMIT']);
  });

  it('the storefront sells the created variant with its plans: PRICE charged, other variants refused', async () => {
    const { input } = buildPackSellingPlanGroupInput({
      productTitle: 'Organic Black Seed Oil',
      variantTitle: '100ml',
      basePricePence: 1499,
      packSize: 2,
      merchantCode: 'PLAN-OIL-100-PACK2-STOREFRONT',
    });
    const created = await createGroup({ input, resources: { productVariantIds: [packOf2] } });
    const group = (created.data as { sellingPlanGroupCreate: SellingPlanGroupResult })
      .sellingPlanGroupCreate.sellingPlanGroup;
    const [twoMonths, shopCard] = group?.sellingPlans.nodes ?? [];
    if (!twoMonths || !shopCard) throw new Error('the 2-pack group has two plans');
    const storefront = createStorefrontApiClient({
      storeDomain: 'https://habba-sandbox.myshopify.com',
      apiVersion: '2026-10',
      publicAccessToken: 'sandbox-public-token',
      customFetchApi: (url, init) =>
        fetch(`${app.baseUrl}/sandbox/shopify${new URL(String(url)).pathname}`, init),
    });
    const query = `mutation cartCreate($input: CartInput!) {
      cartCreate(input: $input) { cart { cost { subtotalAmount { amount } } } userErrors { field message code } }
    }`;
    const ok = await storefront.request(query, {
      variables: {
        input: {
          lines: [
            { merchandiseId: packOf2, quantity: 2, sellingPlanId: twoMonths.id },
            { merchandiseId: packOf2, quantity: 1, sellingPlanId: shopCard.id },
            { merchandiseId: packOf2, quantity: 1 },
          ],
        },
      },
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.cartCreate.userErrors).toEqual([]);
    // 2 × £26.38 (12% off plan) + £26.98 (10% off plan) + £26.98 (the pack's own price).
    expect(ok.data.cartCreate.cart.cost.subtotalAmount.amount).toBe('106.72');
    const wrong = await storefront.request(query, {
      variables: {
        input: { lines: [{ merchandiseId: single, quantity: 1, sellingPlanId: twoMonths.id }] },
      },
    });
    expect(wrong.data.cartCreate.cart).toBeNull();
    expect(wrong.data.cartCreate.userErrors).toEqual([
      {
        field: ['input', 'lines', '0', 'sellingPlanId'],
        message: 'The selling plan is not applicable to the merchandise.',
        code: 'SELLING_PLAN_NOT_APPLICABLE',
      },
    ]);
  });

  it('refuses an input field the version does not have as an invalid variable', async () => {
    const res = await createGroup({ input: { name: 'x', options: ['Delivery'], nope: true } });
    expect(res.data).toBeUndefined();
    expect(res.errors?.graphQLErrors?.[0]?.extensions?.code).toBe('INVALID_VARIABLE');
  });
});
