/**
 * Purchase options of the product detail page (docs/spec/storefront.md §4, §9 table). The pack price is the
 * base (variant) price × units × (100 − discount) / 100, rounded half up once. The cart holds the
 * option as a purchase intent (cart/line-builders.ts); the server prices it.
 */
import { formatUnits } from '../catalog/unit-noun';
import { applyRate, type Pence } from '../money';
import { computeDeliveryPence } from '../subscriptions/delivery-price';
import { cancelAfterTermPerk } from '../subscriptions/minimum-term';

export type PurchaseOptionId =
  | 'subscribe-1month'
  | 'subscribe-2month'
  | 'subscribe-3month'
  | 'onetime'
  | 'onetime-2month'
  | 'onetime-3month';

export type PurchaseOption = {
  id: PurchaseOptionId;
  /** Bottles/units in the pack. */
  units: 1 | 2 | 3;
  discountPercent: number;
  isSubscription: boolean;
  /** Delivery interval for subscriptions (30/60/90); null for one-time purchases. */
  frequencyDays: 30 | 60 | 90 | null;
  /** Variant title written on the cart line for one-time packs; null keeps the variant's title. */
  variantTitleOverride: string | null;
  /** Plan text on subscription lines, e.g. '2-month supply (12% off)'; null for one-time. */
  subscriptionPlan: string | null;
  /** Short heading of the option card. */
  label: string;
  /** One line under the heading. */
  description: string;
  /** Perks listed on the card (subscriptions: when they can be cancelled). No gift is promised:
   * none is named, stocked or packed (docs/decisions/118-no-unnamed-gift-promise.md). */
  perks: readonly string[];
  /** Small ribbon, e.g. 'Most popular'; null for none. */
  badge: string | null;
};

/** In display order: the three subscriptions, then the three one-time packs. */
export const PURCHASE_OPTIONS: readonly PurchaseOption[] = [
  {
    id: 'subscribe-1month',
    units: 1,
    discountPercent: 5,
    isSubscription: true,
    frequencyDays: 30,
    variantTitleOverride: null,
    subscriptionPlan: '1-month supply (5% off)',
    label: 'Subscribe & Save: 1 month',
    description: '1 bottle delivered every 30 days',
    perks: [cancelAfterTermPerk(30)],
    badge: null,
  },
  {
    id: 'subscribe-2month',
    units: 2,
    discountPercent: 12,
    isSubscription: true,
    frequencyDays: 60,
    variantTitleOverride: null,
    subscriptionPlan: '2-month supply (12% off)',
    label: 'Subscribe & Save: 2 months',
    description: '2 bottles delivered every 60 days',
    perks: [cancelAfterTermPerk(60)],
    badge: 'Most popular',
  },
  {
    id: 'subscribe-3month',
    units: 3,
    discountPercent: 15,
    isSubscription: true,
    frequencyDays: 90,
    variantTitleOverride: null,
    subscriptionPlan: '3-month supply (15% off)',
    label: 'Subscribe & Save: 3 months',
    description: '3 bottles delivered every 90 days',
    perks: [cancelAfterTermPerk(90)],
    badge: 'Best value',
  },
  {
    id: 'onetime',
    units: 1,
    discountPercent: 0,
    isSubscription: false,
    frequencyDays: null,
    variantTitleOverride: null,
    subscriptionPlan: null,
    label: 'One-time purchase',
    description: '1 bottle',
    perks: [],
    badge: null,
  },
  {
    id: 'onetime-2month',
    units: 2,
    discountPercent: 10,
    isSubscription: false,
    frequencyDays: null,
    variantTitleOverride: '2 bottles (10% off)',
    subscriptionPlan: null,
    label: 'One-time: 2 bottles',
    description: '2 bottles, 10% off',
    perks: [],
    badge: null,
  },
  {
    id: 'onetime-3month',
    units: 3,
    discountPercent: 12,
    isSubscription: false,
    frequencyDays: null,
    variantTitleOverride: '3 bottles (12% off)',
    subscriptionPlan: null,
    label: 'One-time: 3 bottles',
    description: '3 bottles, 12% off',
    perks: [],
    badge: null,
  },
];

/** One-time by default: a subscription is never pre-selected (docs/decisions/067-one-time-by-default.md). */
export const DEFAULT_PURCHASE_OPTION_ID: PurchaseOptionId = 'onetime';

