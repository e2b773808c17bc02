/**
 * THE price rule for a cart of purchase intents. The server calls it with variants
 * read from the database (POST /api/cart/price, /api/checkout); the drawer may call it with the
 * variants it knows for an instant estimate, but always shows the server's answer. Integer pence,
 * each line rounded half up once (docs/spec/catalogue.md), the cart total is the exact sum of the lines.
 */

import {
  CUPS_QUOTE_ONLY_MESSAGE,
  MIXED_TRADE_CART_MESSAGE,
  type PriceCartResponse,
  type PricedLine,
  type PricingProblem,
  type PurchaseIntent,
  type SubscriptionPlanId,
  TRADE_ONLY_MESSAGE,
  UNKNOWN_VARIANT_MESSAGE,
} from '../api/checkout';
import { insufficientStockMessage, outOfStockMessage } from '../catalog/stock';
import { selectUnitNoun } from '../catalog/unit-noun';
import { CUP_SIZES } from '../content/cup-sizes';
import {
  divideRoundHalfUp,
  formatGBP,
  multiplyPence,
  type Pence,
  sumPence,
  tryParsePence,
} from '../money';
import { groupThousands } from '../number-format';
import { computeDeliveryPence } from '../subscriptions/delivery-price';
import {
  CUP_LINE_PRODUCT_TITLE,
  CUP_PRICE_TIERS,
  CUP_PRODUCT_HANDLE,
  selectActiveTier,
} from './cup-tiers';
import { computePackPrice, findPurchaseOption, type PurchaseOptionId } from './purchase-options';
import {
  computeDeliveryTotal,
  computeQuantityPerDelivery,
  SUBSCRIBE_DISCOUNT_PERCENT,
  type SubscribeFrequencyDays,
} from './subscribe-and-save';
import { computeTradeLineVat } from './trade-vat';
import {
  buildWholesaleMinimumMessage,
  findTradeMinimumShortfall,
  isWholesaleProduct,
} from './wholesale';

/** What the price rule needs to know about a sellable variant. */
export type PricingVariant = {
  variantId: string;
  productTitle: string;
  productHandle: string | null;
  productType: string;
  variantTitle: string;
  pricePence: Pence;
  /** A wholesale-only product (title or tag contains 'wholesale'). */
  isWholesale: boolean;
  imageUrl: string | null;
  /** No units left to sell; absent when stock is unknown to the caller. */
  outOfStock?: boolean;
  /** Units left to sell (tracked inventory); null or absent when not tracked or unknown. */
  availableUnits?: number | null;
  /** The product's VAT rate (trade prices add it); absent: standard rate. */
  vatRatePercent?: number;
};

export type PricingViewer = { isApprovedTrade: boolean };

/**
 * The pricing facts of a variant as the browser knows it from the public catalogue
 * (ProductDetailDto): the drawer's instant estimate uses this with priceCart; null when the
 * price is unreadable.
 */
export function pricingVariantFromDto(
  product: {
    title: string;
    handle: string;
    type: string;
    tags: readonly string[];
    imageUrl: string | null;
  },
  variant: { id: string; title: string; price: string },
): PricingVariant | null {
  const pricePence = tryParsePence(variant.price);
  if (pricePence === null || pricePence < 0) return null;
  return {
    variantId: variant.id,
    productTitle: product.title,
    productHandle: product.handle,
    productType: product.type,
    variantTitle: variant.title,
    pricePence,
    isWholesale: isWholesaleProduct(product),
    imageUrl: product.imageUrl,
  };
}

/** The per-variant facts of a plan: units per delivery, discount %, interval. */
export type PlanTerms = {
  planId: SubscriptionPlanId;
  unitsPerDelivery: 1 | 2 | 3;
  discountPercent: number;
  frequencyDays: SubscribeFrequencyDays;
};

export function findPlanTerms(planId: SubscriptionPlanId): PlanTerms {
  if (planId.startsWith('shop-card-')) {
    const days = Number(planId.slice('shop-card-'.length)) as SubscribeFrequencyDays;
    return {
      planId,
      unitsPerDelivery: computeQuantityPerDelivery(days),
      discountPercent: SUBSCRIBE_DISCOUNT_PERCENT,
      frequencyDays: days,
    };
  }
  const option = findPurchaseOption(planId);
  return {
    planId,
    unitsPerDelivery: option.units,
    discountPercent: option.discountPercent,
    frequencyDays: option.frequencyDays as SubscribeFrequencyDays,
  };
}

/** The price of one delivery of a plan for a variant at `basePence`. */
export function computePlanDeliveryPence(basePence: Pence, planId: SubscriptionPlanId): Pence {
  if (planId.startsWith('shop-card-')) {
    return computeDeliveryTotal(basePence, findPlanTerms(planId).frequencyDays);
  }
  return computePackPrice(basePence, planId as PurchaseOptionId);
}

const PACK_OPTION_IDS: Record<1 | 2 | 3, PurchaseOptionId> = {
  1: 'onetime',
  2: 'onetime-2month',
  3: 'onetime-3month',
};

