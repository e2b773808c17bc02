/**
 * Wholesale pricing rules (docs/spec/accounts-and-back-office.md §9).
 */
import { applyRate, divideRoundHalfUp, formatGBP, type Pence, sumPence } from '../money';

/** £200: the wholesale minimum order, excluding cups and cupping equipment. */
export const WHOLESALE_MINIMUM_PENCE: Pence = 20000;

export const WHOLESALE_MINIMUM_NOTICE = 'Minimum order: £200 (excludes cups and cupping equipment)';

export const WHOLESALE_EMPTY_TEXT = 'No wholesale products available at the moment.';

/** Retail = wholesale × 1.67 when a wholesale variant has no compare-at price. */
export const WHOLESALE_RETAIL_MARKUP = { numerator: 167, denominator: 100 } as const;

/** Titles of lines that are cups or cupping equipment (they do not count towards the minimum). */
export const CUPPING_EQUIPMENT_TITLE_PATTERN = /cupping|cup|glider|blade|iastm|surgical/i;

/** A product is wholesale if its title or any tag contains 'wholesale' (case-insensitive). */
export function isWholesaleProduct(product: {
  title: string;
  tags?: readonly string[] | null;
}): boolean {
  const contains = (text: string) => text.toLowerCase().includes('wholesale');
  return contains(product.title) || (product.tags ?? []).some(contains);
}

/** True for cups and cupping equipment (excluded from the wholesale minimum). */
export function isCuppingEquipmentTitle(title: string): boolean {
  return CUPPING_EQUIPMENT_TITLE_PATTERN.test(title);
}

/** The retail price shown beside a wholesale price: compare-at, or wholesale × 1.67 (half up). */
export function computeWholesaleRetailPence(options: {
  wholesalePence: Pence;
  compareAtPence?: Pence | null;
}): Pence {
  const { wholesalePence, compareAtPence } = options;
  if (compareAtPence !== null && compareAtPence !== undefined && compareAtPence > 0) {
    return compareAtPence;
  }
  return applyRate({ pence: wholesalePence, ...WHOLESALE_RETAIL_MARKUP });
}

/** round((retail − wholesale) / retail × 100), half up; 0 when retail is not positive. */
export function computeProfitPercent(options: {
  retailPence: Pence;
  wholesalePence: Pence;
}): number {
  const { retailPence, wholesalePence } = options;
  if (retailPence <= 0) return 0;
  return divideRoundHalfUp((retailPence - wholesalePence) * 100, retailPence);
}

/** 'Profit: 40%'-style figures for a wholesale card. */
export function computeWholesalePricing(options: {
  wholesalePence: Pence;
  compareAtPence?: Pence | null;
}): { wholesalePence: Pence; retailPence: Pence; profitPercent: number } {
  const retailPence = computeWholesaleRetailPence(options);
  return {
    wholesalePence: options.wholesalePence,
    retailPence,
    profitPercent: computeProfitPercent({ retailPence, wholesalePence: options.wholesalePence }),
  };
}

/** What the trade minimum reads of a cart line (priced by the server, or the local estimate). */
export type TradeMinimumLine = { isTrade: boolean; productTitle: string; lineTotalPence: Pence };

/** The trade lines' total that counts towards the £200 minimum: cups and cupping equipment excluded. */
export function computeTradeCountedPence(lines: readonly TradeMinimumLine[]): Pence {
  return sumPence(
    lines
      .filter((line) => line.isTrade && !isCuppingEquipmentTitle(line.productTitle))
      .map((line) => line.lineTotalPence),
  );
}

/**
 * THE trade minimum: how many pence a cart with a trade line is short of £200 counted, or null
 * when it may check out (no trade line, or the minimum met). A cart of equipment only counts £0.
 */
export function findTradeMinimumShortfall(lines: readonly TradeMinimumLine[]): Pence | null {
  if (!lines.some((line) => line.isTrade)) return null;
  const counted = computeTradeCountedPence(lines);
  if (counted >= WHOLESALE_MINIMUM_PENCE) return null;
  return WHOLESALE_MINIMUM_PENCE - counted;
}

/** How much more (pence) the counted wholesale total needs to reach the minimum; 0 if reached. */
export function computeWholesaleShortfall(countedTotalPence: Pence): Pence {
  return Math.max(0, WHOLESALE_MINIMUM_PENCE - countedTotalPence);
}

/** 'Wholesale orders have a £200 minimum (excluding cups and cupping equipment). Add £x more to check out.' */
export function buildWholesaleMinimumMessage(shortfallPence: Pence): string {
  return `Wholesale orders have a £200 minimum (excluding cups and cupping equipment). Add ${formatGBP(shortfallPence)} more to check out.`;
}
