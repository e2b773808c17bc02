import { Hono } from 'hono';
import type {
  InventorySyncResult,
  InventorySyncStatusResponse,
  VariantStockResponse,
} from '../../core/api/inventory';
import { STOCK_NOTIFY_SUCCESS_MESSAGE } from '../../core/schemas/stock-notify';
import type { AppDeps } from '../app-deps';
import { actorOf, recordAudit } from '../audit/service';
import { requireAdminAssurance, viewerOf } from '../auth/service';
import type { AppEnv } from '../http/app-env';
import { answer, readBody } from '../http/contract';
import { AppError } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { isUuid } from '../http/validate';
import { ShopifyAdminError } from '../shopify/admin-client';
import { requestStockNotification } from './service';
import { setVariantStock } from './set-stock';
import { latestInventorySync, runInventorySync } from './sync-runs';

/** Per client address: 5 requests in 10 minutes (like the contact form). */
export const STOCK_NOTIFY_RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 } as const;

/** Mounted at /api/stock: "email me when it is back" (public, rate-limited). */
export function createStockRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post(
    '/notify',
    rateLimit({
      store: deps.rateLimitStore,
      enabled: deps.config.rateLimitsEnabled,
      name: 'stock-notify',
      max: STOCK_NOTIFY_RATE_LIMIT.max,
      windowMs: STOCK_NOTIFY_RATE_LIMIT.windowMs,
      message: 'You have sent several requests in a short time. Please try again later.',
    }),
    async (c) => {
      const values = await readBody(c, 'POST /api/stock/notify');
      await requestStockNotification(deps, values);
      return answer(
        c,
        'POST /api/stock/notify',
        { ok: true, message: STOCK_NOTIFY_SUCCESS_MESSAGE },
        201,
      );
    },
  );
}

/**
 * Mounted at /api/admin/inventory: staff pull Shopify's inventory now (logged), read when the
 * last sync ran (scheduled or by staff) and how it ended, and set one variant's stock (on
 * Shopify, then in the shop; logged).
 */
export function createAdminInventoryRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', requireAdminAssurance(deps.auth, deps.db))
    .get('/sync', async (c) => {
      c.header('Cache-Control', 'no-store');
      const body: InventorySyncStatusResponse = {
        intervalMinutes: deps.config.inventorySyncMinutes,
        lastRun: await latestInventorySync(deps),
      };
      return answer(c, 'GET /api/admin/inventory/sync', body);
    })
    .post('/sync', async (c) => {
      const { user } = viewerOf(c);
      c.header('Cache-Control', 'no-store');
      const outcome = await runInventorySync(deps, 'staff');
      if (outcome.status === 'failed') {
        if (!(outcome.cause instanceof ShopifyAdminError)) throw outcome.cause;
        throw new AppError('shopify_unavailable', 'Shopify did not answer. Try again shortly.', {
          status: 502,
        });
      }
      const result: InventorySyncResult = { changed: outcome.changed, notified: outcome.notified };
      c.get('logger').info({ staff: user.id, ...result }, 'staff synced stock from Shopify');
      await recordAudit(deps.db, actorOf(c), {
        action: 'inventory.sync',
        entityType: 'inventory',
        summary: `Stock synced from Shopify: ${result.changed} changed, ${result.notified} back-in-stock emails`,
        after: result,
      });
      return answer(c, 'POST /api/admin/inventory/sync', result);
    })
    .put('/variants/:id', async (c) => {
      c.header('Cache-Control', 'no-store');
      const id = c.req.param('id');
      const values = await readBody(c, 'PUT /api/admin/inventory/variants/:id');
      if (!isUuid(id)) throw new AppError('not_found', 'Product option not found');
      try {
        const quantity = await setVariantStock(deps, id, values, actorOf(c));
        return answer(c, 'PUT /api/admin/inventory/variants/:id', {
          variantId: id,
          quantity,
        } satisfies VariantStockResponse);
      } catch (err) {
        if (!(err instanceof ShopifyAdminError)) throw err;
        throw new AppError('shopify_unavailable', 'Shopify did not answer. Try again shortly.', {
          status: 502,
        });
      }
    });
}
