import { Hono } from 'hono';
import type { MountRoutes } from '../server/app';
import type { AppDeps } from '../server/app-deps';
import type { AppEnv } from '../server/http/app-env';
import { createSandboxAdminApi, createSandboxAdminTestRoutes } from './admin-api';
import {
  createSandboxAppInstallation,
  createSandboxAppInstallationTestRoutes,
  sandboxAppInstallationOperations,
} from './admin-webhook-subscriptions';
import { createSandboxCheckoutRoutes } from './checkout-routes';
import { createSandboxFaultTestRoutes, sandboxFaults } from './faults';
import {
  createSandboxInventory,
  createSandboxInventoryTestRoutes,
  sandboxInventoryOperations,
} from './inventory-api';
import { createSandboxOrderStore, sandboxOrderOperations } from './order-api';
import { createSandboxPaymentMethodPage } from './payment-method-page';
import { createSandboxCartStore } from './sandbox-carts';
import { createSandboxDocuments } from './sandbox-documents';
import { createDatabaseStock } from './sandbox-stock';
import { createSandboxShopState } from './shop-state';
import { limitSandboxStorefrontAttempts } from './storefront-access';
import { createSandboxStorefrontApi } from './storefront-api';
import {
  createSandboxSubscriptionTestRoutes,
  sandboxSubscriptionOperations,
} from './subscription-api';
import { createSandboxSubscriptions } from './subscription-checkout';

export { SANDBOX_CART_CREATE_LIMIT } from './storefront-access';

/**
 * Mounted at /sandbox/shopify (only when config.shopify.sandbox is set: no real store, and in
 * production with DATABASE_URL only with SHOPIFY_SANDBOX=true): the Storefront API
 * (/api/{version}/graphql.json), the hosted checkout (/checkout/…) and the Admin API (/admin/…).
 * Orders, subscription contracts, cards, billing attempts, carts, draft orders, publications and
 * stock live in the database (sandbox-documents.ts, sandbox-stock.ts; decisions 129, 133); the
 * Admin API's own products and selling plan groups in this process's memory, bounded (bounds.ts).
 */
export function createSandboxRoutes(deps: AppDeps) {
  // Orders, contracts, cards, billing attempts, carts, draft orders and publications: in the
  // database (decisions 129, 133), as is the stock (sandbox_stock, sandbox-stock.ts).
  const documents = createSandboxDocuments(deps.db);
  const carts = createSandboxCartStore({ documents });
  // The admin API's products and selling plan groups, sellable through the storefront.
  const shop = createSandboxShopState({ documents });
  const subscriptions = createSandboxSubscriptions(deps, documents);
  const inventory = createSandboxInventory(deps, createDatabaseStock(deps.db));
  const orders = createSandboxOrderStore(documents);
  const installation = createSandboxAppInstallation();
  return (
    new Hono<AppEnv>()
      // A Shopify outage, while a test has switched one on (faults.ts, decision 132).
      .use('*', sandboxFaults())
      .use('/api/*', limitSandboxStorefrontAttempts(deps))
      .route('/api', createSandboxStorefrontApi(deps, carts, shop))
      .route(
        '/checkout',
        createSandboxCheckoutRoutes(deps, carts, subscriptions.checkoutHooks, orders, inventory),
      )
      .route(
        '/payment-methods',
        createSandboxPaymentMethodPage(
          deps,
          subscriptions.store.paymentMethods,
          subscriptions.store.savePaymentMethod,
        ),
      )
      .route(
        '/admin',
        createSandboxAdminApi(deps, carts, shop, [
          sandboxInventoryOperations(deps, inventory),
          sandboxOrderOperations(orders, inventory),
          sandboxSubscriptionOperations(subscriptions.store),
          sandboxAppInstallationOperations(installation),
        ]),
      )
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
      )
      .route(
        '/test',
        deps.config.enableTestRoutes
          ? createSandboxAppInstallationTestRoutes(installation)
          : new Hono<AppEnv>(),
      )
      .route(
        '/test',
        deps.config.enableTestRoutes ? createSandboxFaultTestRoutes() : new Hono<AppEnv>(),
      )
      .route(
        '/test',
        deps.config.enableTestRoutes ? createSandboxAdminTestRoutes() : new Hono<AppEnv>(),
      )
  );
}

/**
 * Mounts the sandbox store at /sandbox/shopify when config.shopify.sandbox is on (else nothing):
 * src/main.ts loads this module and passes it to createApp only then; the test harness passes it
 * always, so a test of a configuration without the sandbox still gets no sandbox.
 */
export const mountSandbox: MountRoutes = (app, deps) => {
  if (deps.config.shopify.sandbox) app.route('/sandbox/shopify', createSandboxRoutes(deps));
};
