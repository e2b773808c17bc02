/**
 * The daily order reconciliation, a cron job on the job queue every process starts like the
 * inventory sync (jobs/cron-job.ts: one run per tick whichever processes run, a failed run
 * recorded by reconcile.ts and tried again at the next tick). The same daily job forgets webhook
 * event ids older than Shopify's retry period (shopify/delivery-guard.ts).
 */
import type { PgBoss } from 'pg-boss';
import type { AppDeps } from '../app-deps';
import { startCronJob } from '../jobs/cron-job';
import type { ShopifyAdminClient } from '../shopify/admin-client';
import { pruneWebhookEvents } from '../shopify/delivery-guard';
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
  await startCronJob(boss, {
    queue: ORDER_RECONCILIATION_QUEUE,
    cron: options.cron === undefined ? ORDER_RECONCILIATION_CRON : options.cron,
    expireInSeconds: 15 * 60,
    pollingIntervalSeconds: options.pollingIntervalSeconds,
    run: async () => {
      const outcome = await runOrderReconciliation(deps, 'schedule', options.client?.());
      await pruneWebhookEvents(deps.db);
      return outcome;
    },
  });
}
