import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import type {
  AdminApplicationDto,
  AdminApplicationsResponse,
  AdminCollectionsResponse,
  AdminOrderingResponse,
  AdminProductResponse,
  AdminProductsResponse,
} from '../../core/api/admin';
import type { ProductPublicationResponse } from '../../core/schemas/product-publication';
import { describeWholesaleApplication } from '../../core/schemas/wholesale';
import type { AppDeps } from '../app-deps';
import { actorOf, recordAudit } from '../audit/service';
import { requireAdminAssurance } from '../auth/service';
import { mirrorHandleRedirectOnShopify } from '../catalog/service';
import type { AppEnv } from '../http/app-env';
import { answer, answerEmpty, readBody } from '../http/contract';
import { AppError } from '../http/errors';
import { noStore } from '../http/no-store';
import { isUuid } from '../http/validate';
import { createAdminClientFromConfig, type ShopifyAdminClient } from '../shopify/admin-client';
import { connectShopifyStore } from '../shopify/connect';
import { exportProductsToShopify } from '../shopify/export';
import { listWholesaleApplications, setWholesaleStatus } from '../wholesale/service';
import { setProductsPublished } from './bulk-publish';
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
  updateAdminProduct,
} from './product-service';
import { buildProductsCsv } from './products-csv';

export const EXPORT_RUNNING_MESSAGE = 'An export is already running. Wait for it to finish.';

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
    decisionReason: a.decisionReason,
    decidedAt: a.decidedAt?.toISOString() ?? null,
    decidedBy: row.decidedByName,
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
  // Image URLs: https on IMAGE_HOSTS, the shop's own origins, or paths.
  const imagePolicy = { hosts: config.imageHosts, shopOrigins: config.trustedOrigins };
  const createExportClient =
    options.createExportClient ?? (() => createAdminClientFromConfig(config));
  let exportRunning = false;

  return (
    new Hono<AppEnv>()
      .use('*', requireAdminAssurance(auth, db))
      .use('*', noStore)
      .get('/applications', async (c) => {
        const rows = await listWholesaleApplications(db);
        return answer(c, 'GET /api/admin/applications', {
          applications: rows.map(toApplicationDto),
        } satisfies AdminApplicationsResponse);
      })
      .post('/applications/:id/status', async (c) => {
        const id = c.req.param('id');
        const decision = await readBody(c, 'POST /api/admin/applications/:id/status');
        if (!isUuid(id)) throw new AppError('not_found', 'Wholesale application not found');
        const row = await setWholesaleStatus(deps, id, decision, actorOf(c));
        return answer(c, 'POST /api/admin/applications/:id/status', {
          application: { id: row.id, status: row.status },
        });
      })
      .get('/products', async (c) => {
        const search = c.req.query('search')?.slice(0, 200);
        const list = await findAdminProducts(db, search ? { search } : {});
        return answer(c, 'GET /api/admin/products', {
          products: list,
        } satisfies AdminProductsResponse);
      })
      .post('/products/publication', async (c) => {
        const values = await readBody(c, 'POST /api/admin/products/publication');
        const { changed, scope } = await setProductsPublished(db, values, actorOf(c));
        catalogue.invalidate(scope);
        return answer(c, 'POST /api/admin/products/publication', {
          changed,
          published: values.published,
        } satisfies ProductPublicationResponse);
      })
      // Before '/products/:id'. The catalogue with prices, VAT rates and stock (no personal data).
      .get('/products/export.csv', async (c) => {
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header('Content-Disposition', 'attachment; filename="products.csv"');
        return c.body(await buildProductsCsv(db));
      })
      .get('/products/:id', async (c) => {
        const product = await findAdminProduct(db, c.req.param('id'));
        return answer(c, 'GET /api/admin/products/:id', { product } satisfies AdminProductResponse);
      })
      .post('/products', async (c) => {
        const values = await readBody(c, 'POST /api/admin/products', imagePolicy);
        const actor = actorOf(c);
        const { id, scope } = await createAdminProduct(
          db,
          values,
          { defaultVendor },
          async (tx, id) => {
            const after = await findAdminProduct(tx, id);
            await recordAudit(tx, actor, {
              action: 'product.create',
              entityType: 'product',
              entityId: id,
              summary: `Created ${after.title} (${after.handle})`,
              after,
            });
          },
        );
        catalogue.invalidate(scope);
        const product = await findAdminProduct(db, id);
        return answer(
          c,
          'POST /api/admin/products',
          { product } satisfies AdminProductResponse,
          201,
        );
      })
      .put('/products/:id', async (c) => {
        const id = c.req.param('id');
        const values = await readBody(c, 'PUT /api/admin/products/:id', imagePolicy);
        const actor = actorOf(c);
        const before = await findAdminProduct(db, id);
        const { scope } = await updateAdminProduct(
          db,
          id,
          values,
          { defaultVendor },
          async (tx) => {
            const after = await findAdminProduct(tx, id);
            await recordAudit(tx, actor, {
              action: 'product.update',
              entityType: 'product',
              entityId: id,
              summary: `Edited ${after.title} (${after.handle})`,
              before,
              after,
            });
          },
        );
        catalogue.invalidate(scope);
        const product = await findAdminProduct(db, id);
        if (product.handle === before.handle) {
          return answer(c, 'PUT /api/admin/products/:id', {
            product,
          } satisfies AdminProductResponse);
        }
        const shopifyRedirect = await mirrorHandleRedirectOnShopify(
          deps,
          before.handle,
          product.handle,
        );
        return answer(c, 'PUT /api/admin/products/:id', {
          product,
          shopifyRedirect,
        } satisfies AdminProductResponse);
      })
      .delete('/products/:id', async (c) => {
        const id = c.req.param('id');
        const actor = actorOf(c);
        const before = isUuid(id) ? await findAdminProduct(db, id) : null;
        const scope = await deleteAdminProduct(db, id, (tx) =>
          recordAudit(tx, actor, {
            action: 'product.delete',
            entityType: 'product',
            entityId: id,
            summary: `Deleted ${before?.title ?? id}`,
            before,
          }),
        );
        catalogue.invalidate(scope);
        return answerEmpty(c, 'DELETE /api/admin/products/:id');
      })
      .get('/collections', async (c) => {
        const collections = await findAdminCollections(db);
        return answer(c, 'GET /api/admin/collections', {
          collections,
        } satisfies AdminCollectionsResponse);
      })
      .get('/collections/:id/products', async (c) => {
        const list = await findCollectionOrder(db, c.req.param('id'));
        return answer(c, 'GET /api/admin/collections/:id/products', {
          products: list,
        } satisfies AdminOrderingResponse);
      })
      .get('/shop-order', async (c) => {
        const list = await findShopOrder(db);
        return answer(c, 'GET /api/admin/shop-order', {
          products: list,
        } satisfies AdminOrderingResponse);
      })
      // reorder_products_globally
      .post('/shop-order', async (c) => {
        const { items } = await readBody(c, 'POST /api/admin/shop-order');
        const actor = actorOf(c);
        const before = (await findShopOrder(db)).map((p) => p.id);
        const scope = await reorderProductsGlobally(db, items, (tx) =>
          recordAudit(tx, actor, {
            action: 'shop.reorder',
            entityType: 'shop',
            summary: `Changed the shop order (${items.length} products)`,
            before,
            after: items.map((i) => i.product_id),
          }),
        );
        catalogue.invalidate(scope);
        return answer(c, 'POST /api/admin/shop-order', { ok: true });
      })
      // reorder_collection_products
      .post('/collections/:id/order', async (c) => {
        const { items } = await readBody(c, 'POST /api/admin/collections/:id/order');
        const collectionId = c.req.param('id');
        const actor = actorOf(c);
        const before = isUuid(collectionId)
          ? (await findCollectionOrder(db, collectionId)).map((p) => p.id)
          : [];
        const scope = await reorderCollectionProducts(db, collectionId, items, (tx) =>
          recordAudit(tx, actor, {
            action: 'collection.reorder',
            entityType: 'collection',
            entityId: collectionId,
            summary: `Changed a collection's order (${items.length} products)`,
            before,
            after: items.map((i) => i.product_id),
          }),
        );
        catalogue.invalidate(scope);
        return answer(c, 'POST /api/admin/collections/:id/order', { ok: true });
      })
      // move_product_to_collection
      .post('/move-product', async (c) => {
        const body = await readBody(c, 'POST /api/admin/move-product');
        const actor = actorOf(c);
        const scope = await moveProductToCollection(db, body, (tx) =>
          recordAudit(tx, actor, {
            action: 'product.move',
            entityType: 'product',
            entityId: body.product_id,
            summary: 'Moved a product to another collection',
            before: { collectionId: body.from_collection_id },
            after: { collectionId: body.to_collection_id },
          }),
        );
        catalogue.invalidate(scope);
        return answer(c, 'POST /api/admin/move-product', { ok: true });
      })
      // Connect store (docs/decisions/127-shopify-connect.md): what `npm run shopify:connect`
      // does, inside the server (so also on the embedded database); the owner's only. It runs the
      // export, so it waits for a running export and holds the same flag.
      .post('/shopify/connect', async (c) => {
        if (exportRunning) throw new AppError('conflict', EXPORT_RUNNING_MESSAGE);
        exportRunning = true;
        try {
          const report = await connectShopifyStore({ config, client: createExportClient(), db });
          await recordAudit(db, actorOf(c), {
            action: 'shopify.connect',
            entityType: 'shopify',
            summary: report.ready
              ? 'Connected the Shopify store'
              : 'Connected the Shopify store: not ready',
            after: {
              ready: report.ready,
              webhooks: report.webhooks,
              failed: report.checks.filter((check) => !check.ok).map((check) => check.name),
            },
          });
          return answer(c, 'POST /api/admin/shopify/connect', report);
        } finally {
          catalogue.invalidate();
          exportRunning = false;
        }
      })
      // export-to-shopify: Server-Sent Events `progress` {done, total}, then `result` or `error`.
      .post('/export', async (c) => {
        if (exportRunning) throw new AppError('conflict', EXPORT_RUNNING_MESSAGE);
        exportRunning = true;
        const logger = c.get('logger');
        const actor = actorOf(c);
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
              await recordAudit(db, actor, {
                action: 'catalogue.export',
                entityType: 'catalogue',
                summary: result.message,
                after: { exported: result.exported, total: result.total, errors: result.errors },
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
