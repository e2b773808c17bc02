/**
 * What the subscription portal offers a subscription: the sizes and products it can swap to, at
 * its plan's price, and the items it can add to the next delivery once, at the one-time price.
 * Only what the portal would then accept (portal-choices.ts: the one rule for both).
 */
import { eq } from 'drizzle-orm';
import type { SubscriptionPortalOptionsResponse } from '../../core/api/account';
import { isSubscriptionPlanId } from '../../core/api/checkout';
import { computeOneTimePackPence, computePlanDeliveryPence } from '../../core/pricing/price-cart';
import { computeDeliveryPence } from '../../core/subscriptions/delivery-price';
import { subscriptionItems, subscriptions } from '../db/schema/orders';
import { packsPerDelivery } from './delivery-lines';
import { loadOwned, storedPlanId } from './portal';
import { loadPortalCandidates, portalRefusal } from './portal-choices';
import type { RenewalDeps } from './renewal-shared';

/** The swap and add-once choices of a subscription, priced by the shop. */
export async function listPortalOptions(
  deps: RenewalDeps,
  userId: string,
  subscriptionId: string,
): Promise<SubscriptionPortalOptionsResponse> {
  const sub = await loadOwned(deps, userId, subscriptionId);
  const [item] = await deps.db
    .select({
      variantId: subscriptionItems.variantId,
      productId: subscriptionItems.productId,
      planId: storedPlanId,
      packs: packsPerDelivery,
    })
    .from(subscriptionItems)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionItems.subscriptionId))
    .where(eq(subscriptionItems.subscriptionId, sub.id))
    .limit(1);
  const candidates = await loadPortalCandidates(deps);
  // Other sizes of the same product first: the swap most customers look for.
  candidates.sort(
    (a, b) => Number(b.productId === item?.productId) - Number(a.productId === item?.productId),
  );
  const planId = item?.planId && isSubscriptionPlanId(item.planId) ? item.planId : null;
  return {
    swap:
      planId === null || sub.status === 'cancelled'
        ? []
        : candidates.flatMap((row) =>
            row.id === item?.variantId ||
            row.pricePence === null ||
            portalRefusal(row, { kind: 'swap', planId }) !== null
              ? []
              : [
                  {
                    variantId: row.id,
                    label: row.label,
                    // The same packs per delivery as now, at the plan's price of the other variant.
                    deliveryPence: computeDeliveryPence({
                      packPricePence: computePlanDeliveryPence(row.pricePence, planId),
                      packs: Number(item?.packs ?? 1),
                    }),
                  },
                ],
          ),
    addOnce:
      sub.status !== 'active'
        ? []
        : candidates.flatMap((row) =>
            row.pricePence === null || portalRefusal(row, { kind: 'add', quantity: 1 }) !== null
              ? []
              : [
                  {
                    variantId: row.id,
                    label: row.label,
                    unitPricePence: computeOneTimePackPence(row.pricePence, 1),
                  },
                ],
          ),
  };
}
