/**
 * The contract's next billing date in Shopify follows the shop's next delivery date
 * (docs/decisions/157-contract-date-follows-the-shop.md). Shopify leaves that field to the app
 * ("This field is managed by the apps": subscriptionContractSetNextBillingDate,
 * https://shopify.dev/docs/api/admin-graphql/latest/mutations/subscriptionContractSetNextBillingDate).
 * A paid renewal moves it without the webhook waiting for Shopify; `shopify_next_billing_date`
 * records what Shopify confirmed, and the minute's sweep moves any contract left behind (the
 * store throttled or down, the process stopped) in the background lane.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { subscriptions } from '../db/schema/orders';
import type { AdminLane } from '../shopify/admin-pacing';
import { type RenewalDeps, shopifyOf } from './renewal-shared';
import { ShopifyRefusal } from './shopify-subscriptions';

/** Contracts the sweep moves at most per minute (10 Admin API points each). */
export const CONTRACT_DATES_PER_SWEEP = 100;
/** A date changed this recently is left to the call the change made. */
const SETTLING = sql`interval '2 minutes'`;

/** Records the date Shopify confirmed for a subscription's contract. */
export async function recordContractDate(
  db: Database,
  subscriptionId: string,
  date: string,
): Promise<void> {
  await db
    .update(subscriptions)
    .set({ shopifyNextBillingDate: date })
    .where(eq(subscriptions.id, subscriptionId));
}

/** Moves the contract's date in Shopify to `date` and records it. */
export async function moveContractDate(
  deps: RenewalDeps,
  sub: { id: string; contractId: string; date: string },
  lane: AdminLane,
): Promise<void> {
  await shopifyOf(deps, lane).setNextBillingDate(sub.contractId, sub.date);
  await recordContractDate(deps.db, sub.id, sub.date);
}

/**
 * Moves the date of every active contract whose date in Shopify is not the shop's (oldest
 * change first, up to `limit`). A refusal is logged and recorded (Shopify will not take this
 * date: asking every minute would not change that); an outage stops the round.
 */
export async function syncContractDates(
  deps: RenewalDeps,
  limit = CONTRACT_DATES_PER_SWEEP,
): Promise<{ moved: number; refused: number }> {
  const behind = await deps.db
    .select({
      id: subscriptions.id,
      contractId: subscriptions.shopifyContractId,
      date: subscriptions.nextDeliveryDate,
    })
    .from(subscriptions)
    .where(
      and(
        sql`${subscriptions.shopifyContractId} is not null`,
        sql`${subscriptions.shopifyNextBillingDate} is distinct from ${subscriptions.nextDeliveryDate}`,
        eq(subscriptions.status, 'active'),
        sql`${subscriptions.updatedAt} < now() - ${SETTLING}`,
      ),
    )
    .orderBy(subscriptions.updatedAt)
    .limit(limit);
  let moved = 0;
  let refused = 0;
  for (const sub of behind) {
    const contractId = sub.contractId as string;
    try {
      await moveContractDate(deps, { id: sub.id, contractId, date: sub.date }, 'background');
      moved++;
    } catch (err) {
      if (!(err instanceof ShopifyRefusal)) throw err;
      refused++;
      deps.logger.warn(
        { err, subscriptionId: sub.id, contractId, date: sub.date },
        'Shopify refused the contract date; not asked again until the date changes',
      );
      await recordContractDate(deps.db, sub.id, sub.date);
    }
  }
  return { moved, refused };
}
