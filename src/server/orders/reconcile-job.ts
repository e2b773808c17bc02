/**
 * The daily order reconciliation on the job queue every process starts (jobs/job-queue.ts), like
 * the inventory sync (stock/sync-job.ts): one cron occurrence is one job whichever processes run,
 * the singleton queue keeps a slow run from overlapping the next, and a failed run is recorded
 * (reconcile.ts) and tried again at the next tick. The same daily job forgets webhook event ids
 * older than Shopify's retry period (webhooks/delivery-guard.ts).
 */
import type { PgBoss } from 'pg-boss';
import type { AppDeps } from '../app-deps';
import type { ShopifyAdminClient } from '../shopify/admin-client';
import { pruneWebhookEvents } from '../webhooks/delivery-guard';
import { runOrderReconciliation } from './reconcile';

export const ORDER_RECONCILIATION_QUEUE = 'order-reconciliation';
/** 04:15 UTC every day: after the night's renewals, before the shop's day. */
export const ORDER_RECONCILIATION_CRON = '15 4 * * *';

export async function startOrderReconciliation(
  boss: PgBoss,
  deps: AppDeps,
  options: {
    cron?: string | null;
    pollingIntervalSeconds?: number;
    client?: () => ShopifyAdminClient;
  } = {},
) {
  await boss.createQueue(ORDER_RECONCILIATION_QUEUE, {
    policy: 'singleton',
    retryLimit: 0,
    expireInSeconds: 15 * 60,
  });
  await boss.work(
    ORDER_RECONCILIATION_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 5 },
    async () => {
      const outcome = await runOrderReconciliation(deps, 'schedule', options.client?.());
      await pruneWebhookEvents(deps.db);
      if (outcome.status === 'failed') return { status: outcome.status, error: outcome.error };
      return outcome;
    },
  );
  const cron = options.cron === undefined ? ORDER_RECONCILIATION_CRON : options.cron;
  if (cron) await boss.schedule(ORDER_RECONCILIATION_QUEUE, cron);
  else await boss.unschedule(ORDER_RECONCILIATION_QUEUE);
}
