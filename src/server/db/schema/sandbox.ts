import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Only the Shopify sandbox (src/sandbox/, loaded when config.shopify.sandbox is on; decision 100)
 * reads or writes these tables; no shop code does. They live here, beside the shop's schema, so
 * one drizzle config, one migration sequence and the whole-database backup cover them
 * (docs/decisions/129-sandbox-state-in-the-database.md).
 *
 * `sandbox_documents`: what the sandbox store holds, one JSON document per entity, keyed by its
 * kind (`order`, `contract`, `payment-method`, `billing-attempt`, …) and its id (a Shopify gid or
 * an idempotency key), so a restart, a restore or a second process on the same database sees the
 * same store.
 */
export const sandboxDocuments = pgTable(
  'sandbox_documents',
  {
    kind: text('kind').notNull(),
    id: text('id').notNull(),
    doc: jsonb('doc').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('sandbox_documents_kind_created_idx').on(t.kind, t.createdAt),
  ],
);

/** The sandbox's sequences (the order number its checkout and billing attempts share). */
export const sandboxCounters = pgTable('sandbox_counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull(),
});

/**
 * The sandbox store's stock: the units `available` of each tracked inventory item at its one
 * location (no row: untracked, sold without limit). A row of its own rather than a document, so
 * a checkout takes units with one conditional UPDATE (`available >= units`) that two processes
 * cannot both pass for the last unit, so a sale never takes it below zero
 * (docs/decisions/133-sandbox-store-complete.md).
 */
export const sandboxStock = pgTable('sandbox_stock', {
  inventoryItemId: text('inventory_item_id').primaryKey(),
  available: integer('available').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
