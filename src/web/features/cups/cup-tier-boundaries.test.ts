import { describe, expect, it } from 'vitest';
import { estimateCart } from '../../../core/cart/cart-pricing';
import { buildCupLines } from '../../../core/cart/line-builders';
import {
  buildCupAddedToast,
  computeCupOrderTotal,
  normaliseCupQuantity,
  reduceCupSelection,
  selectActiveTier,
} from '../../../core/pricing/cup-tiers';

// The "Done when" boundaries for the builder this page drives.
describe('cup tiers at every boundary the issue names', () => {
  it.each([
    [49, 50, 60],
    [50, 50, 60],
    [99, 50, 60],
    [100, 100, 49],
    [449, 250, 35],
    [450, 450, 32],
    [451, 450, 32],
    [5000, 5000, 21],
    [9999, 5000, 21],
  ])('%i cups → tier %i at %ip', (cups, tier, pence) => {
    expect(selectActiveTier(cups)).toMatchObject({ quantity: tier, pricePerCup: pence });
  });

  it('rounds quantities to the nearest 50, never below 0, and removes a size at 0', () => {
    expect([0, 24, 25, 74, 75, 149, -50].map(normaliseCupQuantity)).toEqual([
      0, 0, 50, 50, 100, 150, 0,
    ]);
    let selection = reduceCupSelection({}, { type: 'set', sizeId: 'b1', quantity: 130 });
    expect(selection).toEqual({ b1: 150 });
    selection = reduceCupSelection(selection, { type: 'quickAdd', sizeId: 'b1', amount: 500 });
    expect(selection).toEqual({ b1: 650 });
    for (let i = 0; i < 20; i++) {
      selection = reduceCupSelection(selection, { type: 'decrement', sizeId: 'b1' });
    }
    expect(selection).toEqual({});
  });

  it('300 cups: one line per size at £0.35, £105.00 and the toast', () => {
    const lines = buildCupLines({ b1: 200, 'b4-curved': 100 });
    const estimate = estimateCart(lines);
    expect(lines.map((line) => [line.variantTitle, line.quantity])).toEqual([
      ['B1 (60 mm)', 200],
      ['B4 Curved (40 mm)', 100],
    ]);
    expect(estimate.lines.map((l) => [l.label, l.lineTotalPence])).toEqual([
      ['300 cups at £0.35/cup', 7000],
      ['300 cups at £0.35/cup', 3500],
    ]);
    expect(estimate.totalPence).toBe(10500);
    expect(computeCupOrderTotal(300)).toBe(10500);
    expect(buildCupAddedToast(300)).toBe('300 cups added to cart at £0.35/cup!');
  });
});
