/**
 * The browser cart (docs/spec/storefront.md §3 "Cart line"), kept in local storage under
 * CART_STORAGE_KEY. A line is a PURCHASE INTENT (what to buy: variant, purchase option, count)
 * plus what the drawer shows before the server has answered (titles, image, unit noun and the
 * unit's list price when it was added). Money is integer pence; the line never holds a total:
 * the server prices the intents (POST /api/cart/price) and the drawer shows those figures, with
 * cart-pricing.ts's local estimate only until they arrive.
 *
 * Older stored carts (float `price` in pounds, no purchase option) cannot be turned back into an
 * intent reliably, so parseStoredCart keeps them as `invalid` lines: the drawer shows them with
 * the "no longer available" warning and Clear Cart, and they never check out.
 */
import type { PurchaseIntent, SubscriptionPlanId } from '../api/checkout';
import type { Pence } from '../money';

/** Local-storage key; it names the storefront platform (docs/spec/storefront.md §3). */
export const CART_STORAGE_KEY = 'shopify-cart';

/** Every valid external variant id starts with this. */
export const SHOPIFY_VARIANT_GID_PREFIX = 'gid://shopify/ProductVariant/';

/** The variant title used when a product has a single, unnamed variant (hidden in the drawer). */
export const DEFAULT_VARIANT_TITLE = 'Default';

/** Steps and caps of a line's count (the same numbers as the server's schema, api/checkout.ts). */
export const MAX_LINE_UNITS = 10_000;
export const CUPS_STEP = 50;

/** The purchase option of a line: the intent without its count. */
export type LinePurchase =
  | { kind: 'one-time'; packSize: 1 | 2 | 3 }
  | { kind: 'subscription'; planId: SubscriptionPlanId }
  | { kind: 'cups' }
  | { kind: 'trade' };

export type CartLine = {
  /** Line key (buildLineKey): the same variant and purchase option merge into one line. */
  key: string;
  /** The catalogue variant id the intent names (for cups: the cup size's variant id). */
  variantId: string;
  purchase: LinePurchase;
  /** Packs (one-time), deliveries (subscription), cups (cups) or units (trade). */
  quantity: number;
  productTitle: string;
  /** 'Default' when the product has one unnamed variant. */
  variantTitle: string;
  /** Empty string when there is no image. */
  imageUrl: string;
  /** What one unit is called: 'bottle', 'jar', 'cup'… (catalog/unit-noun.ts). */
  unitNoun: string;
  /** One unit's list price (variant, trade or 50-cup tier price) when the line was added. */
  listPricePence: Pence;
  /**
   * Units of the variant left to sell when the line was added (tracked stock only): the line's
   * units cannot go above it (cart-quantity.ts); the server's figure replaces it in the drawer.
   */
  maxUnits?: number;
  /**
   * Set by parseStoredCart when the stored line could not be read as a cart line (e.g. a cart
   * stored by an older version of the shop, in float pounds). Kept so the drawer can show it with Clear Cart; never checks out.
   */
  invalid?: true;
};

const PLAN_IDS: readonly SubscriptionPlanId[] = [
  'subscribe-1month',
  'subscribe-2month',
  'subscribe-3month',
  'shop-card-30',
  'shop-card-60',
  'shop-card-90',
];

export function isLinePlanId(value: unknown): value is SubscriptionPlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

/** Units shipped per count of a plan: product-page plans 1/2/3, shop-card plans days / 30. */
export function planUnits(planId: SubscriptionPlanId): 1 | 2 | 3 {
  switch (planId) {
    case 'subscribe-1month':
    case 'shop-card-30':
      return 1;
    case 'subscribe-2month':
    case 'shop-card-60':
      return 2;
    case 'subscribe-3month':
    case 'shop-card-90':
      return 3;
  }
}

/** Units (bottles, jars, cups) in ONE count of the line: pack size, plan units, 1. */
export function unitsPerCount(purchase: LinePurchase): number {
  switch (purchase.kind) {
    case 'one-time':
      return purchase.packSize;
    case 'subscription':
      return planUnits(purchase.planId);
    case 'cups':
    case 'trade':
      return 1;
  }
}

/** Units that ship for the line: 2 packs of 3 bottles → 6. */
export function lineUnits(line: Pick<CartLine, 'purchase' | 'quantity'>): number {
  return unitsPerCount(line.purchase) * line.quantity;
}

/** The key that makes the same variant + option merge, and different options stay apart. */
export function buildLineKey(variantId: string, purchase: LinePurchase): string {
  switch (purchase.kind) {
    case 'one-time':
      return purchase.packSize === 1 ? variantId : `${variantId}:pack-${purchase.packSize}`;
    case 'subscription':
      return `${variantId}:${purchase.planId}`;
    case 'cups':
      return variantId;
    case 'trade':
      return `${variantId}:trade`;
  }
}

/** The intent the server prices for this line. */
export function toPurchaseIntent(line: CartLine): PurchaseIntent {
  const { purchase, variantId, quantity } = line;
  switch (purchase.kind) {
    case 'one-time':
      return { kind: 'one-time', variantId, packSize: purchase.packSize, quantity };
    case 'subscription':
      return { kind: 'subscription', variantId, planId: purchase.planId, quantity };
    case 'cups':
      return { kind: 'cups', variantId, cups: quantity };
    case 'trade':
      return { kind: 'trade', variantId, quantity };
  }
}

