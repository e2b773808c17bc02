import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export type ProductImage = { src: string; alt?: string };

/** Tickets of Shopify stock readings, in the order they were asked for (productVariants.stockReadSeq). */
export const stockReads = pgSequence('stock_reads');

export const collections = pgTable('collections', {
  id: uuid('id').primaryKey().defaultRandom(),
  handle: text('handle').notNull().unique(),
  title: text('title').notNull(),
  description: text('description'),
  published: boolean('published').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    handle: text('handle').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    bodyHtml: text('body_html').notNull().default(''),
    vendor: text('vendor').notNull().default('Habba & Honey'),
    type: text('type').notNull().default(''),
    productCategory: text('product_category').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** UK VAT rate in percent (0 or 20; core/pricing/vat.ts), set per product by the owner. */
    vatRatePercent: integer('vat_rate_percent').notNull().default(20),
    published: boolean('published').notNull().default(false),
    imageUrl: text('image_url'),
    images: jsonb('images').$type<ProductImage[]>().notNull().default([]),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('products_published_sort_idx').on(t.published, t.sortOrder)],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default('Default'),
    price: numeric('price', { precision: 10, scale: 2 }).notNull(),
    compareAtPrice: numeric('compare_at_price', { precision: 10, scale: 2 }),
    shopifyGid: text('shopify_gid'),
    sku: text('sku'),
    position: integer('position').notNull().default(0),
    /**
     * Units available to sell (Shopify's inventory, synced). Null: inventory
     * is not tracked for this variant, which Shopify sells without limit.
     */
    inventoryQuantity: integer('inventory_quantity'),
    /**
     * The `stock_reads` ticket of the Shopify reading `inventoryQuantity` came from, taken before
     * that reading was asked for: a reading stores only over an older one, so the last figure is
     * Shopify's latest however the reads interleave (stock/inventory.ts, decision 146).
     */
    stockReadSeq: bigint('stock_read_seq', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_variants_product_price_idx').on(t.productId, t.price),
    index('product_variants_shopify_gid_idx').on(t.shopifyGid),
  ],
);

export const collectionProducts = pgTable(
  'collection_products',
  {
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.collectionId, t.productId] }),
    index('collection_products_position_idx').on(t.collectionId, t.position),
    index('collection_products_product_idx').on(t.productId),
  ],
);

/**
 * A product's former handles: /product/<old_handle> answers 301 to the product's current handle
 * (catalog/handle-redirects.ts). Each row points at the product, not at a handle, so renaming
 * twice never makes a chain of redirects.
 */
export const productHandleRedirects = pgTable(
  'product_handle_redirects',
  {
    oldHandle: text('old_handle').primaryKey(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_handle_redirects_product_idx').on(t.productId)],
);