/** The one-time purchase option of a pack size. */
export function packOptionId(packSize: 1 | 2 | 3): PurchaseOptionId {
  return PACK_OPTION_IDS[packSize];
}

/** The price of one pack of `packSize` units at `basePence` (product-page one-time options). */
export function computeOneTimePackPence(basePence: Pence, packSize: 1 | 2 | 3): Pence {
  return computePackPrice(basePence, packOptionId(packSize));
}

/**
 * The word for one unit of a product (jars and balms are not bottles). One rule for the
 * drawer, the product page and the server: catalog/unit-noun.ts.
 */
export function unitNounFor(product: { productTitle: string; variantTitle?: string }): string {
  return selectUnitNoun({ title: product.productTitle, variantTitle: product.variantTitle });
}

export function pluralUnit(noun: string, count: number): string {
  if (count === 1) return `1 ${noun}`;
  const plural = noun.endsWith('s') || noun.endsWith('x') ? `${noun}es` : `${noun}s`;
  return `${groupThousands(count)} ${plural}`;
}

/** The cup sizes as pricing variants (all at the 50-cup tier price as list price). */
export function findCupVariant(variantId: string): PricingVariant | null {
  const cup = CUP_SIZES.find((c) => c.variantId === variantId);
  if (!cup) return null;
  return {
    variantId: cup.variantId,
    productTitle: CUP_LINE_PRODUCT_TITLE,
    productHandle: CUP_PRODUCT_HANDLE,
    productType: 'Cupping',
    variantTitle: `${cup.size} (${cup.diameter})`,
    pricePence: (CUP_PRICE_TIERS[0] as { pricePerCup: Pence }).pricePerCup,
    isWholesale: false,
    imageUrl: cup.imageUrl,
  };
}

function unavailableLine(
  intent: PurchaseIntent,
  reason: PricedLine['reason'] & string,
  variant: PricingVariant | null,
): PricedLine {
  return {
    intent,
    productTitle: variant?.productTitle ?? 'Unavailable item',
    productHandle: variant?.productHandle ?? null,
    variantTitle: variant?.variantTitle ?? '',
    label: '',
    units: 0,
    unitNoun: 'item',
    unitPricePence: 0,
    listPricePence: 0,
    discountPence: 0,
    lineTotalPence: 0,
    discountPercent: 0,
    frequencyDays: null,
    imageUrl: variant?.imageUrl ?? null,
    available: false,
    reason,
    availableUnits: variant?.availableUnits ?? null,
  };
}

function pricedLine(
  intent: PurchaseIntent,
  variant: PricingVariant,
  figures: {
    label: string;
    units: number;
    unitNoun: string;
    listPricePence: Pence;
    lineTotalPence: Pence;
    discountPercent: number;
    frequencyDays: 30 | 60 | 90 | null;
  },
): PricedLine {
  const full = multiplyPence(figures.listPricePence, figures.units);
  return {
    intent,
    productTitle: variant.productTitle,
    productHandle: variant.productHandle,
    variantTitle: variant.variantTitle,
    label: figures.label,
    units: figures.units,
    unitNoun: figures.unitNoun,
    unitPricePence:
      figures.units > 0 ? divideRoundHalfUp(figures.lineTotalPence, figures.units) : 0,
    listPricePence: figures.listPricePence,
    discountPence: full - figures.lineTotalPence,
    lineTotalPence: figures.lineTotalPence,
    discountPercent: figures.discountPercent,
    frequencyDays: figures.frequencyDays,
    imageUrl: variant.imageUrl,
    available: true,
    reason: null,
    availableUnits: variant.availableUnits ?? null,
  };
}

function problemMessage(reason: NonNullable<PricedLine['reason']>): string {
  if (reason === 'trade_only') return TRADE_ONLY_MESSAGE;
  return UNKNOWN_VARIANT_MESSAGE;
}

/**
 * Lines that together ask for more units of a variant than are left: each line whose units take
 * the running total of its variant past what is left gets the problem, so checkout is refused
 * (the shopper sees the product and what is left).
 */
function checkStock(lines: readonly PricedLine[], problems: PricingProblem[]): void {
  const asked = new Map<string, number>();
  for (const [index, line] of lines.entries()) {
    if (!line.available || line.availableUnits === null || line.intent.kind === 'cups') continue;
    const total = (asked.get(line.intent.variantId) ?? 0) + line.units;
    asked.set(line.intent.variantId, total);
    if (total > line.availableUnits) {
      problems.push({
        index,
        code: 'insufficient_stock',
        message: insufficientStockMessage(line.productTitle, line.availableUnits, line.unitNoun),
      });
    }
  }
}

/**
 * Price a cart. `findVariant` answers the catalogue's (published) variants by local id; cups are
 * resolved from the cup sizes. Visitors and retail customers get no price for wholesale-only
 * products (the line is unavailable with reason 'trade_only'); trade lines need an approved trade
 * account and must reach the £200 minimum (cups and cupping equipment excluded).
 */
