// Fixed strings of the product page (docs/spec/storefront.md §2, §8, §9). Kept apart from the
// marketing copy so the page's main chunk stays small; the copy-heavy sections load lazily.
import { GUARANTEE_CLAIM } from './brand';
import type { IconName } from './product-content';
import { CUSTOMERS_TEXT } from './shop-figures';

export type TrustBadge = { icon: IconName; label: string };

/** The three badges below the buy box. */
export const PDP_TRUST_BADGES: TrustBadge[] = [
  { icon: 'award', label: GUARANTEE_CLAIM },
  { icon: 'flask-conical', label: 'Lab Tested' },
  { icon: 'truck', label: 'Free Shipping' },
];

/** The red warning below the trust badges. */

export const PDP_ACCORDION_TITLES = {
  details: 'Product Details',
  benefits: 'Key Benefits',
  howToUse: 'How to Use',
  faqs: 'Frequently Asked Questions',
} as const;

/** Urgency and social-proof banners (docs/spec/storefront.md §9 "Banner claims"). */
export const PDP_BANNERS = {
  flashSale: 'Save up to 15% when you subscribe',
  customers: CUSTOMERS_TEXT,
} as const;

export const PDP_STRINGS = {
  notFoundTitle: 'Product Not Found',
  notFoundText: "The product you're looking for doesn't exist.",
  backToShop: 'Back to Shop',
  backToWholesaleShop: 'Back to Wholesale Shop',
  adding: 'Adding...',
  selectVariant: 'Please select a variant',
  addToCartFailed: 'Failed to add to cart',
  retailValue: 'Retail Value',
  from: 'From',
} as const;
