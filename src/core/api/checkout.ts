/**
 * The checkout contract between the drawer and the server: the browser sends PURCHASE
 * INTENTS (what to buy, never a price); the server prices them with src/core's rules
 * (src/core/pricing/price-cart.ts) and answers with the figures the drawer shows and the
 * checkout charges. One zod schema validates on both sides, so the drawer refuses bad input with
 * the same messages the server's 400 carries.
 */

import type { Pence } from '../money';
import { groupThousands } from '../number-format';
import type { TradeLineVat } from '../pricing/trade-vat';
import { z } from '../zod';
import { type CartDiscount, discountCodeSchema } from './discount';

/** Hard cap on the units (bottles, jars, cups) of one line: above it the input is refused. */
export const MAX_LINE_UNITS = 10_000;
/** Lines in one cart (the storefront reads back at most 100 lines). */
export const MAX_CART_LINES = 100;
export const CUP_INTENT_STEP = 50;

// Messages: shown by the drawer and returned by the server's 400.
export const QUANTITY_WHOLE_MESSAGE = 'Quantity must be a whole number';
export const QUANTITY_MINIMUM_MESSAGE = 'Quantity must be at least 1';
export const QUANTITY_MAXIMUM_MESSAGE = `Quantity cannot be more than ${groupThousands(MAX_LINE_UNITS)} units`;
export const CUPS_STEP_MESSAGE = 'Cups are sold in steps of 50';
export const CUPS_MINIMUM_MESSAGE = 'Minimum order quantity is 50 cups';
export const VARIANT_REQUIRED_MESSAGE = 'Choose a product variant';
export const PACK_SIZE_MESSAGE = 'Pack size must be 1, 2 or 3';
export const PLAN_UNKNOWN_MESSAGE = 'Unknown subscription plan';
export const KIND_UNKNOWN_MESSAGE = 'Unknown purchase option';
export const CART_EMPTY_MESSAGE = 'Your cart is empty';
export const CART_TOO_MANY_LINES_MESSAGE = `A cart holds at most ${MAX_CART_LINES} lines`;
export const EXPECTED_TOTAL_MESSAGE = 'Expected total must be a whole number of pence';
export const CART_TOKEN_MESSAGE = 'Cart token must be 16 to 64 letters, digits, - or _';

/**
 * The browser's random id for one checkout of its cart: the checkout records it on the order
 * (a cart attribute), so the browser can ask on any later visit whether that cart became an
 * order and empty it (GET /api/cart/checkout-status/:token).
 */
export const cartTokenSchema = z
  .string({ error: CART_TOKEN_MESSAGE })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, CART_TOKEN_MESSAGE);

/** 200 answer of GET /api/cart/checkout-status/:token. */
export type CheckoutStatusResponse = { ordered: boolean };

// Problems and errors the server reports (codes are stable; messages are for people).
export const UNKNOWN_VARIANT_MESSAGE = 'This product is no longer available';
export const TRADE_ONLY_MESSAGE = 'This product is only available to approved trade accounts';
export const PRICE_CHANGED_MESSAGE =
  'Prices in your cart have changed since you added them. Please review your cart before paying.';
export const CUPS_QUOTE_ONLY_MESSAGE =
  'Cups must be ordered in steps of 50, from 50 cups across all sizes';
export const MIXED_TRADE_CART_MESSAGE =
  'Trade orders are checked out separately from retail items. Please check out one at a time.';

/**
 * Subscription plans: the product page's three options ('subscribe-1month' 1 unit / 30 days 5% off,
 * 'subscribe-2month' 2 units / 60 days 12% off, 'subscribe-3month' 3 units / 90 days 15% off, see
 * pricing/purchase-options.ts) and the shop card's subscribe-and-save ('shop-card-30' / -60 / -90:
 * days / 30 units, 10% off, see pricing/subscribe-and-save.ts).
 */
export const SUBSCRIPTION_PLAN_IDS = [
  'subscribe-1month',
  'subscribe-2month',
  'subscribe-3month',
  'shop-card-30',
  'shop-card-60',
  'shop-card-90',
] as const;
export type SubscriptionPlanId = (typeof SUBSCRIPTION_PLAN_IDS)[number];

