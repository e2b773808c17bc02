/**
 * Mounted at /api/admin/orders (admin role, and the second factor when enrolled): the
 * list (search, status, UK dates), its CSV export, one order, status changes, the release or
 * cancel of a held order, refunds and cancellations through Shopify, the timeline with staff
 * comments, and the packing slip PDF. Every change is audited with the staff member (order-management.ts).
 */
import { type Context, Hono } from 'hono';
import type { AdminOrdersResponse } from '../../core/api/admin';
import {
  type AdminOrderDetailResponse,
  adminOrdersExportQuerySchema,
  adminOrdersQuerySchema,
} from '../../core/api/admin-orders';
import type { OrderTimelineResponse } from '../../core/api/order-timeline';
import { formatUnits } from '../../core/catalog/unit-noun';
import type { AppDeps } from '../app-deps';
import { actorOf, recordAudit } from '../audit/service';
import { requireAdminAssurance } from '../auth/service';
import type { AppEnv } from '../http/app-env';
import { answer, readBody } from '../http/contract';
import { noStore } from '../http/no-store';
import { parseWith } from '../http/validate';
import { createAdminClientFromConfig, type ShopifyAdminClient } from '../shopify/admin-client';
import { cancelOrderThroughShopify } from './order-cancellation';
import { changeOrderStatus, decideHeldOrder, findAdminOrderDetail } from './order-management';
import { findAdminOrders } from './order-service';
import { addOrderComment, buildOrderTimeline } from './order-timeline';
import { buildOrdersCsv } from './orders-csv';
import { buildPackingSlip, packingSlipFileName, renderPackingSlipPdf } from './packing-slip-pdf';
import { refundOrder } from './refund-intents';
import type { RefundAuthority } from './refund-limit';

function authorityOf(c: Context<AppEnv>): RefundAuthority {
  return { actor: actorOf(c), role: c.get('staffRole') };
}

export function createAdminOrderRoutes(
  deps: AppDeps,
  options: { createRefundClient?: () => Pick<ShopifyAdminClient, 'graphql'> } = {},
) {
  const { db, auth, config } = deps;
  const createRefundClient =
    options.createRefundClient ?? (() => createAdminClientFromConfig(config));
  return new Hono<AppEnv>()
    .use('*', requireAdminAssurance(auth, db))
    .use('*', noStore)
    .get('/', async (c) => {
      const query = parseWith(adminOrdersQuerySchema, c.req.query());
      const result = await findAdminOrders(db, query);
      return answer(c, 'GET /api/admin/orders', result satisfies AdminOrdersResponse);
    })
    .get('/export.csv', async (c) => {
      const filter = parseWith(adminOrdersExportQuerySchema, c.req.query());
      const { csv, orders } = await buildOrdersCsv(db, filter);
      await recordAudit(db, actorOf(c), {
        action: 'orders.export',
        entityType: 'orders',
        summary: `Exported orders as CSV (${formatUnits(orders, 'order')})`,
        after: filter,
      });
      c.header('Content-Type', 'text/csv; charset=utf-8');
      c.header('Content-Disposition', 'attachment; filename="orders.csv"');
      return c.body(csv);
    })
    .get('/:id', async (c) => {
      const order = await findAdminOrderDetail(db, c.req.param('id'));
      return answer(c, 'GET /api/admin/orders/:id', { order } satisfies AdminOrderDetailResponse);
    })
    .get('/:id/timeline', async (c) => {
      const events = await buildOrderTimeline(db, c.req.param('id'));
      return answer(c, 'GET /api/admin/orders/:id/timeline', {
        events,
      } satisfies OrderTimelineResponse);
    })
    .post('/:id/comments', async (c) => {
      const { body } = await readBody(c, 'POST /api/admin/orders/:id/comments');
      const id = c.req.param('id');
      await addOrderComment(db, id, body, actorOf(c));
      const events = await buildOrderTimeline(db, id);
      return answer(
        c,
        'POST /api/admin/orders/:id/comments',
        { events } satisfies OrderTimelineResponse,
        201,
      );
    })
    .get('/:id/packing-slip.pdf', async (c) => {
      const slip = await buildPackingSlip(db, config, c.req.param('id'));
      const pdf = await renderPackingSlipPdf(slip);
      return c.body(new Uint8Array(pdf), 200, {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${packingSlipFileName(slip.orderNumber)}"`,
      });
    })
    .post('/:id/status', async (c) => {
      const change = await readBody(c, 'POST /api/admin/orders/:id/status');
      const id = c.req.param('id');
      await changeOrderStatus(deps, id, change, actorOf(c));
      const order = await findAdminOrderDetail(db, id);
      return answer(c, 'POST /api/admin/orders/:id/status', {
        order,
      } satisfies AdminOrderDetailResponse);
    })
    .post('/:id/hold', async (c) => {
      const decision = await readBody(c, 'POST /api/admin/orders/:id/hold');
      const id = c.req.param('id');
      await decideHeldOrder(deps, id, decision, actorOf(c));
      const order = await findAdminOrderDetail(db, id);
      return answer(c, 'POST /api/admin/orders/:id/hold', {
        order,
      } satisfies AdminOrderDetailResponse);
    })
    .post('/:id/refunds', async (c) => {
      const request = await readBody(c, 'POST /api/admin/orders/:id/refunds');
      const id = c.req.param('id');
      // Staff up to the limit, owners any amount, nobody on their own order (refund-limit.ts).
      await refundOrder({ ...deps, shopify: createRefundClient() }, id, request, authorityOf(c));
      const order = await findAdminOrderDetail(db, id);
      return answer(
        c,
        'POST /api/admin/orders/:id/refunds',
        { order } satisfies AdminOrderDetailResponse,
        201,
      );
    })
    .post('/:id/cancel', async (c) => {
      const request = await readBody(c, 'POST /api/admin/orders/:id/cancel');
      const id = c.req.param('id');
      await cancelOrderThroughShopify(
        { ...deps, shopify: createRefundClient() },
        id,
        request,
        authorityOf(c),
      );
      const order = await findAdminOrderDetail(db, id);
      return answer(c, 'POST /api/admin/orders/:id/cancel', {
        order,
      } satisfies AdminOrderDetailResponse);
    });
}
