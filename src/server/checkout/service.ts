/**
 * The price authority: prices purchase intents from the database with the core rule
 * (priceCart) and hands a cart the server built to Shopify (storefront cartCreate for retail,
 * admin draftOrderCreate for trade). Shopify's figure is compared with ours before the shopper is
 * sent to pay; a difference refuses the hand-off.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { PriceCartResponse, PurchaseIntent } from '../../core/api/checkout';
import { stockStatusOf } from '../../core/catalog/stock';
import { tryParsePence } from '../../core/money';
import { type PricingVariant, priceCart } from '../../core/pricing/price-cart';
import { isWholesaleProduct } from '../../core/pricing/wholesale';
import { findAccessProfile } from '../auth/roles';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { users } from '../db/schema/auth';
import { products, productVariants } from '../db/schema/catalog';
import { AppError } from '../http/errors';
import type { Logger } from '../lib/logger';
import { createAdminClientFromConfig, SANDBOX_ADMIN_TOKEN } from '../shopify/admin-client';
import {
  buildDraftLine,
  buildStorefrontLine,
  CART_KIND_KEY,
  CART_NONCE_KEY,
  CART_PRICED_TOTAL_KEY,
  CART_SIGNATURE_KEY,
  CART_USER_KEY,
  DRAFT_ORDER_CREATE_MUTATION,
  SERVER_CART_CREATE_MUTATION,
  signCheckout,
} from '../shopify/merchandise';
import {
  type LineMerchandise,
  NOT_EXPORTED_MESSAGE,
  resolveLineMerchandise,
} from '../shopify/merchandise-ids';
import {
  SANDBOX_STOREFRONT_TOKEN,
  STOREFRONT_TOKEN_HEADER,
} from '../shopify/sandbox/storefront-api';

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
  const ids = [
    ...new Set(
      intents
        .filter((intent) => intent.kind !== 'cups')
        .map((intent) => intent.variantId)
        .filter((id) => UUID.test(id)),
    ),
  ];
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
  const access = await findAccessProfile(db, userId);
  return {
    userId,
    email: row.email,
    emailVerified: row.emailVerified,
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

export class CheckoutHandOffError extends Error {}

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

/** Shopify's figures for the cart it built: subtotal before cart-level discounts, total to pay. */
export type StorefrontCartResult = {
  checkoutUrl: string;
  shopifySubtotalPence: number;
  shopifyTotalPence: number;
  discountCodes: { code: string; applicable: boolean }[];
};

type GraphQLBody<T> = { data?: T; errors?: { message: string }[] };

