/**
 * What the renewal jobs, their webhooks and the reminders share: the retry and
 * reminder schedule, the idempotency key and the clock's London date (a delivery as the emails
 * list it: delivery-lines.ts).
 */
import { toLondonDate } from '../../core/dates';
import type { AppDeps } from '../app-deps';
import type { Database } from '../db/client';
import { subscriptionEvents } from '../db/schema/subscriptions';
import type { AdminLane } from '../shopify/admin-pacing';
import {
  createSubscriptionShopifyClient,
  type SubscriptionShopifyClient,
} from './shopify-subscriptions';

/** Days after the billing date of each retry of a declined renewal; then the subscription pauses. */
export const RETRY_AFTER_DAYS = [1, 3, 7] as const;
/** Days before the billing date the reminder is sent. */
export const REMINDER_DAYS_BEFORE = 3;

export type RenewalJob = {
  subscriptionId: string;
  billingDate: string;
  attemptNumber: number;
  /** The contract the sweep found (absent in jobs queued before it was carried): the claim checks
   * it is still the subscription's. */
  contractId?: string;
};

export type RenewalDeps = Pick<AppDeps, 'db' | 'config' | 'mailer' | 'logger' | 'clock'> & {
  shopify?: SubscriptionShopifyClient;
  /** The process's people, whom the renewal workers give way to (absent: no pacing). */
  backgroundPace?: AppDeps['backgroundPace'];
};

/** The store's subscription operations; the sweep and its webhooks call in the background lane. */
export function shopifyOf(
  deps: RenewalDeps,
  lane: AdminLane = 'person',
): SubscriptionShopifyClient {
  return deps.shopify ?? createSubscriptionShopifyClient(deps.config, { lane });
}

export function today(deps: Pick<AppDeps, 'clock'>): string {
  return toLondonDate(deps.clock.now());
}

export function numericTail(gid: string): string {
  return gid.slice(gid.lastIndexOf('/') + 1);
}

/** The key Shopify deduplicates on: one per contract, cycle date and try. */
export function renewalIdempotencyKey(contractId: string, billingDate: string, attempt: number) {
  return `renewal-${numericTail(contractId)}-${billingDate}-${attempt}`;
}

export async function logSubscriptionEvent(
  db: Database,
  event: typeof subscriptionEvents.$inferInsert,
): Promise<void> {
  await db.insert(subscriptionEvents).values(event);
}

export type SubscriptionSummary = {
  id: string;
  email: string;
  frequencyDays: number;
  nextDeliveryDate: string;
  contractId: string | null;
};

export function manageLink(deps: RenewalDeps) {
  return `${deps.config.publicUrl}/account?tab=subscriptions`;
}
