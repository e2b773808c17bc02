import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders, subscriptions } from '../db/schema/orders';

export type GuestOrder = { orderId: string; subscriptionId: string };

/**
 * A guest's order and its subscription for `email`, stored directly with no account: what the
 * account tests expect to be linked to an account only once its owner has confirmed the email.
 */
export async function insertGuestOrder(db: Database, email: string): Promise<GuestOrder> {
  const [order] = await db
    .insert(orders)
    .values({
      email,
      orderNumber: String(7000 + Math.floor(Math.random() * 1000)),
      status: 'processing',
      totalAmount: '19.99',
    })
    .returning();
  const [sub] = await db
    .insert(subscriptions)
    .values({
      email,
      orderId: order?.id ?? null,
      status: 'active',
      frequencyDays: 30,
      nextDeliveryDate: '2026-12-24',
      minimumEndDate: '2027-02-24',
    })
    .returning();
  return { orderId: order?.id ?? '', subscriptionId: sub?.id ?? '' };
}

/** The accounts the guest order and its subscription are linked to now (null: none). */
export async function guestOrderOwners(db: Database, { orderId, subscriptionId }: GuestOrder) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const [sub] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  return { order: order?.userId, subscription: sub?.userId };
}
