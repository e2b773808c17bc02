/**
 * Discount codes. Shopify is the authority on a code: the server asks it
 * (Storefront cartCreate with `discountCodes`) and reads back `discountCodes { code applicable }`
 * and the cart's `cost`; nothing here decides whether a code is valid or how much it takes off.
 * This module holds the request field, the messages and the one rule the drawer and the checkout
 * share: what is charged is the priced subtotal less Shopify's discount.
 */
import type { Pence } from '../money';
import { z } from '../zod';

/** Shopify's discount codes are at most 255 characters. */
export const DISCOUNT_CODE_MAX_LENGTH = 255;
export const DISCOUNT_CODE_REQUIRED_MESSAGE = 'Enter a discount code';
export const DISCOUNT_CODE_TOO_LONG_MESSAGE = `A discount code is at most ${DISCOUNT_CODE_MAX_LENGTH} characters`;
/** Draft orders (trade) are priced per line by the server; codes do not apply to them. */
export const TRADE_DISCOUNT_MESSAGE = 'Discount codes do not apply to trade orders';
export const CUPS_DISCOUNT_MESSAGE = 'Discount codes do not apply to orders with cupping cups';
export const DISCOUNT_CHECK_FAILED_MESSAGE =
  'We could not check this discount code just now. Please try again.';
/** One client has asked about many codes in a short time (the shop's own limit). */
export const DISCOUNT_CHECK_LIMIT_MESSAGE =
  'Too many discount codes tried. Please wait a few minutes and try again.';

/** "WELCOM is not a valid discount code for this cart": Shopify answered applicable: false. */
export function buildInvalidDiscountMessage(code: string): string {
  return `${code} is not a valid discount code for this cart`;
}

/**
 * The code field of POST /api/cart/price and /api/checkout (and the drawer's form): trimmed and
 * upper-cased (Shopify's codes are case-insensitive, so WELCOME10 and welcome10 are one code).
 */
export const discountCodeSchema = z
  .string({ error: DISCOUNT_CODE_REQUIRED_MESSAGE })
  .trim()
  .min(1, DISCOUNT_CODE_REQUIRED_MESSAGE)
  .max(DISCOUNT_CODE_MAX_LENGTH, DISCOUNT_CODE_TOO_LONG_MESSAGE)
  .transform((code) => code.toUpperCase());

/** What Shopify said about the cart's code, as the drawer shows it. */
export type CartDiscount = {
  code: string;
  /** Shopify's `CartDiscountCode.applicable`. */
  applicable: boolean;
  /** What the code takes off the subtotal (0 unless applicable). */
  discountPence: Pence;
  /** Why it does not apply (null when it does). */
  message: string | null;
};

/**
 * Shopify's answer for a code on a cart whose subtotal it agrees with: applicable with the sum of
 * the difference between Shopify's subtotal and total, or not applicable with the shop's message. A
 * negative difference or total is not a discount this shop can charge: treated as not applicable.
 */
export function readShopifyDiscount(options: {
  code: string;
  applicable: boolean;
  subtotalPence: Pence;
  discountedTotalPence: Pence;
}): CartDiscount {
  const { code, applicable, subtotalPence, discountedTotalPence } = options;
  const discountPence = subtotalPence - discountedTotalPence;
  if (!applicable || discountPence < 0 || discountedTotalPence < 0) {
    return {
      code,
      applicable: false,
      discountPence: 0,
      message: buildInvalidDiscountMessage(code),
    };
  }
  return { code, applicable: true, discountPence, message: null };
}

/** The total a shopper pays: the priced subtotal less an applicable code's discount. */
export function discountedTotal(subtotalPence: Pence, discount: CartDiscount | null): Pence {
  if (!discount?.applicable) return subtotalPence;
  return Math.max(0, subtotalPence - discount.discountPence);
}
