import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { OrderStatus, SubscriptionStatus } from '../../../core/api/statuses';
import { users } from './auth';
import { products, productVariants } from './catalog';

export type { OrderStatus, SubscriptionStatus };

export type OrderShippingAddress = {
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  province: string | null;
  zip: string | null;
  country: string | null;
  phone: string | null;
};

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    shopifyOrderId: text('shopify_order_id').unique(),
    orderNumber: text('order_number').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    totalAmount: numeric('total_amount', { precision: 16, scale: 2 }).notNull(),
    /** What Shopify charged (subtotal before shipping), integer pence. */
    totalPence: bigint('total_pence', { mode: 'number' }),
    /** What our server priced for this checkout (the signed cart attribute), or null. */
    pricedTotalPence: bigint('priced_total_pence', { mode: 'number' }),
    /** Charged ≠ priced (or a line could not be matched): shown to the admin. */
    priceMismatch: boolean('price_mismatch').notNull().default(false),
    /** Why an order is on hold (each check it failed, in words for staff); null when not held. */
    holdReasons: jsonb('hold_reasons').$type<string[] | null>(),
    /** The discount code Shopify applied to this order, or null. */
    discountCode: text('discount_code'),
    /** What that code took off the subtotal, integer pence (0 or null: none). */
    discountPence: bigint('discount_pence', { mode: 'number' }),
    currency: text('currency').notNull().default('GBP'),
    shippingAddress: jsonb('shipping_address').$type<OrderShippingAddress | null>(),
    orderType: text('order_type').$type<'retail' | 'wholesale'>().notNull().default('retail'),
    // Fulfilment by staff: carrier and tracking number are required to mark shipped.
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Sum of the refunds Shopify accepted (order_refunds), integer pence. */
    refundedPence: bigint('refunded_pence', { mode: 'number' }).notNull().default(0),
    /**
     * The browser's token for the checkout that became this order (cart attribute
     * `_hh_cart_token`): the shop empties that browser's cart once the order exists.
     */
    cartToken: text('cart_token'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_cart_token_idx').on(t.cartToken),
    index('orders_email_idx').on(t.email),
    // The reports' first order per customer: min(created_at) for an email from the index alone.
    index('orders_email_created_idx').on(t.email, t.createdAt),
    index('orders_created_idx').on(t.createdAt),
  ],
);

/** A refund Shopify accepted (refundCreate), issued by a staff member from the admin order page. */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null while the refund is only an intent (recorded before Shopify is called). */
    shopifyRefundId: text('shopify_refund_id').unique(),
    /**
     * `pending`: recorded, sent (or about to be sent) to Shopify with this row's id as the
     * idempotency key; `settled`: Shopify's refund is recorded and counted in refunded_pence.
     */
    status: text('status').$type<'pending' | 'settled'>().notNull().default('settled'),
    amountPence: bigint('amount_pence', { mode: 'number' }).notNull(),
    note: text('note'),
    staffUserId: text('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * While a request is sending this pending intent to Shopify: until then no other request may
     * send it (a second press or tab is refused, not answered as if it had refunded). Cleared when
     * the request answers with the intent still pending, so the retry it asks for can send it; a
     * request that died leaves it to expire.
     */
    sendingUntil: timestamp('sending_until', { withTimezone: true }),
  },
  (t) => [index('order_refunds_order_idx').on(t.orderId, t.createdAt)],
);

/**
 * The credit note of one settled refund (a partial refund or a cancellation's): the VAT document
 * HMRC asks a VAT-registered supplier to issue when it refunds VAT (docs/decisions/116-credit-notes.md).
 * Numbered CN-0001, CN-0002… in its own gapless sequence; its figures are fixed when issued.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** 1, 2, 3…: allocated under a lock, so the numbers have no gaps and no repeats. */
    sequence: integer('sequence').notNull().unique(),
    creditNoteNumber: text('credit_note_number').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** One note per refund, whichever path records the refund. */
    refundId: uuid('refund_id')
      .notNull()
      .unique()
      .references(() => orderRefunds.id, { onDelete: 'cascade' }),
    /** The invoice it credits (INV-{order number}). */
    invoiceNumber: text('invoice_number').notNull(),
    /** Its date: the refund's London date ('YYYY-MM-DD'), the day the VAT report nets it. */
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    /** Net, VAT and gross at each rate (core/pricing/vat.ts refundVatByRate), integer pence. */
    byRate: jsonb('by_rate')
      .$type<{ ratePercent: number; netPence: number; vatPence: number; grossPence: number }[]>()
      .notNull(),
    netPence: bigint('net_pence', { mode: 'number' }).notNull(),
    vatPence: bigint('vat_pence', { mode: 'number' }).notNull(),
    grossPence: bigint('gross_pence', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('credit_notes_order_idx').on(t.orderId, t.sequence)],
);

/**
 * A staff cancellation through Shopify's orderCancel, recorded as an intent before Shopify is
 * called (`pending`) and settled after (docs/decisions/081-order-cancellation.md). One
 * per order: Shopify cancels an order once.
 */
