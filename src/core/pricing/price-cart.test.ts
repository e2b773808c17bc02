import { describe, expect, it } from 'vitest';
import { type PurchaseIntent, purchaseIntentSchema } from '../api/checkout';
import { type PricingVariant, priceCart } from './price-cart';

const oil = (id: string, title: string, pricePence: number): PricingVariant => ({
  variantId: id,
  productTitle: 'Organic Black Seed Oil',
  productHandle: 'black-seed-oil',
  productType: 'Oil',
  variantTitle: title,
  pricePence,
  isWholesale: false,
  imageUrl: null,
});
const variants = new Map<string, PricingVariant>([
  ['v100', oil('v100', '100ml', 1499)],
  ['v250', oil('v250', '250ml', 2799)],
  [
    'case',
    {
      ...oil('case', 'Case of 12', 29900),
      productTitle: 'Wholesale Manuka Honey MGO 263+',
      isWholesale: true,
    },
  ],
]);
const find = (id: string) => variants.get(id) ?? null;
const retail = { isApprovedTrade: false };

function totalOf(intent: PurchaseIntent, viewer = retail) {
  return priceCart([intent], find, viewer);
}

describe('priceCart: worked prices (catalogue.md)', () => {
  it.each([
    ['v100', { kind: 'one-time', packSize: 1 }, 1499, 1],
    ['v100', { kind: 'one-time', packSize: 2 }, 2698, 2],
    ['v100', { kind: 'one-time', packSize: 3 }, 3957, 3],
    ['v100', { kind: 'subscription', planId: 'subscribe-1month' }, 1424, 1],
    ['v100', { kind: 'subscription', planId: 'subscribe-2month' }, 2638, 2],
    ['v100', { kind: 'subscription', planId: 'subscribe-3month' }, 3822, 3],
    ['v100', { kind: 'subscription', planId: 'shop-card-30' }, 1349, 1],
    ['v100', { kind: 'subscription', planId: 'shop-card-60' }, 2698, 2],
    ['v100', { kind: 'subscription', planId: 'shop-card-90' }, 4047, 3],
    ['v250', { kind: 'one-time', packSize: 1 }, 2799, 1],
    ['v250', { kind: 'one-time', packSize: 2 }, 5038, 2],
    ['v250', { kind: 'one-time', packSize: 3 }, 7389, 3],
    ['v250', { kind: 'subscription', planId: 'subscribe-1month' }, 2659, 1],
    ['v250', { kind: 'subscription', planId: 'subscribe-2month' }, 4926, 2],
    ['v250', { kind: 'subscription', planId: 'subscribe-3month' }, 7137, 3],
  ])('%s %o costs %i pence for %i bottles', (variantId, option, pence, units) => {
    const intent = purchaseIntentSchema.parse({ ...option, variantId, quantity: 1 });
    const priced = totalOf(intent);
    expect(priced.problems).toEqual([]);
    expect(priced.totalPence).toBe(pence);
    expect(priced.lines[0]?.units).toBe(units);
    const twice = totalOf({ ...intent, quantity: 2 } as PurchaseIntent);
    expect(twice.totalPence).toBe(pence * 2);
    expect(twice.lines[0]?.units).toBe(units * 2);
  });

  it('labels packs and plans with their real discount', () => {
    const two = totalOf({ kind: 'one-time', variantId: 'v100', packSize: 2, quantity: 1 });
    expect(two.lines[0]?.label).toBe('2 bottles, 10% off');
    const sub = totalOf({
      kind: 'subscription',
      variantId: 'v100',
      planId: 'subscribe-2month',
      quantity: 1,
    });
    expect(sub.lines[0]?.label).toBe('Subscribe: 2 bottles every 60 days, 12% off');
    expect(sub.lines[0]?.discountPence).toBe(2998 - 2638);
  });

  it('prices cups at the tier of the whole cups total across sizes', () => {
    const cart = priceCart(
      [
        { kind: 'cups', variantId: 'bulk-cup-b1', cups: 50 },
        { kind: 'cups', variantId: 'bulk-cup-b1', cups: 50 },
      ],
      find,
      retail,
    );
    expect(cart.totalPence).toBe(4900);
    const mixed = priceCart(
      [
        { kind: 'cups', variantId: 'bulk-cup-b1', cups: 100 },
        { kind: 'cups', variantId: 'bulk-cup-b4-curved', cups: 150 },
        { kind: 'cups', variantId: 'bulk-cup-b6', cups: 50 },
      ],
      find,
      retail,
    );
    expect(mixed.totalPence).toBe(10500);
    expect(mixed.lines.map((l) => [l.units, l.lineTotalPence])).toEqual([
      [100, 3500],
      [150, 5250],
      [50, 1750],
    ]);
  });

  it('refuses trade lines to retail shoppers and wholesale products as retail lines', () => {
    const trade = totalOf({ kind: 'trade', variantId: 'case', quantity: 1 });
    expect(trade.totalPence).toBe(0);
    expect(trade.lines[0]?.available).toBe(false);
    expect(trade.lines[0]?.lineTotalPence).toBe(0);
    expect(trade.problems).toEqual([
      {
        index: 0,
        code: 'trade_only',
        message: 'This product is only available to approved trade accounts',
      },
    ]);
    const retailCase = totalOf({ kind: 'one-time', variantId: 'case', packSize: 1, quantity: 1 });
    expect(retailCase.problems.map((p) => p.code)).toEqual(['trade_only']);
  });

  it('enforces the £200 trade minimum and prices approved trade lines', () => {
    const one = totalOf(
      { kind: 'trade', variantId: 'case', quantity: 1 },
      { isApprovedTrade: true },
    );
    // Trade prices exclude VAT: a product of unknown rate is standard-rated, 20% added.
    expect([one.subtotalPence, one.vatPence, one.totalPence]).toEqual([29900, 5980, 35880]);
    expect(one.problems).toEqual([]);
    variants.set('small', {
      ...oil('small', '1L', 8900),
      productTitle: 'Wholesale Black Seed Oil 1L',
      isWholesale: true,
    });
    const small = totalOf(
      { kind: 'trade', variantId: 'small', quantity: 1 },
      { isApprovedTrade: true },
    );
    expect(small.problems).toEqual([
      {
        index: null,
        code: 'wholesale_minimum',
        message:
          'Wholesale orders have a £200 minimum (excluding cups and cupping equipment). Add £111.00 more to check out.',
      },
    ]);
  });
});

