/**
 * Self-service changes written through to Shopify: the contract is changed first; only
 * when Shopify accepts is the local schedule changed, so a refusal changes nothing here and the
 * customer is told Shopify's reason. Subscriptions without a contract change locally only.
 */
import { and, eq } from 'drizzle-orm';
import type { SubscriptionDto } from '../../core/api/account';
import type { ManageSubscriptionBody } from '../../core/schemas/subscription';
import {
  buildCancelTooEarlyMessage,
  manageSubscription,
  SUBSCRIPTION_CONFLICT_MESSAGES,
} from '../account/service';
import { subscriptions } from '../db/schema/orders';
import { AppError } from '../http/errors';
import { addDaysToDate } from '../orders/service';
import { logSubscriptionEvent, type RenewalDeps, today } from './renewals';
import {
  createSubscriptionShopifyClient,
  ShopifyRefusal,
  ShopifyUnavailable,
} from './shopify-subscriptions';

function allowed(
  sub: { status: string; minimumEndDate: string },
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
      if (sub.status === 'cancelled') return SUBSCRIPTION_CONFLICT_MESSAGES.cancel;
      return day >= sub.minimumEndDate ? null : buildCancelTooEarlyMessage(sub.minimumEndDate);
    case 'update_frequency':
      return sub.status === 'cancelled' ? SUBSCRIPTION_CONFLICT_MESSAGES.update_frequency : null;
  }
}

export async function manageSubscriptionEverywhere(
  deps: RenewalDeps,
  actor: { userId: string; kind: 'customer' | 'staff'; staffUserId?: string },
  body: ManageSubscriptionBody,
): Promise<SubscriptionDto> {
  const { db } = deps;
  const [sub] = await db
    .select({
      status: subscriptions.status,
      contractId: subscriptions.shopifyContractId,
      next: subscriptions.nextDeliveryDate,
      frequencyDays: subscriptions.frequencyDays,
      minimumEndDate: subscriptions.minimumEndDate,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.id, body.subscriptionId), eq(subscriptions.userId, actor.userId)));
  if (!sub) throw new AppError('not_found', 'Subscription not found');
  const day = today(deps);
  const refusal = allowed(sub, body.action, day);
  if (refusal) throw new AppError('conflict', refusal);

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
          break;
        }
        case 'skip':
          await shopify.setNextBillingDate(
            sub.contractId,
            addDaysToDate(sub.next, sub.frequencyDays),
          );
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
      if (err instanceof ShopifyRefusal) {
        throw new AppError(
          'conflict',
          `Our payment provider refused this change, so nothing was changed: ${err.message}`,
        );
      }
      if (err instanceof ShopifyUnavailable) {
        throw new AppError(
          'service_unavailable',
          'We could not reach our payment provider, so nothing was changed. Please try again shortly.',
        );
      }
      throw err;
    }
  }
  const dto = await manageSubscription(db, actor.userId, body, { today: day });
  await logSubscriptionEvent(db, {
    subscriptionId: body.subscriptionId,
    actor: actor.kind,
    actorUserId: actor.staffUserId ?? actor.userId,
    action: body.action,
    detail: body.data ? { ...body.data } : null,
  });
  return dto;
}
