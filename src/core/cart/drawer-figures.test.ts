import { describe, expect, it } from 'vitest';
import type { PriceCartResponse, PricedLine } from '../api/checkout';
import { type PricingVariant, priceCart } from '../pricing/price-cart';
import { type CartLine, toPurchaseIntent } from './cart-line';
import { validateCheckout } from './checkout-rules';
import { describeDrawerLine, findChangedLineTitles, selectDrawerFigures } from './drawer-figures';
import { buildCupLines, buildPurchaseOptionLine, buildTradeLine } from './line-builders';

const OIL = { title: 'Organic Black Seed Oil' };
const pack2 = buildPurchaseOptionLine({
  optionId: 'onetime-2month',
  product: OIL,
  variant: { id: 'oil-100', title: '100ml', pricePence: 1499 },
});
const sub = buildPurchaseOptionLine({
  optionId: 'subscribe-2month',
  product: OIL,
  variant: { id: 'oil-250', title: '250ml', pricePence: 2799 },
});

function priced(line: CartLine, overrides: Partial<PricedLine>): PricedLine {
  return {
    intent: toPurchaseIntent(line),
    productTitle: line.productTitle,
    productHandle: 'black-seed-oil',
    variantTitle: line.variantTitle,
    label: 'server label',
    units: 2,
    unitNoun: 'bottle',
    unitPricePence: 0,
    listPricePence: line.listPricePence,
    discountPence: 0,
    lineTotalPence: 0,
    discountPercent: 0,
    frequencyDays: null,
    imageUrl: null,
    available: true,
    reason: null,
    availableUnits: null,
    ...overrides,
  } as PricedLine;
}

describe('selectDrawerFigures', () => {
  it('shows the local estimate until the server has priced these lines', () => {
    const figures = selectDrawerFigures({
      lines: [pack2, sub],
      priceable: [pack2, sub],
      pricing: null,
    });
    expect(figures.source).toBe('estimate');
    expect(figures.lines.map((l) => l.lineTotalPence)).toEqual([2698, 4926]);
    expect(figures.totalPence).toBe(7624);
    expect(figures.blocked).toBe(false);
  });

  it('shows the server’s figures, total and problems once they are in', () => {
    const pricing: PriceCartResponse = {
      lines: [
        priced(pack2, { label: '2 bottles, 10% off', lineTotalPence: 2698 }),
        priced(sub, { label: 'Every 60 days', lineTotalPence: 5000, listPricePence: 2999 }),
      ],
      subtotalPence: 7698,
      totalPence: 7698,
      problems: [],
    };
    const figures = selectDrawerFigures({ lines: [pack2, sub], priceable: [pack2, sub], pricing });
    expect(figures).toMatchObject({ source: 'server', totalPence: 7698, blocked: false });
    expect(figures.lines.map((l) => [l.label, l.lineTotalPence, l.listPriceChanged])).toEqual([
      ['2 bottles, 10% off', 2698, false],
      ['Every 60 days', 5000, true],
    ]);
  });

  it('blocks checkout on a server problem or an unavailable line', () => {
    const pricing: PriceCartResponse = {
      lines: [priced(pack2, { available: false, reason: 'unknown_variant', lineTotalPence: 2698 })],
      subtotalPence: 0,
      totalPence: 0,
      problems: [
        { index: 0, code: 'unknown_variant', message: 'This product is no longer available' },
        { index: null, code: 'wholesale_minimum', message: 'Minimum £200' },
      ],
    };
    const figures = selectDrawerFigures({ lines: [pack2], priceable: [pack2], pricing });
    expect(figures.lines[0]).toMatchObject({
      available: false,
      lineTotalPence: 0,
      problem: 'This product is no longer available',
    });
    expect(figures.cartProblems).toEqual(['Minimum £200']);
    expect(figures.blocked).toBe(true);
  });

  it('refuses a trade cart of 2 glider sets with the server’s minimum message, not its own', () => {
    const glider = buildTradeLine({
      product: { title: 'Wholesale Cupping Glider Set' },
      variant: { id: 'glider', pricePence: 5000 },
      quantity: 2,
    });
    const variant: PricingVariant = {
      variantId: 'glider',
      productTitle: 'Wholesale Cupping Glider Set',
      productHandle: null,
      productType: '',
      variantTitle: 'Default',
      pricePence: 5000,
      isWholesale: true,
      imageUrl: null,
    };
    const pricing = priceCart([toPurchaseIntent(glider)], () => variant, { isApprovedTrade: true });
    // Nothing local decides money: the drawer's own checks pass, the server's answer blocks.
    expect(validateCheckout([glider])).toEqual({ ok: true });
    const figures = selectDrawerFigures({ lines: [glider], priceable: [glider], pricing });
    expect(figures.cartProblems).toEqual([
      'Wholesale orders have a £200 minimum (excluding cups and cupping equipment). Add £200.00 more to check out.',
    ]);
    expect([figures.blocked, figures.subtotalPence, figures.vatPence]).toEqual([true, 10000, 2000]);
  });

  it('a line with a refused count is left out of pricing and shows why', () => {
    const cups = { ...(buildCupLines({ b1: 50 })[0] as CartLine), quantity: 99 };
    const figures = selectDrawerFigures({
      lines: [pack2, cups],
      priceable: [pack2],
      pricing: null,
    });
    expect(figures.lines[1]?.problem).toBe('Cups are sold in steps of 50');
    expect(figures.blocked).toBe(true);
  });

  it('names the lines whose totals changed', () => {
    const before = selectDrawerFigures({
      lines: [pack2, sub],
      priceable: [pack2, sub],
      pricing: null,
    });
    const after = selectDrawerFigures({
      lines: [pack2, sub],
      priceable: [pack2, sub],
      pricing: {
        lines: [priced(pack2, { lineTotalPence: 2698 }), priced(sub, { lineTotalPence: 5100 })],
        subtotalPence: 7798,
        totalPence: 7798,
        problems: [],
      },
    });
    expect(findChangedLineTitles([pack2, sub], before, after)).toEqual(['Organic Black Seed Oil']);
  });
});

