/**
 * The count rules of a cart line: whole numbers, at least one (cups: at
 * least 50, in steps of 50), at most 10,000 units per line. The drawer and every add-to-cart
 * refuse a count that breaks them, with the same messages the server's 400 carries
 * (api/checkout.ts; kept zod-free here because the cart is on every page's first paint).
 */
import { insufficientStockMessage } from '../catalog/stock';
import { groupThousands } from '../number-format';
import { type CartLine, CUPS_STEP, lineUnits, MAX_LINE_UNITS, unitsPerCount } from './cart-line';

export const QUANTITY_WHOLE_MESSAGE = 'Quantity must be a whole number';
export const QUANTITY_MINIMUM_MESSAGE = 'Quantity must be at least 1';
export const QUANTITY_MAXIMUM_MESSAGE = `Quantity cannot be more than ${groupThousands(MAX_LINE_UNITS)} units`;
export const CUPS_STEP_MESSAGE = 'Cups are sold in steps of 50';
export const CUPS_MINIMUM_MESSAGE = 'Minimum order quantity is 50 cups';

/** How far the drawer's stepper moves: 50 for cups, 1 otherwise. */
export function quantityStep(line: Pick<CartLine, 'purchase'>): number {
  return line.purchase.kind === 'cups' ? CUPS_STEP : 1;
}

/** The lowest count the stepper goes to: 50 cups, or 1. */
export function minimumQuantity(line: Pick<CartLine, 'purchase'>): number {
  return line.purchase.kind === 'cups' ? CUPS_STEP : 1;
}

/** The highest count whose units stay within MAX_LINE_UNITS (cups: a multiple of 50). */
export function maximumQuantity(line: Pick<CartLine, 'purchase'>): number {
  const max = Math.floor(MAX_LINE_UNITS / unitsPerCount(line.purchase));
  return max - (max % quantityStep(line));
}

/** The fields of a line its count rules read (the stock cap needs the title and noun). */
type CountedLine = Pick<CartLine, 'purchase'> &
  Partial<Pick<CartLine, 'maxUnits' | 'productTitle' | 'unitNoun'>>;

/** Why `quantity` cannot be this line's count, or null when it can. */
export function findQuantityProblem(line: CountedLine, quantity: number): string | null {
  const rules = findCountProblem(line, quantity);
  if (rules !== null) return rules;
  if (
    line.maxUnits !== undefined &&
    lineUnits({ purchase: line.purchase, quantity }) > line.maxUnits
  ) {
    return insufficientStockMessage(
      line.productTitle ?? 'this product',
      line.maxUnits,
      line.unitNoun ?? 'item',
    );
  }
  return null;
}

/** The highest count within the stock cap (0 when not even one count fits), or null uncapped. */
export function stockCappedQuantity(line: CountedLine): number | null {
  if (line.maxUnits === undefined) return null;
  return Math.floor(line.maxUnits / unitsPerCount(line.purchase));
}

function findCountProblem(line: Pick<CartLine, 'purchase'>, quantity: number): string | null {
  if (typeof quantity !== 'number' || !Number.isInteger(quantity)) return QUANTITY_WHOLE_MESSAGE;
  if (line.purchase.kind === 'cups') {
    if (quantity < CUPS_STEP) return CUPS_MINIMUM_MESSAGE;
    if (quantity > MAX_LINE_UNITS) return QUANTITY_MAXIMUM_MESSAGE;
    if (quantity % CUPS_STEP !== 0) return CUPS_STEP_MESSAGE;
    return null;
  }
  if (quantity < 1) return QUANTITY_MINIMUM_MESSAGE;
  if (
    !Number.isSafeInteger(quantity) ||
    lineUnits({ purchase: line.purchase, quantity }) > MAX_LINE_UNITS
  )
    return QUANTITY_MAXIMUM_MESSAGE;
  return null;
}

/** Why adding `line` to `lines` is refused (its count, or the merged line's), or null. */
export function findAddProblem(lines: readonly CartLine[], line: CartLine): string | null {
  const own = findQuantityProblem(line, line.quantity);
  if (own !== null) return own;
  const existing = lines.find((l) => l.key === line.key && l.invalid !== true);
  if (existing) return findQuantityProblem(line, existing.quantity + line.quantity);
  // Other lines of the same variant (another pack size or plan) share what is left.
  if (line.maxUnits === undefined) return null;
  const others = lines
    .filter((l) => l.variantId === line.variantId && l.invalid !== true)
    .reduce((sum, l) => sum + lineUnits(l), 0);
  if (others === 0) return null;
  const left = Math.max(0, line.maxUnits - others);
  return findQuantityProblem({ ...line, maxUnits: left }, line.quantity) === null
    ? null
    : insufficientStockMessage(line.productTitle, line.maxUnits, line.unitNoun);
}
