/**
 * Renewals on Shopify's subscription model. On a subscription's next delivery date the
 * shop asks Shopify to bill its contract (subscriptionBillingAttemptCreate, one idempotency key
 * per contract, date and try); Shopify answers by webhook: orders/create stores the renewal order
 * like any order, subscription_billing_attempts/success links it to the subscription and moves
 * the next date on by the frequency, /failure starts the retry schedule (1, 3 and 7 days after
 * the date), then pauses. Reminders go out a few days before each date.
 */
import { and, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedOn } from '../db/prepared';
import { subscriptions } from '../db/schema/orders';
import { subscriptionBillingAttempts } from '../db/schema/subscriptions';
import {
  type RenewalDeps,
  type RenewalJob,
  renewalIdempotencyKey,
  shopifyOf,
} from './renewal-shared';
import { ShopifyRefusal } from './shopify-subscriptions';

export { sendDueReminders } from './reminders';
export {
  logSubscriptionEvent,
  type RenewalDeps,
  type RenewalJob,
  renewalIdempotencyKey,
  today,
} from './renewal-shared';
export {
  type BillingAttemptWebhook,
  billingAttemptWebhookSchema,
  contractCreatedWebhookSchema,
  handleBillingFailure,
  handleBillingSuccess,
  handleContractCreated,
  linkRenewalOrder,
} from './renewal-webhooks';

/** Active subscriptions whose date (or retry date) has come: what the scheduler bills. */
export async function findDueRenewals(
  db: Database,
  day: string,
  limit = 1000,
  afterId: string | null = null,
): Promise<(RenewalJob & { id: string })[]> {
  const rows = await db
    .select({
      id: subscriptions.id,
      billingDate: subscriptions.nextDeliveryDate,
      failures: subscriptions.billingFailures,
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'active'),
        isNotNull(subscriptions.shopifyContractId),
        afterId ? sql`${subscriptions.id} > ${afterId}` : undefined,
        or(
          and(eq(subscriptions.billingFailures, 0), lte(subscriptions.nextDeliveryDate, day)),
          and(sql`${subscriptions.billingFailures} > 0`, lte(subscriptions.retryOn, day)),
        ),
      ),
    )
    .orderBy(subscriptions.id)
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    subscriptionId: row.id,
    billingDate: row.billingDate,
    attemptNumber: row.failures + 1,
  }));
}

/** A renewal's statements on a due day's usual path, prepared once (decision 141). */
function preparedRenewal(db: Database) {
  return preparedOn(db, 'renewal', (on) => ({
    subscription: on
      .select({
        status: subscriptions.status,
        contractId: subscriptions.shopifyContractId,
        next: subscriptions.nextDeliveryDate,
        failures: subscriptions.billingFailures,
      })
      .from(subscriptions)
      .where(eq(subscriptions.id, sql.placeholder('id')))
      .prepare('renewal_subscription'),
    claim: on
      .insert(subscriptionBillingAttempts)
      .values({
        subscriptionId: sql.placeholder('subscriptionId'),
        billingDate: sql.placeholder('billingDate'),
        attemptNumber: sql.placeholder('attemptNumber'),
        idempotencyKey: sql.placeholder('idempotencyKey'),
      })
      .onConflictDoNothing()
      .returning()
      .prepare('renewal_claim'),
    requested: on
      .update(subscriptionBillingAttempts)
      .set({ shopifyAttemptId: sql`${sql.placeholder('shopifyAttemptId')}` })
      .where(eq(subscriptionBillingAttempts.id, sql.placeholder('id')))
      .prepare('renewal_requested'),
  }));
}

export type RenewalOutcome = 'requested' | 'already_requested' | 'stale' | 'refused';

/**
 * Asks Shopify to bill one cycle. Safe to run twice (two processes, or a retry after a crash):
 * the attempt row is claimed by its unique (subscription, date, try) and Shopify deduplicates the
 * idempotency key, so a contract is never charged twice for a date.
 */
export async function runRenewal(deps: RenewalDeps, job: RenewalJob): Promise<RenewalOutcome> {
  const { db } = deps;
  const statements = preparedRenewal(db);
  const [sub] = await statements.subscription.execute({ id: job.subscriptionId });
  if (
    !sub?.contractId ||
    sub.status !== 'active' ||
    sub.next !== job.billingDate ||
    sub.failures + 1 !== job.attemptNumber
  ) {
    return 'stale';
  }
  const idempotencyKey = renewalIdempotencyKey(sub.contractId, job.billingDate, job.attemptNumber);
  // The claim: the row this run inserted, else (another run or process made it) the stored one,
  // read only then — one query on a due day's usual path (decision 141).
  const [inserted] = await statements.claim.execute({
    subscriptionId: job.subscriptionId,
    billingDate: job.billingDate,
    attemptNumber: job.attemptNumber,
    idempotencyKey,
  });
  const [attempt] = inserted
    ? [inserted]
    : await db
        .select()
        .from(subscriptionBillingAttempts)
        .where(eq(subscriptionBillingAttempts.idempotencyKey, idempotencyKey));
  if (attempt?.status !== 'pending' || attempt.shopifyAttemptId) {
    return 'already_requested';
  }
  try {
    const created = await shopifyOf(deps).createBillingAttempt({
      contractId: sub.contractId,
      idempotencyKey,
      billingDate: job.billingDate,
    });
    await statements.requested.execute({ shopifyAttemptId: created.id, id: attempt.id });
    return 'requested';
  } catch (err) {
    if (!(err instanceof ShopifyRefusal)) throw err; // unreachable Shopify: the job retries
    const code = err.userErrors[0]?.code ?? 'INVALID';
    await db
      .update(subscriptionBillingAttempts)
      .set({ status: 'failed', errorCode: code, errorMessage: err.message, settledAt: new Date() })
      .where(eq(subscriptionBillingAttempts.id, attempt.id));
    await db
      .update(subscriptions)
      .set({ lastBillingResult: `refused: ${code}`, lastBillingAt: deps.clock.now() })
      .where(eq(subscriptions.id, job.subscriptionId));
    deps.logger.warn({ subscriptionId: job.subscriptionId, code }, 'Shopify refused a renewal');
    return 'refused';
  }
}