describe('describeDrawerLine: what a drawer line says beside its count', () => {
  const base = {
    key: 'k',
    label: '1 bottle',
    units: 1,
    unitNoun: 'bottle',
    lineTotalPence: 1499,
    unitPricePence: 1499,
    available: true,
    reason: null,
    problem: null,
    listPriceChanged: false,
    availableUnits: null,
  } as const;

  it('shows the unit price once and never "1 bottle" twice', () => {
    expect(describeDrawerLine(base, 'one-time')).toEqual({
      badge: null,
      units: '1 bottle',
      unitPrice: '£14.99 each',
    });
    expect(
      describeDrawerLine(
        {
          ...base,
          label: '3 bottles, 10% off',
          units: 6,
          lineTotalPence: 8094,
          unitPricePence: 1349,
        },
        'one-time',
      ),
    ).toEqual({ badge: '3 bottles, 10% off', units: '6 bottles', unitPrice: '£13.49 each' });
    // Cups: the badge already gives the tier price per cup.
    expect(
      describeDrawerLine(
        {
          ...base,
          label: '100 cups at £0.49/cup',
          units: 100,
          unitNoun: 'cup',
          unitPricePence: 49,
        },
        'cups',
      ),
    ).toEqual({ badge: '100 cups at £0.49/cup', units: '100 cups', unitPrice: null });
  });

  it('says "Out of stock" for an out-of-stock line, never "0 items"', () => {
    expect(
      describeDrawerLine(
        {
          ...base,
          label: '1 bottle',
          units: 0,
          unitNoun: '',
          lineTotalPence: 0,
          unitPricePence: 0,
          available: false,
          reason: 'out_of_stock',
        },
        'one-time',
      ),
    ).toEqual({ badge: null, units: 'Out of stock', unitPrice: null });
    expect(
      describeDrawerLine(
        { ...base, available: false, reason: 'unknown_variant', units: 0 },
        'one-time',
      ),
    ).toEqual({ badge: null, units: null, unitPrice: null });
  });

  it("carries the server's unit price and the reason a line cannot be sold", () => {
    const figures = selectDrawerFigures({
      lines: [pack2],
      priceable: [pack2],
      pricing: {
        lines: [
          priced(pack2, {
            available: false,
            reason: 'out_of_stock',
            units: 0,
            unitNoun: '',
            lineTotalPence: 0,
          }),
        ],
        problems: [],
        subtotalPence: 0,
        totalPence: 0,
      } as unknown as PriceCartResponse,
    });
    expect(figures.lines[0]).toMatchObject({ available: false, reason: 'out_of_stock' });
    expect(describeDrawerLine(figures.lines[0]!, 'one-time').units).toBe('Out of stock');
  });
});
