/**
 * What a Shopify store must give the shop, stated once (docs/decisions/127-shopify-connect.md):
 * the webhook topics the shop handles with the path each is delivered to (the server's webhook
 * routes, the sandbox's deliveries and `npm run shopify:connect` read this list), and the Admin
 * API access scopes its calls need (the connect command checks the token's granted scopes
 * against it). The scopes named by the topics are Shopify's, from the `WebhookSubscriptionTopic`
 * enum of the published Admin schema (src/server/shopify/schemas/); the operations' scopes from
 * https://shopify.dev/docs/api/usage/access-scopes and each operation's reference page.
 */

/** Where the webhook routes are mounted (src/server/app.ts). */
export const WEBHOOKS_MOUNT = '/api/webhooks';

/** The shop's webhook endpoints, each a route under WEBHOOKS_MOUNT. */
export const SHOPIFY_WEBHOOK_PATHS = {
  ordersCreate: `${WEBHOOKS_MOUNT}/shopify/orders-create`,
  inventory: `${WEBHOOKS_MOUNT}/shopify/inventory`,
  subscriptions: `${WEBHOOKS_MOUNT}/shopify/subscriptions`,
  privacy: `${WEBHOOKS_MOUNT}/shopify/privacy`,
} as const;

/** A path of SHOPIFY_WEBHOOK_PATHS as its router (mounted at WEBHOOKS_MOUNT) registers it. */
export function webhookRoute(
  path: (typeof SHOPIFY_WEBHOOK_PATHS)[keyof typeof SHOPIFY_WEBHOOK_PATHS],
) {
  return path.slice(WEBHOOKS_MOUNT.length);
}

export type ShopifyWebhookTopic = {
  /** The topic as Shopify's X-Shopify-Topic header names it. */
  topic: string;
  /** Where Shopify delivers it. */
  path: string;
  /**
   * How it is subscribed: `api`, with webhookSubscriptionCreate (its `WebhookSubscriptionTopic`
   * value); `app-config`, the mandatory compliance topics, which the Admin API cannot subscribe
   * (they are not in `WebhookSubscriptionTopic`): they are set in the app's configuration
   * (`[webhooks.subscriptions] compliance_topics` in shopify.app.toml, or the app's settings in
   * the Dev Dashboard; https://shopify.dev/docs/apps/build/compliance/privacy-law-compliance).
   */
  subscribe: { by: 'api'; enumValue: string; scope: string } | { by: 'app-config' };
};

/** Every topic the shop handles, in the order the readiness report lists them. */
export const SHOPIFY_WEBHOOK_TOPICS: readonly ShopifyWebhookTopic[] = [
  {
    topic: 'orders/create',
    path: SHOPIFY_WEBHOOK_PATHS.ordersCreate,
    subscribe: { by: 'api', enumValue: 'ORDERS_CREATE', scope: 'read_orders' },
  },
  {
    topic: 'inventory_levels/update',
    path: SHOPIFY_WEBHOOK_PATHS.inventory,
    subscribe: { by: 'api', enumValue: 'INVENTORY_LEVELS_UPDATE', scope: 'read_inventory' },
  },
  {
    topic: 'subscription_contracts/create',
    path: SHOPIFY_WEBHOOK_PATHS.subscriptions,
    subscribe: {
      by: 'api',
      enumValue: 'SUBSCRIPTION_CONTRACTS_CREATE',
      scope: 'read_own_subscription_contracts',
    },
  },
  {
    topic: 'subscription_contracts/update',
    path: SHOPIFY_WEBHOOK_PATHS.subscriptions,
    subscribe: {
      by: 'api',
      enumValue: 'SUBSCRIPTION_CONTRACTS_UPDATE',
      scope: 'read_own_subscription_contracts',
    },
  },
  {
    topic: 'subscription_billing_attempts/success',
    path: SHOPIFY_WEBHOOK_PATHS.subscriptions,
    subscribe: {
      by: 'api',
      enumValue: 'SUBSCRIPTION_BILLING_ATTEMPTS_SUCCESS',
      scope: 'read_own_subscription_contracts',
    },
  },
  {
    topic: 'subscription_billing_attempts/failure',
    path: SHOPIFY_WEBHOOK_PATHS.subscriptions,
    subscribe: {
      by: 'api',
      enumValue: 'SUBSCRIPTION_BILLING_ATTEMPTS_FAILURE',
      scope: 'read_own_subscription_contracts',
    },
  },
  {
    topic: 'customer_payment_methods/update',
    path: SHOPIFY_WEBHOOK_PATHS.subscriptions,
    subscribe: {
      by: 'api',
      enumValue: 'CUSTOMER_PAYMENT_METHODS_UPDATE',
      scope: 'read_customer_payment_methods',
    },
  },
  {
    topic: 'customers/data_request',
    path: SHOPIFY_WEBHOOK_PATHS.privacy,
    subscribe: { by: 'app-config' },
  },
  {
    topic: 'customers/redact',
    path: SHOPIFY_WEBHOOK_PATHS.privacy,
    subscribe: { by: 'app-config' },
  },
  { topic: 'shop/redact', path: SHOPIFY_WEBHOOK_PATHS.privacy, subscribe: { by: 'app-config' } },
];

