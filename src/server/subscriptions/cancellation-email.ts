/**
 * The email confirming a cancelled subscription: the same words whether the customer cancelled it
 * from the account or staff did from the subscriptions panel (the customer is told either way).
 */
import { asc, eq } from 'drizzle-orm';
import { describeItem } from '../../core/catalog/item-count';
import { subscriptionItems, subscriptions } from '../db/schema/orders';
import type { RenewalDeps } from './renewals';

export function buildSubscriptionCancelledEmail(
  shop: { shopName: string; publicUrl: string },
  items: { productTitle: string; variantTitle: string | null }[],
) {
  // The catalogue's name and size, never Shopify's pack variant name (core/catalog/item-count.ts).
  const what = items.map((i) => describeItem({ ...i, units: 1 }).name).join(', ');
  return {
    subject: `Your ${shop.shopName} subscription has been cancelled`,
    text: `Hello,\n\nYour subscription${what ? ` to ${what}` : ''} has been cancelled. No more deliveries will be sent and you will not be charged for it again.\n\nYou can subscribe again at any time: ${shop.publicUrl}/shop\nYour subscriptions: ${shop.publicUrl}/account?tab=subscriptions\n\n${shop.shopName}`,
  };
}

/** Queued after the cancellation committed; a mail failure is logged, never the change's. */
export async function sendSubscriptionCancelledEmail(deps: RenewalDeps, subscriptionId: string) {
  try {
    const [sub] = await deps.db
      .select({ email: subscriptions.email })
      .from(subscriptions)
      .where(eq(subscriptions.id, subscriptionId));
    if (!sub) return;
    const items = await deps.db
      .select({
        productTitle: subscriptionItems.productTitle,
        variantTitle: subscriptionItems.variantTitle,
      })
      .from(subscriptionItems)
      .where(eq(subscriptionItems.subscriptionId, subscriptionId))
      .orderBy(asc(subscriptionItems.productTitle));
    await deps.mailer.send({
      to: sub.email,
      ...buildSubscriptionCancelledEmail(deps.config, items),
    });
  } catch (err) {
    deps.logger.error(
      { err, subscriptionId },
      'subscription cancellation email could not be queued',
    );
  }
}
