import { describe, expect, it } from 'vitest';
import type { CartLine } from './cart-line';
import {
  CUPS_MINIMUM_MESSAGE,
  CUPS_STEP_MESSAGE,
  QUANTITY_MAXIMUM_MESSAGE,
  QUANTITY_MINIMUM_MESSAGE,
  QUANTITY_WHOLE_MESSAGE,
} from './cart-quantity';
import { buildCupLines, buildPurchaseOptionLine, buildTradeLine } from './line-builders';
import { readQuantityInput } from './quantity-input';

const OIL = { title: 'Organic Black Seed Oil' };
const oil = { id: 'oil-100', title: '100ml', pricePence: 1499 };
const single = { ...buildPurchaseOptionLine({ optionId: 'onetime', product: OIL, variant: oil }) };
const pack3 = buildPurchaseOptionLine({ optionId: 'onetime-3month', product: OIL, variant: oil });
const trade = buildTradeLine({ product: OIL, variant: oil, quantity: 12 });
const cups = { ...(buildCupLines({ b1: 150 })[0] as CartLine) };

describe('readQuantityInput', () => {
  it('takes a whole number within the rules as it is', () => {
    expect(readQuantityInput(single, '4')).toEqual({ quantity: 4, message: null });
    expect(readQuantityInput(single, ' 12 ')).toEqual({ quantity: 12, message: null });
    expect(readQuantityInput(single, '999')).toEqual({ quantity: 999, message: null });
    expect(readQuantityInput(single, '1,000')).toEqual({ quantity: 1000, message: null });
    expect(readQuantityInput(single, '+3')).toEqual({ quantity: 3, message: null });
    expect(readQuantityInput(trade, '24')).toEqual({ quantity: 24, message: null });
    expect(readQuantityInput(cups, '250')).toEqual({ quantity: 250, message: null });
  });

  it('keeps the current count for text that is not a whole number', () => {
    for (const text of ['abc', '', '   ', '2.5', '1e3', '4a', '--2', '½']) {
      expect(readQuantityInput({ ...single, quantity: 3 }, text)).toEqual({
        quantity: 3,
        message: QUANTITY_WHOLE_MESSAGE,
      });
    }
    expect(readQuantityInput(cups, 'abc')).toEqual({
      quantity: 150,
      message: QUANTITY_WHOLE_MESSAGE,
    });
  });

  it('brings a count under the least up to it (1, or 50 cups)', () => {
    for (const text of ['0', '-2', '-0']) {
      expect(readQuantityInput({ ...single, quantity: 5 }, text)).toEqual({
        quantity: 1,
        message: QUANTITY_MINIMUM_MESSAGE,
      });
    }
    expect(readQuantityInput(trade, '0')).toEqual({
      quantity: 1,
      message: QUANTITY_MINIMUM_MESSAGE,
    });
    expect(readQuantityInput(cups, '20')).toEqual({ quantity: 50, message: CUPS_MINIMUM_MESSAGE });
  });

  it('brings a count over 10,000 units down to the most the line can hold', () => {
    expect(readQuantityInput(single, '10001')).toEqual({
      quantity: 10_000,
      message: QUANTITY_MAXIMUM_MESSAGE,
    });
    // Packs of 3: 3,333 packs are 9,999 bottles.
    expect(readQuantityInput(pack3, '3334')).toEqual({
      quantity: 3333,
      message: QUANTITY_MAXIMUM_MESSAGE,
    });
    expect(readQuantityInput(pack3, '3333')).toEqual({ quantity: 3333, message: null });
    expect(readQuantityInput(single, '99999999999999999999')).toEqual({
      quantity: 10_000,
      message: QUANTITY_MAXIMUM_MESSAGE,
    });
    expect(readQuantityInput(cups, '10020')).toEqual({
      quantity: 10_000,
      message: QUANTITY_MAXIMUM_MESSAGE,
    });
  });

  it('moves cups to the nearest 50, halves up', () => {
    expect(readQuantityInput(cups, '75')).toEqual({ quantity: 100, message: CUPS_STEP_MESSAGE });
    expect(readQuantityInput(cups, '60')).toEqual({ quantity: 50, message: CUPS_STEP_MESSAGE });
    expect(readQuantityInput(cups, '9999')).toEqual({
      quantity: 10_000,
      message: CUPS_STEP_MESSAGE,
    });
  });
});
