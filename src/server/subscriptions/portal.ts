/**
 * The customer's subscription portal: swap the item to another size or product, order a
 * delivery now, add a one-time item to the next delivery, deliver to another saved address.
 * Each is written to Shopify's contract first (docs/decisions/093-subscription-portal.md),
 * then mirrored here, under the subscription's change lock (manage.ts). Prices come from the
 * shop's own rules (core/pricing): the request names a variant, never a price.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { SubscriptionDto } from '../../core/api/account';
import { isSubscriptionPlanId, type SubscriptionPlanId } from '../../core/api/checkout';
import { formatPenceAsDecimal } from '../../core/money';
import {
  computeOneTimePackPence,
  computePlanDeliveryPence,
  findPlanTerms,
} from '../../core/pricing/price-cart';
import type {
  AddOneTimeItemBody,
  SubscriptionAddressBody,
  SwapSubscriptionItemBody,
} from '../../core/schemas/subscription-portal';
import { addresses } from '../db/schema/account';
import { orderItems, subscriptionItems, subscriptions } from '../db/schema/orders';
import { subscriptionBillingAttempts, subscriptionOneTimeItems } from '../db/schema/subscriptions';
import { AppError } from '../http/errors';
import { findSubscription } from './customer-subscriptions';
import { packsPerDelivery } from './delivery-lines';
import { shopifyChangeError, withSubscriptionChangeLock } from './manage';
import { loadPortalTarget } from './portal-choices';
import {
  logSubscriptionEvent,
  numericTail,
  type RenewalDeps,
  shopifyOf,
  today,
} from './renewal-shared';

/** The item's plan: stored since swaps, else the order line that started the subscription. */
export const storedPlanId = sql<
  string | null
>`coalesce(${subscriptionItems.planId}, (select ${orderItems.purchaseOption} from ${orderItems} where ${orderItems.orderId} = ${subscriptions.orderId} and ${orderItems.variantId} = ${subscriptionItems.variantId} and ${orderItems.subscriptionPlan} is not null order by ${orderItems.id} limit 1))`;

export const ORDERED_TODAY_MESSAGE = 'A delivery was already ordered today for this subscription.';
const CANCELLED_MESSAGE = 'A cancelled subscription cannot be changed.';
const ACTIVE_ONLY_MESSAGE = 'Only an active subscription can do this. Resume it first.';
const NOT_ONLINE_MESSAGE =
  'This subscription cannot be changed online. Please contact us and we will change it for you.';

type Owned = {
  id: string;
  userId: string;
  status: string;
  contractId: string | null;
  next: string;
  frequencyDays: number;
  billingFailures: number;
};

export async function loadOwned(deps: RenewalDeps, userId: string, id: string): Promise<Owned> {
  const [sub] = await deps.db
    .select({
      id: subscriptions.id,
      status: subscriptions.status,
      contractId: subscriptions.shopifyContractId,
      next: subscriptions.nextDeliveryDate,
      frequencyDays: subscriptions.frequencyDays,
      billingFailures: subscriptions.billingFailures,
    })
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
  if (!sub) throw new AppError('not_found', 'Subscription not found');
  return { ...sub, userId };
}

function notExported(): never {
  throw new AppError('conflict', NOT_ONLINE_MESSAGE);
}

async function callShopify<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw shopifyChangeError(err);
  }
}

/**
 * Swap the subscription's item to another size or product on the same plan: the new pack price
 * by the plan's discount (computePlanDeliveryPence), the same packs per delivery. Allowed during
 * the minimum term: the commitment is to the subscription, not to one product.
 */