export const orderCancellations = pgTable('order_cancellations', {
  id: uuid('id').primaryKey().defaultRandom(),
  orderId: uuid('order_id')
    .notNull()
    .unique()
    .references(() => orders.id, { onDelete: 'cascade' }),
  status: text('status').$type<'pending' | 'settled'>().notNull().default('pending'),
  /** Shopify's OrderCancelReason: CUSTOMER, DECLINED, FRAUD, INVENTORY, OTHER, STAFF. */
  reason: text('reason').notNull(),
  restock: boolean('restock').notNull(),
  refund: boolean('refund').notNull(),
  staffNote: text('staff_note'),
  /** What Shopify refunded with the cancellation, integer pence (set when settled). */
  refundedPence: bigint('refunded_pence', { mode: 'number' }),
  staffUserId: text('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  settledAt: timestamp('settled_at', { withTimezone: true }),
  /** The request sending the pending cancellation holds it until then (as order_refunds). */
  sendingUntil: timestamp('sending_until', { withTimezone: true }),
});

/** A staff member's comment on an order, shown in its timeline (audited as `order.comment`). */
export const orderComments = pgTable(
  'order_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    staffUserId: text('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member's email when they wrote it, kept when the account is gone. */
    staffEmail: text('staff_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_comments_order_idx').on(t.orderId, t.createdAt)],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productTitle: text('product_title').notNull(),
    variantTitle: text('variant_title'),
    quantity: bigint('quantity', { mode: 'number' }).notNull(),
    price: numeric('price', { precision: 16, scale: 2 }).notNull(),
    shopifyVariantId: text('shopify_variant_id'),
    subscriptionPlan: text('subscription_plan'),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    /** 'onetime' / 'onetime-2month' / 'subscribe-2month' / 'shop-card-60' / 'cups' / 'trade'. */
    purchaseOption: text('purchase_option'),
    /** Bottles / jars / cups shipped: quantity × units per item. */
    units: bigint('units', { mode: 'number' }),
    unitPricePence: bigint('unit_price_pence', { mode: 'number' }),
    discountPence: bigint('discount_pence', { mode: 'number' }),
    lineTotalPence: bigint('line_total_pence', { mode: 'number' }),
    sellingPlanId: text('selling_plan_id'),
    sellingPlanName: text('selling_plan_name'),
    /** The product's VAT rate when the order was placed, so re-rating it never rewrites invoices. */
    vatRatePercent: integer('vat_rate_percent'),
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    status: text('status').$type<SubscriptionStatus>().notNull().default('active'),
    frequencyDays: integer('frequency_days').notNull(),
    nextDeliveryDate: date('next_delivery_date', { mode: 'string' }).notNull(),
    minimumEndDate: date('minimum_end_date', { mode: 'string' }).notNull(),
    // Renewals: the Shopify contract billed on each next delivery date, why it is
    // paused, and the dunning state of the current cycle. See subscriptions/renewals.ts.
    shopifyContractId: text('shopify_contract_id').unique(),
    pausedReason: text('paused_reason').$type<'customer' | 'staff' | 'payment_failed'>(),
    billingFailures: integer('billing_failures').notNull().default(0),
    retryOn: date('retry_on', { mode: 'string' }),
    lastBillingResult: text('last_billing_result'),
    lastBillingAt: timestamp('last_billing_at', { withTimezone: true }),
    reminderSentFor: date('reminder_sent_for', { mode: 'string' }),
    /** Where the contract delivers, as last set from the account (null: the checkout's address). */
    shippingAddress: jsonb('shipping_address').$type<Record<string, string | null>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A change in progress (subscriptions/manage.ts): the token of the request that holds it and
     * when it took it; null when none. Serialises customer and staff changes per contract.
     */
    changeLock: text('change_lock'),
    changeLockedAt: timestamp('change_locked_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the plan's lines charge per delivery, integer pence, as planDeliveryPenceSql
     * (subscriptions/delivery-lines.ts) works it out; null when not worked out since what it reads
     * last changed. Triggers (drizzle/0032) clear it in the transaction that changes the lines,
     * the order line they read packs from, or the subscription's order; refreshStoredDeliveryPence
     * stores it again. Never written by the application otherwise (docs/decisions/143).
     */
    deliveryPence: bigint('delivery_pence', { mode: 'number' }),
    /**
     * The next billing date Shopify last confirmed for the contract; the contract-date sync
     * (subscriptions/contract-dates.ts) moves Shopify's date when it differs from
     * next_delivery_date (docs/decisions/157).
     */
    shopifyNextBillingDate: date('shopify_next_billing_date', { mode: 'string' }),
  },
  (t) => [
    index('subscriptions_user_created_idx').on(t.userId, t.createdAt),
    index('subscriptions_email_idx').on(t.email),
    index('subscriptions_due_idx').on(t.status, t.nextDeliveryDate),
    // The subscriptions an order line's change makes stale (their packs may come from it).
    index('subscriptions_order_idx').on(t.orderId),
    // The subscriptions whose delivery price is to be worked out again.
    index('subscriptions_delivery_stale_idx').on(t.id).where(sql`delivery_pence is null`),
    // The contracts whose date in Shopify is to be moved to the shop's.
    index('subscriptions_contract_date_stale_idx')
      .on(t.id)
      .where(
        sql`shopify_contract_id is not null and shopify_next_billing_date is distinct from next_delivery_date`,
      ),
  ],
);

export const subscriptionItems = pgTable(
  'subscription_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productTitle: text('product_title').notNull(),
    variantTitle: text('variant_title'),
    quantity: integer('quantity').notNull(),
    priceAtSubscribe: numeric('price_at_subscribe', { precision: 10, scale: 2 }).notNull(),
    /**
     * The plan (SubscriptionPlanId) and packs per delivery the line was sold with, and its line
     * on the Shopify contract: what a swap reprices and rewrites. Null on rows stored before
     * swaps existed (read then from the order line that started the subscription).
     */
    planId: text('plan_id'),
    packs: integer('packs'),
    shopifyLineId: text('shopify_line_id'),
  },
  (t) => [index('subscription_items_subscription_idx').on(t.subscriptionId)],
);

/** Idempotency for incoming webhooks: one row per X-Shopify-Webhook-Id. */
export const processedWebhooks = pgTable('processed_webhooks', {
  webhookId: text('webhook_id').primaryKey(),
  topic: text('topic').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
