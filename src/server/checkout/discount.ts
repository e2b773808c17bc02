/**
 * Discount codes at the drawer and the checkout. Shopify decides whether a
 * code applies and what it takes off: the server sends the priced lines with `discountCodes` to
 * the Storefront API's cartCreate and reads `discountCodes { code applicable }` and the cart's
 * `cost` (subtotal before cart-level discounts, total to pay). Trade carts (draft orders) take no
 * code. See docs/decisions/039-discount-codes-at-checkout.md.
 */
import type { PriceCartResponse } from '../../core/api/checkout';
import {
  type CartDiscount,
  CUPS_DISCOUNT_MESSAGE,
  DISCOUNT_CHECK_FAILED_MESSAGE,
  discountedTotal,
  readShopifyDiscount,
  TRADE_DISCOUNT_MESSAGE,
} from '../../core/api/discount';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { AppError } from '../http/errors';
import type { Logger } from '../lib/logger';
import {
  CheckoutHandOffError,
  createStorefrontCart,
  isDraftOrderCart,
  type priceIntents,
  resolveCheckoutMerchandise,
  type StorefrontCartResult,
} from './price-authority';

type Variants = Awaited<ReturnType<typeof priceIntents>>['variants'];

export function isTradeCart(pricing: PriceCartResponse): boolean {
  return pricing.lines.some((line) => line.intent.kind === 'trade');
}

/**
 * Why a code cannot apply to this cart, or null: trade carts and carts with cups are paid through
 * a draft order at the server's prices, which takes no code.
 */
export function codeRefusalOf(pricing: PriceCartResponse): string | null {
  if (isTradeCart(pricing)) return TRADE_DISCOUNT_MESSAGE;
  if (isDraftOrderCart(pricing)) return CUPS_DISCOUNT_MESSAGE;
  return null;
}

/** The pricing with Shopify's answer for the code: the discount and the total after it. */
export function withDiscount(
  pricing: PriceCartResponse,
  discount: CartDiscount | null,
): PriceCartResponse {
  return { ...pricing, discount, totalPence: discountedTotal(pricing.subtotalPence, discount) };
}

/**
 * Shopify's answer for a code on Shopify's cart: applicable only when Shopify priced the lines as
 * we did (its subtotal equals ours) and reports the code applicable.
 */
export function readCartDiscount(
  code: string,
  pricing: PriceCartResponse,
  cart: StorefrontCartResult,
): CartDiscount | null {
  if (cart.shopifySubtotalPence !== pricing.subtotalPence) return null;
  const reported = cart.discountCodes.find((entry) => entry.code.toUpperCase() === code);
  return readShopifyDiscount({
    code,
    applicable: reported?.applicable === true,
    subtotalPence: pricing.subtotalPence,
    discountedTotalPence: cart.shopifyTotalPence,
  });
}

/**
 * POST /api/cart/price with a code: asks Shopify (a cart of these lines with the code, never
 * checked out) and answers the pricing with the discount. A cart with problems is not sent (it
 * could not check out either); a trade or cups cart is told codes do not apply; Shopify unreachable is
 * said so, without a discount.
 */
export async function previewDiscount(options: {
  db: Database;
  config: Config;
  logger: Logger;
  pricing: PriceCartResponse;
  variants: Variants;
  code: string;
  /** The shopper's address, sent to Shopify as the buyer's IP. */
  buyerIp: string | null;
}): Promise<PriceCartResponse> {
  const { pricing, code } = options;
  if (pricing.problems.length > 0) return withDiscount(pricing, null);
  const refusal = codeRefusalOf(pricing);
  if (refusal !== null) {
    return withDiscount(pricing, { code, applicable: false, discountPence: 0, message: refusal });
  }
  let merchandise: Awaited<ReturnType<typeof resolveCheckoutMerchandise>>;
  try {
    merchandise = await resolveCheckoutMerchandise({
      db: options.db,
      config: options.config,
      pricing,
      variants: options.variants,
    });
  } catch (err) {
    // A line the store does not sell yet: the checkout will refuse it with this message.
    if (!(err instanceof AppError)) throw err;
    return withDiscount(pricing, {
      code,
      applicable: false,
      discountPence: 0,
      message: err.message,
    });
  }
  try {
    const cart = await createStorefrontCart({
      config: options.config,
      pricing,
      merchandise,
      attributes: [],
      buyerEmail: null,
      discountCode: code,
      buyerIp: options.buyerIp,
    });
    const discount = readCartDiscount(code, pricing, cart);
    if (discount === null) throw new CheckoutHandOffError('Shopify priced the lines differently');
    return withDiscount(pricing, discount);
  } catch (err) {
    if (!(err instanceof CheckoutHandOffError)) throw err;
    options.logger.error({ err: err.message }, 'discount code check with Shopify failed');
    return withDiscount(pricing, {
      code,
      applicable: false,
      discountPence: 0,
      message: DISCOUNT_CHECK_FAILED_MESSAGE,
    });
  }
}