export async function swapSubscriptionItem(
  deps: RenewalDeps,
  userId: string,
  subscriptionId: string,
  body: SwapSubscriptionItemBody,
): Promise<SubscriptionDto> {
  const sub = await loadOwned(deps, userId, subscriptionId);
  if (sub.status === 'cancelled') throw new AppError('conflict', CANCELLED_MESSAGE);
  const [item] = await deps.db
    .select({
      id: subscriptionItems.id,
      variantId: subscriptionItems.variantId,
      lineId: subscriptionItems.shopifyLineId,
      planId: storedPlanId,
      packs: packsPerDelivery,
    })
    .from(subscriptionItems)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionItems.subscriptionId))
    .where(eq(subscriptionItems.subscriptionId, sub.id))
    .limit(1);
  if (!item?.planId || !isSubscriptionPlanId(item.planId)) notExported();
  const planId: SubscriptionPlanId = item.planId;
  const packs = Number(item.packs);
  const target = await loadPortalTarget(deps, body.variantId, { kind: 'swap', planId });
  const terms = findPlanTerms(planId);
  const pricePence = computePlanDeliveryPence(target.pricePence, planId);
  const { variantGid, planGid } = target;
  if (!planGid) notExported();

  return withSubscriptionChangeLock(deps, sub, async () => {
    let lineId = item.lineId;
    if (sub.contractId) {
      const contractId = sub.contractId;
      lineId ??=
        (await callShopify(() => shopifyOf(deps).getContract(contractId)))?.lines?.nodes[0]?.id ??
        null;
      if (!lineId) notExported();
      const shopifyLineId = lineId;
      await callShopify(() =>
        shopifyOf(deps).updateLine(contractId, shopifyLineId, {
          variantId: variantGid,
          sellingPlanId: planGid,
          pricePence,
        }),
      );
    }
    await deps.db
      .update(subscriptionItems)
      .set({
        productId: target.productId,
        variantId: target.id,
        productTitle: target.productTitle,
        variantTitle: target.title,
        quantity: terms.unitsPerDelivery * packs,
        priceAtSubscribe: formatPenceAsDecimal(pricePence),
        planId,
        packs,
        shopifyLineId: lineId,
      })
      .where(eq(subscriptionItems.id, item.id));
    await logSubscriptionEvent(deps.db, {
      subscriptionId: sub.id,
      actor: 'customer',
      actorUserId: userId,
      action: 'swapped',
      detail: { fromVariantId: item.variantId, toVariantId: target.id, pricePence, packs },
    });
    return findSubscription(deps.db, userId, sub.id, today(deps));
  });
}

/**
 * Bill a delivery today, keeping the schedule: an extra billing attempt on the contract (no
 * cycle selected: Shopify bills the current cycle), one a day (its idempotency key names the day).
 * The next billing date is the app's to set and is not moved.
 */
export async function orderSubscriptionNow(
  deps: RenewalDeps,
  userId: string,
  subscriptionId: string,
): Promise<SubscriptionDto> {
  const sub = await loadOwned(deps, userId, subscriptionId);
  if (sub.status !== 'active') throw new AppError('conflict', ACTIVE_ONLY_MESSAGE);
  if (!sub.contractId) notExported();
  const contractId = sub.contractId;
  const day = today(deps);
  const idempotencyKey = `order-now-${numericTail(contractId)}-${day}`;
  return withSubscriptionChangeLock(deps, sub, async () => {
    const inserted = await deps.db
      .insert(subscriptionBillingAttempts)
      .values({
        subscriptionId: sub.id,
        billingDate: day,
        attemptNumber: 0,
        kind: 'order_now',
        idempotencyKey,
      })
      .onConflictDoNothing()
      .returning({ id: subscriptionBillingAttempts.id });
    const attemptId = inserted[0]?.id;
    if (!attemptId) throw new AppError('conflict', ORDERED_TODAY_MESSAGE);
    try {
      const created = await shopifyOf(deps).createBillingAttempt({
        contractId,
        idempotencyKey,
        billingDate: null,
      });
      await deps.db
        .update(subscriptionBillingAttempts)
        .set({ shopifyAttemptId: created.id })
        .where(eq(subscriptionBillingAttempts.id, attemptId));
    } catch (err) {
      // Nothing was billed: the day's order can be tried again.
      await deps.db
        .delete(subscriptionBillingAttempts)
        .where(eq(subscriptionBillingAttempts.id, attemptId));
      throw shopifyChangeError(err);
    }
    await logSubscriptionEvent(deps.db, {
      subscriptionId: sub.id,
      actor: 'customer',
      actorUserId: userId,
      action: 'ordered_now',
      detail: { billingDate: day },
    });
    return findSubscription(deps.db, userId, sub.id, today(deps));
  });
}

