import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { products, productVariants } from './catalog';
import { orders, subscriptions } from './orders';

export type BillingAttemptStatus = 'pending' | 'succeeded' | 'failed';
/** A scheduled renewal, or an extra delivery the customer ordered now (attempt number 0). */
export type BillingAttemptKind = 'renewal' | 'order_now';

/**
 * One row per subscriptionBillingAttemptCreate the shop made: the cycle (billing date), which try
 * of that cycle, and the idempotency key sent to Shopify. The unique (subscription, date, try)
 * is what makes a renewal run once across processes; the order it produced links the order to
 * the subscription.
 */
export const subscriptionBillingAttempts = pgTable(
  'subscription_billing_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    billingDate: date('billing_date', { mode: 'string' }).notNull(),
    attemptNumber: integer('attempt_number').notNull(),
    kind: text('kind').$type<BillingAttemptKind>().notNull().default('renewal'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status').$type<BillingAttemptStatus>().notNull().default('pending'),
    shopifyAttemptId: text('shopify_attempt_id'),
    shopifyOrderId: text('shopify_order_id'),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    unique('subscription_billing_attempts_cycle_try').on(
      t.subscriptionId,
      t.billingDate,
      t.attemptNumber,
    ),
    index('subscription_billing_attempts_order_idx').on(t.shopifyOrderId),
    // Partial: it serves lookups by order (equal to an id, so never null). Whole, it also
    // matched `order_id is null` (every attempt whose order is still to come: all of a day's
    // renewals mid-sweep), and with statistics older than the sweep the planner ANDed it into
    // the link by Shopify order id, a scan of every pending attempt per renewal (decision 149).
    index('subscription_billing_attempts_order_uuid_idx')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null`),
  ],
);

/** Every change to a subscription, by whom (customer, staff, system): the admin's log. */
export const subscriptionEvents = pgTable(
  'subscription_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    actor: text('actor').$type<'customer' | 'staff' | 'system'>().notNull(),
    actorUserId: text('actor_user_id'),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_events_subscription_idx').on(t.subscriptionId, t.createdAt)],
);

/**
 * An item added to one delivery only (Shopify: a line added to that billing cycle's contract,
 * subscriptionBillingCycleContractEdit): billed with the renewal of `billingDate`, never again.
 */
export const subscriptionOneTimeItems = pgTable(
  'subscription_one_time_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    billingDate: date('billing_date', { mode: 'string' }).notNull(),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productTitle: text('product_title').notNull(),
    variantTitle: text('variant_title'),
    quantity: integer('quantity').notNull(),
    /** The one-time price of one item, in pence, by the shop's pricing (core/pricing). */
    unitPricePence: integer('unit_price_pence').notNull(),
    shopifyLineId: text('shopify_line_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('subscription_one_time_items_cycle_idx').on(t.subscriptionId, t.billingDate)],
);
