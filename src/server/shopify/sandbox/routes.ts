import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '../../app-deps';
import type { AppEnv } from '../../http/app-env';
import { SANDBOX_ADMIN_TOKEN } from '../admin-client';
import { createSandboxAdminApi } from './admin-api';
import { createSandboxCheckoutRoutes } from './checkout-routes';
import {
  createSandboxInventory,
  createSandboxInventoryApi,
  createSandboxInventoryTestRoutes,
} from './inventory-api';
import { createSandboxOrderApi, createSandboxOrderStore } from './order-api';
import { createSandboxCartStore } from './sandbox-carts';
import { createSandboxShopState } from './shop-state';
import { createSandboxStorefrontApi } from './storefront-api';
import {
  createSandboxSubscriptionApi,
  createSandboxSubscriptionTestRoutes,
} from './subscription-api';
import { createSandboxSubscriptions } from './subscription-checkout';

/** cartCreate calls one client address may make (RATE_LIMITS on): a shopper makes a handful. */
export const SANDBOX_CART_CREATE_LIMIT = { max: 30, windowMs: 10 * 60_000 } as const;

/**
 * Counts the Storefront API calls that create a cart, per client address, and answers as Shopify
 * does past the limit (429, THROTTLED). The body is read once here and cached by Hono for the
 * handler.
 */
function limitCartCreation(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!deps.config.rateLimitsEnabled || c.req.method !== 'POST') return next();
    const body = await c.req.text().catch(() => '');
    if (!/\bcartCreate\b/.test(body)) return next();
    const count = await deps.rateLimitStore.hit(
      `sandbox-cart-create:${c.get('clientIp')}`,
      SANDBOX_CART_CREATE_LIMIT.windowMs,
    );
    if (count > SANDBOX_CART_CREATE_LIMIT.max) {
      c.header('Retry-After', String(Math.ceil(SANDBOX_CART_CREATE_LIMIT.windowMs / 1000)));
      return c.json({ errors: [{ message: 'Throttled', extensions: { code: 'THROTTLED' } }] }, 429);
    }
    return next();
  };
}

/**
 * Mounted at /sandbox/shopify (only when config.shopify.sandbox is set: no real store, and in
 * production with DATABASE_URL only with SHOPIFY_SANDBOX=true): the Storefront API
 * (/api/{version}/graphql.json), the hosted checkout (/checkout/…) and the Admin API (/admin/…).
 * Carts and products live in this process's memory, bounded (see sandbox-carts.ts, bounds.ts).
 */
export function createSandboxRoutes(deps: AppDeps) {
  const carts = createSandboxCartStore();
  // The admin API's products and selling plan groups, sellable through the storefront.
  const shop = createSandboxShopState();
  const subscriptions = createSandboxSubscriptions(deps);
  const inventory = createSandboxInventory(deps);
  const orders = createSandboxOrderStore();
  const adminToken = deps.config.shopify.sandbox?.adminToken ?? SANDBOX_ADMIN_TOKEN;
  return new Hono<AppEnv>()
    .use('/api/*', limitCartCreation(deps))
    .route('/api', createSandboxStorefrontApi(deps, carts, shop))
    .route(
      '/checkout',
      createSandboxCheckoutRoutes(deps, carts, subscriptions.checkoutHooks, orders),
    )
    .route('/admin', createSandboxInventoryApi(deps, inventory, adminToken))
    .route('/admin', createSandboxOrderApi(orders, adminToken))
    .route('/admin', createSandboxSubscriptionApi(subscriptions.store, adminToken))
    .route('/admin', createSandboxAdminApi(deps, carts, shop))
    .route(
      '/test',
      deps.config.enableTestRoutes
        ? createSandboxSubscriptionTestRoutes(subscriptions.store)
        : new Hono<AppEnv>(),
    )
    .route(
      '/test',
      deps.config.enableTestRoutes
        ? createSandboxInventoryTestRoutes(inventory)
        : new Hono<AppEnv>(),
    );
}