/**
 * A one-time item on the next delivery only: a line on that billing cycle's contract (Shopify's
 * billing cycle edit), at the shop's one-time price.
 */
export async function addOneTimeItem(
  deps: RenewalDeps,
  userId: string,
  subscriptionId: string,
  body: AddOneTimeItemBody,
): Promise<SubscriptionDto> {
  const sub = await loadOwned(deps, userId, subscriptionId);
  if (sub.status !== 'active') throw new AppError('conflict', ACTIVE_ONLY_MESSAGE);
  const target = await loadPortalTarget(deps, body.variantId, {
    kind: 'add',
    quantity: body.quantity,
  });
  const unitPricePence = computeOneTimePackPence(target.pricePence, 1);
  const { variantGid } = target;
  if (!sub.contractId) notExported();
  const contractId = sub.contractId;
  return withSubscriptionChangeLock(deps, sub, async () => {
    const lineId = await callShopify(() =>
      shopifyOf(deps).addCycleLine(contractId, sub.next, {
        variantId: variantGid,
        quantity: body.quantity,
        pricePence: unitPricePence,
      }),
    );
    await deps.db.insert(subscriptionOneTimeItems).values({
      subscriptionId: sub.id,
      billingDate: sub.next,
      productId: target.productId,
      variantId: target.id,
      productTitle: target.productTitle,
      variantTitle: target.title,
      quantity: body.quantity,
      unitPricePence,
      shopifyLineId: lineId,
    });
    await logSubscriptionEvent(deps.db, {
      subscriptionId: sub.id,
      actor: 'customer',
      actorUserId: userId,
      action: 'one_time_item_added',
      detail: {
        variantId: target.id,
        quantity: body.quantity,
        unitPricePence,
        billingDate: sub.next,
      },
    });
    return findSubscription(deps.db, userId, sub.id, today(deps));
  });
}

const COUNTRY_CODES: Record<string, string> = {
  'united kingdom': 'GB',
  uk: 'GB',
  'great britain': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'northern ireland': 'GB',
};

/** Deliver to one of the customer's saved addresses (the contract's delivery method). */
export async function changeSubscriptionAddress(
  deps: RenewalDeps,
  userId: string,
  subscriptionId: string,
  body: SubscriptionAddressBody,
): Promise<SubscriptionDto> {
  const sub = await loadOwned(deps, userId, subscriptionId);
  if (sub.status === 'cancelled') throw new AppError('conflict', CANCELLED_MESSAGE);
  const [address] = await deps.db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, body.addressId), eq(addresses.userId, userId)));
  const countryCode = address ? COUNTRY_CODES[address.country.trim().toLowerCase()] : undefined;
  if (!address || !countryCode) {
    const message = address
      ? 'We deliver subscriptions to UK addresses only'
      : 'Choose one of your saved addresses';
    throw new AppError('validation_failed', message, {
      status: 422,
      fields: { addressId: [message] },
    });
  }
  const stored = {
    firstName: address.firstName,
    lastName: address.lastName,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    zip: address.zip,
    countryCode,
    phone: address.phone,
  };
  return withSubscriptionChangeLock(deps, sub, async () => {
    if (sub.contractId) {
      const contractId = sub.contractId;
      await callShopify(() => shopifyOf(deps).setDeliveryAddress(contractId, stored));
    }
    await deps.db
      .update(subscriptions)
      .set({ shippingAddress: stored, updatedAt: new Date() })
      .where(eq(subscriptions.id, sub.id));
    await logSubscriptionEvent(deps.db, {
      subscriptionId: sub.id,
      actor: 'customer',
      actorUserId: userId,
      action: 'address_changed',
      detail: { addressId: address.id, city: address.city, zip: address.zip },
    });
    return findSubscription(deps.db, userId, sub.id, today(deps));
  });
}
