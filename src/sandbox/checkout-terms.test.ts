/**
 * The sandbox's payment page shows, as Shopify's checkout does, what a subscription line agrees to
 * before "Pay now": the plan's name, its delivery frequency, the recurring price and the minimum
 * term, read from the line's selling plan allocation (the plan the cart line was created with).
 */
import { createAdminApiClient } from '@shopify/admin-api-client';
import { createStorefrontApiClient } from '@shopify/storefront-api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLongDate, toLondonDate } from '../core/dates';
import { addDaysToDate } from '../core/subscriptions/plan-dates';
import { variantOf } from '../server/checkout/checkout-test-helpers';
import { PRODUCT_SET_MUTATION, SANDBOX_ADMIN_TOKEN } from '../server/shopify/admin-client';
import { packVariantGid, sellingPlanGid } from '../server/shopify/merchandise';
import {
  buildPackSellingPlanGroupInput,
  SELLING_PLAN_GROUP_CREATE_MUTATION,
  type SellingPlanGroupResult,
} from '../server/shopify/selling-plans';
import { startTestApp, type TestApp } from '../server/test/harness';

let app: TestApp;
let oil100Gid: string;

beforeAll(async () => {
  app = await startTestApp();
  oil100Gid = (await variantOf(app, 'black-seed-oil', '100ml')).gid ?? '';
});
afterAll(async () => {
  await app?.close();
});

const rewrite = (url: string | URL | Request, init?: RequestInit) =>
  fetch(`${app.baseUrl}/sandbox/shopify${new URL(String(url)).pathname}`, init);

const CART_CREATE = `mutation cartCreate($input: CartInput!) {
  cartCreate(input: $input) { cart { checkoutUrl } userErrors { field message code } }
}`;

async function checkoutPageFor(lines: unknown[]): Promise<string> {
  const storefront = createStorefrontApiClient({
    storeDomain: 'https://habba-sandbox.myshopify.com',
    apiVersion: '2026-10',
    publicAccessToken: 'sandbox-public-token',
    customFetchApi: rewrite,
  });
  const created = await storefront.request(CART_CREATE, { variables: { input: { lines } } });
  expect(created.errors).toBeUndefined();
  expect(created.data?.cartCreate.userErrors).toEqual([]);
  const url = new URL(created.data?.cartCreate.cart.checkoutUrl as string);
  const page = await app.fetch(`${url.pathname}${url.search}`);
  expect(page.status).toBe(200);
  return page.text();
}

/** The page's text between the form's start and the Pay now button, tags stripped. */
function textBeforePayNow(html: string): string {
  const form = html.slice(html.indexOf('<form'), html.indexOf('>Pay now<'));
  return form
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

describe('the sandbox payment page', () => {
  it('states the plan, frequency, recurring price and minimum term of a subscription line', async () => {
    // 100 ml £14.99, 1 bottle every 30 days at 5% off: £14.24 a delivery, 2 deliveries minimum.
    const html = await checkoutPageFor([
      {
        merchandiseId: packVariantGid(oil100Gid, 1),
        quantity: 1,
        sellingPlanId: sellingPlanGid(oil100Gid, 'subscribe-1month'),
      },
      { merchandiseId: packVariantGid(oil100Gid, 1), quantity: 1 },
    ]);
    const terms = textBeforePayNow(html);
    const today = toLondonDate(app.deps.clock.now());
    // Paid today and in 30 days (the 2nd delivery): cancellable the day after, before the 3rd.
    expect(terms).toContain('Your subscription');
    expect(terms).toContain(
      `Organic Black Seed Oil (100ml) Plan Delivered every 30 days, 5% off Delivery Every 30 days Recurring price £14.24 every 30 days Next charge ${formatLongDate(addDaysToDate(today, 30))} Minimum term 2 deliveries`,
    );
    expect(terms).toContain(
      `By paying you agree to be charged £14.24 every 30 days for this subscription until you cancel. You can cancel any time after your 2nd delivery is paid — from ${formatLongDate(addDaysToDate(today, 31))}.`,
    );
    // The one-time line has no terms.
    expect(terms.match(/Recurring price/g)).toHaveLength(1);
  });

  it('multiplies the recurring price by the quantity, for a plan the Admin API created from the export', async () => {
    const admin = createAdminApiClient({
      storeDomain: 'https://habba-sandbox.myshopify.com',
      apiVersion: '2026-10',
      accessToken: SANDBOX_ADMIN_TOKEN,
      customFetchApi: rewrite,
    });
    const set = await admin.request(PRODUCT_SET_MUTATION, {
      variables: {
        identifier: { handle: 'terms-test-oil' },
        input: {
          title: 'Terms Test Oil',
          handle: 'terms-test-oil',
          productOptions: [{ name: 'Pack', values: [{ name: '2-pack' }] }],
          variants: [
            {
              optionValues: [{ optionName: 'Pack', name: '2-pack' }],
              price: '29.98',
              sku: 'TERMS-OIL-PACK2',
            },
          ],
        },
      },
    });
    const variantId = (
      set.data as { productSet: { product: { variants: { nodes: { id: string }[] } } } }
    ).productSet.product.variants.nodes[0]?.id as string;
    const { input } = buildPackSellingPlanGroupInput({
      productTitle: 'Terms Test Oil',
      variantTitle: '100ml',
      basePricePence: 1499,
      packSize: 2,
      merchantCode: 'TERMS-OIL-PACK2',
    });
    const group = await admin.request(SELLING_PLAN_GROUP_CREATE_MUTATION, {
      variables: { input, resources: { productVariantIds: [variantId] } },
    });
    const created = (group.data as { sellingPlanGroupCreate: SellingPlanGroupResult })
      .sellingPlanGroupCreate;
    expect(created.userErrors).toEqual([]);
    const plan = created.sellingPlanGroup?.sellingPlans.nodes[0] as { id: string; name: string };
    expect(plan.name).toBe('Subscribe: 2 bottles every 60 days, 12% off');
    const html = await checkoutPageFor([
      { merchandiseId: variantId, quantity: 2, sellingPlanId: plan.id },
    ]);
    // The plan's PRICE policy: £26.38 a delivery of the 2-pack; two of them: £52.76.
    expect(textBeforePayNow(html)).toContain(
      `Plan Subscribe: 2 bottles every 60 days, 12% off Delivery Every 60 days Recurring price £52.76 every 60 days Next charge ${formatLongDate(addDaysToDate(toLondonDate(app.deps.clock.now()), 60))} Minimum term 1 delivery`,
    );
    expect(textBeforePayNow(html)).toContain(
      `You can cancel any time after your 1st delivery is paid — from ${formatLongDate(addDaysToDate(toLondonDate(app.deps.clock.now()), 1))}.`,
    );
  });
});
