/**
 * How a priced line is represented in Shopify so that Shopify charges exactly our price on a
 * standard plan (docs/decisions/020-one-server-price-authority.md):
 * - one-time packs: a PACK VARIANT per size and pack ('2 bottles'), priced at the pack total;
 * - subscriptions: the pack variant of the plan's units + a SELLING PLAN whose pricing policy is
 *   PRICE (a new price for the pack) = our delivery total;
 * - cups: a variant per cup size and tier block of 50 cups, priced at 50 × the tier price, with
 *   quantity = cups / 50 (the tier of the whole cups total is chosen by the server);
 * - trade: a draft order whose lines carry priceOverride (the server's trade price).
 * The product export creates the pack and tier variants and the selling plans (productSet,
 * sellingPlanGroupCreate) and keeps their ids in shopify_merchandise_ids (merchandise-ids.ts).
 * The gids derived here from the base variant gid are understood by the built-in sandbox only,
 * which sells them before any export.
 * Hidden line properties (underscore) carry what the order webhook needs to store the line.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { PricedLine } from '../../core/api/checkout';
import { CUP_SIZES } from '../../core/content/cup-sizes';
import { formatPenceAsDecimal, type Pence } from '../../core/money';
import { CUP_PRICE_TIERS } from '../../core/pricing/cup-tiers';
import { findPlanTerms, packOptionId } from '../../core/pricing/price-cart';
import { adminGraphql, storefrontGraphql } from '../../core/shopify/graphql-document';

export const VARIANT_GID_PREFIX = 'gid://shopify/ProductVariant/';
export const SELLING_PLAN_GID_PREFIX = 'gid://shopify/SellingPlan/';
export const CUP_BLOCK = 50;

// Line properties (hidden: Shopify hides keys starting with '_' at checkout).
export const LINE_OPTION_KEY = '_option';
export const LINE_UNITS_PER_ITEM_KEY = '_units_per_item';
export const LINE_VARIANT_KEY = '_variant_id';
export const LINE_PRICED_TOTAL_KEY = '_priced_line_total';
// Cart / draft attributes (note_attributes on the order).
export const CART_PRICED_TOTAL_KEY = '_priced_total_pence';
export const CART_USER_KEY = '_hh_user';
/** The browser's token for this checkout of its cart (orders.cart_token). */
export const CART_TOKEN_KEY = '_hh_cart_token';
export const CART_NONCE_KEY = '_hh_nonce';
export const CART_SIGNATURE_KEY = '_hh_signature';
export const CART_KIND_KEY = '_hh_kind';

function numericId(key: string): string {
  return String(Number.parseInt(createHash('sha256').update(key).digest('hex').slice(0, 13), 16));
}

/** The pack variant of a base variant: the base itself for 1, a derived gid for 2 and 3. */
export function packVariantGid(baseGid: string, packSize: 1 | 2 | 3): string {
  if (packSize === 1) return baseGid;
  return `${VARIANT_GID_PREFIX}${numericId(`pack:${baseGid}:${packSize}`)}`;
}

/** The selling plan of a plan id on a base variant (one selling plan group per pack variant). */
export function sellingPlanGid(baseGid: string, planId: string): string {
  return `${SELLING_PLAN_GID_PREFIX}${numericId(`plan:${baseGid}:${planId}`)}`;
}

/** The variant of a cup size at a tier (the tier's minimum quantity), sold per block of 50. */
export function cupTierVariantGid(cupVariantId: string, tierQuantity: number): string {
  return `${VARIANT_GID_PREFIX}${numericId(`cup:${cupVariantId}:${tierQuantity}`)}`;
}

export type ShopifyCatalogueEntry =
  | { kind: 'pack'; baseGid: string; packSize: 1 | 2 | 3; pricePence: Pence; title: string }
  | { kind: 'cup'; cupVariantId: string; tierQuantity: number; pricePence: Pence; title: string };

/** Every cup-tier variant (7 sizes × 10 tiers) with its block price (50 × tier price). */
export function listCupTierVariants(): { gid: string; entry: ShopifyCatalogueEntry }[] {
  return CUP_SIZES.flatMap((cup) =>
    CUP_PRICE_TIERS.map((tier) => ({
      gid: cupTierVariantGid(cup.variantId, tier.quantity),
      entry: {
        kind: 'cup' as const,
        cupVariantId: cup.variantId,
        tierQuantity: tier.quantity,
        pricePence: tier.pricePerCup * CUP_BLOCK,
        title: `${cup.size} (${cup.diameter}) / ${tier.quantity}+ cups, pack of ${CUP_BLOCK}`,
      },
    })),
  );
}

export type CartLineInput = {
  merchandiseId: string;
  quantity: number;
  sellingPlanId?: string;
  attributes: { key: string; value: string }[];
};

/** The option stored on the order line: a purchase option id, a plan id, 'cups' or 'trade'. */
export function optionOfLine(line: PricedLine): string {
  const intent = line.intent;
  if (intent.kind === 'one-time') return packOptionId(intent.packSize);
  if (intent.kind === 'subscription') return intent.planId;
  return intent.kind;
}

function lineAttributes(line: PricedLine, unitsPerItem: number) {
  return [
    { key: LINE_OPTION_KEY, value: optionOfLine(line) },
    { key: LINE_UNITS_PER_ITEM_KEY, value: String(unitsPerItem) },
    { key: LINE_VARIANT_KEY, value: line.intent.variantId },
    // What the line charges: a trade line's VAT is added to its price (core/pricing/trade-vat.ts).
    { key: LINE_PRICED_TOTAL_KEY, value: String(line.vat?.grossPence ?? line.lineTotalPence) },
  ];
}

