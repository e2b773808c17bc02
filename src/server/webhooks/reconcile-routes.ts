import { Hono } from 'hono';
import type { OrderReconciliationStatusResponse } from '../../core/api/reconciliation';
import type { AppDeps } from '../app-deps';
import { actorOf, recordAudit } from '../audit/service';
import { requireAdminAssurance } from '../auth/service';
import type { AppEnv } from '../http/app-env';
import { answer } from '../http/contract';
import { AppError } from '../http/errors';
import { noStore } from '../http/no-store';
import { ShopifyAdminError } from '../shopify/admin-client';
import {
  latestOrderReconciliation,
  RECONCILE_WINDOW_DAYS,
  runOrderReconciliation,
} from './reconcile';

/**
 * Mounted at /api/admin/orders-reconciliation: staff read the last comparison of Shopify's recent
 * orders with the stored ones (daily, or theirs), and run one now (logged in the audit log).
 */
export function createOrderReconciliationRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', requireAdminAssurance(deps.auth, deps.db))
    .use('*', noStore)
    .get('/', async (c) => {
      const body: OrderReconciliationStatusResponse = {
        windowDays: RECONCILE_WINDOW_DAYS,
        lastRun: await latestOrderReconciliation(deps),
      };
      return answer(c, 'GET /api/admin/orders-reconciliation', body);
    })
    .post('/', async (c) => {
      const outcome = await runOrderReconciliation(deps, 'staff');
      if (outcome.status === 'failed') {
        if (!(outcome.cause instanceof ShopifyAdminError)) throw outcome.cause;
        throw new AppError('shopify_unavailable', 'Shopify did not answer. Try again shortly.', {
          status: 502,
        });
      }
      await recordAudit(deps.db, actorOf(c), {
        action: 'orders.reconcile',
        entityType: 'orders',
        summary: `Orders reconciled with Shopify: ${outcome.checked} checked, ${outcome.missing} missing, ${outcome.imported} imported`,
        after: { checked: outcome.checked, missing: outcome.missing, imported: outcome.imported },
      });
      const body: OrderReconciliationStatusResponse = {
        windowDays: RECONCILE_WINDOW_DAYS,
        lastRun: await latestOrderReconciliation(deps),
      };
      return answer(c, 'POST /api/admin/orders-reconciliation', body);
    });
}
