import { Hono } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { createSandboxAdminApi } from './admin-api';
import { createSandboxCheckoutRoutes } from './checkout-routes';
import { createSandboxCartStore } from './sandbox-carts';
import { createSandboxStorefrontApi } from './storefront-api';
import {
  createSandboxSubscriptionApi,
  createSandboxSubscriptionTestRoutes,
} from './subscription-api';
import { createSandboxSubscriptions } from './subscription-checkout';

/**
 * Mounted at /sandbox/shopify (only when no real store is configured): the Storefront API
 * (/api/{version}/graphql.json), the hosted checkout (/checkout/…) and the Admin API (/admin/…).
 * Carts live in this process's memory (see sandbox-carts.ts).
 */
export function createSandboxRoutes(deps: AppDeps) {
  const carts = createSandboxCartStore();
  const subscriptions = createSandboxSubscriptions(deps);
  return new Hono<AppEnv>()
    .route('/api', createSandboxStorefrontApi(deps, carts))
    .route('/checkout', createSandboxCheckoutRoutes(deps, carts, subscriptions.checkoutHooks))
    .route('/admin', createSandboxSubscriptionApi(subscriptions.store))
    .route('/admin', createSandboxAdminApi(deps, carts))
    .route(
      '/test',
      deps.config.enableTestRoutes
        ? createSandboxSubscriptionTestRoutes(subscriptions.store)
        : new Hono<AppEnv>(),
    );
}
