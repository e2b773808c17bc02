/**
 * Checkout rules (storefront §5 "Checkout", §7 "Checkout", §8) and the cart drawer's strings.
 */
import { multiplyPence, type Pence, sumPence } from '../money';
import {
  buildWholesaleMinimumMessage,
  isCuppingEquipmentTitle,
  WHOLESALE_MINIMUM_PENCE,
} from '../pricing/wholesale';
import { type CartLine, readLinePricePence, SHOPIFY_VARIANT_GID_PREFIX } from './cart-line';

// Cart drawer copy (storefront §2 "Cart drawer", §8).
export const CART_TITLE = 'Shopping Cart';
export const CART_EMPTY_TITLE = 'Your cart is empty';
export const CART_EMPTY_HINT = 'Add items to get started';
export const CART_SHIPPING_NOTE = 'Shipping and taxes calculated at checkout';
export const ITEM_REMOVED_TOAST = 'Item removed';
export const CART_CLEARED_TOAST = 'Cart cleared';
export const CONTACT_FOR_QUOTE_LABEL = 'Contact for Quote';
export const CLEAR_CART_LABEL = 'Clear Cart';
export const INVALID_LINES_WARNING =
  'Some items in your cart are no longer available. Clear your cart and add them again.';

// Checkout messages (storefront §8).
export const CHECKOUT_EMPTY_MESSAGE = 'Your cart is empty';
export const CHECKOUT_INVALID_LINES_MESSAGE =
  'Some items in your cart are not available for checkout. Please remove them and try again.';
export const CHECKOUT_FAILED_MESSAGE = 'Failed to create checkout. Please try again.';

/** The attribute key that carries a subscription line's plan text to the storefront. */
export const SUBSCRIPTION_PLAN_ATTRIBUTE_KEY = 'Subscription Plan';
/** Cart lines read back from cartCreate. */
export const CHECKOUT_LINES_LIMIT = 100;

/** 'Checkout with Shopify' for the platform name. */
export function buildCheckoutLabel(platformName: string): string {
  return `Checkout with ${platformName}`;
}

/** 'Bulk cupping cup orders require manual processing. Please email {email} with your cart details for a quote.' */
export function buildCuppingQuoteMessage(supportEmail: string): string {
  return `Bulk cupping cup orders require manual processing. Please email ${supportEmail} with your cart details for a quote.`;
}

/** Invalid when missing, holding placeholder text (YOUR_, VARIANT_ID), or not a variant gid. */
export function isValidVariantGid(gid: string | null | undefined): boolean {
  if (typeof gid !== 'string' || gid.trim() === '') return false;
  if (gid.includes('YOUR_') || gid.includes('VARIANT_ID')) return false;
  if (!gid.startsWith(SHOPIFY_VARIANT_GID_PREFIX)) return false;
  return gid.length > SHOPIFY_VARIANT_GID_PREFIX.length;
}

/** A line that can never check out: unreadable in storage or without a valid variant gid. */
export function isInvalidCartLine(line: CartLine): boolean {
  return line.invalid === true || !isValidVariantGid(line.shopifyGid);
}

export function findInvalidCartLines(lines: readonly CartLine[]): CartLine[] {
  return lines.filter(isInvalidCartLine);
}

/** True when any line's product title contains 'Cupping Cup' (case-insensitive). */
export function hasCuppingCups(lines: readonly CartLine[]): boolean {
  return lines.some((line) => line.productTitle.toLowerCase().includes('cupping cup'));
}

/** The wholesale lines' total that counts towards the £200 minimum (cups/equipment excluded). */
export function computeWholesaleCountedTotalPence(lines: readonly CartLine[]): Pence {
  return sumPence(
    lines
      .filter((line) => line.isWholesale === true && !isCuppingEquipmentTitle(line.productTitle))
      .map((line) => multiplyPence(readLinePricePence(line), line.quantity)),
  );
}

export type CheckoutBlockCode = 'empty' | 'cupping_quote' | 'invalid_lines' | 'wholesale_minimum';

export type CheckoutValidation =
  | { ok: true }
  | { ok: false; code: CheckoutBlockCode; message: string };

/**
 * Whether checkout may start, checked in this order: empty cart, cupping cups (quote by email),
 * invalid lines, wholesale minimum. The wholesale minimum applies only when the cart holds at
 * least one wholesale line that is not cups or cupping equipment.
 */
export function validateCheckout(
  lines: readonly CartLine[],
  options: { supportEmail: string },
): CheckoutValidation {
  if (lines.length === 0) return { ok: false, code: 'empty', message: CHECKOUT_EMPTY_MESSAGE };
  if (hasCuppingCups(lines)) {
    return {
      ok: false,
      code: 'cupping_quote',
      message: buildCuppingQuoteMessage(options.supportEmail),
    };
  }
  if (lines.some(isInvalidCartLine)) {
    return { ok: false, code: 'invalid_lines', message: CHECKOUT_INVALID_LINES_MESSAGE };
  }
  const hasCountedWholesale = lines.some(
    (line) => line.isWholesale === true && !isCuppingEquipmentTitle(line.productTitle),
  );
  if (hasCountedWholesale) {
    const counted = computeWholesaleCountedTotalPence(lines);
    if (counted < WHOLESALE_MINIMUM_PENCE) {
      return {
        ok: false,
        code: 'wholesale_minimum',
        message: buildWholesaleMinimumMessage(WHOLESALE_MINIMUM_PENCE - counted),
      };
    }
  }
  return { ok: true };
}

