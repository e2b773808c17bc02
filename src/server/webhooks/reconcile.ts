/**
 * Order reconciliation: Shopify does not promise every webhook arrives, so the shop compares the
 * orders Shopify holds for the last few days (Admin API `orders`, through the shop's admin client)
 * with the stored ones and imports each missing order through the orders/create webhook's own code
 * (webhooks/order-created.ts). Each run is recorded with its drift (orders that were missing; the
 * target is 0); a drift above 0 is logged as a warning. Runs daily (reconcile-job.ts) and on
 * demand by staff. https://shopify.dev/docs/apps/build/webhooks (reconciliation jobs)
 * docs/decisions/055-order-reconciliation.md
 */
import { inArray } from 'drizzle-orm';
import type { OrderReconciliationRunDto } from '../../core/api/reconciliation';
import type { AppDeps } from '../app-deps';
import { orders } from '../db/schema/orders';
import { orderReconciliationRuns } from '../db/schema/shopify';
import { parseWith } from '../http/validate';
import {
  jobRunDto,
  latestRun,
  type RunOutcome,
  type RunTrigger,
  recordRun,
} from '../jobs/recorded-runs';
import { ORDERS_CREATE_TOPIC, orderWebhookSchema } from '../orders/service';
import { createAdminClientFromConfig, type ShopifyAdminClient } from '../shopify/admin-client';
import { handleOrderCreated } from './service';
import {
  gidTail,
  RECENT_ORDERS_QUERY,
  type RecentOrdersPage,
  type ShopifyOrderNode,
  toOrderWebhookBody,
} from './shopify-order-node';

/** Days of Shopify orders a run compares (a missed webhook is caught within a day or two). */
export const RECONCILE_WINDOW_DAYS = 3;
const PAGE_SIZE = 100;
/** A bound on one run: 40 pages of 100. */
const MAX_PAGES = 40;
const KEEP_RUNS_DAYS = 90;

export type ReconcileTrigger = RunTrigger;
export type ReconcileOutcome = RunOutcome<{
  checked: number;
  missing: number;
  imported: number;
  names: string[];
}>;

async function listRecentOrders(
  client: ShopifyAdminClient,
  since: Date,
): Promise<ShopifyOrderNode[]> {
  const found: ShopifyOrderNode[] = [];
  let after: string | null = null;
  for (let page = 0; page < MAX_PAGES; page++) {
    const data: RecentOrdersPage = await client.graphql<RecentOrdersPage>(RECENT_ORDERS_QUERY, {
      first: PAGE_SIZE,
      after,
      query: `created_at:>='${since.toISOString()}'`,
    });
    found.push(...data.orders.nodes);
    if (!data.orders.pageInfo.hasNextPage) break;
    after = data.orders.pageInfo.endCursor;
  }
  return found;
}

async function reconcile(deps: AppDeps, client: ShopifyAdminClient) {
  const since = new Date(deps.clock.now().getTime() - RECONCILE_WINDOW_DAYS * 86_400_000);
  const shopifyOrders = await listRecentOrders(client, since);
  const ids = shopifyOrders.map((node) => gidTail(node.id));
  const stored = new Set<string>();
  for (let i = 0; i < ids.length; i += 1000) {
    const rows = await deps.db
      .select({ id: orders.shopifyOrderId })
      .from(orders)
      .where(inArray(orders.shopifyOrderId, ids.slice(i, i + 1000)));
    for (const row of rows) if (row.id) stored.add(row.id);
  }
  const missing = shopifyOrders.filter((node) => !stored.has(gidTail(node.id)));
  let imported = 0;
  for (const node of missing) {
    const payload = parseWith(orderWebhookSchema, toOrderWebhookBody(node));
    const result = await handleOrderCreated(deps, deps.logger, {
      // Its own id: the real webhook, if it comes later, is a duplicate by Shopify order id.
      webhookId: `reconciliation:${gidTail(node.id)}`,
      topic: ORDERS_CREATE_TOPIC,
      payload,
    });
    if (result.status === 'created') imported += 1;
  }
  return {
    checked: shopifyOrders.length,
    missing: missing.length,
    imported,
    names: missing.map((node) => node.name),
  };
}

/** Runs one reconciliation and records it. Never throws: a failure is recorded and logged. */
export async function runOrderReconciliation(
  deps: AppDeps,
  trigger: ReconcileTrigger,
  client: ShopifyAdminClient = createAdminClientFromConfig(deps.config),
): Promise<ReconcileOutcome> {
  const outcome = await recordRun(deps, {
    table: orderReconciliationRuns,
    trigger,
    keepDays: KEEP_RUNS_DAYS,
    work: () => reconcile(deps, client),
    columns: ({ checked, missing, imported, names }) => ({
      checked,
      missing,
      imported,
      missingNames: names.slice(0, 200),
    }),
  });
  if (outcome.status === 'failed') {
    deps.logger.error({ err: outcome.cause, trigger }, 'order reconciliation with Shopify failed');
    return outcome;
  }
  const log = { trigger, checked: outcome.checked, missing: outcome.missing };
  if (outcome.missing > 0) {
    deps.logger.warn(
      { ...log, imported: outcome.imported, names: outcome.names },
      'orders missed by webhook were imported from Shopify',
    );
  } else deps.logger.info(log, 'orders reconciled with Shopify: no drift');
  return outcome;
}

export async function latestOrderReconciliation(
  deps: AppDeps,
): Promise<OrderReconciliationRunDto | null> {
  const row = await latestRun(deps, orderReconciliationRuns);
  if (!row) return null;
  return {
    ...jobRunDto(row),
    checked: row.checked,
    missing: row.missing,
    imported: row.imported,
    missingNames: row.missingNames ?? [],
    error: row.error,
  };
}
