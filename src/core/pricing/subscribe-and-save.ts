/**
 * Subscribe and save on shop cards (docs/spec/storefront.md §4 "Subscribe control", §9): 10% off, delivery
 * every 30, 60 or 90 days, quantity per delivery = days / 30, total per delivery =
 * price × quantity × 0.9 rounded half up once.
 */
import { formatUnits } from '../catalog/unit-noun';
import { applyRate, type Pence } from '../money';

export type SubscribeFrequencyDays = 30 | 60 | 90;

export type SubscribeFrequency = { days: SubscribeFrequencyDays; months: 1 | 2 | 3; label: string };

export const SUBSCRIBE_FREQUENCIES: readonly SubscribeFrequency[] = [
  { days: 30, months: 1, label: '1 month' },
  { days: 60, months: 2, label: '2 months' },
  { days: 90, months: 3, label: '3 months' },
];

export const DEFAULT_SUBSCRIBE_FREQUENCY_DAYS: SubscribeFrequencyDays = 30;
export const SUBSCRIBE_DISCOUNT_PERCENT = 10;
export const SUBSCRIBE_LABEL = 'Subscribe & Save 10%';
export const ADDED_TO_CART_TOAST = 'Added to cart!';

export function isSubscribeFrequencyDays(value: number): value is SubscribeFrequencyDays {
  return value === 30 || value === 60 || value === 90;
}

/** days / 30: 1, 2 or 3 units per delivery. */
export function computeQuantityPerDelivery(days: SubscribeFrequencyDays): 1 | 2 | 3 {
  return (days / 30) as 1 | 2 | 3;
}

/** price × quantity × 0.9, half up once (1499 → 30d 1349, 60d 2698, 90d 4047). */
export function computeDeliveryTotal(pricePence: Pence, days: SubscribeFrequencyDays): Pence {
  return applyRate({
    pence: pricePence,
    quantity: computeQuantityPerDelivery(days),
    numerator: 100 - SUBSCRIBE_DISCOUNT_PERCENT,
    denominator: 100,
  });
}

/** Unit price with 10% off, half up (1499 → 1349): the price on each unit of the cart line. */
export function computeSubscribeUnitPrice(pricePence: Pence): Pence {
  return applyRate({
    pence: pricePence,
    numerator: 100 - SUBSCRIBE_DISCOUNT_PERCENT,
    denominator: 100,
  });
}

/** '2-month supply (10% off)'. */
export function buildSubscribePlanText(days: SubscribeFrequencyDays): string {
  return `${computeQuantityPerDelivery(days)}-month supply (${SUBSCRIBE_DISCOUNT_PERCENT}% off)`;
}

/**
 * What a shop card's subscription adds, in the product's own unit noun:
 * '2 jars every 60 days – a 2-month supply, 10% off'.
 */
export function buildSubscribeToast(
  days: SubscribeFrequencyDays,
  unitNoun: string,
  discountPercent: number = SUBSCRIBE_DISCOUNT_PERCENT,
): string {
  const n = computeQuantityPerDelivery(days);
  return `${formatUnits(n, unitNoun)} every ${days} days – a ${n}-month supply, ${discountPercent}% off`;
}

/** The toast after adding from a shop card: the product and what was added, as on the product page. */
export function buildShopCardToast(options: {
  subscribe: boolean;
  days?: SubscribeFrequencyDays;
  product: { title: string; unitNoun: string };
}): string {
  const { product } = options;
  const what = options.subscribe
    ? buildSubscribeToast(options.days ?? DEFAULT_SUBSCRIBE_FREQUENCY_DAYS, product.unitNoun)
    : formatUnits(1, product.unitNoun);
  return `Added to your cart: ${product.title}, ${what}`;
}
