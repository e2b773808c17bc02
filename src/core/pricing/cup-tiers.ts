/**
 * Bulk cupping cups: volume price tiers (docs/spec/storefront.md §9), the cup-builder state (docs/spec/storefront.md §4
 * "Cup builder") and its validation (§5, §8).
 */
import { divideRoundHalfUp, formatPenceAsDecimal, multiplyPence, type Pence } from '../money';

export type PriceTier = {
  quantity: number;
  pricePerCup: Pence;
  /** The tier's headline total as the spec states it (quantity × price, rounded to whole £). */
  totalPrice: Pence;
  savePercentage?: number;
};

export const CUP_PRICE_TIERS: readonly PriceTier[] = [
  { quantity: 50, pricePerCup: 60, totalPrice: 3000 },
  { quantity: 100, pricePerCup: 49, totalPrice: 4900, savePercentage: 18 },
  { quantity: 150, pricePerCup: 40, totalPrice: 6000, savePercentage: 33 },
  { quantity: 250, pricePerCup: 35, totalPrice: 8800, savePercentage: 42 },
  { quantity: 450, pricePerCup: 32, totalPrice: 14400, savePercentage: 47 },
  { quantity: 500, pricePerCup: 26, totalPrice: 13000, savePercentage: 57 },
  { quantity: 1000, pricePerCup: 25, totalPrice: 25000, savePercentage: 58 },
  { quantity: 2000, pricePerCup: 23, totalPrice: 46000, savePercentage: 62 },
  { quantity: 3000, pricePerCup: 22, totalPrice: 66000, savePercentage: 63 },
  { quantity: 5000, pricePerCup: 21, totalPrice: 105000, savePercentage: 65 },
];

export const CUP_STEP = 50;
export const CUP_MINIMUM_ORDER = 50;
export const CUP_QUICK_ADD_AMOUNTS = [100, 200, 500] as const;
export type CupQuickAddAmount = (typeof CUP_QUICK_ADD_AMOUNTS)[number];

/** The product title of cup lines; it contains 'Cupping Cup', so checkout becomes a quote. */
export const CUP_LINE_PRODUCT_TITLE = 'Professional Cupping Cups';
/** The catalogue product the cup sizes are sold under (the export gives it the tier variants). */
export const CUP_PRODUCT_HANDLE = 'cupping-cups-b1-to-b6';

export const CUP_SELECT_SIZE_TOAST = 'Please select at least one cup size';
export const CUP_MINIMUM_TOAST = 'Minimum order quantity is 50 cups';
export const CUP_INCREMENT_TOAST = 'Orders must be in 50-cup increments';
export const CUP_MINIMUM_WARNING = 'Minimum order: 50 cups (increments of 50)';
export const CUP_INCREMENT_WARNING = 'Orders must be in 50-cup increments';

/** The highest tier whose quantity ≤ totalCups; the first tier when none is. */
export function selectActiveTier(totalCups: number): PriceTier {
  let active = CUP_PRICE_TIERS[0] as PriceTier;
  for (const tier of CUP_PRICE_TIERS) {
    if (tier.quantity <= totalCups) active = tier;
  }
  return active;
}

/** The next tier above the active one (for 'add N more cups to pay £x/cup'), or null. */
export function selectNextTier(totalCups: number): PriceTier | null {
  return CUP_PRICE_TIERS.find((tier) => tier.quantity > totalCups) ?? null;
}

/** totalCups × the active tier's price per cup (300 → 10500, 450 → 14400, 5000 → 105000). */
export function computeCupOrderTotal(totalCups: number): Pence {
  return multiplyPence(selectActiveTier(totalCups).pricePerCup, totalCups);
}

/** Size id → number of cups. Sizes at 0 are absent. */
export type CupSelection = Readonly<Record<string, number>>;

