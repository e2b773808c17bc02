/**
 * A count typed into the drawer's quantity box, read by the cart's count rules (cart-quantity.ts):
 * what the line's count becomes and what to tell the shopper. Text that is not a whole number
 * ("abc", "2.5", empty) keeps the current count; a whole number outside the rules is brought to
 * the nearest count the server accepts (the least, the most, or the nearest 50 cups), and the
 * message says which rule applied. Separate from cart-quantity.ts, which is on every first paint;
 * this is only needed once the drawer has loaded.
 */

import { insufficientStockMessage } from '../catalog/stock';
import type { CartLine } from './cart-line';
import {
  CUPS_MINIMUM_MESSAGE,
  CUPS_STEP_MESSAGE,
  maximumQuantity,
  minimumQuantity,
  QUANTITY_MAXIMUM_MESSAGE,
  QUANTITY_MINIMUM_MESSAGE,
  QUANTITY_WHOLE_MESSAGE,
  quantityStep,
  stockCappedQuantity,
} from './cart-quantity';

export type QuantityInputResult = {
  /** The count to store: the typed one, a count the rules accept, or the current one. */
  quantity: number;
  /** Why the typed text was not taken as it is, or null when it was. */
  message: string | null;
};

/** Digits with an optional sign; spaces and thousands commas ("1,000") are ignored. */
const WHOLE_NUMBER = /^[+-]?\d+$/;

export function readQuantityInput(
  line: Pick<CartLine, 'purchase' | 'quantity'> &
    Partial<Pick<CartLine, 'maxUnits' | 'productTitle' | 'unitNoun'>>,
  text: string,
): QuantityInputResult {
  const cleaned = text.replace(/[\s,]/g, '');
  if (!WHOLE_NUMBER.test(cleaned)) {
    return { quantity: line.quantity, message: QUANTITY_WHOLE_MESSAGE };
  }
  const typed = Number(cleaned);
  const cups = line.purchase.kind === 'cups';
  const minimum = minimumQuantity(line);
  const maximum = maximumQuantity(line);
  if (typed < minimum) {
    return { quantity: minimum, message: cups ? CUPS_MINIMUM_MESSAGE : QUANTITY_MINIMUM_MESSAGE };
  }
  const inStock = stockCappedQuantity(line);
  if (inStock !== null && typed > inStock && !cups) {
    return {
      quantity: Math.max(minimum, inStock),
      message: insufficientStockMessage(
        line.productTitle ?? 'this product',
        line.maxUnits ?? 0,
        line.unitNoun ?? 'item',
      ),
    };
  }
  if (typed > maximum) return { quantity: maximum, message: QUANTITY_MAXIMUM_MESSAGE };
  const step = quantityStep(line);
  if (typed % step !== 0) {
    // The nearest step, halves up: 75 cups → 100, 60 → 50.
    return { quantity: Math.round(typed / step) * step, message: CUPS_STEP_MESSAGE };
  }
  return { quantity: typed, message: null };
}
