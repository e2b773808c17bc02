import { bigint, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ReturnReason, ReturnStatus } from '../../../core/returns/return-request';
import { users } from './auth';
import { orderItems, orderRefunds, orders } from './orders';

/**
 * A customer's return of items from a delivered order (docs/decisions/136-returns.md):
 * requested → approved or refused (with staff's reason) → received (the refund intent is
 * recorded) → refunded (settled through Shopify, credited, restocked).
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The customer who asked (from the session); null once their account is erased. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<ReturnStatus>().notNull().default('requested'),
    reason: text('reason').$type<ReturnReason>().notNull(),
    details: text('details').notNull().default(''),
    /** What the items are worth when asked for (returnedLinePence), integer pence. */
    valuePence: bigint('value_pence', { mode: 'number' }).notNull(),
    /** Staff's reason for approving or refusing, shown to the customer. */
    staffReason: text('staff_reason'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    /** The refund intent recorded when received (its id is Shopify's idempotency key). */
    refundId: uuid('refund_id').references(() => orderRefunds.id, { onDelete: 'set null' }),
    /** What was refunded: the value, capped at what was left to refund on the order. */
    refundedPence: bigint('refunded_pence', { mode: 'number' }),
    /** Set once the unopened items were added back to Shopify's inventory. */
    restockedAt: timestamp('restocked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_returns_order_idx').on(t.orderId, t.createdAt),
    index('order_returns_status_idx').on(t.status, t.createdAt),
  ],
);

export const orderReturnItems = pgTable(
  'order_return_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => orderReturns.id, { onDelete: 'cascade' }),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    opened: boolean('opened').notNull(),
  },
  (t) => [index('order_return_items_return_idx').on(t.returnId)],
);
