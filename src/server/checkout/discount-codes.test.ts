/**
 * A discount code is checked with Shopify (the sandbox store: WELCOME10 is
 * 10% off the order), the drawer's pricing carries the discounted total, the checkout hands the
 * code to Shopify, and the stored order's total and discount are what the sandbox charged.
 */
import { createStorefrontApiClient } from '@shopify/storefront-api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceCartResponse, PurchaseIntent } from '../../core/api/checkout';
import { startTestApp, type TestApp } from '../test/harness';
import { payAtSandbox } from '../test/sandbox-pay';
import { insertApprovedTradeAccount } from '../test/trade-account';
import { variantOf } from './checkout-test-helpers';

let app: TestApp;
let oil100: string;
let oil100Gid: string;
let oil250: string;

beforeAll(async () => {
  app = await startTestApp();
  const v100 = await variantOf(app, 'black-seed-oil', '100ml');
  oil100 = v100.id;
  oil100Gid = v100.gid ?? '';
  oil250 = (await variantOf(app, 'black-seed-oil', '250ml')).id;
});
afterAll(async () => {
  await app?.close();
});

// 100 ml £14.99 + 250 ml £27.99 = £42.98; 10% = 429.8p, rounded half up once: 430p → £38.68.
const lines = (): PurchaseIntent[] => [
  { kind: 'one-time', variantId: oil100, packSize: 1, quantity: 1 },
  { kind: 'one-time', variantId: oil250, packSize: 1, quantity: 1 },
];

async function price(body: Record<string, unknown>) {
  const res = await app.client().post('/api/cart/price', body);
  expect(res.status).toBe(200);
  return (await res.json()) as PriceCartResponse;
}

describe('POST /api/cart/price with a discount code', () => {
  it('answers Shopify’s discount and the total after it', async () => {
    const pricing = await price({ lines: lines(), discountCode: ' welcome10 ' });
    expect(pricing.subtotalPence).toBe(4298);
    expect(pricing.discount).toEqual({
      code: 'WELCOME10',
      applicable: true,
      discountPence: 430,
      message: null,
    });
    expect(pricing.totalPence).toBe(3868);
  });

  it('says an unknown code is not valid, with the undiscounted total and status 200', async () => {
    const pricing = await price({ lines: lines(), discountCode: 'WELCOM' });
    expect(pricing.discount).toEqual({
      code: 'WELCOM',
      applicable: false,
      discountPence: 0,
      message: 'WELCOM is not a valid discount code for this cart',
    });
    expect(pricing.totalPence).toBe(4298);
  });

  it('refuses an empty code with the form’s message', async () => {
    const res = await app.client().post('/api/cart/price', { lines: lines(), discountCode: '  ' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      error: { code: string; fields: Record<string, string[]> };
    };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields.discountCode).toEqual(['Enter a discount code']);
  });

  it('without a code answers no discount (the figures as before)', async () => {
    const pricing = await price({ lines: lines() });
    expect(pricing.discount).toBeUndefined();
    expect(pricing.totalPence).toBe(4298);
  });
});

describe('POST /api/checkout with a discount code', () => {
  it('charges the discounted total at the sandbox checkout and stores code, discount and total', async () => {
    const client = app.client();
    const res = await client.post('/api/checkout', {
      lines: lines(),
      discountCode: 'WELCOME10',
      expectedTotalPence: 3868,
    });
    const body = (await res.json()) as { checkoutUrl: string; totalPence: number };
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.totalPence).toBe(3868);
    const { order, items, html } = await payAtSandbox(app, body.checkoutUrl);
    expect(html).toContain('Discount (WELCOME10)');
    expect(html).toMatch(/class="grand"><span>Total<\/span><span>£38\.68</);
    expect(order).toMatchObject({
      totalPence: 3868,
      totalAmount: '38.68',
      pricedTotalPence: 3868,
      priceMismatch: false,
      discountCode: 'WELCOME10',
      discountPence: 430,
    });
    // The code's 430p is allocated across the lines in proportion (1499 : 2799 → 150 + 280).
    expect(items.map((i) => [i.unitPricePence, i.discountPence, i.lineTotalPence]).sort()).toEqual(
      [
        [1499, 150, 1349],
        [2799, 280, 2519],
      ].sort(),
    );
    expect(items.reduce((sum, i) => sum + (i.lineTotalPence ?? 0), 0)).toBe(order.totalPence);
  });

  it('answers 409 PRICE_CHANGED with the discounted figures when the drawer showed another total', async () => {
    const res = await app.client().post('/api/checkout', {
      lines: lines(),
      discountCode: 'WELCOME10',
      expectedTotalPence: 4298,
    });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: { code: string }; pricing: PriceCartResponse };
    expect(body.error.code).toBe('PRICE_CHANGED');
    expect(body.pricing.totalPence).toBe(3868);
    expect(body.pricing.discount?.discountPence).toBe(430);
  });

  it('answers 409 with the code’s message when the code does not apply', async () => {
    const res = await app.client().post('/api/checkout', {
      lines: lines(),
      discountCode: 'WELCOM',
      expectedTotalPence: 4298,
    });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { pricing: PriceCartResponse };
    expect(body.pricing.discount?.message).toBe(
      'WELCOM is not a valid discount code for this cart',
    );
  });

  it('a trade cart takes no code: the drawer is told, the checkout refuses 400', async () => {
    const client = app.client();
    const { userId } = await client.signUp();
    await insertApprovedTradeAccount(app.db, userId);
    const tradeCase = (await variantOf(app, 'wholesale-manuka-honey-263-case')).id;
    const trade: PurchaseIntent[] = [{ kind: 'trade', variantId: tradeCase, quantity: 1 }];
    const priced = await client.post('/api/cart/price', {
      lines: trade,
      discountCode: 'WELCOME10',
    });
    const pricing = (await priced.json()) as PriceCartResponse;
    expect(pricing.discount).toEqual({
      code: 'WELCOME10',
      applicable: false,
      discountPence: 0,
      message: 'Discount codes do not apply to trade orders',
    });
    expect(pricing.totalPence).toBe(29900);
    const res = await client.post('/api/checkout', {
      lines: trade,
      discountCode: 'WELCOME10',
      expectedTotalPence: 29900,
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as {
      error: { code: string; fields: Record<string, string[]> };
    };
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.fields.discountCode).toEqual(['Discount codes do not apply to trade orders']);
  });
});

