/**
 * The price authority: prices purchase intents from the database with the core rule
 * (priceCart) and resolves the Shopify ids each line is sold as; hand-off.ts hands the cart to
 * Shopify. Shopify's figure is compared with ours before the shopper is sent to pay.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { PriceCartResponse, PurchaseIntent } from '../../core/api/checkout';
import { stockStatusOf } from '../../core/catalog/stock';
import { tryParsePence } from '../../core/money';
import { type PricingVariant, priceCart } from '../../core/pricing/price-cart';
import { isWholesaleProduct } from '../../core/pricing/wholesale';
import { findAccessProfile } from '../auth/service';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { users } from '../db/schema/auth';
import { products, productVariants } from '../db/schema/catalog';
import { AppError } from '../http/errors';
import {
  type LineMerchandise,
  NOT_EXPORTED_MESSAGE,
  resolveLineMerchandise,
} from '../shopify/merchandise-ids';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type CheckoutViewer = {
  userId: string;
  email: string;
  emailVerified: boolean;
  isApprovedTrade: boolean;
} | null;

type VariantRecord = PricingVariant & { shopifyGid: string | null };

/** The published variants the intents name (one query), keyed by local id. */
export async function loadPricingVariants(
  db: Database,
  intents: readonly PurchaseIntent[],
): Promise<Map<string, VariantRecord>> {
  return loadPricingVariantsByIds(
    db,
    intents.filter((intent) => intent.kind !== 'cups').map((intent) => intent.variantId),
  );
}

/** The published variants of these local ids (one query); ids that are not uuids are skipped. */
export async function loadPricingVariantsByIds(
  db: Database,
  variantIds: readonly string[],
): Promise<Map<string, VariantRecord>> {
  const ids = [...new Set(variantIds.filter((id) => UUID.test(id)))];
  const result = new Map<string, VariantRecord>();
  if (ids.length === 0) return result;
  const rows = await db
    .select({
      id: productVariants.id,
      title: productVariants.title,
      price: productVariants.price,
      shopifyGid: productVariants.shopifyGid,
      inventoryQuantity: productVariants.inventoryQuantity,
      productTitle: products.title,
      productHandle: products.handle,
      productType: products.type,
      tags: products.tags,
      imageUrl: products.imageUrl,
      vatRatePercent: products.vatRatePercent,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(inArray(productVariants.id, ids), eq(products.published, true)));
  for (const row of rows) {
    const pence = tryParsePence(row.price);
    if (pence === null || pence < 0) continue;
    result.set(row.id, {
      variantId: row.id,
      productTitle: row.productTitle,
      productHandle: row.productHandle,
      productType: row.productType,
      variantTitle: row.title,
      pricePence: pence,
      isWholesale: isWholesaleProduct({ title: row.productTitle, tags: row.tags }),
      imageUrl: row.imageUrl,
      shopifyGid: row.shopifyGid,
      // Read at pricing and at checkout: an out-of-stock variant cannot be bought.
      outOfStock: stockStatusOf(row.inventoryQuantity) === 'out_of_stock',
      availableUnits: row.inventoryQuantity === null ? null : Math.max(0, row.inventoryQuantity),
      vatRatePercent: row.vatRatePercent,
    });
  }
  return result;
}

/** Who is buying: the session user, whether the email is verified, and approved trade status. */
export async function loadCheckoutViewer(
  db: Database,
  userId: string | null,
): Promise<CheckoutViewer> {
  if (!userId) return null;
  const [row] = await db
    .select({ email: users.email, emailVerified: users.emailVerified })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  return checkoutViewerOf(db, { id: userId, ...row });
}

/**
 * The checkout viewer of a user already read (a session's, read with it): only their trade
 * standing is asked, so pricing a signed-in shopper's drawer reads the user once, not twice.
 */
export async function checkoutViewerOf(
  db: Database,
  user: { id: string; email: string; emailVerified: boolean },
): Promise<NonNullable<CheckoutViewer>> {
  const access = await findAccessProfile(db, user.id);
  return {
    userId: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    isApprovedTrade: access.wholesaleStatus === 'approved',
  };
}

export async function priceIntents(
  db: Database,
  intents: readonly PurchaseIntent[],
  viewer: CheckoutViewer,
): Promise<{ pricing: PriceCartResponse; variants: Map<string, VariantRecord> }> {
  const variants = await loadPricingVariants(db, intents);
  const pricing = priceCart(intents, (id) => variants.get(id) ?? null, {
    isApprovedTrade: viewer?.isApprovedTrade === true,
  });
  return { pricing, variants };
}

/**
 * The Shopify ids of every line, from the last product export (shopify_merchandise_ids). A line
 * without them cannot be sold: 400 naming each such line. Against the built-in sandbox the ids
 * derived from the base variant gid stand in (the seeded shop sells before any export).
 */
export async function resolveCheckoutMerchandise(options: {
  db: Database;
  config: Config;
  pricing: PriceCartResponse;
  variants: Map<string, VariantRecord>;
}): Promise<LineMerchandise[]> {
  const { pricing, variants } = options;
  const { ids, missing } = await resolveLineMerchandise({
    db: options.db,
    lines: pricing.lines,
    baseGidOf: (variantId) => variants.get(variantId)?.shopifyGid ?? null,
    sandbox: options.config.shopify.store === null,
  });
  if (missing.length === 0) return ids;
  const fields: Record<string, string[]> = {};
  for (const index of missing) {
    const line = pricing.lines[index];
    const name = line?.variantTitle
      ? `${line.productTitle} (${line.variantTitle})`
      : line?.productTitle;
    fields[`lines.${index}`] = [`${name} ${NOT_EXPORTED_MESSAGE}`];
  }
  const first = Object.values(fields)[0]?.[0] ?? NOT_EXPORTED_MESSAGE;
  throw new AppError('NOT_ON_SHOPIFY', first, { status: 400, fields });
}

export {
  CheckoutHandOffError,
  CheckoutStoreUnavailableError,
  createStorefrontCart,
  handOffToShopify,
  isDraftOrderCart,
  type StorefrontCartResult,
} from './hand-off';
