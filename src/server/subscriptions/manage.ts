/**
 * Self-service changes written through to Shopify: the contract is changed first; only
 * when Shopify accepts is the local schedule changed, so a refusal changes nothing here and the
 * customer is told Shopify's reason. Subscriptions without a contract change locally only.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { SubscriptionDto } from '../../core/api/account';
import type { ManageSubscriptionBody } from '../../core/schemas/subscription';
import type { MinimumTerm } from '../../core/subscriptions/minimum-term';
import { addDaysToDate } from '../../core/subscriptions/plan-dates';
import { subscriptions } from '../db/schema/orders';
import { AppError } from '../http/errors';
import { sendSubscriptionCancelledEmail } from './cancellation-email';
import { recordContractDate } from './contract-dates';
import {
  cancelRefusal,
  manageSubscription,
  SUBSCRIPTION_CONFLICT_MESSAGES,
} from './customer-subscriptions';
import { loadMinimumTerm } from './minimum-terms';
import { logSubscriptionEvent, type RenewalDeps, today } from './renewals';
import {
  createSubscriptionShopifyClient,
  ShopifyRefusal,
  ShopifyUnavailable,
} from './shopify-subscriptions';

export const SUBSCRIPTION_CHANGE_IN_PROGRESS =
  'Another change to this subscription is in progress. Please wait a moment and try again.';
export const SUBSCRIPTION_CHANGED_MEANWHILE =
  'This subscription has just been changed. Please check its details and try again.';

/** A lock older than this was left by a process that died mid-change: it is taken over. */
const CHANGE_LOCK_EXPIRY = sql`interval '2 minutes'`;

function allowed(
  sub: { status: string },
  term: MinimumTerm | null,
  action: ManageSubscriptionBody['action'],
  day: string,
): string | null {
  switch (action) {
    case 'pause':
    case 'skip':
      return sub.status === 'active' ? null : SUBSCRIPTION_CONFLICT_MESSAGES[action];
    case 'resume':
      return sub.status === 'paused' ? null : SUBSCRIPTION_CONFLICT_MESSAGES.resume;
    case 'cancel':
      return cancelRefusal(sub.status, term, day);
    case 'update_frequency':
      return sub.status === 'cancelled' ? SUBSCRIPTION_CONFLICT_MESSAGES.update_frequency : null;
  }
}

export async function manageSubscriptionEverywhere(
  deps: RenewalDeps,
  actor: { userId: string; kind: 'customer' | 'staff'; staffUserId?: string },
  body: ManageSubscriptionBody,
  /** Account deletion cancels without this email: its own email says so. */
  options: { emailCancellation?: boolean } = {},
): Promise<SubscriptionDto> {
  const { db } = deps;
  const [sub] = await db
    .select({
      status: subscriptions.status,
      contractId: subscriptions.shopifyContractId,
      next: subscriptions.nextDeliveryDate,
      frequencyDays: subscriptions.frequencyDays,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.id, body.subscriptionId), eq(subscriptions.userId, actor.userId)));
  if (!sub) throw new AppError('not_found', 'Subscription not found');
  const day = today(deps);
  const term = body.action === 'cancel' ? await loadMinimumTerm(db, body.subscriptionId) : null;
  const refusal = allowed(sub, term, body.action, day);
  if (refusal) throw new AppError('conflict', refusal);
  // The delivery named is no longer the next one: it was skipped (or moved) meanwhile.
  if (body.data?.deliveryDate !== undefined && body.data.deliveryDate !== sub.next) {
    throw new AppError('conflict', SUBSCRIPTION_CHANGED_MEANWHILE);
  }

  const changed = await withSubscriptionChangeLock(
    deps,
    { id: body.subscriptionId, userId: actor.userId, ...sub },
    () => changeHoldingLock(deps, actor, body, sub, day),
  );
  if (body.action === 'cancel' && options.emailCancellation !== false) {
    await sendSubscriptionCancelledEmail(deps, body.subscriptionId);
  }
  return changed;
}

/**
 * One change at a time per subscription, acting on the state this request read: the lock is
 * taken only if the subscription is still as read and no other change holds it (compare and
 * set), so concurrent requests answer 409 instead of each moving Shopify's contract and the
 * local schedule by their own amounts (docs/decisions/060-subscription-change-lock.md).
 */
