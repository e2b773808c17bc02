/**
 * The hand-off of a priced cart to Shopify: a Storefront cartCreate for retail lines, a draft
 * order (priceOverride) for trade and cup tiers, each with the server's signed cart attributes.
 */
import { randomBytes } from 'node:crypto';
import type { PriceCartResponse } from '../../core/api/checkout';
import { tryParsePence } from '../../core/money';
import type { Config } from '../config';
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
  CART_TOKEN_KEY,
  CART_USER_KEY,
  DRAFT_ORDER_CREATE_MUTATION,
  GUEST_SIGNER,
  SERVER_CART_CREATE_MUTATION,
  type SignedLine,
  signCheckout,
} from '../shopify/merchandise';
import type { LineMerchandise } from '../shopify/merchandise-ids';
import { fetchFailureMessage, isOutageStatus } from '../shopify/store-outage';
import { serverStorefrontHeaders, storefrontEndpoint } from '../shopify/storefront-request';
import type { CheckoutViewer } from './price-authority';

export class CheckoutHandOffError extends Error {}
/**
 * Shopify is down, throttling or unreachable: the shopper is told payment is unavailable just now
 * and keeps the basket (decision 132), rather than the generic hand-off failure.
 */
export class CheckoutStoreUnavailableError extends CheckoutHandOffError {}

/** Shopify's figures for the cart it built: subtotal before cart-level discounts, total to pay. */
export type StorefrontCartResult = {
  checkoutUrl: string;
  shopifySubtotalPence: number;
  shopifyTotalPence: number;
  discountCodes: { code: string; applicable: boolean }[];
};

type GraphQLBody<T> = {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
};

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
    throw new CheckoutStoreUnavailableError(fetchFailureMessage(err));
  }
  if (isOutageStatus(response.status)) {
    await response.body?.cancel().catch(() => {});
    throw new CheckoutStoreUnavailableError(`Shopify answered HTTP ${response.status}`);
  }
  if (!response.ok) throw new CheckoutHandOffError(`Shopify answered HTTP ${response.status}`);
  const body = (await response.json()) as GraphQLBody<T>;
  // Throttled (the Storefront API's checkout throttle answers 200 THROTTLED, the Admin API's
  // bucket too): the shopper tries again in a moment, as for an outage.
  if (body.errors?.some((e) => e.extensions?.code === 'THROTTLED')) {
    throw new CheckoutStoreUnavailableError('Shopify throttled the checkout');
  }
  if (body.errors && body.errors.length > 0) {
    throw new CheckoutHandOffError(body.errors.map((e) => e.message).join('; '));
  }
  if (!body.data) throw new CheckoutHandOffError('Shopify answered without data');
  return body.data;
}

/**
 * The signed cart attributes: the priced total, who is buying (GUEST_SIGNER for a guest), a nonce
 * and an HMAC over them and the lines sent to Shopify. The order webhook holds an order whose
 * signature is missing or does not match its lines (orders/order-verification.ts).
 */
function identityAttributes(
  config: Config,
  viewer: CheckoutViewer,
  pricedTotal: number,
  lines: readonly SignedLine[],
) {
  const userId = viewer?.userId ?? GUEST_SIGNER;
  const nonce = randomBytes(12).toString('base64url');
  return [
    { key: CART_PRICED_TOTAL_KEY, value: String(pricedTotal) },
    { key: CART_USER_KEY, value: userId },
    { key: CART_NONCE_KEY, value: nonce },
    {
      key: CART_SIGNATURE_KEY,
      value: signCheckout({
        secret: config.authSecret,
        userId,
        pricedTotalPence: pricedTotal,
        nonce,
        lines,
      }),
    },
  ];
}

export const CUPS_WITH_SUBSCRIPTION_MESSAGE =
  'Cupping cups are paid for on an order of their own: please check out your subscription separately.';

/**
 * Whether a priced cart is paid through a draft order: trade prices and cup tiers are not on sale
 * in the Storefront channel (docs/decisions/049-conditional-prices-off-the-storefront.md).
 */
export function isDraftOrderCart(pricing: PriceCartResponse): boolean {
  return pricing.lines.some((line) => line.intent.kind === 'trade' || line.intent.kind === 'cups');
}

/**
 * Build the Shopify checkout for a priced cart without problems. Retail: the server's
 * storefront cartCreate (with the shopper's discount code, if any); trade and cups:
 * draftOrderCreate with priceOverride. The caller compares Shopify's figures with ours before
 * sending the shopper on.
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
  /** The shopper's address (request context), sent to Shopify as the buyer's IP. */
  buyerIp: string | null;
  /** The browser's token for this checkout of its cart, recorded on the order. */
  cartToken?: string | null;
}): Promise<StorefrontCartResult> {
  const { config, pricing, viewer } = options;
  const isTrade = pricing.lines.some((line) => line.intent.kind === 'trade');
  const store = config.shopify.store;
  const ids = options.merchandise;
  const signedTotal = options.signedTotalPence ?? pricing.totalPence;

  if (isDraftOrderCart(pricing)) {
    if (pricing.lines.some((line) => line.intent.kind === 'subscription')) {
      throw new AppError('CHECKOUT_BLOCKED', CUPS_WITH_SUBSCRIPTION_MESSAGE, {
        status: 400,
        fields: { lines: [CUPS_WITH_SUBSCRIPTION_MESSAGE] },
      });
    }
    const lineItems = pricing.lines.map((line, index) =>
      buildDraftLine(line, ids[index] ?? { merchandiseId: '', sellingPlanId: null }),
    );
    const attributes = identityAttributes(
      config,
      viewer,
      signedTotal,
      lineItems.map((l) => ({
        merchandiseId: l.variantId,
        sellingPlanId: null,
        quantity: l.quantity,
      })),
    );
    attributes.push({ key: CART_KIND_KEY, value: isTrade ? 'trade' : 'retail' });
    if (options.cartToken) attributes.push({ key: CART_TOKEN_KEY, value: options.cartToken });
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
          tags: [isTrade ? 'trade' : 'cups'],
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

  const lines = pricing.lines.map((line, index) =>
    buildStorefrontLine(line, ids[index] ?? { merchandiseId: '', sellingPlanId: null }),
  );
  const attributes = identityAttributes(
    config,
    viewer,
    signedTotal,
    lines.map((l) => ({
      merchandiseId: l.merchandiseId,
      sellingPlanId: l.sellingPlanId ?? null,
      quantity: l.quantity,
    })),
  );
  attributes.push({ key: CART_KIND_KEY, value: 'retail' });
  if (options.cartToken) attributes.push({ key: CART_TOKEN_KEY, value: options.cartToken });
  return createStorefrontCart({
    config,
    pricing,
    merchandise: ids,
    attributes,
    buyerEmail: viewer?.emailVerified ? viewer.email : null,
    discountCode: options.discountCode ?? null,
    buyerIp: options.buyerIp,
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
  /** The shopper's address: Shopify throttles the call on it, not on the server's. */
  buyerIp: string | null;
}): Promise<StorefrontCartResult> {
  const { config, pricing, merchandise, attributes, buyerEmail, discountCode } = options;
  const lines = pricing.lines.map((line, index) =>
    buildStorefrontLine(line, merchandise[index] ?? { merchandiseId: '', sellingPlanId: null }),
  );
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
    url: storefrontEndpoint(config),
    // The private token with the buyer's address (docs/decisions/051-storefront-buyer-ip.md).
    headers: serverStorefrontHeaders(config, options.buyerIp),
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