describe('priceCart: the £200 trade minimum (one rule; the drawer shows its problem)', () => {
  const trade = (id: string, productTitle: string, pricePence: number): PricingVariant => ({
    ...oil(id, 'Default', pricePence),
    productTitle,
    isWholesale: true,
  });
  const tradeVariants = new Map<string, PricingVariant>(
    [
      trade('p19999', 'Wholesale Black Seed Oil 5L', 19999),
      trade('p20000', 'Wholesale Black Seed Oil 5L', 20000),
      trade('p20001', 'Wholesale Black Seed Oil 5L', 20001),
      trade('p10000', 'Wholesale Manuka Honey MGO 263+', 10000),
      trade('glider', 'Wholesale Cupping Glider Set', 5000),
      trade('cups', 'Bulk Cupping Cups – Trade Packs', 30000),
    ].map((v) => [v.variantId, v]),
  );
  const findTrade = (id: string) => tradeVariants.get(id) ?? variants.get(id) ?? null;
  const minimum = (more: string) =>
    `Wholesale orders have a £200 minimum (excluding cups and cupping equipment). Add ${more} more to check out.`;

  it.each([
    ['counted £199.99: short by 1p', [['p19999', 1]], minimum('£0.01')],
    ['counted exactly £200.00: met', [['p20000', 1]], null],
    ['counted £200.01: met', [['p20001', 1]], null],
    ['2 × £100.00 counted: met', [['p10000', 2]], null],
    [
      '2 × Wholesale Cupping Glider Set at £50.00: equipment counts £0',
      [['glider', 2]],
      minimum('£200.00'),
    ],
    [
      '£199.99 counted + £300.00 cupping cups: the cups do not count',
      [
        ['p19999', 1],
        ['cups', 1],
      ],
      minimum('£0.01'),
    ],
    [
      '£100.00 counted + 2 glider sets: only the £100.00 counts',
      [
        ['p10000', 1],
        ['glider', 2],
      ],
      minimum('£100.00'),
    ],
    [
      '£200.00 counted + equipment: met',
      [
        ['p20000', 1],
        ['glider', 1],
      ],
      null,
    ],
  ] as const)('%s', (_row, cart, problem) => {
    const priced = priceCart(
      cart.map(([variantId, quantity]) => ({ kind: 'trade', variantId, quantity })),
      findTrade,
      { isApprovedTrade: true },
    );
    expect(priced.problems).toEqual(
      problem === null ? [] : [{ index: null, code: 'wholesale_minimum', message: problem }],
    );
  });

  it('a retail cart has no trade minimum, however small', () => {
    const priced = priceCart(
      [{ kind: 'one-time', variantId: 'v100', packSize: 1, quantity: 1 }],
      findTrade,
      retail,
    );
    expect([priced.totalPence, priced.problems]).toEqual([1499, []]);
  });
});

describe('purchaseIntentSchema', () => {
  it.each([
    [{ kind: 'one-time', variantId: 'v', packSize: 1, quantity: 0 }, 'Quantity must be at least 1'],
    [
      { kind: 'one-time', variantId: 'v', packSize: 1, quantity: -1 },
      'Quantity must be at least 1',
    ],
    [
      { kind: 'one-time', variantId: 'v', packSize: 1, quantity: 1.5 },
      'Quantity must be a whole number',
    ],
    [
      { kind: 'one-time', variantId: 'v', packSize: 3, quantity: 3334 },
      'Quantity cannot be more than 10,000 units',
    ],
    [{ kind: 'one-time', variantId: 'v', packSize: 4, quantity: 1 }, 'Pack size must be 1, 2 or 3'],
    [
      { kind: 'subscription', variantId: 'v', planId: 'weekly', quantity: 1 },
      'Unknown subscription plan',
    ],
    [{ kind: 'cups', variantId: 'bulk-cup-b1', cups: 99 }, 'Cups are sold in steps of 50'],
    [{ kind: 'cups', variantId: 'bulk-cup-b1', cups: 0 }, 'Minimum order quantity is 50 cups'],
    [{ kind: 'gift', variantId: 'v', quantity: 1 }, 'Unknown purchase option'],
  ])('%o → %s', (input, message) => {
    const result = purchaseIntentSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