export function priceCart(
  intents: readonly PurchaseIntent[],
  findVariant: (variantId: string) => PricingVariant | null,
  viewer: PricingViewer,
): PriceCartResponse {
  const totalCups = sumPence(
    intents.map((intent) =>
      intent.kind === 'cups' && findCupVariant(intent.variantId) ? intent.cups : 0,
    ),
  );
  const cupTier = selectActiveTier(totalCups);
  const problems: PricingProblem[] = [];

  const lines = intents.map((intent, index): PricedLine => priceLine(intent, index));
  checkStock(lines, problems);

  function priceLine(intent: PurchaseIntent, index: number): PricedLine {
    const reject = (reason: NonNullable<PricedLine['reason']>, variant: PricingVariant | null) => {
      const message =
        reason === 'out_of_stock' && variant
          ? outOfStockMessage(variant.productTitle)
          : problemMessage(reason);
      problems.push({ index, code: reason, message });
      return unavailableLine(intent, reason, variant);
    };
    if (intent.kind === 'cups') {
      const cup = findCupVariant(intent.variantId);
      if (!cup) return reject('unknown_variant', null);
      return pricedLine(intent, cup, {
        label: `${groupThousands(intent.cups)} cups at ${formatGBP(cupTier.pricePerCup)}/cup`,
        units: intent.cups,
        unitNoun: 'cup',
        listPricePence: cup.pricePence,
        lineTotalPence: multiplyPence(cupTier.pricePerCup, intent.cups),
        discountPercent: 0,
        frequencyDays: null,
      });
    }
    const variant = findVariant(intent.variantId);
    if (!variant) return reject('unknown_variant', null);
    if (variant.outOfStock) return reject('out_of_stock', variant);
    const noun = unitNounFor(variant);
    if (intent.kind === 'trade') {
      if (!viewer.isApprovedTrade) return reject('trade_only', variant);
      if (!variant.isWholesale) return reject('not_trade_product', variant);
      // Trade prices exclude VAT: the line is the price list's figure, VAT is added on top.
      return {
        ...pricedLine(intent, variant, {
          label: `Trade: ${pluralUnit(noun, intent.quantity)}`,
          units: intent.quantity,
          unitNoun: noun,
          listPricePence: variant.pricePence,
          lineTotalPence: multiplyPence(variant.pricePence, intent.quantity),
          discountPercent: 0,
          frequencyDays: null,
        }),
        vat: computeTradeLineVat(variant.pricePence, intent.quantity, variant.vatRatePercent),
      };
    }
    if (variant.isWholesale) return reject('trade_only', variant);
    if (intent.kind === 'one-time') {
      const option = findPurchaseOption(packOptionId(intent.packSize));
      const pack = computeOneTimePackPence(variant.pricePence, intent.packSize);
      const packText = pluralUnit(noun, intent.packSize);
      return pricedLine(intent, variant, {
        label:
          option.discountPercent > 0 ? `${packText}, ${option.discountPercent}% off` : packText,
        units: intent.packSize * intent.quantity,
        unitNoun: noun,
        listPricePence: variant.pricePence,
        lineTotalPence: multiplyPence(pack, intent.quantity),
        discountPercent: option.discountPercent,
        frequencyDays: null,
      });
    }
    const terms = findPlanTerms(intent.planId);
    const delivery = computePlanDeliveryPence(variant.pricePence, intent.planId);
    return pricedLine(intent, variant, {
      label: `Subscribe: ${pluralUnit(noun, terms.unitsPerDelivery)} every ${terms.frequencyDays} days, ${terms.discountPercent}% off`,
      units: terms.unitsPerDelivery * intent.quantity,
      unitNoun: noun,
      listPricePence: variant.pricePence,
      lineTotalPence: computeDeliveryPence({ packPricePence: delivery, packs: intent.quantity }),
      discountPercent: terms.discountPercent,
      frequencyDays: terms.frequencyDays,
    });
  }

  const available = lines.filter((line) => line.available);
  const hasTrade = available.some((line) => line.intent.kind === 'trade');
  const hasRetail = available.some((line) => line.intent.kind !== 'trade');
  if (hasTrade && hasRetail) {
    problems.push({ index: null, code: 'mixed_trade_cart', message: MIXED_TRADE_CART_MESSAGE });
  }
  if (totalCups > 0 && totalCups % 50 !== 0) {
    problems.push({ index: null, code: 'cups_total', message: CUPS_QUOTE_ONLY_MESSAGE });
  }
  const shortfall = findTradeMinimumShortfall(
    available.map((line) => ({
      isTrade: line.intent.kind === 'trade',
      productTitle: line.productTitle,
      lineTotalPence: line.lineTotalPence,
    })),
  );
  if (shortfall !== null) {
    problems.push({
      index: null,
      code: 'wholesale_minimum',
      message: buildWholesaleMinimumMessage(shortfall),
    });
  }
  const subtotalPence = sumPence(available.map((line) => line.lineTotalPence));
  if (!hasTrade) return { lines, subtotalPence, totalPence: subtotalPence, problems };
  // A trade cart's lines are before VAT; the VAT added is charged on top.
  const vatPence = sumPence(available.map((line) => line.vat?.vatPence ?? 0));
  return { lines, subtotalPence, vatPence, totalPence: subtotalPence + vatPence, problems };
}
