/**
 * Admin clients for tests that interleave two requests: `held` waits before each call until the
 * test lets it go (a request caught while it is on its way to Shopify); `counted` counts calls.
 */
import { createAdminClientFromConfig, type ShopifyAdminClient } from '../shopify/admin-client';
import type { TestApp } from './harness';

type GraphqlClient = Pick<ShopifyAdminClient, 'graphql'>;

export function heldShopify(app: TestApp) {
  const shopify = createAdminClientFromConfig(app.config);
  let letGo!: () => void;
  const gate = new Promise<void>((resolve) => {
    letGo = resolve;
  });
  const calls = { count: 0 };
  const held: GraphqlClient = {
    graphql: (async (...args: Parameters<typeof shopify.graphql>) => {
      await gate;
      return shopify.graphql(...args);
    }) as typeof shopify.graphql,
  };
  const counted: GraphqlClient = {
    graphql: ((...args: Parameters<typeof shopify.graphql>) => {
      calls.count += 1;
      return shopify.graphql(...args);
    }) as typeof shopify.graphql,
  };
  return { held, counted, calls, letGo };
}
