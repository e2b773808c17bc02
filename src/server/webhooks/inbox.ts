/**
 * The webhook inbox (docs/decisions/162-webhooks-queued-in-a-rush.md). During a rush (the
 * process's people's requests, jobs/background-pace.ts) an orders/create or
 * inventory_levels/update delivery whose HMAC, topic and body have been checked is stored as a
 * durable job and answered at once; a worker in every process does its work moments later.
 * Outside a rush a delivery's work is done before it is answered, as before, so a quiet shop
 * shows the order the moment Shopify's delivery is answered.
 *
 * Shopify counts a delivery not answered within 5 seconds as failed and delivers it again, and
 * asks that webhooks be answered quickly and bursts be queued
 * (https://shopify.dev/docs/apps/build/webhooks/subscribe/https,
 * https://shopify.dev/docs/apps/build/webhooks/best-practices). In a sale each orders/create
 * waits for Shopify's stock of what it sold (up to 2 s, webhook-time.ts) and each sold variant
 * sends an inventory webhook that reads the Admin API again: answered first, both leave the
 * answer's path, and a burst of one item's stock signals is read once (`stately` queue, one
 * queued job per item).
 *
 * A job is the delivery itself: the work is idempotent (an order on its webhook id and Shopify
 * id, stock read again from Shopify), so a retry after a failure or a dead worker stores nothing
 * twice. The daily reconciliation (reconcile.ts) still imports any order that never arrived.
 */
import type { PgBoss } from 'pg-boss';
import type { AppDeps } from '../app-deps';
import { parseWith } from '../http/validate';
import {
  type BatchJob,
  pendingJobs,
  settleEach,
  startBatchWorkers,
  throughDatabaseRestarts,
} from '../jobs/job-batch';
import type { JobQueueDb } from '../jobs/job-queue';
import { orderWebhookSchema } from '../orders/service';
import { followInventoryItem } from './inventory-item';
import { handleOrderCreated } from './order-created';

export const ORDER_INBOX_QUEUE = 'webhook-inbox-orders';
export const INVENTORY_INBOX_QUEUE = 'webhook-inbox-inventory';

/** An orders/create delivery: the body as Shopify signed it (parsed again by the worker). */
export type OrderDelivery = { webhookId: string; topic: string; body: unknown };
/** An inventory_levels/update delivery: only the item it names (the body is only a signal). */
export type InventoryDelivery = { itemId: string };

export type WebhookInbox = {
  /** Stores an orders/create delivery for the worker. */
  acceptOrder(delivery: OrderDelivery): Promise<void>;
  /** Stores a stock signal for the worker, unless one for the item is waiting already. */
  acceptInventory(delivery: InventoryDelivery): Promise<void>;
  /** Deliveries stored and not yet done (tests and the bench wait for 0). */
  pending(): Promise<number>;
};

/** The inbox when this process is in a rush and has one; null: do the work before answering. */
export function inboxInRush(deps: Pick<AppDeps, 'webhookInbox' | 'backgroundPace'>) {
  return deps.webhookInbox && deps.backgroundPace.inRush() ? deps.webhookInbox : null;
}

// A job takes seconds (the order's stock read is waited for 2 s at most): one still active after
// 15 s lost its worker (its process died, or the database restarted under it before the job's end
// was stored), and is retried once pg-boss's supervision sees it (every 10 s, start-server.ts).
// A job expired while its worker was only slow runs twice, which the idempotent work allows.
export const INBOX_JOB_EXPIRE_SECONDS = 15;
const RETRIES = {
  retryLimit: 30,
  retryDelay: 2,
  retryBackoff: true,
  retryDelayMax: 300,
  expireInSeconds: INBOX_JOB_EXPIRE_SECONDS,
};

/**
 * Seconds between a worker's looks when nothing woke it (jobs/job-batch.ts): a delivery accepted
 * here wakes this process's workers, so the poll only finds retries and what a dead process left.
 */
const BACKSTOP_POLL_SECONDS = 10;
/** How long one item's stock signals are gathered before they are read (one job per item). */
const STOCK_SIGNALS_GATHERED_MS = 500;

export async function startWebhookInbox(
  queue: { boss: PgBoss; db: JobQueueDb },
  deps: AppDeps,
  options: { pollingIntervalSeconds?: number; stockSignalsGatheredMs?: number } = {},
): Promise<WebhookInbox> {
  const { boss, db } = queue;
  const pollingIntervalSeconds = options.pollingIntervalSeconds ?? BACKSTOP_POLL_SECONDS;
  const gatheredMs = options.stockSignalsGatheredMs ?? STOCK_SIGNALS_GATHERED_MS;
  await boss.createQueue(ORDER_INBOX_QUEUE, RETRIES);
  await boss.createQueue(INVENTORY_INBOX_QUEUE, { ...RETRIES, policy: 'stately' });
  const logger = deps.logger;
  const logFailure = (err: unknown, job: BatchJob) =>
    logger.warn({ err, jobId: job.id }, 'queued webhook failed; pg-boss retries it');
  // Two workers a queue: one batch waiting on Shopify does not hold up the next.
  const workers = { count: 2, batchSize: 8, pollingIntervalSeconds };

  const orderWorkers = await startBatchWorkers(boss, ORDER_INBOX_QUEUE, workers, (jobs) =>
    settleEach(
      jobs,
      inPlaceThroughRestarts(async (data: OrderDelivery) => {
        const payload = parseWith(orderWebhookSchema, data.body);
        const log = logger.child({ webhookId: data.webhookId, topic: data.topic });
        const result = await handleOrderCreated(deps, log, {
          webhookId: data.webhookId,
          topic: data.topic,
          payload,
        });
        return result.status === 'duplicate' ? { duplicate: true } : { orderId: result.orderId };
      }),
      logFailure,
    ),
  );
  const stockWorkers = await startBatchWorkers(boss, INVENTORY_INBOX_QUEUE, workers, (jobs) =>
    settleEach(
      jobs,
      inPlaceThroughRestarts((data: InventoryDelivery) =>
        followInventoryItem(deps, logger.child({ itemId: data.itemId }), data.itemId),
      ),
      logFailure,
    ),
  );
  // The stock workers are woken once the signals of a burst are in, not by each: a sale's burst
  // of one item's signals is then one job, read once.
  let stockWakePending = false;
  const wakeStockWorkersSoon = () => {
    if (stockWakePending) return;
    stockWakePending = true;
    setTimeout(() => {
      stockWakePending = false;
      stockWorkers.wake();
    }, gatheredMs).unref();
  };

  return {
    async acceptOrder(delivery) {
      await boss.send(ORDER_INBOX_QUEUE, delivery);
      orderWorkers.wake();
    },
    async acceptInventory(delivery) {
      // Refused (null) when a job for the item is queued already: that one reads after this.
      await boss.send(INVENTORY_INBOX_QUEUE, delivery, { singletonKey: delivery.itemId });
      wakeStockWorkersSoon();
    },
    pending: () => pendingJobs(db, [ORDER_INBOX_QUEUE, INVENTORY_INBOX_QUEUE]),
  };
}

/** A job's work, tried again in place while the database restarts (jobs/job-batch.ts). */
function inPlaceThroughRestarts<T>(run: (data: T) => Promise<object>) {
  return (data: T) => throughDatabaseRestarts(() => run(data));
}
