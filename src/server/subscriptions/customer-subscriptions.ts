// A customer's subscriptions as the account page shows them, and the local self-service
// changes (pause, resume, skip, cancel, frequency) with their conflict rules; manage.ts writes
// the same changes through to Shopify first.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SubscriptionDto } from '../../core/api/account';
import { toLondonDate } from '../../core/dates';
import type { ManageSubscriptionBody, SubscriptionAction } from '../../core/schemas/subscription';
import {
  computeDeliveryChargePence,
  computeDeliveryPence,
} from '../../core/subscriptions/delivery-price';
import {
  canCancelOn,
  cancelTooEarlyMessage,
  type MinimumTerm,
} from '../../core/subscriptions/minimum-term';
import type { Database } from '../db/client';
import { subscriptions } from '../db/schema/orders';
import { subscriptionBillingAttempts, subscriptionOneTimeItems } from '../db/schema/subscriptions';
import { AppError } from '../http/errors';
import { loadDeliveryLines, type StoredDeliveryLine } from './delivery-lines';
import { loadMinimumTerm, loadMinimumTerms } from './minimum-terms';
import { needsPaymentUpdate } from './payment-recovery';

const SUBSCRIPTION_NOT_FOUND = 'Subscription not found';

const subscriptionColumns = () => ({
  id: subscriptions.id,
  status: subscriptions.status,
  frequencyDays: subscriptions.frequencyDays,
  nextDeliveryDate: subscriptions.nextDeliveryDate,
  createdAt: subscriptions.createdAt,
  pausedReason: subscriptions.pausedReason,
  retryOn: subscriptions.retryOn,
  // A declined renewal still to recover, and the reason Shopify gave for its last decline.
  paymentFailing: sql<boolean>`${needsPaymentUpdate}`,
  declineReason: sql<string | null>`(select a.error_message from ${subscriptionBillingAttempts} a
    where a.subscription_id = ${subscriptions.id} and a.status = 'failed'
    order by a.created_at desc limit 1)`,
  shippingAddress: subscriptions.shippingAddress,
});

type SubscriptionRow = {
  id: string;
  status: SubscriptionDto['status'];
  frequencyDays: number;
  nextDeliveryDate: string;
  createdAt: Date;
  pausedReason: SubscriptionDto['pausedReason'];
  retryOn: string | null;
  paymentFailing: boolean;
  declineReason: string | null;
  shippingAddress: Record<string, string | null> | null;
};

/** 'Amira Khan, 4 Mill Lane, York, YO1 7HH'. */
function describeAddress(address: Record<string, string | null> | null): string | null {
  if (!address) return null;
  const name = [address.firstName, address.lastName].filter(Boolean).join(' ');
  return [name, address.address1, address.address2, address.city, address.zip]
    .filter((part) => part !== null && part !== undefined && part !== '')
    .join(', ');
}

