/**
 * What the subscription portal offers a subscription: the sizes and products it can swap to, at
 * its plan's price, and the items it can add to the next delivery once, at the one-time price.
 */
import { eq } from 'drizzle-orm';
import type { SubscriptionPortalOptionsResponse } from '../../core/api/account';
import { isSubscriptionPlanId } from '../../core/api/checkout';
import { tryParsePence } from '../../core/money';
import { computeOneTimePackPence, computePlanDeliveryPence } from '../../core/pricing/price-cart';
import { computeDeliveryPence } from '../../core/subscriptions/delivery-price';
import { products, productVariants } from '../db/schema/catalog';
import { subscriptionItems, subscriptions } from '../db/schema/orders';
import { packsPerDelivery } from './delivery-lines';
import { isSoldOnSubscription, loadOwned, storedPlanId } from './portal';
import type { RenewalDeps } from './renewal-shared';

/** The swap and add-once choices of a subscription: every retail variant, priced by the shop. */
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
  const rows = await deps.db
    .select({
      id: productVariants.id,
      productId: products.id,
      title: productVariants.title,
      price: productVariants.price,
      productTitle: products.title,
      handle: products.handle,
      tags: products.tags,
    })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(products.published, true))
    .orderBy(products.title, productVariants.price);
  const sellable = rows.flatMap((row) => {
    const pricePence = tryParsePence(row.price);
    if (pricePence === null || !isSoldOnSubscription(row)) {
      return [];
    }
    return [{ ...row, pricePence, label: `${row.productTitle} · ${row.title}` }];
  });
  // Other sizes of the same product first: the swap most customers look for.
  sellable.sort(
    (a, b) => Number(b.productId === item?.productId) - Number(a.productId === item?.productId),
  );
  const planId = item?.planId && isSubscriptionPlanId(item.planId) ? item.planId : null;
  return {
    swap:
      planId === null || sub.status === 'cancelled'
        ? []
        : sellable
            .filter((row) => row.id !== item?.variantId)
            .map((row) => ({
              variantId: row.id,
              label: row.label,
              // The same packs per delivery as now, at the plan's price of the other variant.
              deliveryPence: computeDeliveryPence({
                packPricePence: computePlanDeliveryPence(row.pricePence, planId),
                packs: Number(item?.packs ?? 1),
              }),
            })),
    addOnce:
      sub.status !== 'active'
        ? []
        : sellable.map((row) => ({
            variantId: row.id,
            label: row.label,
            unitPricePence: computeOneTimePackPence(row.pricePence, 1),
          })),
  };
}
