/**
 * manage-subscription request body (docs/spec/accounts-and-back-office.md §4 "Subscription status",
 * §7, §9).
 */
import { formatLongDate } from '../dates';
import type { MinimumTerm } from '../subscriptions/minimum-term';
import { z } from '../zod';

export const SUBSCRIPTION_ACTIONS = [
  'pause',
  'skip',
  'resume',
  'cancel',
  'update_frequency',
] as const;
export type SubscriptionAction = (typeof SUBSCRIPTION_ACTIONS)[number];

export const SUBSCRIPTION_FREQUENCY_DAYS = [7, 14, 30, 60, 90] as const;
export type SubscriptionFrequencyDays = (typeof SUBSCRIPTION_FREQUENCY_DAYS)[number];

export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const SUBSCRIPTION_MESSAGES = {
  subscriptionIdInvalid: 'Invalid subscription id',
  actionInvalid: 'Action must be one of pause, skip, resume, cancel or update_frequency',
  frequencyInvalid: 'Frequency must be 7, 14, 30, 60 or 90 days',
  frequencyRequired: 'Frequency is required to update a subscription',
  deliveryDateInvalid: 'Delivery date must be a date (YYYY-MM-DD)',
  deliveryDateOnlyWithSkip: 'A delivery date is only taken with skip',
} as const;

export const SUBSCRIPTION_UPDATED_MESSAGE = 'Subscription updated successfully';
export const SUBSCRIPTION_UPDATE_FAILED_MESSAGE = 'Failed to update subscription';

const m = SUBSCRIPTION_MESSAGES;

const frequencyDaysField = z.union(
  SUBSCRIPTION_FREQUENCY_DAYS.map((days) => z.literal(days)) as [
    z.ZodLiteral<SubscriptionFrequencyDays>,
    ...z.ZodLiteral<SubscriptionFrequencyDays>[],
  ],
  { error: m.frequencyInvalid },
);

export const manageSubscriptionSchema = z
  .object({
    subscriptionId: z.uuid({ error: m.subscriptionIdInvalid }),
    action: z.enum(SUBSCRIPTION_ACTIONS, { error: m.actionInvalid }),
    data: z
      .object({
        frequencyDays: frequencyDaysField.optional(),
        /**
         * skip only: the delivery the customer (or staff) saw as next and chose to skip. The
         * server skips only if it is still the next one, so a repeated press or a stale page
         * skips nothing more (answers 409). Without it, the next delivery is skipped.
         */
        deliveryDate: z.iso.date({ error: m.deliveryDateInvalid }).optional(),
      })
      .strict()
      .optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (body.action !== 'skip' && body.data?.deliveryDate !== undefined) {
      ctx.addIssue({
        code: 'custom',
        message: m.deliveryDateOnlyWithSkip,
        path: ['data', 'deliveryDate'],
      });
    }
    if (body.action === 'update_frequency' && body.data?.frequencyDays === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: m.frequencyRequired,
        path: ['data', 'frequencyDays'],
      });
    }
  });

export type ManageSubscriptionInput = z.input<typeof manageSubscriptionSchema>;
export type ManageSubscriptionBody = z.output<typeof manageSubscriptionSchema>;

/** Actions offered per status: active → pause, skip; paused → resume; cancelled → none. */
export function selectSubscriptionActions(status: SubscriptionStatus): SubscriptionAction[] {
  if (status === 'active') return ['pause', 'skip'];
  if (status === 'paused') return ['resume'];
  return [];
}

/** 'Cannot cancel before 3 March 2027' (the minimum term's first cancellable day). */
export function buildCannotCancelTooltip(term: MinimumTerm | null): string {
  return term?.cancellableFrom
    ? `Cannot cancel before ${formatLongDate(term.cancellableFrom)}`
    : 'Cannot cancel yet';
}

/** '* Minimum term: 2 deliveries. You can cancel any time after your 2nd delivery is paid — from …'. */
export function buildMinimumCommitmentNote(term: MinimumTerm | null): string {
  return term ? `* ${term.summary}` : '';
}
