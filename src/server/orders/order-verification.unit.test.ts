/**
 * verifyOrder over resolved references: one row per hold reason (and the orders that pass beside
 * them), each row's reasons in full, so dropping or loosening any one check fails its row.
 */
import { describe, expect, it } from 'vitest';
import type { PricingVariant } from '../../core/pricing/price-cart';
import type { MerchandiseRef } from '../shopify/merchandise-ids';
import { type OrderReferences, verifyOrder } from './order-verification';
import { orderWebhookSchema } from './webhook-payload';

const OIL = '11111111-1111-4111-8111-111111111111';
const TRADE_OIL = '22222222-2222-4222-8222-222222222222';
const UNPUBLISHED = '33333333-3333-4333-8333-333333333333';

const variant = (id: string, fields: Partial<PricingVariant>): PricingVariant => ({
  variantId: id,
  productTitle: 'Organic Black Seed Oil',
  productHandle: 'black-seed-oil',
  productType: 'Oil',
  variantTitle: '100ml',
  pricePence: 1499,
  isWholesale: false,
  imageUrl: null,
  ...fields,
});

const ref = (variantKey: string, kind: MerchandiseRef['kind'], key: string): MerchandiseRef => ({
  variantKey,
  kind,
  key,
});

function references(isApprovedTrade: boolean): OrderReferences {
  return {
    refs: new Map([
      ['gid://shopify/ProductVariant/1001', ref(OIL, 'pack', '1')],
      ['gid://shopify/ProductVariant/1003', ref(OIL, 'pack', '3')],
      ['gid://shopify/SellingPlan/2001', ref(OIL, 'selling_plan', 'subscribe-1month')],
      ['gid://shopify/SellingPlan/2003', ref(OIL, 'selling_plan', 'subscribe-3month')],
      ['gid://shopify/SellingPlan/2101', ref(UNPUBLISHED, 'selling_plan', 'subscribe-1month')],
      ['gid://shopify/ProductVariant/3001', ref(TRADE_OIL, 'pack', '1')],
      ['gid://shopify/ProductVariant/3002', ref(TRADE_OIL, 'pack', '2')],
      // Exported once; its product is no longer published (not among the sellable variants).
      ['gid://shopify/ProductVariant/4001', ref(UNPUBLISHED, 'pack', '1')],
    ]),
    productOf: new Map([
      [OIL, 'product-oil'],
      [TRADE_OIL, 'product-trade-oil'],
    ]),
    variants: new Map([
      [OIL, variant(OIL, {})],
      [
        TRADE_OIL,
        variant(TRADE_OIL, {
          productTitle: 'Wholesale Black Seed Oil 1L',
          variantTitle: '1L',
          pricePence: 8900,
          isWholesale: true,
        }),
      ],
    ]),
    isApprovedTrade,
  };
}

type Line = { variant: number; plan?: number; quantity: number; price: string; title?: string };

function orderOf(lines: Line[]) {
  return orderWebhookSchema.parse({
    id: 1,
    order_number: 1001,
    total_price: '0.00',
    line_items: lines.map((line) => ({
      variant_id: line.variant,
      title: line.title ?? 'Organic Black Seed Oil',
      variant_title: '100ml',
      quantity: line.quantity,
      price: line.price,
      ...(line.plan ? { selling_plan_id: line.plan } : {}),
    })),
  });
}

const GUEST = { userId: null };
const TRADE_BUYER = { userId: 'trade-buyer' };
const LINE_1 = 'Line 1, Organic Black Seed Oil (100ml)';
const TRADE_LINE_1 = 'Line 1, Wholesale Black Seed Oil 1L (100ml)';

