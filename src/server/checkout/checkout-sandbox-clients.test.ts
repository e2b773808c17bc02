/**
 * The sandbox store driven with Shopify's official API clients: a selling plan's price in
 * cartCreate, and draftOrderCreate's priceOverride (docs/decisions/020-one-server-price-authority.md).
 */
import { createAdminApiClient } from '@shopify/admin-api-client';
import { createStorefrontApiClient } from '@shopify/storefront-api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packVariantGid, sellingPlanGid } from '../shopify/merchandise';
import { startTestApp, type TestApp } from '../test/harness';
import { variantOf } from './checkout-test-helpers';

let app: TestApp;
let oil100Gid: string;

beforeAll(async () => {
  app = await startTestApp();
  oil100Gid = (await variantOf(app, 'black-seed-oil', '100ml')).gid ?? '';
});
afterAll(async () => {
  await app?.close();
});

describe('the sandbox through Shopify’s official clients', () => {
  const rewrite = (path: string) => (url: string | URL | Request, init?: RequestInit) => {
    const target = new URL(String(url));
    return fetch(`${app.baseUrl}${path}${target.pathname}`, init);
  };

  it('cartCreate charges the selling plan price and refuses a plan of another variant', async () => {
    const storefront = createStorefrontApiClient({
      storeDomain: 'https://habba-sandbox.myshopify.com',
      apiVersion: '2026-10',
      publicAccessToken: 'sandbox-public-token',
      customFetchApi: rewrite('/sandbox/shopify'),
    });
    const query = `mutation cartCreate($input: CartInput!) {
      cartCreate(input: $input) { cart { checkoutUrl cost { subtotalAmount { amount } } } userErrors { field message code } }
    }`;
    const ok = await storefront.request(query, {
      variables: {
        input: {
          lines: [
            {
              merchandiseId: packVariantGid(oil100Gid, 2),
              quantity: 2,
              sellingPlanId: sellingPlanGid(oil100Gid, 'subscribe-2month'),
            },
          ],
        },
      },
    });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.cartCreate.userErrors).toEqual([]);
    expect(ok.data.cartCreate.cart.cost.subtotalAmount.amount).toBe('52.76');
    const wrong = await storefront.request(query, {
      variables: {
        input: {
          lines: [
            {
              merchandiseId: packVariantGid(oil100Gid, 1),
              quantity: 1,
              sellingPlanId: sellingPlanGid(oil100Gid, 'subscribe-2month'),
            },
          ],
        },
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

  it('draftOrderCreate takes priceOverride and has no sellingPlanId on lines in 2026-10', async () => {
    const admin = createAdminApiClient({
      storeDomain: 'https://habba-sandbox.myshopify.com',
      apiVersion: '2026-10',
      accessToken: 'sandbox-admin-token',
      customFetchApi: rewrite('/sandbox/shopify'),
    });
    const query = `mutation draftOrderCreate($input: DraftOrderInput!) {
      draftOrderCreate(input: $input) { draftOrder { invoiceUrl subtotalPriceSet { shopMoney { amount } } } userErrors { field message } }
    }`;
    const ok = await admin.request(query, {
      variables: {
        input: {
          lineItems: [
            {
              variantId: oil100Gid,
              quantity: 3,
              priceOverride: { amount: '10.01', currencyCode: 'GBP' },
            },
          ],
        },
      },
    });
    expect(ok.data.draftOrderCreate.userErrors).toEqual([]);
    expect(ok.data.draftOrderCreate.draftOrder.subtotalPriceSet.shopMoney.amount).toBe('30.03');
    const plan = await admin.request(query, {
      variables: {
        input: {
          lineItems: [
            {
              variantId: oil100Gid,
              quantity: 1,
              sellingPlanId: sellingPlanGid(oil100Gid, 'subscribe-1month'),
            },
          ],
        },
      },
    });
    expect(plan.data).toBeUndefined();
    expect(plan.errors?.graphQLErrors?.[0]?.extensions?.code).toBe('INVALID_VARIABLE');
  });
});
