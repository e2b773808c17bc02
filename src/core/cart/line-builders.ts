/**
 * The cart lines each purchase option adds: a purchase intent (variant, option,
 * count) with the display info, never a price the checkout trusts. `listPricePence` is one unit's
 * list price, for the drawer's instant estimate only.
 */

import { selectUnitNoun } from '../catalog/unit-noun';
import { CUP_SIZES } from '../content/cup-sizes';
import type { Pence } from '../money';
import { CUP_LINE_PRODUCT_TITLE, CUP_PRICE_TIERS, type CupSelection } from '../pricing/cup-tiers';
import { findPurchaseOption, type PurchaseOptionId } from '../pricing/purchase-options';
import type { SubscribeFrequencyDays } from '../pricing/subscribe-and-save';
import { buildLineKey, type CartLine, DEFAULT_VARIANT_TITLE, type LinePurchase } from './cart-line';

type ProductInfo = { title: string; imageUrl?: string | null };
type VariantInfo = {
  id: string;
  title?: string | null;
  pricePence: Pence;
  /** Units left (VariantDto.available): null or absent when stock is not tracked. */
  available?: number | null;
};

function buildLine(options: {
  product: ProductInfo;
  variant: VariantInfo;
  purchase: LinePurchase;
  quantity: number;
  unitNoun?: string;
}): CartLine {
  const { product, variant, purchase, quantity } = options;
  const variantTitle = variant.title || DEFAULT_VARIANT_TITLE;
  return {
    key: buildLineKey(variant.id, purchase),
    variantId: variant.id,
    purchase,
    quantity,
    productTitle: product.title,
    variantTitle,
    imageUrl: product.imageUrl ?? '',
    unitNoun: options.unitNoun ?? selectUnitNoun({ title: product.title, variantTitle }),
    listPricePence: variant.pricePence,
    ...(typeof variant.available === 'number' ? { maxUnits: variant.available } : {}),
  };
}

/** The product page's six options: one pack (one-time) or one delivery (subscription). */
export function buildPurchaseOptionLine(options: {
  optionId: PurchaseOptionId;
  product: ProductInfo;
  variant: VariantInfo;
  quantity?: number;
}): CartLine {
  const option = findPurchaseOption(options.optionId);
  const purchase: LinePurchase =
    option.id === 'subscribe-1month' ||
    option.id === 'subscribe-2month' ||
    option.id === 'subscribe-3month'
      ? { kind: 'subscription', planId: option.id }
      : { kind: 'one-time', packSize: option.units };
  return buildLine({ ...options, purchase, quantity: options.quantity ?? 1 });
}

/** A shop card: one bottle once, or subscribe-and-save every 30/60/90 days (days / 30 units). */
export function buildShopCardLine(options: {
  product: ProductInfo;
  variant: VariantInfo;
  subscribe: boolean;
  days?: SubscribeFrequencyDays;
}): CartLine {
  const purchase: LinePurchase = options.subscribe
    ? { kind: 'subscription', planId: `shop-card-${options.days ?? 30}` }
    : { kind: 'one-time', packSize: 1 };
  return buildLine({ ...options, purchase, quantity: 1 });
}

/** Single units bought once (bulk layout): `quantity` of the variant. */
export function buildOneTimeLine(options: {
  product: ProductInfo;
  variant: VariantInfo;
  quantity: number;
}): CartLine {
  return buildLine({ ...options, purchase: { kind: 'one-time', packSize: 1 } });
}

/** A wholesale product at its trade price (the wholesale shop, approved trade accounts). */
export function buildTradeLine(options: {
  product: ProductInfo;
  variant: VariantInfo;
  quantity: number;
}): CartLine {
  return buildLine({ ...options, purchase: { kind: 'trade' } });
}

/**
 * One cups line per chosen size (CUP_SIZES order; unknown ids skipped). The list price is the
 * 50-cup tier; the drawer and the server price every cups line at the tier of the whole cups total.
 */
export function buildCupLines(selection: CupSelection): CartLine[] {
  const listPrice = (CUP_PRICE_TIERS[0] as { pricePerCup: Pence }).pricePerCup;
  return CUP_SIZES.filter((cup) => (selection[cup.id] ?? 0) > 0).map((cup) =>
    buildLine({
      product: { title: CUP_LINE_PRODUCT_TITLE, imageUrl: cup.imageUrl },
      variant: { id: cup.variantId, title: `${cup.size} (${cup.diameter})`, pricePence: listPrice },
      purchase: { kind: 'cups' },
      quantity: selection[cup.id] ?? 0,
      unitNoun: 'cup',
    }),
  );
}