async function postGraphQL<T>(options: {
  url: string;
  headers: Record<string, string>;
  query: string;
  variables: Record<string, unknown>;
}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(options.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        ...options.headers,
      },
      body: JSON.stringify({ query: options.query, variables: options.variables }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (err) {
    throw new CheckoutHandOffError(
      `Could not reach Shopify (${err instanceof Error ? err.message : 'network error'})`,
    );
  }
  if (!response.ok) throw new CheckoutHandOffError(`Shopify answered HTTP ${response.status}`);
  const body = (await response.json()) as GraphQLBody<T>;
  if (body.errors && body.errors.length > 0) {
    throw new CheckoutHandOffError(body.errors.map((e) => e.message).join('; '));
  }
  if (!body.data) throw new CheckoutHandOffError('Shopify answered without data');
  return body.data;
}

function identityAttributes(config: Config, viewer: CheckoutViewer, pricedTotal: number) {
  const attributes = [{ key: CART_PRICED_TOTAL_KEY, value: String(pricedTotal) }];
  if (!viewer) return attributes;
  const nonce = randomBytes(12).toString('base64url');
  attributes.push(
    { key: CART_USER_KEY, value: viewer.userId },
    { key: CART_NONCE_KEY, value: nonce },
    {
      key: CART_SIGNATURE_KEY,
      value: signCheckout({
        secret: config.authSecret,
        userId: viewer.userId,
        pricedTotalPence: pricedTotal,
        nonce,
      }),
    },
  );
  return attributes;
}

/**
 * Build the Shopify checkout for a priced cart without problems. Retail: the server's
 * storefront cartCreate (with the shopper's discount code, if any); trade: draftOrderCreate with
 * priceOverride. The caller compares Shopify's figures with ours before sending the shopper on.
 */
export async function handOffToShopify(options: {
  config: Config;
  logger: Logger;
  pricing: PriceCartResponse;
  /** The Shopify ids of each line, in line order (resolveCheckoutMerchandise). */
  merchandise: LineMerchandise[];
  viewer: CheckoutViewer;
  /** Retail only: the code Shopify applies to the cart. */
  discountCode?: string | null;
  /** The total to sign when it is not pricing.totalPence (the drawer's total after the code). */
  signedTotalPence?: number;
}): Promise<StorefrontCartResult> {
  const { config, pricing, viewer } = options;
  const isTrade = pricing.lines.some((line) => line.intent.kind === 'trade');
  const attributes = identityAttributes(
    config,
    viewer,
    options.signedTotalPence ?? pricing.totalPence,
  );
  attributes.push({ key: CART_KIND_KEY, value: isTrade ? 'trade' : 'retail' });
  const store = config.shopify.store;
  const ids = options.merchandise;

  if (isTrade) {
    const lineItems = pricing.lines.map((line, index) =>
      buildDraftLine(line, ids[index]?.merchandiseId ?? ''),
    );
    const admin = createAdminClientFromConfig(config);
    const data = await postGraphQL<{
      draftOrderCreate: {
        draftOrder: {
          invoiceUrl: string;
          subtotalPriceSet: { shopMoney: { amount: string } };
        } | null;
        userErrors: { message: string }[];
      };
    }>({
      url: admin.url,
      headers: {
        'X-Shopify-Access-Token': store
          ? store.adminToken
          : (config.shopify.sandbox?.adminToken ?? SANDBOX_ADMIN_TOKEN),
      },
      query: DRAFT_ORDER_CREATE_MUTATION,
      variables: {
        input: {
          lineItems,
          customAttributes: attributes,
          ...(viewer?.emailVerified ? { email: viewer.email } : {}),
          tags: ['trade'],
        },
      },
    });
    const draft = data.draftOrderCreate.draftOrder;
    if (!draft || data.draftOrderCreate.userErrors.length > 0) {
      throw new CheckoutHandOffError(
        data.draftOrderCreate.userErrors.map((e) => e.message).join('; ') || 'No draft order',
      );
    }
    const total = tryParsePence(draft.subtotalPriceSet.shopMoney.amount) ?? -1;
    return {
      checkoutUrl: draft.invoiceUrl,
      shopifySubtotalPence: total,
      shopifyTotalPence: total,
      discountCodes: [],
    };
  }

  return createStorefrontCart({
    config,
    pricing,
    merchandise: ids,
    attributes,
    buyerEmail: viewer?.emailVerified ? viewer.email : null,
    discountCode: options.discountCode ?? null,
  });
}

/**
 * Storefront cartCreate for priced retail lines (the checkout's cart, and the drawer's discount
 * preview). With a code, Shopify reports it in `discountCodes` with `applicable`, and the cost's
 * total is what the buyer pays after it (the subtotal is before cart-level discounts).
 */
export async function createStorefrontCart(options: {
  config: Config;
  pricing: PriceCartResponse;
  /** The Shopify ids of each line, in line order (resolveCheckoutMerchandise). */
  merchandise: LineMerchandise[];
  attributes: { key: string; value: string }[];
  buyerEmail: string | null;
  discountCode: string | null;
}): Promise<StorefrontCartResult> {
  const { config, pricing, merchandise, attributes, buyerEmail, discountCode } = options;
  const store = config.shopify.store;
  const lines = pricing.lines.map((line, index) =>
    buildStorefrontLine(line, merchandise[index] ?? { merchandiseId: '', sellingPlanId: null }),
  );
  const endpoint = store
    ? `https://${store.domain}/api/${config.shopify.apiVersion}/graphql.json`
    : `${config.publicUrl}/sandbox/shopify/api/${config.shopify.apiVersion}/graphql.json`;
  const data = await postGraphQL<{
    cartCreate: {
      cart: {
        checkoutUrl: string;
        cost: { subtotalAmount: { amount: string }; totalAmount: { amount: string } };
        discountCodes?: { code: string; applicable: boolean }[];
      } | null;
      userErrors: { message: string }[];
    };
  }>({
    url: endpoint,
    headers: {
      [STOREFRONT_TOKEN_HEADER]: store ? store.storefrontToken : SANDBOX_STOREFRONT_TOKEN,
    },
    query: SERVER_CART_CREATE_MUTATION,
    variables: {
      input: {
        lines,
        attributes,
        ...(buyerEmail ? { buyerIdentity: { email: buyerEmail } } : {}),
        ...(discountCode ? { discountCodes: [discountCode] } : {}),
      },
    },
  });
  const cart = data.cartCreate.cart;
  if (!cart || data.cartCreate.userErrors.length > 0) {
    throw new CheckoutHandOffError(
      data.cartCreate.userErrors.map((e) => e.message).join('; ') || 'No cart',
    );
  }
  return {
    checkoutUrl: cart.checkoutUrl,
    shopifySubtotalPence: tryParsePence(cart.cost.subtotalAmount.amount) ?? -1,
    shopifyTotalPence: tryParsePence(cart.cost.totalAmount.amount) ?? -1,
    discountCodes: cart.discountCodes ?? [],
  };
}
