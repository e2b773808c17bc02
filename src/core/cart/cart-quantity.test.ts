import { describe, expect, it } from 'vitest';
import * as contract from '../api/checkout';
import type { CartLine } from './cart-line';
import {
  CUPS_MINIMUM_MESSAGE,
  CUPS_STEP_MESSAGE,
  findAddProblem,
  findQuantityProblem,
  maximumQuantity,
  minimumQuantity,
  QUANTITY_MAXIMUM_MESSAGE,
  QUANTITY_MINIMUM_MESSAGE,
  QUANTITY_WHOLE_MESSAGE,
  quantityStep,
} from './cart-quantity';
import { buildCupLines, buildPurchaseOptionLine } from './line-builders';

const OIL = { title: 'Organic Black Seed Oil' };
const oil = { id: 'oil-100', title: '100ml', pricePence: 1499 };
const single = buildPurchaseOptionLine({ optionId: 'onetime', product: OIL, variant: oil });
const pack3 = buildPurchaseOptionLine({ optionId: 'onetime-3month', product: OIL, variant: oil });
const cups = buildCupLines({ b1: 50 })[0] as CartLine;

describe('the drawer’s count rules', () => {
  it('use the same messages as the server’s schema', () => {
    expect(QUANTITY_WHOLE_MESSAGE).toBe(contract.QUANTITY_WHOLE_MESSAGE);
    expect(QUANTITY_MINIMUM_MESSAGE).toBe(contract.QUANTITY_MINIMUM_MESSAGE);
    expect(QUANTITY_MAXIMUM_MESSAGE).toBe(contract.QUANTITY_MAXIMUM_MESSAGE);
    expect(CUPS_STEP_MESSAGE).toBe(contract.CUPS_STEP_MESSAGE);
    expect(CUPS_MINIMUM_MESSAGE).toBe(contract.CUPS_MINIMUM_MESSAGE);
  });

  it.each([
    [0, QUANTITY_MINIMUM_MESSAGE],
    [-1, QUANTITY_MINIMUM_MESSAGE],
    [1.5, QUANTITY_WHOLE_MESSAGE],
    [Number.NaN, QUANTITY_WHOLE_MESSAGE],
    [Number.POSITIVE_INFINITY, QUANTITY_WHOLE_MESSAGE],
    [10_001, QUANTITY_MAXIMUM_MESSAGE],
    [2_147_483_647, QUANTITY_MAXIMUM_MESSAGE],
    [1, null],
    [10_000, null],
  ])('single bottles: %s → %s', (quantity, message) => {
    expect(findQuantityProblem(single, quantity)).toBe(message);
  });

  it('counts units, not packs, against the 10,000 cap', () => {
    expect(findQuantityProblem(pack3, 3333)).toBeNull();
    expect(findQuantityProblem(pack3, 3334)).toBe(QUANTITY_MAXIMUM_MESSAGE);
    expect(maximumQuantity(pack3)).toBe(3333);
  });

  it('cups: at least 50, steps of 50, at most 10,000', () => {
    expect(quantityStep(cups)).toBe(50);
    expect(minimumQuantity(cups)).toBe(50);
    expect(maximumQuantity(cups)).toBe(10_000);
    expect(findQuantityProblem(cups, 99)).toBe(CUPS_STEP_MESSAGE);
    expect(findQuantityProblem(cups, 0)).toBe(CUPS_MINIMUM_MESSAGE);
    expect(findQuantityProblem(cups, 49)).toBe(CUPS_MINIMUM_MESSAGE);
    expect(findQuantityProblem(cups, 10_050)).toBe(QUANTITY_MAXIMUM_MESSAGE);
    expect(findQuantityProblem(cups, 100)).toBeNull();
    expect(quantityStep(single)).toBe(1);
    expect(minimumQuantity(single)).toBe(1);
  });

  it('refuses an add whose merged line would pass the cap', () => {
    expect(findAddProblem([{ ...single, quantity: 9_999 }], single)).toBeNull();
    expect(findAddProblem([{ ...single, quantity: 10_000 }], single)).toBe(
      QUANTITY_MAXIMUM_MESSAGE,
    );
    expect(findAddProblem([], { ...single, quantity: 0 })).toBe(QUANTITY_MINIMUM_MESSAGE);
  });
});
