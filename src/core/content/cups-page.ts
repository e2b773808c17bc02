// Static copy of the bulk cupping cups page (docs/spec/storefront.md §9 "Cup page marketing
// claims"). It belongs with the other content in src/core/content; it lives here until that move
// (decisions).

import { CUSTOMERS_CLAIM } from './shop-figures';

export { CUPS_PAGE_TITLE } from '../catalog/product-rules';
export const CUPS_PAGE_EYEBROW = 'For practitioners and clinics';
export const CUPS_PAGE_HEADLINE = 'Professional Cupping Cups, B1 to B6';
export const CUPS_PAGE_LEAD =
  'Mix any sizes in steps of 50 and the price per cup falls as your order grows, from £0.60 down to £0.21.';

/**
 * The banner: trade pricing, stated plainly. The invented scarcity ("the last 50 sets"), viewers
 * and sold-in-24h claims are gone.
 */
export const CUPS_STOCK_BANNER = 'Trade prices on every order: the more cups, the less each costs';

export const CUPS_TRUST_CLAIMS = [{ value: CUSTOMERS_CLAIM, label: 'customers' }] as const;
export const CUPS_BADGES = ['Trade prices by volume', 'Free UK Shipping'] as const;

export const CUPS_BUILD_TITLE = 'Build your order';
export const CUPS_BUILD_DESCRIPTION =
  'Choose quantities per size in steps of 50. Your whole order is priced at one volume tier.';
export const CUPS_RANGE_TITLE = 'The complete size range';
export const CUPS_RANGE_DESCRIPTION =
  'Seven clear polycarbonate cups, from wide B1 cups for large muscle groups to small B6 cups for facial points.';
export const CUPS_PRICING_TITLE = 'Volume pricing';
export const CUPS_PRICING_DESCRIPTION =
  'The more cups in your order, the less each one costs. Choose a tier to start building.';
