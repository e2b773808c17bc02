/**
 * What the drawer shows for each line and for the cart: the SERVER's figures when its
 * pricing covers exactly the current lines, else the local estimate (cart-pricing.ts), marked
 * so the drawer can say the prices are being confirmed. Pure, so the mapping is unit-tested.
 */
import type { PriceCartResponse, PricingProblem, UnavailableReason } from '../api/checkout';
import type { CartDiscount } from '../api/discount';
import { formatUnits } from '../catalog/unit-noun';
import { formatGBP, type Pence } from '../money';
import type { CartLine } from './cart-line';
import { estimateCart } from './cart-pricing';
import { findQuantityProblem } from './cart-quantity';

export type DrawerLineFigures = {
  key: string;
  label: string;
  units: number;
  unitNoun: string;
  lineTotalPence: Pence;
  /** One unit's price as charged (the server's figure once priced, else the estimate's). */
  unitPricePence: Pence;
  /** False when the server says it cannot be sold (or the stored line is unreadable). */
  available: boolean;
  /** Why the server will not sell it (null when it will, or before its answer). */
  reason: UnavailableReason | null;
  /** A message for this line: a refused count, or the server's problem. */
  problem: string | null;
  /** The server's unit list price differs from the one stored when the line was added. */
  listPriceChanged: boolean;
  /** Units of the variant left (the server's figure once priced, else the one read at add). */
  availableUnits: number | null;
};

export type DrawerFigures = {
  source: 'server' | 'estimate';
  lines: DrawerLineFigures[];
  /** The lines' total before a discount code. */
  subtotalPence: Pence;
  /**
   * What the shopper pays: the subtotal less Shopify's discount for the code, if it applies; a
   * trade cart's subtotal (before VAT) plus vatPence.
   */
  totalPence: Pence;
  /** Trade carts: the VAT added to the trade prices (core/pricing/trade-vat.ts); null for retail. */
  vatPence: Pence | null;
  /** Shopify's answer for the code asked about (server figures only). */
  discount: CartDiscount | null;
  /** Whole-cart problems from the server (cups total, wholesale minimum, mixed trade cart). */
  cartProblems: string[];
  /** Checkout is refused while any line or cart problem is present. */
  blocked: boolean;
};

/**
 * `priceable` are the lines that were sent, in order (selectPriceableLines); `pricing` is the
 * server's answer for exactly those lines, or null while it is not there.
 */
export function selectDrawerFigures(options: {
  lines: readonly CartLine[];
  priceable: readonly CartLine[];
  pricing: PriceCartResponse | null;
}): DrawerFigures {
  const { lines, priceable, pricing } = options;
  const estimate = estimateCart(lines);
  const estimateByKey = new Map(estimate.lines.map((l) => [l.key, l]));
  const usable = pricing !== null && pricing.lines.length === priceable.length;
  const pricedByKey = new Map<string, number>();
  if (usable) {
    for (const [index, line] of priceable.entries()) pricedByKey.set(line.key, index);
  }
  const problemsByIndex = new Map<number, PricingProblem>();
  const cartProblems: string[] = [];
  for (const problem of usable ? pricing.problems : []) {
    if (problem.index === null) cartProblems.push(problem.message);
    else if (!problemsByIndex.has(problem.index)) problemsByIndex.set(problem.index, problem);
  }

  const figures = lines.map((line): DrawerLineFigures => {
    const local = estimateByKey.get(line.key);
    const countProblem = line.invalid === true ? null : findQuantityProblem(line, line.quantity);
    const index = pricedByKey.get(line.key);
    const priced = index === undefined || !usable ? undefined : pricing.lines[index];
    if (priced && index !== undefined) {
      return {
        key: line.key,
        label: priced.label,
        units: priced.units,
        unitNoun: priced.unitNoun || line.unitNoun,
        lineTotalPence: priced.available ? priced.lineTotalPence : 0,
        unitPricePence: priced.available ? priced.unitPricePence : 0,
        available: priced.available,
        reason: priced.available ? null : priced.reason,
        problem: problemsByIndex.get(index)?.message ?? null,
        listPriceChanged: priced.available && priced.listPricePence !== line.listPricePence,
        availableUnits: priced.availableUnits ?? line.maxUnits ?? null,
      };
    }
    return {
      key: line.key,
      label: local?.label ?? '',
      units: local?.units ?? line.quantity,
      unitNoun: line.unitNoun,
      lineTotalPence: local?.lineTotalPence ?? 0,
      unitPricePence: local && local.units > 0 ? Math.round(local.lineTotalPence / local.units) : 0,
      available: line.invalid !== true,
      reason: null,
      problem: countProblem,
      listPriceChanged: false,
      availableUnits: line.maxUnits ?? null,
    };
  });

  const blocked =
    figures.some((f) => !f.available || f.problem !== null) || cartProblems.length > 0;
  if (usable) {
    return {
      source: 'server',
      lines: figures,
      subtotalPence: pricing.subtotalPence,
      totalPence: pricing.totalPence,
      vatPence: pricing.vatPence ?? null,
      discount: pricing.discount ?? null,
      cartProblems,
      blocked,
    };
  }
  const estimated = figures.reduce((sum, f) => sum + f.lineTotalPence, 0);
  const trade = lines.some((line) => line.purchase.kind === 'trade');
  return {
    source: 'estimate',
    lines: figures,
    subtotalPence: estimated,
    totalPence: trade ? estimated + estimate.vatPence : estimated,
    vatPence: trade ? estimate.vatPence : null,
    discount: null,
    cartProblems,
    blocked,
  };
}

/** Titles of the lines whose total differs between two sets of figures (for PRICE_CHANGED). */
export function findChangedLineTitles(
  lines: readonly CartLine[],
  before: DrawerFigures,
  after: DrawerFigures,
): string[] {
  const beforeByKey = new Map(before.lines.map((f) => [f.key, f.lineTotalPence]));
  return after.lines
    .filter((f) => beforeByKey.get(f.key) !== f.lineTotalPence)
    .map((f) => lines.find((l) => l.key === f.key)?.productTitle ?? '')
    .filter((title) => title !== '');
}

/** What a line says beside its count when it cannot ship because the stock is gone. */
export const OUT_OF_STOCK_LINE_TEXT = 'Out of stock';

/**
 * The line's badge, units and unit price, each said once: the badge only where it says more than
 * the units ('3 bottles, 10% off'; a single bottle is not '1 bottle' twice), one unit's price
 * ('£13.49 each') except for cups, whose badge already gives the tier price per cup. An
 * out-of-stock line says so instead of '0 items'.
 */
export function describeDrawerLine(
  figures: DrawerLineFigures,
  kind: 'one-time' | 'subscription' | 'cups' | 'trade',
): { badge: string | null; units: string | null; unitPrice: string | null } {
  if (!figures.available) {
    const units = figures.reason === 'out_of_stock' ? OUT_OF_STOCK_LINE_TEXT : null;
    return { badge: null, units, unitPrice: null };
  }
  const units = formatUnits(figures.units, figures.unitNoun);
  const badge = figures.label && figures.label !== units ? figures.label : null;
  const unitPrice =
    kind === 'cups' || figures.units === 0 ? null : `${formatGBP(figures.unitPricePence)} each`;
  return { badge, units, unitPrice };
}
