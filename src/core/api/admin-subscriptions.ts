/**
 * The back office's Subscriptions view: GET /api/admin/subscriptions answers these
 * rows; POST /api/admin/subscriptions/manage takes the customer's own manage body.
 */
import type { SubscriptionStatus } from '../schemas/subscription';
import type { MinimumTerm } from '../subscriptions/minimum-term';

/** Status filters: the three statuses, plus failing payments and paused by a failed payment. */
export const ADMIN_SUBSCRIPTION_FILTERS = [
  'all',
  'active',
  'paused',
  'cancelled',
  'failing',
  'paused_by_failure',
] as const;
export type AdminSubscriptionFilter = (typeof ADMIN_SUBSCRIPTION_FILTERS)[number];

export const ADMIN_SUBSCRIPTION_FILTER_LABELS: Record<AdminSubscriptionFilter, string> = {
  all: 'All statuses',
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
  failing: 'Failing payment',
  paused_by_failure: 'Paused by failed payment',
};

export type AdminSubscriptionDto = {
  id: string;
  email: string;
  status: SubscriptionStatus;
  pausedReason: 'customer' | 'staff' | 'payment_failed' | null;
  frequencyDays: number;
  /** What each delivery charges for the plan's lines (core/subscriptions/delivery-price.ts). */
  deliveryPence: number;
  /** 'YYYY-MM-DD'. */
  nextDeliveryDate: string;
  /** The minimum term and the first day it can be cancelled (describeMinimumTerm). */
  minimumTerm: MinimumTerm | null;
  billingFailures: number;
  /** 'YYYY-MM-DD' of the next retry of a declined renewal. */
  retryOn: string | null;
  /** 'paid', 'failed: CODE' or 'refused: CODE'; null before the first renewal. */
  lastBillingResult: string | null;
  lastBillingAt: string | null;
  shopifyContractId: string | null;
  hasAccount: boolean;
};

export type AdminSubscriptionsResponse = { subscriptions: AdminSubscriptionDto[] };
