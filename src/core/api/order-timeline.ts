// The admin order page's timeline (GET /api/admin/orders/:id/timeline) and staff comments
// (POST /api/admin/orders/:id/comments). Built from what the shop stores: the order, its refunds
// and cancellation, the audit log, the outbox and the comments (server/admin/order-timeline.ts).
import { z } from '../zod';

export type OrderTimelineEventKind =
  | 'placed'
  | 'paid'
  | 'held'
  | 'released'
  | 'processing'
  | 'shipped'
  | 'delivered'
  | 'refunded'
  | 'cancelled'
  | 'email'
  | 'comment';

export type OrderTimelineEvent = {
  kind: OrderTimelineEventKind;
  at: string;
  /** One line in words for staff ("Shipped with Royal Mail, tracking RM123456785GB"). */
  title: string;
  /** More words: the hold reasons, a refund's note, an email's subject, a comment's text. */
  detail: string | null;
  /** Who did it: a staff member's email; null for the customer, Shopify or the shop itself. */
  actor: string | null;
};

/** Oldest first, the order it happened in. */
export type OrderTimelineResponse = { events: OrderTimelineEvent[] };

export const COMMENT_REQUIRED = 'Write a comment.';
export const COMMENT_TOO_LONG = 'Keep the comment to 2,000 characters.';

export const orderCommentSchema = z
  .object({
    body: z.string().trim().min(1, COMMENT_REQUIRED).max(2000, COMMENT_TOO_LONG),
  })
  .strict();
export type OrderCommentRequest = z.infer<typeof orderCommentSchema>;
