import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { runColumns } from './run-columns';

/**
 * What a row of `shopify_merchandise_ids` names:
 * - `pack`: the variant of `key` units (1, 2, 3) of a product variant, priced at the pack total;
 * - `cup_tier`: the variant of a cup size (`variant_key` = the cup size's variant id) at the tier
 *   whose minimum quantity is `key`, sold per block of 50 cups;
 * - `selling_plan`: the plan of subscription plan id `key` on a product variant;
 * - `selling_plan_group`: the group of the pack variant of `key` units (the next export deletes it).
 */
export type ShopifyMerchandiseKind = 'pack' | 'cup_tier' | 'selling_plan' | 'selling_plan_group';

/** What an exported id names: the product, and the ref (variant key, kind, key). */
const merchandiseRefColumns = () => ({
  productId: uuid('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  /** product_variants.id, or a cup size's variant id ('bulk-cup-b1'). */
  variantKey: text('variant_key').notNull(),
  kind: text('kind').$type<ShopifyMerchandiseKind>().notNull(),
  /** Pack size, tier quantity or subscription plan id. */
  key: text('key').notNull(),
});

/**
 * The ids Shopify answered to the last product export (productSet, sellingPlanGroupCreate). The
 * checkout sends exactly these; the export replaces a product's rows in one transaction.
 */
export const shopifyMerchandiseIds = pgTable(
  'shopify_merchandise_ids',
  {
    ...merchandiseRefColumns(),
    gid: text('gid').notNull(),
    exportedAt: timestamp('exported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.variantKey, t.kind, t.key] }),
    index('shopify_merchandise_ids_product_idx').on(t.productId),
  ],
);

/**
 * Ids an export replaced (the rows it deleted from `shopify_merchandise_ids`, and a variant's
 * previous `shopify_gid`): an order paid on them just before the export still names what the shop
 * sold, so order verification resolves them too (the current ids win). Kept for 30 days, past
 * Shopify's retries of a webhook; the export prunes older ones.
 */
export const shopifyRetiredMerchandiseIds = pgTable('shopify_retired_merchandise_ids', {
  gid: text('gid').primaryKey(),
  ...merchandiseRefColumns(),
  retiredAt: timestamp('retired_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Webhook events claimed or handled, by Shopify's event id (X-Shopify-Event-Id: duplicate
 * deliveries of one event share it) and topic. `completed_at` is set once the handler's work is
 * stored, and only then is a duplicate answered 200; a claim without it is in progress (a
 * duplicate is answered 409, so Shopify delivers again) until `claimed_at` is older than the
 * claim lease, when a delivery takes it over (its claimant died). A delivery whose handling fails
 * removes its claim, so Shopify's retry is handled. See src/server/shopify/delivery-guard.ts.
 */
export const shopifyWebhookEvents = pgTable(
  'shopify_webhook_events',
  {
    eventId: text('event_id').notNull(),
    topic: text('topic').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /** Which delivery holds the claim (a delivery releases only its own). */
    claimToken: uuid('claim_token').notNull().defaultRandom(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.topic] }),
    index('shopify_webhook_events_received_idx').on(t.receivedAt),
  ],
);

/**
 * For each resource a webhook updates (e.g. `subscription_contract:<gid>`), when Shopify triggered
 * the delivery whose data is stored (X-Shopify-Triggered-At): an older delivery arriving later
 * does not overwrite it.
 */
export const shopifyResourceVersions = pgTable('shopify_resource_versions', {
  resource: text('resource').primaryKey(),
  triggeredAt: timestamp('triggered_at', { withTimezone: true, precision: 6 }).notNull(),
});

/** Each comparison of recent Shopify orders with the stored ones (daily, or by staff). */
export const orderReconciliationRuns = pgTable(
  'order_reconciliation_runs',
  {
    ...runColumns(),
    /** Orders Shopify listed in the window. */
    checked: integer('checked'),
    /** Of those, how many were not stored (the drift; the target is 0). */
    missing: integer('missing'),
    imported: integer('imported'),
    /** Shopify order names that were missing, e.g. ['#1042']. */
    missingNames: jsonb('missing_names').$type<string[]>(),
  },
  (t) => [index('order_reconciliation_runs_started_idx').on(t.startedAt)],
);