export function isSubscriptionPlanId(value: string): value is SubscriptionPlanId {
  return (SUBSCRIPTION_PLAN_IDS as readonly string[]).includes(value);
}

const variantIdSchema = z
  .string({ error: VARIANT_REQUIRED_MESSAGE })
  .trim()
  .min(1, VARIANT_REQUIRED_MESSAGE)
  .max(200, VARIANT_REQUIRED_MESSAGE);

const countSchema = z
  .number({ error: QUANTITY_WHOLE_MESSAGE })
  .int(QUANTITY_WHOLE_MESSAGE)
  .min(1, QUANTITY_MINIMUM_MESSAGE)
  .max(MAX_LINE_UNITS, QUANTITY_MAXIMUM_MESSAGE);

/** One-time purchase: `quantity` packs of `packSize` units (onetime / onetime-2month / -3month). */
export const oneTimeIntentSchema = z
  .object({
    kind: z.literal('one-time'),
    variantId: variantIdSchema,
    packSize: z.union([z.literal(1), z.literal(2), z.literal(3)], { error: PACK_SIZE_MESSAGE }),
    quantity: countSchema,
  })
  .refine((v) => v.quantity > MAX_LINE_UNITS || v.quantity * v.packSize <= MAX_LINE_UNITS, {
    message: QUANTITY_MAXIMUM_MESSAGE,
    path: ['quantity'],
  });

/** Subscription: `quantity` deliveries' worth of the plan's pack, each delivery every N days. */
export const subscriptionIntentSchema = z
  .object({
    kind: z.literal('subscription'),
    variantId: variantIdSchema,
    planId: z.enum(SUBSCRIPTION_PLAN_IDS, { error: PLAN_UNKNOWN_MESSAGE }),
    quantity: countSchema,
  })
  .refine((v) => v.quantity > MAX_LINE_UNITS || v.quantity * 3 <= MAX_LINE_UNITS, {
    message: QUANTITY_MAXIMUM_MESSAGE,
    path: ['quantity'],
  });

/** Cups of one size (variantId = the cup size's variant id, e.g. 'bulk-cup-b1'), in steps of 50. */
export const cupsIntentSchema = z.object({
  kind: z.literal('cups'),
  variantId: variantIdSchema,
  cups: z
    .number({ error: QUANTITY_WHOLE_MESSAGE })
    .int(QUANTITY_WHOLE_MESSAGE)
    .min(CUP_INTENT_STEP, CUPS_MINIMUM_MESSAGE)
    .max(MAX_LINE_UNITS, QUANTITY_MAXIMUM_MESSAGE)
    .multipleOf(CUP_INTENT_STEP, CUPS_STEP_MESSAGE),
});

/** A wholesale product at its trade price (approved trade accounts only). */
export const tradeIntentSchema = z.object({
  kind: z.literal('trade'),
  variantId: variantIdSchema,
  quantity: countSchema,
});

export const purchaseIntentSchema = z.discriminatedUnion(
  'kind',
  [oneTimeIntentSchema, subscriptionIntentSchema, cupsIntentSchema, tradeIntentSchema],
  { error: KIND_UNKNOWN_MESSAGE },
);

export type OneTimeIntent = z.infer<typeof oneTimeIntentSchema>;
export type SubscriptionIntent = z.infer<typeof subscriptionIntentSchema>;
export type CupsIntent = z.infer<typeof cupsIntentSchema>;
export type TradeIntent = z.infer<typeof tradeIntentSchema>;
export type PurchaseIntent = z.infer<typeof purchaseIntentSchema>;

const linesSchema = z
  .array(purchaseIntentSchema)
  .min(1, CART_EMPTY_MESSAGE)
  .max(MAX_CART_LINES, CART_TOO_MANY_LINES_MESSAGE);

/** POST /api/cart/price (with a discount code: Shopify's figures for it). */
export const priceCartRequestSchema = z.object({
  lines: linesSchema,
  discountCode: discountCodeSchema.optional(),
});
export type PriceCartRequest = z.infer<typeof priceCartRequestSchema>;

