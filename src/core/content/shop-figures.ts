/**
 * The shop's published figures: the one configured source of every customer count, review count
 * and average rating the storefront shows (issue 19 defect 8). The Consumer Protection from Unfair
 * Trading Regulations 2008, now Part 4 Chapter 1 of the Digital Markets, Competition and Consumers
 * Act 2024, make a misleading figure an unfair commercial practice, and a page that says 50K+ here
 * and 10,000+ there cannot be right twice. Change a figure here only from records (orders, the
 * review platform's count): every page reads it from this file (docs/decisions.md).
 */
export const SHOP_FIGURES = {
  /** Customers served, rounded down to the claim shown ('10,000+'). */
  customers: 10_000,
  /** Verified reviews collected on the review platform. */
  reviews: 2_847,
  /** Their average rating out of 5. */
  averageRating: 4.9,
} as const;

const GROUPED = new Intl.NumberFormat('en-GB');

/** '10,000+': at least this many customers. */
export const CUSTOMERS_CLAIM = `${GROUPED.format(SHOP_FIGURES.customers)}+`;
/** '2,847': the exact review count. */
export const REVIEWS_CLAIM = GROUPED.format(SHOP_FIGURES.reviews);
/** '4.9' */
export const AVERAGE_RATING_TEXT = SHOP_FIGURES.averageRating.toFixed(1);

/** '2,847 verified reviews' */
export const VERIFIED_REVIEWS_TEXT = `${REVIEWS_CLAIM} verified reviews`;
/** '10,000+ customers' */
export const CUSTOMERS_TEXT = `${CUSTOMERS_CLAIM} customers`;
