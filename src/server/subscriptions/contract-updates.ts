/**
 * subscription_contracts/update: a contract's status changed in Shopify (e.g. staff paused or
 * cancelled it in Shopify's admin, or it expired), so the stored subscription follows it. Shopify
 * does not deliver in order: the delivery's X-Shopify-Triggered-At is kept per contract, and an
 * older delivery than the one stored changes nothing (shopify/delivery-guard.ts).
 * https://shopify.dev/docs/api/admin-graphql/latest/enums/SubscriptionContractSubscriptionStatus
 */
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { SubscriptionStatus } from '../../core/api/statuses';
import type { Database } from '../db/client';
import { subscriptions } from '../db/schema/orders';
import { subscriptionEvents } from '../db/schema/subscriptions';
import { claimResourceVersion } from '../shopify/delivery-guard';

export const CONTRACT_UPDATE_TOPIC = 'subscription_contracts/update';

export const contractUpdatedWebhookSchema = z.object({
  admin_graphql_api_id: z.string().regex(/^gid:\/\/shopify\/SubscriptionContract\/\d{1,20}$/),
  status: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.enum(['ACTIVE', 'PAUSED', 'CANCELLED', 'EXPIRED', 'FAILED', 'STALE'])),
});

const STORED_STATUS: Record<string, SubscriptionStatus | null> = {
  ACTIVE: 'active',
  PAUSED: 'paused',
  CANCELLED: 'cancelled',
  EXPIRED: 'cancelled',
  FAILED: 'cancelled',
  // Shopify's own transient state: nothing to store.
  STALE: null,
};

export type ContractUpdateOutcome = 'updated' | 'unchanged' | 'stale' | 'unknown';

export async function handleContractUpdated(
  db: Database,
  payload: z.output<typeof contractUpdatedWebhookSchema>,
  triggeredAt: Date,
): Promise<ContractUpdateOutcome> {
  const contractId = payload.admin_graphql_api_id;
  return db.transaction(async (tx) => {
    const [sub] = await tx
      .select({ id: subscriptions.id, status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.shopifyContractId, contractId))
      .for('update');
    if (!sub) return 'unknown';
    if (!(await claimResourceVersion(tx, `subscription_contract:${contractId}`, triggeredAt))) {
      return 'stale';
    }
    const status = STORED_STATUS[payload.status] ?? null;
    if (status === null || status === sub.status) return 'unchanged';
    await tx
      .update(subscriptions)
      .set({
        status,
        // Paused in Shopify's admin: by staff. Resumed or ended: no pause reason.
        pausedReason: status === 'paused' ? 'staff' : null,
        retryOn: status === 'active' ? undefined : null,
        updatedAt: new Date(),
      })
      .where(eq(subscriptions.id, sub.id));
    await tx.insert(subscriptionEvents).values({
      subscriptionId: sub.id,
      actor: 'system',
      action: 'shopify_status_changed',
      detail: { from: sub.status, to: status, shopifyStatus: payload.status },
    });
    return 'updated';
  });
}
