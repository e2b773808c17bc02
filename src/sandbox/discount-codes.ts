/**
 * The sandbox store's discount codes, with Shopify's cart semantics
 * (https://shopify.dev/docs/api/storefront/latest/mutations/cartDiscountCodesUpdate): codes are
 * case-insensitive; every code given is kept on the cart and reported in `discountCodes` with
 * `applicable`; an unknown code is `applicable: false`, never an error. An applicable order
 * discount is a cart-level discount: `cost.subtotalAmount` stays the lines' total ("before taxes
 * and cart-level discounts", CartCost) and `cost.totalAmount` is what the buyer pays.
 *
 * The sandbox's rule for a percentage code: the order's discount is the subtotal × percent / 100,
 * rounded half up once; on the order it is allocated across the lines in proportion to their
 * totals (largest remainder, so the allocations add up to the discount exactly).
 */
import { applyRate, multiplyPence, type Pence, sumPence } from '../core/money';
import { allocateProportionally } from '../core/pricing/allocate';

export { allocateProportionally };

import type { SandboxCart } from './sandbox-carts';

export type SandboxDiscountCode = {
  code: string;
  /** Percent off the whole order. */
  percentOff: number;
  title: string;
};

/** Configured like a store's discount codes: WELCOME10 takes 10% off the order. */
export const SANDBOX_DISCOUNT_CODES: readonly SandboxDiscountCode[] = [
  { code: 'WELCOME10', percentOff: 10, title: 'Welcome: 10% off your order' },
];

export function findSandboxDiscountCode(code: string): SandboxDiscountCode | null {
  const wanted = code.trim().toUpperCase();
  return SANDBOX_DISCOUNT_CODES.find((entry) => entry.code === wanted) ?? null;
}

export type SandboxDiscountResult = {
  /** Every code on the cart, as given, with Shopify's `applicable`. */
  codes: { code: string; applicable: boolean }[];
  /** The applied code (the first applicable one: the sandbox does not combine codes). */
  applied: SandboxDiscountCode | null;
  /** Cart-level discount, integer pence. */
  discountPence: Pence;
  /** The discount allocated to each line, in line order; sums to discountPence. */
  lineAllocations: Pence[];
};

/** Applies the cart's codes to line totals (integer pence). */
export function applySandboxDiscountCodes(
  codes: readonly string[],
  lineTotals: readonly Pence[],
): SandboxDiscountResult {
  const subtotal = sumPence(lineTotals);
  let applied: SandboxDiscountCode | null = null;
  const reported = codes.map((code) => {
    const entry = findSandboxDiscountCode(code);
    const applicable = entry !== null && subtotal > 0 && (applied === null || applied === entry);
    if (applicable) applied = entry;
    return { code, applicable };
  });
  const chosen = applied as SandboxDiscountCode | null;
  if (chosen === null) {
    return {
      codes: reported,
      applied: null,
      discountPence: 0,
      lineAllocations: lineTotals.map(() => 0),
    };
  }
  const discountPence = applyRate({
    pence: subtotal,
    numerator: chosen.percentOff,
    denominator: 100,
  });
  return {
    codes: reported,
    applied: chosen,
    discountPence,
    lineAllocations: allocateProportionally(discountPence, lineTotals),
  };
}

/** A sandbox cart's figures: line totals, subtotal, the codes' discount and the total to pay. */
export function priceSandboxCart(cart: SandboxCart) {
  const lineTotals = cart.lines.map((line) => multiplyPence(line.unitPricePence, line.quantity));
  const subtotalPence = sumPence(lineTotals);
  const discount = applySandboxDiscountCodes(cart.discountCodes, lineTotals);
  return {
    lineTotals,
    subtotalPence,
    discount,
    totalPence: subtotalPence - discount.discountPence,
  };
}
