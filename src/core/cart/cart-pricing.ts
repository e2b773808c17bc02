/**
 * The drawer's LOCAL estimate of a cart (issue 14): the same src/core rules the server prices
 * with (packs, subscribe-and-save, cup tiers over the whole cups total, trade prices), applied to
 * the list prices stored on the lines. The drawer paints this at once and replaces it with the
 * server's figures (POST /api/cart/price) as soon as they arrive; checkout always sends the
 * total the shopper was shown and the server refuses with PRICE_CHANGED when it differs.
 */

import { formatUnits } from '../catalog/unit-noun';
import { applyRate, formatPenceAsDecimal, multiplyPence, type Pence, sumPence } from '../money';
import { selectActiveTier } from '../pricing/cup-tiers';
import { findPurchaseOption, type PurchaseOptionId } from '../pricing/purchase-options';
import { SUBSCRIBE_DISCOUNT_PERCENT } from '../pricing/subscribe-and-save';
import { type CartLine, type LinePurchase, lineUnits, planUnits } from './cart-line';

/** The product-page option of a one-time pack size. */
export function oneTimeOptionId(packSize: 1 | 2 | 3): PurchaseOptionId {
  return packSize === 1 ? 'onetime' : packSize === 2 ? 'onetime-2month' : 'onetime-3month';
}

/** Discount percent of a line's purchase option (0 for single bottles, cups and trade). */
export function purchaseDiscountPercent(purchase: LinePurchase): number {
  switch (purchase.kind) {
    case 'one-time':
      return findPurchaseOption(oneTimeOptionId(purchase.packSize)).discountPercent;
    case 'subscription':
      return purchase.planId.startsWith('shop-card-')
        ? SUBSCRIBE_DISCOUNT_PERCENT
        : findPurchaseOption(purchase.planId).discountPercent;
    case 'cups':
    case 'trade':
      return 0;
  }
}

/** Delivery interval of a subscription line, in days; null for other lines. */
export function purchaseFrequencyDays(purchase: LinePurchase): 30 | 60 | 90 | null {
  if (purchase.kind !== 'subscription') return null;
  return (planUnits(purchase.planId) * 30) as 30 | 60 | 90;
}

/** Σ cups over every cups line: the count whose tier prices all of them. */
export function countCartCups(lines: readonly CartLine[]): number {
  return lines
    .filter((line) => line.purchase.kind === 'cups' && line.invalid !== true)
    .reduce((total, line) => total + line.quantity, 0);
}

/**
 * '2 bottles, 10% off', '2 bottles every 60 days, 12% off', '100 cups at £0.49/cup',
 * 'Trade price'. `cupPricePence` is the tier price of the cart's whole cups total.
 */
export function buildLineLabel(
  line: Pick<CartLine, 'purchase' | 'unitNoun'>,
  cupPricePence: Pence,
  totalCups: number,
): string {
  const { purchase, unitNoun } = line;
  const off = purchaseDiscountPercent(purchase);
  const discount = off > 0 ? `, ${off}% off` : '';
  switch (purchase.kind) {
    case 'one-time':
      return `${formatUnits(purchase.packSize, unitNoun)}${discount}`;
    case 'subscription':
      return `${formatUnits(planUnits(purchase.planId), unitNoun)} every ${purchaseFrequencyDays(purchase)} days${discount}`;
    case 'cups':
      return `${totalCups} cups at £${formatPenceAsDecimal(cupPricePence)}/cup`;
    case 'trade':
      return 'Trade price';
  }
}

export type EstimatedLine = {
  key: string;
  label: string;
  units: number;
  lineTotalPence: Pence;
};

export type CartEstimate = { lines: EstimatedLine[]; totalPence: Pence };

/** One line's total at the given cups tier price (one count priced once, × quantity). */
export function estimateLineTotal(line: CartLine, cupPricePence: Pence): Pence {
  const { purchase, listPricePence: list, quantity } = line;
  switch (purchase.kind) {
    case 'one-time':
      return multiplyPence(packPrice(list, oneTimeOptionId(purchase.packSize)), quantity);
    case 'subscription': {
      const off = purchaseDiscountPercent(purchase);
      const pack = applyRate({
        pence: list,
        quantity: planUnits(purchase.planId),
        numerator: 100 - off,
        denominator: 100,
      });
      return multiplyPence(pack, quantity);
    }
    case 'cups':
      return multiplyPence(cupPricePence, quantity);
    case 'trade':
      return multiplyPence(list, quantity);
  }
}

function packPrice(list: Pence, optionId: PurchaseOptionId): Pence {
  const option = findPurchaseOption(optionId);
  return applyRate({
    pence: list,
    quantity: option.units,
    numerator: 100 - option.discountPercent,
    denominator: 100,
  });
}

/** The local estimate of every valid line and the total (invalid lines count 0). */
export function estimateCart(lines: readonly CartLine[]): CartEstimate {
  const totalCups = countCartCups(lines);
  const cupPrice = selectActiveTier(totalCups).pricePerCup;
  const estimated = lines.map(
    (line): EstimatedLine => ({
      key: line.key,
      label: buildLineLabel(line, cupPrice, totalCups),
      units: lineUnits(line),
      lineTotalPence: line.invalid === true ? 0 : estimateLineTotal(line, cupPrice),
    }),
  );
  return { lines: estimated, totalPence: sumPence(estimated.map((l) => l.lineTotalPence)) };
}

/**
 * The line's purchase option in words that do not depend on prices (the drawer's accessible
 * names): '2 bottles, 10% off', '1 jar every 30 days, 5% off', 'cups', 'Trade price'.
 */
export function describeLinePurchase(line: Pick<CartLine, 'purchase' | 'unitNoun'>): string {
  return line.purchase.kind === 'cups' ? 'cups' : buildLineLabel(line, 0, 0);
}
