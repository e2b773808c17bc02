// Staff cancelling a paid order through Shopify's orderCancel
// (docs/decisions/081-order-cancellation.md): the same schema checks the admin dialog
// and the route.
import { z } from '../zod';

/** Shopify's OrderCancelReason values, in the shop's lower case. */
export const ORDER_CANCEL_REASONS = [
  'customer',
  'declined',
  'fraud',
  'inventory',
  'staff',
  'other',
] as const;
export type OrderCancelReason = (typeof ORDER_CANCEL_REASONS)[number];

export const ORDER_CANCEL_REASON_LABELS: Record<OrderCancelReason, string> = {
  customer: 'Customer asked to cancel',
  declined: 'Payment declined',
  fraud: 'Fraudulent order',
  inventory: 'Items unavailable',
  staff: 'Staff error',
  other: 'Other',
};

export const CANCEL_REASON_MESSAGE = 'Choose why the order is cancelled.';

export const orderCancelRequestSchema = z
  .object({
    reason: z.enum(ORDER_CANCEL_REASONS, { error: CANCEL_REASON_MESSAGE }),
    /** Put the order's units back in stock (Shopify's `restock`). */
    restock: z.boolean(),
    /** Refund what is left of the payment to the card (Shopify's original payment methods). */
    refund: z.boolean(),
    /** For staff only (Shopify's `staffNote`): never shown to the customer. */
    staffNote: z.string().trim().max(500).optional(),
  })
  .strict();
export type OrderCancelRequest = z.infer<typeof orderCancelRequestSchema>;

export const ORDER_ALREADY_CANCELLED_MESSAGE = 'This order is already cancelled.';
export const cannotCancelMessage = (status: string) =>
  `An order that is ${status} cannot be cancelled; refund it instead.`;
/** Statuses staff can cancel from: before anything has been sent. */
export const CANCELLABLE_STATUSES = ['on_hold', 'pending', 'processing'] as const;