/** canCancel by the shop's London date (subscriptions/renewal-shared.ts `today`), as the cancel rule. */
async function attachSubscriptionItems(
  db: Database,
  rows: SubscriptionRow[],
  today: string,
): Promise<SubscriptionDto[]> {
  if (rows.length === 0) return [];
  const terms = await loadMinimumTerms(
    db,
    rows.map((r) => r.id),
  );
  const itemsBySubscription = new Map<string, StoredDeliveryLine[]>();
  for (const line of await loadDeliveryLines(
    db,
    rows.map((r) => r.id),
  )) {
    const list = itemsBySubscription.get(line.subscriptionId) ?? [];
    list.push(line);
    itemsBySubscription.set(line.subscriptionId, list);
  }
  const oneTimeRows = await db
    .select({
      id: subscriptionOneTimeItems.id,
      subscriptionId: subscriptionOneTimeItems.subscriptionId,
      productTitle: subscriptionOneTimeItems.productTitle,
      variantTitle: subscriptionOneTimeItems.variantTitle,
      quantity: subscriptionOneTimeItems.quantity,
      unitPricePence: subscriptionOneTimeItems.unitPricePence,
    })
    .from(subscriptionOneTimeItems)
    .innerJoin(
      subscriptions,
      and(
        eq(subscriptions.id, subscriptionOneTimeItems.subscriptionId),
        eq(subscriptions.nextDeliveryDate, subscriptionOneTimeItems.billingDate),
      ),
    )
    .where(
      inArray(
        subscriptionOneTimeItems.subscriptionId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(subscriptionOneTimeItems.createdAt));
  const oneTimeBySubscription = new Map<string, SubscriptionDto['oneTimeItems']>();
  for (const item of oneTimeRows) {
    const list = oneTimeBySubscription.get(item.subscriptionId) ?? [];
    const { subscriptionId: _, ...dto } = item;
    list.push({
      ...dto,
      totalPence: computeDeliveryPence({
        packPricePence: item.unitPricePence,
        packs: item.quantity,
      }),
    });
    oneTimeBySubscription.set(item.subscriptionId, list);
  }
  return rows.map((r) => {
    const lines = itemsBySubscription.get(r.id) ?? [];
    const oneTime = oneTimeBySubscription.get(r.id) ?? [];
    return {
      id: r.id,
      status: r.status,
      frequencyDays: r.frequencyDays,
      nextDeliveryDate: r.nextDeliveryDate,
      minimumTerm: terms.get(r.id) ?? null,
      canCancel: r.status !== 'cancelled' && canCancelTerm(terms.get(r.id), today),
      createdAt: new Date(r.createdAt).toISOString(),
      items: lines.map((line) => ({
        id: line.id,
        productTitle: line.productTitle,
        productHandle: line.productHandle,
        variantTitle: line.variantTitle,
        quantity: line.units,
        pricePence: line.packPricePence,
        deliveryPence: line.deliveryPence,
      })),
      // Only an active subscription has a next charge (a paused one charges again once resumed):
      // its lines and the items added to that delivery, as the reminder states it.
      nextChargePence:
        r.status !== 'active'
          ? null
          : computeDeliveryChargePence([
              ...lines,
              ...oneTime.map((i) => ({ packPricePence: i.unitPricePence, packs: i.quantity })),
            ]),
      nextChargeDate:
        r.status !== 'active' ? null : r.paymentFailing ? r.retryOn : r.nextDeliveryDate,
      pausedReason: r.status === 'paused' ? (r.pausedReason ?? null) : null,
      paymentFailure: r.paymentFailing
        ? {
            reason: r.declineReason ?? 'Your card was declined.',
            retryOn: r.status === 'active' ? r.retryOn : null,
          }
        : null,
      oneTimeItems: r.status !== 'active' ? [] : oneTime,
      deliveryAddress: describeAddress(r.shippingAddress),
    };
  });
}

/** Newest first, with items, product title/handle and variant title: two queries. */
export async function findSubscriptions(
  db: Database,
  userId: string,
  today: string,
): Promise<SubscriptionDto[]> {
  const rows = await db
    .select(subscriptionColumns())
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  return attachSubscriptionItems(db, rows, today);
}

/** One of the user's subscriptions as the card shows it (404 when not theirs). */
export async function findSubscription(
  db: Database,
  userId: string,
  subscriptionId: string,
  today: string,
): Promise<SubscriptionDto> {
  const rows = await db
    .select(subscriptionColumns())
    .from(subscriptions)
    .where(and(eq(subscriptions.id, subscriptionId), eq(subscriptions.userId, userId)));
  const [dto] = await attachSubscriptionItems(db, rows, today);
  if (!dto) throw new AppError('not_found', SUBSCRIPTION_NOT_FOUND);
  return dto;
}

export const SUBSCRIPTION_CONFLICT_MESSAGES = {
  pause: 'Only an active subscription can be paused.',
  resume: 'Only a paused subscription can be resumed.',
  skip: 'Only an active subscription can skip a delivery.',
  cancel: 'This subscription is already cancelled.',
  update_frequency: 'A cancelled subscription cannot change its frequency.',
} as const satisfies Record<SubscriptionAction, string>;

/** Cancel is allowed from the day after the last delivery of the minimum term is paid. */
export function canCancelTerm(term: MinimumTerm | null | undefined, today: string): boolean {
  return term !== null && term !== undefined && canCancelOn(term, today);
}

/** Why a cancel is refused now: already cancelled, or inside the minimum term; null: allowed. */
export function cancelRefusal(
  status: string,
  term: MinimumTerm | null | undefined,
  today: string,
): string | null {
  if (status === 'cancelled') return SUBSCRIPTION_CONFLICT_MESSAGES.cancel;
  if (!term) return null;
  return canCancelOn(term, today) ? null : cancelTooEarlyMessage(term);
}

/**
 * The manage-subscription server function. Each transition is one conditional UPDATE (the
 * status check and the write are atomic); when nothing was updated a second read tells 404 (not
 * the user's) from 409 (not allowed in this state).
 *   pause: active → paused · resume: paused → active, next delivery kept when still ahead,
 *   else today + frequency
 *   skip: active, next delivery + frequency · cancel: active|paused → cancelled, on or after
 *   the minimum term (minimum-terms.ts) · update_frequency: active|paused, one of 7, 14, 30, 60, 90 days.
 */
export async function manageSubscription(
  db: Database,
  userId: string,
  body: ManageSubscriptionBody,
  options: { today?: string } = {},
): Promise<SubscriptionDto> {
  const own = and(eq(subscriptions.id, body.subscriptionId), eq(subscriptions.userId, userId));
  // The shop's clock (renewals) when given, else the London date now.
  const day = options.today ?? toLondonDate(new Date());
  const today = sql`${day}::date`;
  if (body.action === 'cancel') {
    const [current] = await db
      .select({ status: subscriptions.status })
      .from(subscriptions)
      .where(own);
    if (!current) throw new AppError('not_found', SUBSCRIPTION_NOT_FOUND);
    const refusal = cancelRefusal(
      current.status,
      await loadMinimumTerm(db, body.subscriptionId),
      day,
    );
    if (refusal) throw new AppError('conflict', refusal);
  }
  const now = new Date();
  let update: Partial<Record<keyof typeof subscriptions.$inferInsert, unknown>>;
  let allowed: ReturnType<typeof sql>;
  switch (body.action) {
    case 'pause':
      update = { status: 'paused', pausedReason: 'customer' };
      allowed = sql`${subscriptions.status} = 'active'`;
      break;
    case 'resume':
      // The original next date stays when it is still ahead; a past one restarts a cycle today.
      update = {
        status: 'active',
        pausedReason: null,
        billingFailures: 0,
        retryOn: null,
        nextDeliveryDate: sql`case when ${subscriptions.nextDeliveryDate} > ${today} then ${subscriptions.nextDeliveryDate} else ${today} + ${subscriptions.frequencyDays} end`,
      };
      allowed = sql`${subscriptions.status} = 'paused'`;
      break;
    case 'skip':
      update = {
        nextDeliveryDate: sql`${subscriptions.nextDeliveryDate} + ${subscriptions.frequencyDays}`,
      };
      allowed = sql`${subscriptions.status} = 'active'`;
      break;
    case 'cancel':
      update = { status: 'cancelled' };
      allowed = sql`${subscriptions.status} <> 'cancelled'`;
      break;
    case 'update_frequency':
      update = { frequencyDays: body.data?.frequencyDays };
      allowed = sql`${subscriptions.status} <> 'cancelled'`;
      break;
  }
  const updated = await db
    .update(subscriptions)
    .set({ ...update, updatedAt: now } as typeof subscriptions.$inferInsert)
    .where(and(own, allowed))
    .returning({ id: subscriptions.id });
  const [row] = await db.select(subscriptionColumns()).from(subscriptions).where(own);
  if (!row) throw new AppError('not_found', SUBSCRIPTION_NOT_FOUND);
  if (updated.length === 0) {
    throw new AppError('conflict', SUBSCRIPTION_CONFLICT_MESSAGES[body.action]);
  }
  const [dto] = await attachSubscriptionItems(db, [row], day);
  return dto as SubscriptionDto;
}