/** The checkout button is disabled while loading, with invalid lines, or with cupping cups. */
export function isCheckoutDisabled(options: {
  lines: readonly CartLine[];
  isLoading: boolean;
}): boolean {
  const { lines, isLoading } = options;
  return isLoading || lines.length === 0 || lines.some(isInvalidCartLine) || hasCuppingCups(lines);
}

/** 'Contact for Quote' when the cart holds cupping cups, else 'Checkout with {platform}'. */
export function selectCheckoutButtonLabel(
  lines: readonly CartLine[],
  platformName: string,
): string {
  return hasCuppingCups(lines) ? CONTACT_FOR_QUOTE_LABEL : buildCheckoutLabel(platformName);
}

/** The drawer hides the variant title when it is 'Default'. */
export function shouldShowVariantTitle(line: Pick<CartLine, 'variantTitle'>): boolean {
  return line.variantTitle.trim() !== '' && line.variantTitle !== 'Default';
}

export type CartLineInput = {
  merchandiseId: string;
  quantity: number;
  attributes?: { key: string; value: string }[];
};

/** The storefront `CartInput`: one line per cart line, plan attribute on subscription lines. */
export function buildCartCreateInput(lines: readonly CartLine[]): { lines: CartLineInput[] } {
  return {
    lines: lines.map((line): CartLineInput => {
      const input: CartLineInput = { merchandiseId: line.shopifyGid, quantity: line.quantity };
      if (line.isSubscription && line.subscriptionPlan) {
        input.attributes = [{ key: SUBSCRIPTION_PLAN_ATTRIBUTE_KEY, value: line.subscriptionPlan }];
      }
      return input;
    }),
  };
}

/** The storefront cartCreate mutation (variables: { input: CartInput }). */
export const CART_CREATE_MUTATION = `mutation cartCreate($input: CartInput!) {
  cartCreate(input: $input) {
    cart {
      id
      checkoutUrl
      totalQuantity
      cost {
        totalAmount { amount currencyCode }
        subtotalAmount { amount currencyCode }
      }
      lines(first: ${CHECKOUT_LINES_LIMIT}) {
        edges {
          node {
            id
            quantity
            merchandise { ... on ProductVariant { id title } }
            attributes { key value }
          }
        }
      }
    }
    userErrors { field message }
  }
}`;

export type CartCreateResult =
  | { ok: true; checkoutUrl: string }
  | { ok: false; reason: 'graphql_errors' | 'user_errors' | 'no_checkout_url'; detail?: string };

/**
 * Read a cartCreate response body: GraphQL errors, a user error (its first message) or a missing
 * checkout URL are failures (the shopper then sees CHECKOUT_FAILED_MESSAGE).
 */
export function readCartCreateResult(body: unknown): CartCreateResult {
  const record = (typeof body === 'object' && body !== null ? body : {}) as {
    errors?: unknown;
    data?: {
      cartCreate?: {
        cart?: { checkoutUrl?: unknown } | null;
        userErrors?: { message?: unknown }[] | null;
      } | null;
    } | null;
  };
  if (Array.isArray(record.errors) && record.errors.length > 0) {
    const first = record.errors[0] as { message?: unknown } | undefined;
    return {
      ok: false,
      reason: 'graphql_errors',
      detail: typeof first?.message === 'string' ? first.message : undefined,
    };
  }
  const payload = record.data?.cartCreate;
  const userErrors = payload?.userErrors ?? [];
  if (Array.isArray(userErrors) && userErrors.length > 0) {
    const message = userErrors[0]?.message;
    return {
      ok: false,
      reason: 'user_errors',
      detail: typeof message === 'string' ? message : undefined,
    };
  }
  const checkoutUrl = payload?.cart?.checkoutUrl;
  if (typeof checkoutUrl !== 'string' || checkoutUrl === '') {
    return { ok: false, reason: 'no_checkout_url' };
  }
  return { ok: true, checkoutUrl };
}

/** Add (or replace) the query parameter channel=online_store, keeping any fragment. */
export function appendOnlineStoreChannel(url: string): string {
  const hashIndex = url.indexOf('#');
  const base = hashIndex === -1 ? url : url.slice(0, hashIndex);
  const hash = hashIndex === -1 ? '' : url.slice(hashIndex);
  const [path = '', query = ''] = base.split(/\?(.*)/s, 2);
  const params = query.split('&').filter((part) => part !== '' && part.split('=')[0] !== 'channel');
  params.push('channel=online_store');
  return `${path}?${params.join('&')}${hash}`;
}