/** The path a topic is delivered to (the sandbox's deliveries use it); undefined: not handled. */
export function webhookPathOf(topic: string): string | undefined {
  return SHOPIFY_WEBHOOK_TOPICS.find((t) => t.topic === topic)?.path;
}

/** The topics the connect command subscribes through the Admin API. */
export const API_WEBHOOK_TOPICS = SHOPIFY_WEBHOOK_TOPICS.flatMap((t) =>
  t.subscribe.by === 'api' ? [{ topic: t.topic, path: t.path, ...t.subscribe }] : [],
);

/**
 * The Admin API scopes the shop's calls need, each with what it is for. A `write_` scope also
 * grants the `read_` one (https://shopify.dev/docs/api/usage/access-scopes: "Any scope that
 * writes a resource also grants read access to it"), so only the strongest is listed; the
 * topics' read scopes are covered by it (a unit test checks).
 */
export const REQUIRED_ADMIN_SCOPES: readonly { handle: string; for: string }[] = [
  { handle: 'write_products', for: 'the catalogue export (productSet)' },
  {
    handle: 'write_purchase_options',
    for: 'the subscription prices (sellingPlanGroupCreate / sellingPlanGroupDelete)',
  },
  {
    handle: 'read_publications',
    for: 'the sales channels trade and cup products are taken off (publications)',
  },
  {
    handle: 'write_publications',
    for: 'unpublishing trade and cup products (publishableUnpublish)',
  },
  { handle: 'write_draft_orders', for: 'trade and cup checkouts (draftOrderCreate)' },
  {
    handle: 'write_orders',
    for: 'orders/create, refunds (refundCreate), cancellations (orderCancel), the daily reconciliation (orders)',
  },
  {
    handle: 'write_inventory',
    for: 'stock edits (inventorySetQuantities), inventory_levels/update and the stock sync',
  },
  {
    handle: 'write_own_subscription_contracts',
    for: 'subscription changes and renewals (subscriptionContract…, subscriptionBillingAttemptCreate) and their webhooks',
  },
  {
    handle: 'read_customer_payment_methods',
    for: 'the card a renewal uses, customer_payment_methods/update, the card update email',
  },
  {
    handle: 'write_customers',
    for: 'the card update email (customerPaymentMethodSendUpdateEmail)',
  },
  {
    handle: 'write_online_store_navigation',
    for: "a renamed product's redirect (urlRedirectCreate)",
  },
];

/** Whether `needed` is granted: itself, or for a `read_` scope the `write_` one. */
export function scopeGranted(granted: ReadonlySet<string>, needed: string): boolean {
  if (granted.has(needed)) return true;
  return needed.startsWith('read_') && granted.has(`write_${needed.slice('read_'.length)}`);
}