/** POST /api/checkout */
export const checkoutRequestSchema = z.object({
  lines: linesSchema,
  discountCode: discountCodeSchema.optional(),
  cartToken: cartTokenSchema.optional(),
  /** The total the drawer showed: after the discount code when one applies. */
  expectedTotalPence: z
    .number({ error: EXPECTED_TOTAL_MESSAGE })
    .int(EXPECTED_TOTAL_MESSAGE)
    .min(0, EXPECTED_TOTAL_MESSAGE),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export type UnavailableReason =
  | 'unknown_variant'
  | 'out_of_stock'
  | 'trade_only'
  | 'not_trade_product'
  | 'unknown_plan';

/** One priced line: the server's figures (integer pence). */
export type PricedLine = {
  /** The intent this line prices (echoed, so the drawer can match lines). */
  intent: PurchaseIntent;
  productTitle: string;
  productHandle: string | null;
  variantTitle: string;
  /** e.g. '2 bottles, 10% off', 'Subscribe: every 60 days, 12% off', '100 cups at £0.49/cup'. */
  label: string;
  /** What ships: bottles / jars / cups (packSize × quantity, plan units × quantity, cups). */
  units: number;
  /** The word for one unit: 'bottle', 'jar', 'cup', 'case', 'item'. */
  unitNoun: string;
  /** Price of one unit as charged (lineTotal / units, rounded; informative only). */
  unitPricePence: Pence;
  /** Base price of one unit (the variant price; the cup tier-50 price for cups). */
  listPricePence: Pence;
  /** listPrice × units − lineTotal. */
  discountPence: Pence;
  lineTotalPence: Pence;
  /** Discount percent of the option (0 for none). */
  discountPercent: number;
  /** Subscription lines: delivery interval in days. */
  frequencyDays: 30 | 60 | 90 | null;
  imageUrl: string | null;
  available: boolean;
  /** Why it cannot be sold (available false). */
  reason: UnavailableReason | null;
  /**
   * Units of the variant left to sell (the synced inventory), null when stock is not tracked or
   * unknown: the drawer caps the line's count with it.
   */
  availableUnits: number | null;
  /**
   * Trade lines only: lineTotalPence is before VAT (the trade price list), and this is the VAT
   * added at the product's rate and what the line charges (core/pricing/trade-vat.ts).
   */
  vat?: TradeLineVat;
};

export type PricingProblemCode =
  | UnavailableReason
  | 'insufficient_stock'
  | 'cups_total'
  | 'wholesale_minimum'
  | 'mixed_trade_cart';

export type PricingProblem = {
  /** Index of the line in the request, or null for a whole-cart problem. */
  index: number | null;
  code: PricingProblemCode;
  message: string;
};

/** 200 answer of POST /api/cart/price (and `pricing` of a 409 PRICE_CHANGED). */
export type PriceCartResponse = {
  lines: PricedLine[];
  /** Sum of the available lines' totals. */
  subtotalPence: Pence;
  /**
   * What checkout will charge before shipping: the subtotal less the code's discount; for a trade
   * cart (prices before VAT) the subtotal plus vatPence.
   */
  totalPence: Pence;
  /** Trade carts only: the VAT added to the lines' trade prices. */
  vatPence?: Pence;
  /** Shopify's answer for the requested discount code; absent without a code or with problems. */
  discount?: CartDiscount | null;
  /** Checkout is refused while this is non-empty. */
  problems: PricingProblem[];
};

/** 200 answer of POST /api/checkout. */
export type CheckoutResponse = { checkoutUrl: string; totalPence: Pence };

/** 409 answer of POST /api/checkout. */
export type PriceChangedResponse = {
  error: { code: 'PRICE_CHANGED'; message: string };
  pricing: PriceCartResponse;
};

/** Error codes of POST /api/cart/price and /api/checkout. */
export type CheckoutErrorCode =
  | 'VALIDATION_ERROR'
  | 'PRICE_CHANGED'
  | 'CHECKOUT_BLOCKED'
  | 'TRADE_ONLY'
  | 'CHECKOUT_FAILED';