/**
 * A storefront cart line for a priced retail line (one-time pack, subscription or cups), sold as
 * the given variant (and selling plan) ids (merchandise-ids.ts resolves them).
 */
export function buildStorefrontLine(
  line: PricedLine,
  ids: { merchandiseId: string; sellingPlanId: string | null },
): CartLineInput {
  const intent = line.intent;
  if (intent.kind === 'trade') throw new Error('trade lines go through a draft order');
  const unitsPerItem =
    intent.kind === 'cups'
      ? CUP_BLOCK
      : intent.kind === 'one-time'
        ? intent.packSize
        : findPlanTerms(intent.planId).unitsPerDelivery;
  return {
    merchandiseId: ids.merchandiseId,
    quantity: intent.kind === 'cups' ? intent.cups / CUP_BLOCK : intent.quantity,
    ...(ids.sellingPlanId ? { sellingPlanId: ids.sellingPlanId } : {}),
    attributes: lineAttributes(line, unitsPerItem),
  };
}

export type DraftLineInput = {
  variantId: string;
  quantity: number;
  priceOverride: { amount: string; currencyCode: 'GBP' };
  customAttributes: { key: string; value: string }[];
};

/**
 * A draft order line for a priced line the Storefront channel does not sell (a trade line, or a
 * cup tier and the one-time packs bought with it): the server's price per item as priceOverride
 * (docs/decisions/049-conditional-prices-off-the-storefront.md). A subscription needs a
 * selling plan, which draft order lines do not take in this API version.
 */
export function buildDraftLine(
  line: PricedLine,
  ids: { merchandiseId: string; sellingPlanId: string | null },
): DraftLineInput {
  const intent = line.intent;
  if (intent.kind === 'subscription') throw new Error('subscriptions go through a storefront cart');
  if (intent.kind === 'trade') {
    return {
      variantId: ids.merchandiseId,
      quantity: intent.quantity,
      // Trade prices exclude VAT: each item is charged its trade price plus its VAT.
      priceOverride: {
        amount: formatPenceAsDecimal(line.vat?.unitGrossPence ?? line.listPricePence),
        currencyCode: 'GBP',
      },
      customAttributes: lineAttributes(line, 1),
    };
  }
  const storefront = buildStorefrontLine(line, ids);
  return {
    variantId: ids.merchandiseId,
    quantity: storefront.quantity,
    // Exact: a pack's or a tier block's price times the quantity is the line total.
    priceOverride: {
      amount: formatPenceAsDecimal(line.lineTotalPence / storefront.quantity),
      currencyCode: 'GBP',
    },
    customAttributes: storefront.attributes,
  };
}

/** The signed-in shopper's id in the signature, or this marker for a guest checkout. */
export const GUEST_SIGNER = 'guest';

/** A line as the signature sees it: the Shopify variant and selling plan ids and the quantity. */
export type SignedLine = {
  merchandiseId: string | number;
  sellingPlanId: string | number | null;
  quantity: number;
};

const tailOf = (id: string | number | null) => {
  if (id === null) return '';
  const text = String(id);
  return text.slice(text.lastIndexOf('/') + 1);
};

/**
 * The cart's lines in a canonical form (numeric ids, sorted), so the order webhook's line_items
 * (numeric variant_id and selling_plan_id) give the same text as the gids the server sent.
 */
export function digestLines(lines: readonly SignedLine[]): string {
  return lines
    .map((line) => `${tailOf(line.merchandiseId)}:${tailOf(line.sellingPlanId)}:${line.quantity}`)
    .sort()
    .join(',');
}

/** The message signed for a checkout: who started it, what we priced, and the lines sent. */
function signedMessage(options: {
  userId: string;
  pricedTotalPence: Pence;
  nonce: string;
  lines: readonly SignedLine[];
}): string {
  return `hh-checkout:v2|${options.userId}|${options.pricedTotalPence}|${options.nonce}|${digestLines(options.lines)}`;
}

export function signCheckout(options: {
  secret: string;
  userId: string;
  pricedTotalPence: Pence;
  nonce: string;
  lines: readonly SignedLine[];
}): string {
  return createHmac('sha256', options.secret).update(signedMessage(options)).digest('base64url');
}

export function verifyCheckoutSignature(options: {
  secret: string;
  userId: string;
  pricedTotalPence: Pence;
  nonce: string;
  lines: readonly SignedLine[];
  signature: string;
}): boolean {
  const expected = Buffer.from(signCheckout(options));
  const given = Buffer.from(options.signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The storefront cartCreate mutation the server sends (Storefront API 2026-10), with codes. */
export const SERVER_CART_CREATE_MUTATION = storefrontGraphql`mutation cartCreate($input: CartInput!) {
  cartCreate(input: $input) {
    cart {
      id
      checkoutUrl
      cost { totalAmount { amount currencyCode } subtotalAmount { amount currencyCode } }
      discountCodes { code applicable }
      discountAllocations { discountedAmount { amount currencyCode } }
    }
    userErrors { field message code }
  }
}`;

/** The admin draftOrderCreate mutation for trade orders (Admin API 2026-10). */
export const DRAFT_ORDER_CREATE_MUTATION = adminGraphql`mutation draftOrderCreate($input: DraftOrderInput!) {
  draftOrderCreate(input: $input) {
    draftOrder {
      id
      invoiceUrl
      subtotalPriceSet { shopMoney { amount currencyCode } }
    }
    userErrors { field message }
  }
}`;
