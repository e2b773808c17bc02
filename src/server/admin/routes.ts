import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type {
  AdminApplicationDto,
  AdminApplicationsResponse,
  AdminCollectionsResponse,
  AdminOrderingResponse,
  AdminOrdersResponse,
  AdminProductResponse,
  AdminProductsResponse,
} from '../../core/api/admin';
import { createProductFormSchema } from '../../core/schemas/product';
import { describeWholesaleApplication } from '../../core/schemas/wholesale';
import type { AppDeps } from '../app-deps';
import { requireAdminAssurance } from '../auth/guards';
import type { OrderStatus } from '../db/schema/orders';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/errors';
import { parseWith, readJsonBody } from '../http/validate';
import { createAdminClientFromConfig, type ShopifyAdminClient } from '../shopify/admin-client';
import { exportProductsToShopify } from '../shopify/export';
import { listWholesaleApplications, setWholesaleStatus } from '../wholesale/service';
import { findAdminOrders, ORDER_STATUSES } from './order-service';
import {
  findAdminCollections,
  findCollectionOrder,
  findShopOrder,
  moveProductToCollection,
  reorderCollectionProducts,
  reorderProductsGlobally,
} from './ordering-service';
import {
  createAdminProduct,
  deleteAdminProduct,
  findAdminProduct,
  findAdminProducts,
  isUuid,
  updateAdminProduct,
} from './product-service';

export const EXPORT_RUNNING_MESSAGE = 'An export is already running. Wait for it to finish.';

const statusBodySchema = z.object({ status: z.enum(['approved', 'rejected']) }).strict();
const ordersQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    status: z.enum(ORDER_STATUSES as [OrderStatus, ...OrderStatus[]]).optional(),
  })
  .strict();
const reorderProductsSchema = z
  .object({
    items: z
      .array(
        z.object({ product_id: z.string().min(1), sort_order: z.number().int().min(0) }).strict(),
      )
      .max(10_000),
  })
  .strict();
const reorderCollectionSchema = z
  .object({
    items: z
      .array(
        z.object({ product_id: z.string().min(1), position: z.number().int().min(0) }).strict(),
      )
      .max(10_000),
  })
  .strict();
const moveSchema = z
  .object({
    product_id: z.string().min(1),
    from_collection_id: z.string().min(1),
    to_collection_id: z.string().min(1),
    position: z.literal(0).optional(),
  })
  .strict();

function toApplicationDto(
  row: Awaited<ReturnType<typeof listWholesaleApplications>>[number],
): AdminApplicationDto {
  const a = row.account;
  return {
    id: a.id,
    userId: a.userId,
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    email: row.email ?? '',
    companyName: a.companyName,
    businessType: a.businessType,
    yearsInBusiness: a.yearsInBusiness,
    numberOfLocations: a.numberOfLocations,
    annualRevenueRange: a.annualRevenueRange,
    primaryMarket: a.primaryMarket,
    estimatedMonthlyOrderVolume: a.estimatedMonthlyOrderVolume,
    productInterests: a.productCategoriesInterest,
    website: a.website,
    answers: describeWholesaleApplication(a),
    city: a.businessAddress.city,
    country: a.businessAddress.country,
    status: a.status,
    approvedAt: a.approvedAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
  };
}

/**
 * Mounted at /api/admin. Every route needs the admin role (401 signed out, 403 otherwise) and,
 * for admins with a verified second factor, a session that passed it (403 mfa_required).
 * Every catalogue write signals other processes in its transaction (NOTIFY) and empties this
 * process's catalogue cache once it has committed, before answering.
 */