describe('verifyOrder: one row per hold reason', () => {
  it.each([
    [
      '1 bottle at £14.99, signed: passes',
      GUEST,
      false,
      [{ variant: 1001, quantity: 1, price: '14.99' }],
      [],
    ],
    [
      'a 3-bottle plan on the 3-pack variant at £38.22: passes',
      GUEST,
      false,
      [{ variant: 1003, plan: 2003, quantity: 1, price: '38.22' }],
      [],
    ],
    [
      '3 trade oils at £89.00 for an approved trade buyer: passes',
      TRADE_BUYER,
      true,
      [{ variant: 3001, quantity: 3, price: '89.00', title: 'Wholesale Black Seed Oil 1L' }],
      [],
    ],
    [
      'no valid signature',
      null,
      false,
      [{ variant: 1001, quantity: 1, price: '14.99' }],
      ['The cart was not built by the shop: its signature is missing or does not match its lines.'],
    ],
    [
      'a variant id the shop does not sell',
      GUEST,
      false,
      [{ variant: 9999, quantity: 1, price: '14.99' }],
      [`${LINE_1}: not a product variant the shop sells.`],
    ],
    [
      'a 3-pack plan on a 1-bottle variant, paid at the plan’s price',
      GUEST,
      false,
      [{ variant: 1001, plan: 2003, quantity: 1, price: '38.22' }],
      [`${LINE_1}: not a subscription plan the shop sells for it.`],
    ],
    [
      'another variant’s plan, paid at its price',
      GUEST,
      false,
      [{ variant: 1001, plan: 2101, quantity: 1, price: '14.24' }],
      [`${LINE_1}: not a subscription plan the shop sells for it.`],
    ],
    [
      'a plan id the shop does not know',
      GUEST,
      false,
      [{ variant: 1001, plan: 2999, quantity: 1, price: '14.24' }],
      [`${LINE_1}: not a subscription plan the shop sells for it.`],
    ],
    [
      'a wholesale 2-pack',
      TRADE_BUYER,
      true,
      [{ variant: 3002, quantity: 2, price: '178.00', title: 'Wholesale Black Seed Oil 1L' }],
      [`${TRADE_LINE_1}: wholesale products are sold one by one.`],
    ],
    [
      'trade oils bought by a guest',
      GUEST,
      false,
      [{ variant: 3001, quantity: 3, price: '89.00', title: 'Wholesale Black Seed Oil 1L' }],
      [`${TRADE_LINE_1}: trade prices are for approved trade accounts only.`],
    ],
    [
      'a variant the shop no longer sells (unpublished)',
      GUEST,
      false,
      [{ variant: 4001, quantity: 1, price: '14.99' }],
      [`${LINE_1}: not a product the shop sells.`],
    ],
    [
      'a quantity no price can be computed for',
      GUEST,
      false,
      [{ variant: 1001, quantity: 2 ** 50, price: '14.99' }],
      ['The order could not be priced by the shop (quantities out of range).'],
    ],
    [
      'paid 1p less than the shop’s price',
      GUEST,
      false,
      [{ variant: 1001, quantity: 1, price: '14.98' }],
      [`${LINE_1}: paid £14.98, the shop's price is £14.99.`],
    ],
    [
      'a trade order under the £200 minimum (a cart problem)',
      TRADE_BUYER,
      true,
      [{ variant: 3001, quantity: 1, price: '89.00', title: 'Wholesale Black Seed Oil 1L' }],
      [
        'Wholesale orders have a £200 minimum (excluding cups and cupping equipment). Add £111.00 more to check out.',
      ],
    ],
  ] as const)('%s', (_row, signed, isApprovedTrade, lines, reasons) => {
    const verification = verifyOrder({
      payload: orderOf([...lines]),
      signed,
      references: references(isApprovedTrade),
    });
    expect(verification.holdReasons).toEqual(reasons);
  });

  it('reads what was bought from the ids: the 3-bottle plan line is 3 units of the oil', () => {
    const verification = verifyOrder({
      payload: orderOf([{ variant: 1003, plan: 2003, quantity: 2, price: '38.22' }]),
      signed: GUEST,
      references: references(false),
    });
    expect(verification).toEqual({
      lines: [
        {
          variantId: OIL,
          productId: 'product-oil',
          purchaseOption: 'subscribe-3month',
          units: 6,
          planId: 'subscribe-3month',
        },
      ],
      isTrade: false,
      holdReasons: [],
    });
  });
});
