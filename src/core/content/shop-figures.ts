import { groupThousands } from '../number-format';

/**
 * The shop's published figures: the one configured source of every customer count the storefront
 * shows. The Consumer Protection from Unfair
 * Trading Regulations 2008, now Part 4 Chapter 1 of the Digital Markets, Competition and Consumers
 * Act 2024, make a misleading figure an unfair commercial practice, and a page that says 50K+ here
 * and 10,000+ there cannot be right twice. Change a figure here only from records (orders, the
 * review platform's count): every page reads it from this file (docs/decisions/022-shopper-essentials.md).
 */
export const SHOP_FIGURES = {
  /** Customers served, rounded down to the claim shown ('10,000+'). */
  customers: 10_000,
} as const;
// No review count or average rating here: those come only from approved
// reviews in the database, per product (src/server/reviews), never from configured copy.

/** '10,000+': at least this many customers. */
export const CUSTOMERS_CLAIM = `${groupThousands(SHOP_FIGURES.customers)}+`;
/** '10,000+ customers' */
export const CUSTOMERS_TEXT = `${CUSTOMERS_CLAIM} customers`;
