/**
 * The drawer's LOCAL estimate of a cart: the same src/core rules the server prices
 * with (packs, subscribe-and-save, cup tiers over the whole cups total, trade prices), applied to
 * the list prices stored on the lines. The drawer paints this at once and replaces it with the
 * server's figures (POST /api/cart/price) as soon as they arrive; checkout always sends the
 * total the shopper was shown and the server refuses with PRICE_CHANGED when it differs.
 */

import { formatUnits } from '../catalog/unit-noun';
import { formatPenceAsDecimal, type Pence, sumPence } from '../money';
import { type PricingVariant, priceCart } from '../pricing/price-cart';
import { findPurchaseOption, type PurchaseOptionId } from '../pricing/purchase-options';
import { SUBSCRIBE_DISCOUNT_PERCENT } from '../pricing/subscribe-and-save';
import {
  type CartLine,
  type LinePurchase,
  lineUnits,
  planUnits,
  toPurchaseIntent,
} from './cart-line';
import { findQuantityProblem } from './cart-quantity';

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
 * '2 bottles, 10% off', 'Subscribe: 2 bottles every 60 days, 12% off', '100 cups at
 * £0.49/cup', 'Trade' (the server's wording, pricing/price-cart.ts). `cupPricePence` is the tier price of the cart's whole cups total.
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
      return `Subscribe: ${formatUnits(planUnits(purchase.planId), unitNoun)} every ${purchaseFrequencyDays(purchase)} days${discount}`;
    case 'cups':
      return `${totalCups} cups at £${formatPenceAsDecimal(cupPricePence)}/cup`;
    case 'trade':
      return 'Trade';
  }
}

export type EstimatedLine = {
  key: string;
  label: string;
  units: number;
  lineTotalPence: Pence;
};

export type CartEstimate = {
  lines: EstimatedLine[];
  /** The lines' total (a trade line's before VAT). */
  totalPence: Pence;
  /** Trade lines: the VAT added to them (core/pricing/trade-vat.ts); 0 otherwise. */
  vatPence: Pence;
};

/** What the price rule knows of a line's variant: what was stored when it was added. */
function toPricingVariant(line: CartLine): PricingVariant {
  return {
    variantId: line.variantId,
    productTitle: line.productTitle,
    productHandle: null,
    productType: '',
    variantTitle: line.variantTitle,
    pricePence: line.listPricePence,
    isWholesale: line.purchase.kind === 'trade',
    imageUrl: line.imageUrl || null,
  };
}

/**
 * The local estimate: THE server's price rule (pricing/price-cart.ts) applied to the list prices
 * stored on the lines, so the drawer's first paint shows the figures the server will answer
 * unless a price changed since the line was added. Unreadable lines and refused counts are left
 * out (0); the server's problems (trade minimum, mixed carts) come with its own answer.
 */
export function estimateCart(lines: readonly CartLine[]): CartEstimate {
  const priceable = lines.filter(
    (line) => line.invalid !== true && findQuantityProblem(line, line.quantity) === null,
  );
  // Looked up by line key: a variant's stored facts may differ between lines (a trade line and a
  // retail line of one variant), and cups are resolved by the rule from their size ids.
  const variants = new Map(priceable.map((line) => [line.key, toPricingVariant(line)]));
  const priced = priceCart(
    priceable.map((line) => ({ ...toPurchaseIntent(line), variantId: line.key })),
    (key) => variants.get(key) ?? null,
    { isApprovedTrade: true },
  );
  const byKey = new Map(priceable.map((line, index) => [line.key, priced.lines[index]]));
  const estimated = lines.map((line): EstimatedLine => {
    const figures = byKey.get(line.key);
    return figures?.available
      ? {
          key: line.key,
          label: figures.label,
          units: figures.units,
          lineTotalPence: figures.lineTotalPence,
        }
      : {
          key: line.key,
          label: describeLinePurchase(line),
          units: lineUnits(line),
          lineTotalPence: 0,
        };
  });
  const vatPence = sumPence(
    priceable.map((line) => {
      const figures = byKey.get(line.key);
      return figures?.available ? (figures.vat?.vatPence ?? 0) : 0;
    }),
  );
  return {
    lines: estimated,
    totalPence: sumPence(estimated.map((l) => l.lineTotalPence)),
    vatPence,
  };
}

/**
 * The line's purchase option in words that do not depend on prices (the drawer's accessible
 * names): '2 bottles, 10% off', 'Subscribe: 1 jar every 30 days, 5% off', 'cups', 'Trade'.
 */
export function describeLinePurchase(line: Pick<CartLine, 'purchase' | 'unitNoun'>): string {
  return line.purchase.kind === 'cups' ? 'cups' : buildLineLabel(line, 0, 0);
}