export function createAdminRoutes(
  deps: AppDeps,
  options: { createExportClient?: () => ShopifyAdminClient } = {},
) {
  const { db, auth, config, catalogue } = deps;
  const defaultVendor = config.shopName;
  // Image URLs: https on IMAGE_HOSTS, the shop's own origins, or paths (issue 15 item 13).
  const productFormSchema = createProductFormSchema({
    hosts: config.imageHosts,
    shopOrigins: config.trustedOrigins,
  });
  const createExportClient =
    options.createExportClient ?? (() => createAdminClientFromConfig(config));
  let exportRunning = false;

  return (
    new Hono<AppEnv>()
      .use('*', requireAdminAssurance(auth, db))
      .use('*', async (c, next) => {
        await next();
        if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
      })
      .get('/applications', async (c) => {
        const rows = await listWholesaleApplications(db);
        return c.json({
          applications: rows.map(toApplicationDto),
        } satisfies AdminApplicationsResponse);
      })
      .post('/applications/:id/status', async (c) => {
        const id = c.req.param('id');
        const { status } = await readJsonBody(c, statusBodySchema);
        if (!isUuid(id)) throw new AppError('not_found', 'Wholesale application not found');
        const row = await setWholesaleStatus(deps, id, status);
        return c.json({ application: { id: row.id, status: row.status } });
      })
      .get('/orders', async (c) => {
        const query = parseWith(ordersQuerySchema, c.req.query());
        const result = await findAdminOrders(db, query);
        return c.json(result satisfies AdminOrdersResponse);
      })
      .get('/products', async (c) => {
        const search = c.req.query('search')?.slice(0, 200);
        const list = await findAdminProducts(db, search ? { search } : {});
        return c.json({ products: list } satisfies AdminProductsResponse);
      })
      .get('/products/:id', async (c) => {
        const product = await findAdminProduct(db, c.req.param('id'));
        return c.json({ product } satisfies AdminProductResponse);
      })
      .post('/products', async (c) => {
        const values = await readJsonBody(c, productFormSchema);
        const { id } = await createAdminProduct(db, values, { defaultVendor });
        catalogue.invalidate();
        const product = await findAdminProduct(db, id);
        return c.json({ product } satisfies AdminProductResponse, 201);
      })
      .put('/products/:id', async (c) => {
        const id = c.req.param('id');
        const values = await readJsonBody(c, productFormSchema);
        await updateAdminProduct(db, id, values, { defaultVendor });
        catalogue.invalidate();
        const product = await findAdminProduct(db, id);
        return c.json({ product } satisfies AdminProductResponse);
      })
      .delete('/products/:id', async (c) => {
        await deleteAdminProduct(db, c.req.param('id'));
        catalogue.invalidate();
        return c.body(null, 204);
      })
      .get('/collections', async (c) => {
        const collections = await findAdminCollections(db);
        return c.json({ collections } satisfies AdminCollectionsResponse);
      })
      .get('/collections/:id/products', async (c) => {
        const list = await findCollectionOrder(db, c.req.param('id'));
        return c.json({ products: list } satisfies AdminOrderingResponse);
      })
      .get('/shop-order', async (c) => {
        const list = await findShopOrder(db);
        return c.json({ products: list } satisfies AdminOrderingResponse);
      })
      // reorder_products_globally
      .post('/shop-order', async (c) => {
        const { items } = await readJsonBody(c, reorderProductsSchema);
        await reorderProductsGlobally(db, items);
        catalogue.invalidate();
        return c.json({ ok: true });
      })
      // reorder_collection_products
      .post('/collections/:id/order', async (c) => {
        const { items } = await readJsonBody(c, reorderCollectionSchema);
        await reorderCollectionProducts(db, c.req.param('id'), items);
        catalogue.invalidate();
        return c.json({ ok: true });
      })
      // move_product_to_collection
      .post('/move-product', async (c) => {
        const body = await readJsonBody(c, moveSchema);
        await moveProductToCollection(db, body);
        catalogue.invalidate();
        return c.json({ ok: true });
      })
      // export-to-shopify: Server-Sent Events `progress` {done, total}, then `result` or `error`.
      .post('/export', async (c) => {
        if (exportRunning) throw new AppError('conflict', EXPORT_RUNNING_MESSAGE);
        exportRunning = true;
        const logger = c.get('logger');
        // compress() skips text/event-stream; no-transform also keeps proxies from buffering it.
        c.header('Cache-Control', 'no-store, no-transform');
        c.header('X-Accel-Buffering', 'no');
        return streamSSE(
          c,
          async (stream) => {
            try {
              const result = await exportProductsToShopify({
                db,
                client: createExportClient(),
                onProgress: (progress) =>
                  stream.writeSSE({ event: 'progress', data: JSON.stringify(progress) }),
              });
              await stream.writeSSE({ event: 'result', data: JSON.stringify(result) });
            } catch (err) {
              logger.warn({ err }, 'shopify export failed');
              const message = err instanceof Error ? err.message : 'Unknown error';
              await stream.writeSSE({ event: 'error', data: JSON.stringify({ message }) });
            } finally {
              // The gids received so far were written back, even when the export failed.
              catalogue.invalidate();
              exportRunning = false;
            }
          },
          async (err, stream) => {
            catalogue.invalidate();
            exportRunning = false;
            logger.error({ err }, 'export stream failed');
            await stream.writeSSE({
              event: 'error',
              data: JSON.stringify({ message: 'Unknown error' }),
            });
          },
        );
      })
  );
}
