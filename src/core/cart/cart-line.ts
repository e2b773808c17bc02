/**
 * The browser cart (storefront §3 "Cart line"), kept in local storage under CART_STORAGE_KEY.
 * `price` stays a NUMBER of pounds with two decimals, as the spec stores it; every total is
 * computed in integer pence through the money helpers (see cartTotalPence in cart-reducer.ts).
 */
import { convertPenceToPounds, type Pence, tryParsePence } from '../money';

/** Local-storage key; it names the storefront platform (storefront §3). */
export const CART_STORAGE_KEY = 'shopify-cart';

/** Every valid external variant id starts with this. */
export const SHOPIFY_VARIANT_GID_PREFIX = 'gid://shopify/ProductVariant/';

/** The variant title used when a product has a single, unnamed variant (hidden in the drawer). */
export const DEFAULT_VARIANT_TITLE = 'Default';

export type CartLine = {
  /** Local variant id; lines with the same variantId merge. */
  variantId: string;
  /** External variant gid; must start with SHOPIFY_VARIANT_GID_PREFIX to check out. */
  shopifyGid: string;
  productTitle: string;
  /** 'Default' when the product has one unnamed variant. */
  variantTitle: string;
  /** Unit price in POUNDS, two decimals (e.g. 14.99). Convert with parsePence before adding up. */
  price: number;
  quantity: number;
  /** Empty string when there is no image. */
  imageUrl: string;
  isSubscription: boolean;
  /** Days as text, e.g. '30'. Present on subscription lines. */
  subscriptionFrequency?: string;
  /** e.g. '2-month supply (10% off)'. Present on subscription lines; sent as 'Subscription Plan'. */
  subscriptionPlan?: string;
  /** Added from the wholesale shop (counts towards the £200 wholesale minimum). */
  isWholesale?: boolean;
  /**
   * Set by parseStoredCart when the stored line could not be read as a cart line. The line is
   * kept (so the drawer can show it with the warning and Clear Cart) but can never check out.
   */
  invalid?: true;
};

/**
 * Reads one stored line: the well-formed CartLine, or null when it is not one. Hand-written rather
 * than a zod schema because this runs on every page and zod would add ~24 KB to the first paint.
 * Unknown keys are dropped; variantTitle, imageUrl and isSubscription take their defaults.
 */
export function readStoredCartLine(value: unknown): CartLine | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const r = value as Record<string, unknown>;
  const optionalString = (v: unknown) => v === undefined || typeof v === 'string';
  if (typeof r.variantId !== 'string' || r.variantId.length === 0) return null;
  if (typeof r.shopifyGid !== 'string' || typeof r.productTitle !== 'string') return null;
  if (!optionalString(r.variantTitle) || !optionalString(r.imageUrl)) return null;
  if (typeof r.price !== 'number' || !Number.isFinite(r.price) || r.price < 0) return null;
  if (typeof r.quantity !== 'number' || !Number.isSafeInteger(r.quantity) || r.quantity <= 0)
    return null;
  if (r.isSubscription !== undefined && typeof r.isSubscription !== 'boolean') return null;
  if (!optionalString(r.subscriptionFrequency) || !optionalString(r.subscriptionPlan)) return null;
  if (r.isWholesale !== undefined && typeof r.isWholesale !== 'boolean') return null;
  if (r.invalid !== undefined && r.invalid !== true) return null;
  const line: CartLine = {
    variantId: r.variantId,
    shopifyGid: r.shopifyGid,
    productTitle: r.productTitle,
    variantTitle: (r.variantTitle as string | undefined) ?? DEFAULT_VARIANT_TITLE,
    price: r.price,
    quantity: r.quantity,
    imageUrl: (r.imageUrl as string | undefined) ?? '',
    isSubscription: (r.isSubscription as boolean | undefined) ?? false,
  };
  if (r.subscriptionFrequency !== undefined)
    line.subscriptionFrequency = r.subscriptionFrequency as string;
  if (r.subscriptionPlan !== undefined) line.subscriptionPlan = r.subscriptionPlan as string;
  if (r.isWholesale !== undefined) line.isWholesale = r.isWholesale as boolean;
  if (r.invalid === true) line.invalid = true;
  return line;
}

export type StoredCart = {
  lines: CartLine[];
  checkoutUrl: string | null;
};

export const EMPTY_STORED_CART: StoredCart = { lines: [], checkoutUrl: null };

function readString(value: unknown, fallback: string): string {
  return typeof value === 'string' ? value : fallback;
}

/** Best-effort reading of a malformed stored line, so it can be shown and removed. */
function salvageLine(value: unknown, index: number): CartLine {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<
    string,
    unknown
  >;
  const pence =
    typeof record.price === 'number' || typeof record.price === 'string'
      ? tryParsePence(record.price)
      : null;
  const quantity =
    typeof record.quantity === 'number' &&
    Number.isSafeInteger(record.quantity) &&
    record.quantity > 0
      ? record.quantity
      : 1;
  return {
    variantId: readString(record.variantId, '') || `invalid-line-${index}`,
    shopifyGid: readString(record.shopifyGid, ''),
    productTitle: readString(record.productTitle, 'Unavailable item'),
    variantTitle: readString(record.variantTitle, DEFAULT_VARIANT_TITLE),
    price: pence !== null && pence >= 0 ? convertPenceToPounds(pence) : 0,
    quantity,
    imageUrl: readString(record.imageUrl, ''),
    isSubscription: record.isSubscription === true,
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
  const lines = rawLines.map(
    (value, index): CartLine => readStoredCartLine(value) ?? salvageLine(value, index),
  );
  return { lines, checkoutUrl };
}

/** The JSON written to local storage (the loading flag is not persisted). */
export function serializeStoredCart(cart: StoredCart): string {
  return JSON.stringify({ lines: cart.lines, checkoutUrl: cart.checkoutUrl });
}

/** Unit price of a line in pence (0 when the stored price is unreadable). */
export function readLinePricePence(line: Pick<CartLine, 'price'>): Pence {
  const pence = tryParsePence(line.price);
  return pence === null || pence < 0 ? 0 : pence;
}

/**
 * A plain (one-off) cart line for `quantity` units of a variant at its unit price: used by the
 * bulk layout, shop cards without subscription and the wholesale shop.
 */
export function buildCartLine(options: {
  product: { title: string; imageUrl?: string | null };
  variant: { id: string; title?: string | null; pricePence: Pence; shopifyGid?: string | null };
  quantity: number;
  isWholesale?: boolean;
}): CartLine {
  const { product, variant, quantity } = options;
  const line: CartLine = {
    variantId: variant.id,
    shopifyGid: variant.shopifyGid ?? '',
    productTitle: product.title,
    variantTitle: variant.title || DEFAULT_VARIANT_TITLE,
    price: convertPenceToPounds(variant.pricePence),
    quantity,
    imageUrl: product.imageUrl ?? '',
    isSubscription: false,
  };
  if (options.isWholesale) line.isWholesale = true;
  return line;
}