export type CupBuilderAction =
  | { type: 'increment'; sizeId: string }
  | { type: 'decrement'; sizeId: string }
  | { type: 'quickAdd'; sizeId: string; amount: CupQuickAddAmount }
  | { type: 'set'; sizeId: string; quantity: number }
  | { type: 'clear' };

/** Round to the nearest 50 (half up), never below 0; non-finite input gives 0. */
export function normaliseCupQuantity(quantity: number): number {
  if (!Number.isFinite(quantity) || quantity <= 0) return 0;
  if (Number.isSafeInteger(quantity)) return divideRoundHalfUp(quantity, CUP_STEP) * CUP_STEP;
  // Cup counts, not money: a single float step is fine here (halves go up).
  return Math.floor(quantity / CUP_STEP + 0.5) * CUP_STEP;
}

function setSize(selection: CupSelection, sizeId: string, quantity: number): CupSelection {
  const next = normaliseCupQuantity(quantity);
  const current = selection[sizeId] ?? 0;
  if (next === current && (next !== 0 || !(sizeId in selection))) return selection;
  const { [sizeId]: _removed, ...rest } = selection;
  return next === 0 ? rest : { ...rest, [sizeId]: next };
}

/** The cup builder: ±50, quick add 100/200/500, set, clear. Pure; sizes at 0 are removed. */
export function reduceCupSelection(
  selection: CupSelection,
  action: CupBuilderAction,
): CupSelection {
  switch (action.type) {
    case 'increment':
      return setSize(selection, action.sizeId, (selection[action.sizeId] ?? 0) + CUP_STEP);
    case 'decrement':
      return setSize(selection, action.sizeId, (selection[action.sizeId] ?? 0) - CUP_STEP);
    case 'quickAdd':
      return setSize(selection, action.sizeId, (selection[action.sizeId] ?? 0) + action.amount);
    case 'set':
      return setSize(selection, action.sizeId, action.quantity);
    case 'clear':
      return Object.keys(selection).length === 0 ? selection : {};
  }
}

export function countSelectedCups(selection: CupSelection): number {
  return Object.values(selection).reduce((total, quantity) => total + quantity, 0);
}

/** The inline warning under the order summary, or null when the total can be ordered. */
export function selectCupInlineWarning(totalCups: number): string | null {
  if (totalCups < CUP_MINIMUM_ORDER) return CUP_MINIMUM_WARNING;
  if (totalCups % CUP_STEP !== 0) return CUP_INCREMENT_WARNING;
  return null;
}

/** The add button is enabled only for ≥ 50 cups in steps of 50. */
export function isCupOrderAddable(totalCups: number): boolean {
  return selectCupInlineWarning(totalCups) === null;
}

export type CupOrderValidation =
  | { ok: true; totalCups: number; tier: PriceTier; totalPence: Pence }
  | { ok: false; code: 'no_size' | 'minimum' | 'increment'; message: string };

/** Checked in order: a size chosen, at least 50 cups, a multiple of 50. */
export function validateCupOrder(selection: CupSelection): CupOrderValidation {
  const chosen = Object.values(selection).filter((quantity) => quantity > 0);
  if (chosen.length === 0) return { ok: false, code: 'no_size', message: CUP_SELECT_SIZE_TOAST };
  const totalCups = countSelectedCups(selection);
  if (totalCups < CUP_MINIMUM_ORDER) {
    return { ok: false, code: 'minimum', message: CUP_MINIMUM_TOAST };
  }
  if (totalCups % CUP_STEP !== 0) {
    return { ok: false, code: 'increment', message: CUP_INCREMENT_TOAST };
  }
  return {
    ok: true,
    totalCups,
    tier: selectActiveTier(totalCups),
    totalPence: computeCupOrderTotal(totalCups),
  };
}

/** '300 cups added to cart at £0.35/cup!'. */
export function buildCupAddedToast(totalCups: number): string {
  const price = formatPenceAsDecimal(selectActiveTier(totalCups).pricePerCup);
  return `${totalCups} cups added to cart at £${price}/cup!`;
}