export const PURCHASE_OPTION_IDS: readonly PurchaseOptionId[] = PURCHASE_OPTIONS.map((o) => o.id);

/** 'Retail Value' = price × 1.2. */
export const RETAIL_VALUE_RATE = { numerator: 6, denominator: 5 } as const;
/** 'From' price = price × 0.85. */
export const FROM_PRICE_RATE = { numerator: 17, denominator: 20 } as const;

export const RETAIL_VALUE_LABEL = 'Retail Value';
export const FROM_PRICE_LABEL = 'From';
export const SELECT_VARIANT_TOAST = 'Please select a variant';
export const ADD_TO_CART_FAILED_TOAST = 'Failed to add to cart';
export const ADDING_LABEL = 'Adding...';

export function isPurchaseOptionId(value: string): value is PurchaseOptionId {
  return (PURCHASE_OPTION_IDS as readonly string[]).includes(value);
}

/** The option with this id; unknown ids give the default option. */
export function findPurchaseOption(id: string): PurchaseOption {
  const option = PURCHASE_OPTIONS.find((o) => o.id === id);
  if (option) return option;
  const fallback = PURCHASE_OPTIONS.find((o) => o.id === DEFAULT_PURCHASE_OPTION_ID);
  if (!fallback) throw new Error('default purchase option missing');
  return fallback;
}

/** base × units × (100 − discount%) / 100, rounded half up once. 1499 → see docs/spec/catalogue.md. */
export function computePackPrice(basePence: Pence, optionId: PurchaseOptionId): Pence {
  const option = findPurchaseOption(optionId);
  return applyRate({
    pence: basePence,
    quantity: option.units,
    numerator: 100 - option.discountPercent,
    denominator: 100,
  });
}

/**
 * The buy box's price of `quantity` packs of an option (per delivery for a subscription): the
 * one delivery rule (core/subscriptions/delivery-price.ts) that the drawer and the emails use too.
 */
export function computeOptionTotalPence(
  basePence: Pence,
  optionId: PurchaseOptionId,
  quantity: number,
): Pence {
  return computeDeliveryPence({
    packPricePence: computePackPrice(basePence, optionId),
    packs: quantity,
  });
}

/** What the pack would cost at the base price (units × base), for a struck-through price. */
export function computePackFullPrice(basePence: Pence, optionId: PurchaseOptionId): Pence {
  return basePence * findPurchaseOption(optionId).units;
}

/** Saving against buying the units singly. */
export function computePackSaving(basePence: Pence, optionId: PurchaseOptionId): Pence {
  return computePackFullPrice(basePence, optionId) - computePackPrice(basePence, optionId);
}

/** 'Retail Value' = price × 1.2, half up (1499 → 1799). */
export function computeRetailValue(pricePence: Pence): Pence {
  return applyRate({ pence: pricePence, ...RETAIL_VALUE_RATE });
}

/** 'From' price = price × 0.85, half up (1499 → 1274). */
export function computeFromPrice(pricePence: Pence): Pence {
  return applyRate({ pence: pricePence, ...FROM_PRICE_RATE });
}

/** 'Added 1 item to cart!' / 'Added 3 items to cart!'. */
export function buildAddedItemsToast(quantity: number): string {
  return `Added ${quantity} ${quantity > 1 ? 'items' : 'item'} to cart!`;
}

/**
 * The option card's texts for a product's unit noun (jars and balms are not bottles): the title
 * 'One-time: 2 jars', the description '2 jars delivered every 60 days' / '3 tubs, 12% off', and
 * the plan '2-month supply (12% off)'.
 */
export function describePurchaseOption(
  option: PurchaseOption,
  unitNoun: string,
): { label: string; description: string; subscriptionPlan: string | null } {
  const units = formatUnits(option.units, unitNoun);
  if (option.isSubscription) {
    return {
      label: option.label,
      description: `${units} delivered every ${option.frequencyDays} days`,
      subscriptionPlan: option.subscriptionPlan,
    };
  }
  return {
    label: option.units > 1 ? `One-time: ${units}` : option.label,
    description: option.discountPercent > 0 ? `${units}, ${option.discountPercent}% off` : units,
    subscriptionPlan: null,
  };
}