export async function withSubscriptionChangeLock<T>(
  deps: Pick<RenewalDeps, 'db'>,
  sub: { id: string; userId: string; status: string; next: string; frequencyDays: number },
  change: () => Promise<T>,
): Promise<T> {
  const { db } = deps;
  const token = randomUUID();
  const claimed = await db
    .update(subscriptions)
    .set({ changeLock: token, changeLockedAt: sql`now()` })
    .where(
      and(
        eq(subscriptions.id, sub.id),
        eq(subscriptions.userId, sub.userId),
        eq(subscriptions.status, sub.status as 'active'),
        eq(subscriptions.nextDeliveryDate, sub.next),
        eq(subscriptions.frequencyDays, sub.frequencyDays),
        or(
          isNull(subscriptions.changeLock),
          lt(subscriptions.changeLockedAt, sql`now() - ${CHANGE_LOCK_EXPIRY}`),
        ),
      ),
    )
    .returning({ id: subscriptions.id });
  if (claimed.length === 0) {
    const [now] = await db
      .select({ lock: subscriptions.changeLock })
      .from(subscriptions)
      .where(eq(subscriptions.id, sub.id));
    throw new AppError(
      'conflict',
      now?.lock ? SUBSCRIPTION_CHANGE_IN_PROGRESS : SUBSCRIPTION_CHANGED_MEANWHILE,
    );
  }
  try {
    return await change();
  } finally {
    await db
      .update(subscriptions)
      .set({ changeLock: null, changeLockedAt: null })
      .where(and(eq(subscriptions.id, sub.id), eq(subscriptions.changeLock, token)));
  }
}

/** Shopify's refusal or absence, as the customer is told it (nothing was changed). */
export function shopifyChangeError(err: unknown): unknown {
  if (err instanceof ShopifyRefusal) {
    return new AppError(
      'conflict',
      `Our payment provider refused this change, so nothing was changed: ${err.message}`,
    );
  }
  if (err instanceof ShopifyUnavailable) {
    return new AppError(
      'service_unavailable',
      'We could not reach our payment provider, so nothing was changed. Please try again shortly.',
    );
  }
  return err;
}

async function changeHoldingLock(
  deps: RenewalDeps,
  actor: { userId: string; kind: 'customer' | 'staff'; staffUserId?: string },
  body: ManageSubscriptionBody,
  sub: { status: string; contractId: string | null; next: string; frequencyDays: number },
  day: string,
): Promise<SubscriptionDto> {
  const { db } = deps;
  /** The date Shopify confirmed for the contract in this change, if it set one. */
  let contractDate: string | null = null;
  if (sub.contractId) {
    const shopify = deps.shopify ?? createSubscriptionShopifyClient(deps.config);
    try {
      switch (body.action) {
        case 'pause':
          await shopify.pause(sub.contractId);
          break;
        case 'resume': {
          const next = sub.next > day ? sub.next : addDaysToDate(day, sub.frequencyDays);
          await shopify.activate(sub.contractId);
          await shopify.setNextBillingDate(sub.contractId, next);
          contractDate = next;
          break;
        }
        case 'skip':
          contractDate = addDaysToDate(sub.next, sub.frequencyDays);
          await shopify.setNextBillingDate(sub.contractId, contractDate);
          break;
        case 'cancel':
          await shopify.cancel(sub.contractId);
          break;
        case 'update_frequency':
          await shopify.setIntervalDays(
            sub.contractId,
            body.data?.frequencyDays ?? sub.frequencyDays,
          );
          break;
      }
    } catch (err) {
      throw shopifyChangeError(err);
    }
  }
  const dto = await manageSubscription(db, actor.userId, body, { today: day });
  if (contractDate) await recordContractDate(db, body.subscriptionId, contractDate);
  await logSubscriptionEvent(db, {
    subscriptionId: body.subscriptionId,
    actor: actor.kind,
    actorUserId: actor.staffUserId ?? actor.userId,
    action: body.action,
    detail: body.data ? { ...body.data } : null,
  });
  return dto;
}
