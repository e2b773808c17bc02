/**
 * Test helpers for subscription renewals: a paid sandbox checkout with a subscription line, the
 * official Admin API client pointed at the sandbox, and condition polling.
 */
import { createAdminApiClient } from '@shopify/admin-api-client';
import { eq } from 'drizzle-orm';
import type { CartLine } from '../../core/cart/cart-line';
import { buildCartCreateInput, CART_CREATE_MUTATION } from '../../core/cart/checkout-rules';
import { orders, subscriptions } from '../db/schema/orders';
import { SANDBOX_ADMIN_TOKEN } from '../shopify/admin-client';
import type { TestApp } from '../test/harness';

export const SUBSCRIPTION_LINE: CartLine = {
  variantId: 'oil-100:subscribe-30',
  shopifyGid: 'gid://shopify/ProductVariant/44858553761923',
  productTitle: 'Organic Black Seed Oil',
  variantTitle: '100ml',
  price: 14.24,
  quantity: 1,
  imageUrl: '',
  isSubscription: true,
  subscriptionFrequency: '30',
  subscriptionPlan: '1-month supply (5% off)',
};

/** Polls `check` until it returns a value that is not undefined/false (no fixed sleeps). */
export async function waitFor<T>(
  check: () => Promise<T | undefined | null | false>,
  { timeoutMs = 20_000, what = 'condition' }: { timeoutMs?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== null && value !== false) return value as T;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Pays a sandbox checkout for `lines`; returns the stored order and its subscriptions once linked to contracts. */
export async function subscribeThroughCheckout(
  app: TestApp,
  options: { email: string; cardNumber?: string; lines?: CartLine[] },
) {
  const lines = options.lines ?? [SUBSCRIPTION_LINE];
  const res = await app.fetch(
    `/sandbox/shopify/api/${app.config.shopify.apiVersion}/graphql.json`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Shopify-Storefront-Access-Token': 'sandbox-public-token',
      },
      body: JSON.stringify({
        query: CART_CREATE_MUTATION,
        variables: { input: buildCartCreateInput(lines) },
      }),
    },
  );
  const body = (await res.json()) as { data: { cartCreate: { cart: { checkoutUrl: string } } } };
  const url = new URL(body.data.cartCreate.cart.checkoutUrl);
  const page = await (await app.fetch(`${url.pathname}${url.search}`)).text();
  const action = /<form method="post" action="([^"]+)"/.exec(page)?.[1]?.replace(/&amp;/g, '&');
  if (!action) throw new Error('no checkout form');
  const paid = await app.fetch(action, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: app.baseUrl },
    body: new URLSearchParams({
      email: options.email,
      first_name: 'Amira',
      last_name: 'Khan',
      company: '',
      address1: '12 High Street',
      address2: '',
      city: 'Leicester',
      province: '',
      zip: 'LE1 1AA',
      phone: '',
      card_number: options.cardNumber ?? '4242 4242 4242 4242',
      card_expiry: '12 / 34',
      card_cvc: '123',
      card_name: 'Amira Khan',
    }).toString(),
    redirect: 'manual',
  });
  if (paid.status !== 303) throw new Error(`checkout answered ${paid.status}`);
  const [order] = await app.db.select().from(orders).where(eq(orders.email, options.email));
  if (!order) throw new Error('order not stored');
  const subs = await waitFor(
    async () => {
      const rows = await app.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.orderId, order.id));
      return rows.length > 0 && rows.every((row) => row.shopifyContractId) ? rows : undefined;
    },
    { what: 'subscription contracts' },
  );
  return { order, subscriptions: subs };
}

/** Shopify's official Admin API client, its requests sent to this app's sandbox. */
export function sandboxAdminClient(app: TestApp) {
  return createAdminApiClient({
    storeDomain: 'sandbox-shop.myshopify.com',
    apiVersion: app.config.shopify.apiVersion,
    accessToken: SANDBOX_ADMIN_TOKEN,
    customFetchApi: (input, init) =>
      fetch(
        String(input).replace(
          'https://sandbox-shop.myshopify.com',
          `${app.baseUrl}/sandbox/shopify`,
        ),
        init,
      ),
  });
}