describe('the sandbox storefront’s discount codes (Shopify’s official client)', () => {
  const client = () =>
    createStorefrontApiClient({
      storeDomain: 'https://sandbox.myshopify.com',
      apiVersion: '2025-07',
      publicAccessToken: 'sandbox-public-token',
      customFetchApi: (url, init) => {
        const target = new URL(String(url));
        return fetch(`${app.baseUrl}/sandbox/shopify${target.pathname}`, init);
      },
    });
  const CART_FIELDS = `id cost { subtotalAmount { amount } totalAmount { amount } }
    discountCodes { code applicable } discountAllocations { discountedAmount { amount } }`;

  it('cartCreate reports each code with applicable; an unknown one is not an error', async () => {
    const { data, errors } = await client().request(
      `mutation cartCreate($input: CartInput!) { cartCreate(input: $input) { cart { ${CART_FIELDS} } userErrors { field message code } } }`,
      {
        variables: {
          input: {
            lines: [{ merchandiseId: oil100Gid, quantity: 2 }],
            discountCodes: ['welcome10', 'NOPE'],
          },
        },
      },
    );
    expect(errors).toBeUndefined();
    const cart = data.cartCreate.cart;
    expect(data.cartCreate.userErrors).toEqual([]);
    expect(cart.discountCodes).toEqual([
      { code: 'welcome10', applicable: true },
      { code: 'NOPE', applicable: false },
    ]);
    // 2 × £14.99 = £29.98; 10% = 299.8p → 300p.
    expect(cart.cost.subtotalAmount.amount).toBe('29.98');
    expect(cart.cost.totalAmount.amount).toBe('26.98');
    expect(cart.discountAllocations[0].discountedAmount.amount).toBe('3.00');
  });

  it('cartDiscountCodesUpdate replaces the codes; an empty list removes them', async () => {
    const created = await client().request(
      `mutation cartCreate($input: CartInput!) { cartCreate(input: $input) { cart { ${CART_FIELDS} } userErrors { message } } }`,
      { variables: { input: { lines: [{ merchandiseId: oil100Gid, quantity: 1 }] } } },
    );
    const cartId = created.data.cartCreate.cart.id as string;
    const update = (discountCodes: string[]) =>
      client().request(
        `mutation cartDiscountCodesUpdate($cartId: ID!, $discountCodes: [String!]!) { cartDiscountCodesUpdate(cartId: $cartId, discountCodes: $discountCodes) { cart { ${CART_FIELDS} } userErrors { field message code } warnings { code } } }`,
        { variables: { cartId, discountCodes } },
      );
    const applied = await update(['WELCOME10']);
    expect(applied.data.cartDiscountCodesUpdate.cart.discountCodes).toEqual([
      { code: 'WELCOME10', applicable: true },
    ]);
    expect(applied.data.cartDiscountCodesUpdate.cart.cost.totalAmount.amount).toBe('13.49');
    const unknown = await update(['WELCOM']);
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data.cartDiscountCodesUpdate.cart.discountCodes).toEqual([
      { code: 'WELCOM', applicable: false },
    ]);
    expect(unknown.data.cartDiscountCodesUpdate.cart.cost.totalAmount.amount).toBe('14.99');
    const removed = await update([]);
    expect(removed.data.cartDiscountCodesUpdate.cart.discountCodes).toEqual([]);
    expect(removed.data.cartDiscountCodesUpdate.cart.discountAllocations).toEqual([]);
  });
});
