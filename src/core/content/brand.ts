// Brand constants and the static marketing claims of the storefront (storefront spec §1).
// The shop name and support email are configuration (SHOP_NAME, SUPPORT_EMAIL); these are the
// defaults used when nothing is configured.

import { CUSTOMERS_CLAIM } from './shop-figures';

export const DEFAULT_SHOP_NAME = 'Habba & Honey';

/** Appended to page titles, e.g. 'Organic Black Seed Oil | Habba & Honey'. */
export const BRAND_TITLE_SUFFIX = ' | Habba & Honey';

/** A reserved-domain address until the owner sets SUPPORT_EMAIL. */
export const DEFAULT_SUPPORT_EMAIL = 'hello@habbaandhoney.example';

/** The hosted storefront platform, named on the checkout button and in the cart key. */
export const STOREFRONT_PLATFORM_NAME = 'Shopify';

export const BRAND_TAGLINE = 'Natural apothecary, family-run in Leicester';

/** The title suffix for a configured shop name: ' | {shopName}'. Falls back to the default name. */
export function buildTitleSuffix(shopName: string): string {
  const name = shopName.trim() || DEFAULT_SHOP_NAME;
  return ` | ${name}`;
}

export type MarketingClaim = {
  /** Short value shown large, e.g. '50K+'. Empty for badge-only claims. */
  value: string;
  /** The label shown with or instead of the value. */
  label: string;
};

/** Static marketing claims (docs/spec/storefront.md §1), written once and reused by every page.
 * Only claims the shop can stand behind: the award, lab-certificate, halal-certificate, medical-grade
 * and CE claims had no evidence to show and are gone (docs/decisions/118-promises-kept-or-removed.md). */
export const MARKETING_CLAIMS = {
  customers: { value: CUSTOMERS_CLAIM, label: 'Happy Customers' },
  natural: { value: '100%', label: '100% Natural' },
  guarantee: { value: '60-Day', label: '60-Day Guarantee' },
  freeUkShipping: { value: '', label: 'Free UK Shipping' },
} as const satisfies Record<string, MarketingClaim>;

export type MarketingClaimKey = keyof typeof MARKETING_CLAIMS;

/** The figures come from shop-figures.ts, the one configured source. */
export const CUSTOMER_COUNT_CLAIM = CUSTOMERS_CLAIM;
export const NATURAL_CLAIM = '100% Natural';
export const GUARANTEE_CLAIM = '60-Day Guarantee';
export const FREE_UK_SHIPPING_CLAIM = 'Free UK Shipping';

/** The payment methods the payment page takes (the footer's marks): cards only. An owner who
 * turns on a wallet in Shopify Payments adds it here. */
export const ACCEPTED_PAYMENT_MARKS = ['Visa', 'Mastercard', 'Amex'] as const;

/** The money-back guarantee period in days (docs/spec/storefront.md §9). */
export const GUARANTEE_DAYS = 60;

/** Statutory cancellation period for distance sales (Consumer Contracts Regulations 2013). */
export const CANCELLATION_DAYS = 14;

/** Buyers must be at least this old (terms). */
export const MINIMUM_BUYER_AGE = 18;

/**
 * The statement UK food supplement labels carry, reused on article and guide pages that discuss
 * supplements.
 */
export const FOOD_SUPPLEMENT_NOTICE =
  'Food supplements should not be used as a substitute for a varied, balanced diet and a healthy lifestyle. Do not exceed the recommended daily intake.';
