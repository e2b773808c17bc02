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
import { preparedOn, preparedSql } from '../db/prepared';
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
): Promise<(RenewalJob & { id: string; contractId: string })[]> {
  const rows = await db
    .select({
      id: subscriptions.id,
      billingDate: subscriptions.nextDeliveryDate,
      failures: subscriptions.billingFailures,
      contractId: sql<string>`${subscriptions.shopifyContractId}`,
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
    contractId: row.contractId,
  }));
}

/** A renewal's statements, prepared once (decision 141). */
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
    requested: on
      .update(subscriptionBillingAttempts)
      .set({ shopifyAttemptId: sql`${sql.placeholder('shopifyAttemptId')}` })
      .where(eq(subscriptionBillingAttempts.id, sql.placeholder('id')))
      .prepare('renewal_requested'),
  }));
}

type BillingAttemptRow = { id: string; status: string; shopify_attempt_id: string | null };

/**
 * The claim, on a due day's usual path the renewal's one read too: the attempt row is inserted
 * only while the subscription is still active on this contract, date and try (a cancellation, a
 * skip or a paid retry since the sweep leaves it unclaimed), by its unique (subscription, date,
 * try) and key. No row: stale, or claimed before (another run or process).
 */
async function claimIfCurrent(
  db: Database,
  job: RenewalJob & { contractId: string },
  idempotencyKey: string,
): Promise<BillingAttemptRow | undefined> {
  const statement = preparedSql<BillingAttemptRow>(db, 'renewal_claim_if_current', () => {
    const a = subscriptionBillingAttempts;
    const s = subscriptions;
    const attemptNumber = sql`${sql.placeholder('attemptNumber')}::int`;
    return sql`
      insert into ${a} (subscription_id, billing_date, attempt_number, idempotency_key)
      select ${s.id}, ${s.nextDeliveryDate}, ${attemptNumber}, ${sql.placeholder('idempotencyKey')}::text
      from ${s}
      where ${s.id} = ${sql.placeholder('subscriptionId')} and ${s.status} = 'active'
        and ${s.shopifyContractId} = ${sql.placeholder('contractId')}
        and ${s.nextDeliveryDate} = ${sql.placeholder('billingDate')}::date
        and ${s.billingFailures} + 1 = ${attemptNumber}
      on conflict do nothing
      returning ${a.id}, ${a.status}, ${a.shopifyAttemptId}`;
  });
  const [row] = await statement.execute({
    subscriptionId: job.subscriptionId,
    contractId: job.contractId,
    billingDate: job.billingDate,
    attemptNumber: job.attemptNumber,
    idempotencyKey,
  });
  return row;
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
  const readSubscription = async () => {
    const [sub] = await statements.subscription.execute({ id: job.subscriptionId });
    return sub;
  };
  const contractId = job.contractId ?? (await readSubscription())?.contractId;
  if (!contractId) return 'stale';
  const idempotencyKey = renewalIdempotencyKey(contractId, job.billingDate, job.attemptNumber);
  let attempt = await claimIfCurrent(db, { ...job, contractId }, idempotencyKey);
  if (!attempt) {
    const sub = await readSubscription();
    if (
      sub?.contractId !== contractId ||
      sub.status !== 'active' ||
      sub.next !== job.billingDate ||
      sub.failures + 1 !== job.attemptNumber
    ) {
      return 'stale';
    }
    [attempt] = await db
      .select({
        id: subscriptionBillingAttempts.id,
        status: subscriptionBillingAttempts.status,
        shopify_attempt_id: subscriptionBillingAttempts.shopifyAttemptId,
      })
      .from(subscriptionBillingAttempts)
      .where(eq(subscriptionBillingAttempts.idempotencyKey, idempotencyKey));
  }
  if (attempt?.status !== 'pending' || attempt.shopify_attempt_id) {
    return 'already_requested';
  }
  try {
    const created = await shopifyOf(deps, 'background').createBillingAttempt({
      contractId,
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