/** Lines from the wholesale shop (count towards the £200 trade minimum). */
export function isTradeLine(line: Pick<CartLine, 'purchase'>): boolean {
  return line.purchase.kind === 'trade';
}

function readPurchase(value: unknown): LinePurchase | null {
  if (typeof value !== 'object' || value === null) return null;
  const r = value as Record<string, unknown>;
  switch (r.kind) {
    case 'one-time':
      return r.packSize === 1 || r.packSize === 2 || r.packSize === 3
        ? { kind: 'one-time', packSize: r.packSize }
        : null;
    case 'subscription':
      return isLinePlanId(r.planId) ? { kind: 'subscription', planId: r.planId } : null;
    case 'cups':
      return { kind: 'cups' };
    case 'trade':
      return { kind: 'trade' };
    default:
      return null;
  }
}

/**
 * Reads one stored line: the well-formed CartLine, or null when it is not one. Hand-written rather
 * than a zod schema because this runs on every page and zod would add ~24 KB to the first paint.
 * Unknown keys are dropped; variantTitle, imageUrl and unitNoun take their defaults. A count that
 * breaks the quantity rules (cart-quantity.ts) is kept as stored: the drawer shows why it cannot
 * check out.
 */
export function readStoredCartLine(value: unknown): CartLine | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const r = value as Record<string, unknown>;
  const optionalString = (v: unknown) => v === undefined || typeof v === 'string';
  if (typeof r.variantId !== 'string' || r.variantId.length === 0) return null;
  if (typeof r.productTitle !== 'string') return null;
  const purchase = readPurchase(r.purchase);
  if (purchase === null) return null;
  if (!optionalString(r.variantTitle) || !optionalString(r.imageUrl)) return null;
  if (!optionalString(r.unitNoun)) return null;
  if (!Number.isSafeInteger(r.listPricePence) || (r.listPricePence as number) < 0) return null;
  if (!Number.isSafeInteger(r.quantity) || (r.quantity as number) <= 0) return null;
  if (r.invalid !== undefined && r.invalid !== true) return null;
  const line: CartLine = {
    key: buildLineKey(r.variantId, purchase),
    variantId: r.variantId,
    purchase,
    quantity: r.quantity as number,
    productTitle: r.productTitle,
    variantTitle: (r.variantTitle as string | undefined) ?? DEFAULT_VARIANT_TITLE,
    imageUrl: (r.imageUrl as string | undefined) ?? '',
    unitNoun: (r.unitNoun as string | undefined) || 'item',
    listPricePence: r.listPricePence as number,
  };
  if (Number.isSafeInteger(r.maxUnits) && (r.maxUnits as number) >= 0) {
    line.maxUnits = r.maxUnits as number;
  }
  if (r.invalid === true) line.invalid = true;
  return line;
}

export type StoredCart = {
  lines: CartLine[];
  checkoutUrl: string | null;
};

function readString(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

/** Best-effort reading of a malformed (or older-format) stored line, so it can be shown and removed. */
function salvageLine(value: unknown, index: number): CartLine {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const quantity =
    typeof record.quantity === 'number' &&
    Number.isSafeInteger(record.quantity) &&
    record.quantity > 0
      ? record.quantity
      : 1;
  const key = `invalid-line-${index}`;
  return {
    key,
    variantId: readString(record.variantId, '') || key,
    purchase: { kind: 'one-time', packSize: 1 },
    quantity,
    productTitle: readString(record.productTitle, 'Unavailable item'),
    variantTitle: readString(record.variantTitle, DEFAULT_VARIANT_TITLE),
    imageUrl: readString(record.imageUrl, ''),
    unitNoun: 'item',
    listPricePence: 0,
    invalid: true,
  };
}

/**
 * Read the stored cart. Accepts `{ lines, checkoutUrl }` (also `items` for older carts) or a bare
 * array of lines. Unreadable JSON or a non-object gives an empty cart; a line that fails the schema
 * is KEPT with `invalid: true`. Never throws.
 */
export function parseStoredCart(raw: string | null | undefined): StoredCart {
  if (raw === null || raw === undefined || raw === '') return { lines: [], checkoutUrl: null };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { lines: [], checkoutUrl: null };
  }
  let rawLines: unknown;
  let checkoutUrl: string | null = null;
  if (Array.isArray(data)) {
    rawLines = data;
  } else if (typeof data === 'object' && data !== null) {
    const record = data as Record<string, unknown>;
    rawLines = record.lines ?? record.items;
    checkoutUrl = typeof record.checkoutUrl === 'string' ? record.checkoutUrl : null;
  } else {
    return { lines: [], checkoutUrl: null };
  }
  if (!Array.isArray(rawLines)) return { lines: [], checkoutUrl };
  const seen = new Set<string>();
  const lines = rawLines.map((value, index): CartLine => {
    const line = readStoredCartLine(value);
    // Two stored lines with one key (hand-edited storage) would share a React key and a stepper.
    if (line === null || seen.has(line.key)) return salvageLine(value, index);
    seen.add(line.key);
    return line;
  });
  return { lines, checkoutUrl };
}

/** The JSON written to local storage (the loading flag is not persisted). */
export function serializeStoredCart(cart: StoredCart): string {
  return JSON.stringify({ lines: cart.lines, checkoutUrl: cart.checkoutUrl });
}
