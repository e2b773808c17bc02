import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { products } from './catalog';

/**
 * What a row of `shopify_merchandise_ids` names:
 * - `pack`: the variant of `key` units (1, 2, 3) of a product variant, priced at the pack total;
 * - `cup_tier`: the variant of a cup size (`variant_key` = the cup size's variant id) at the tier
 *   whose minimum quantity is `key`, sold per block of 50 cups;
 * - `selling_plan`: the plan of subscription plan id `key` on a product variant;
 * - `selling_plan_group`: the group of the pack variant of `key` units (the next export deletes it).
 */
export type ShopifyMerchandiseKind = 'pack' | 'cup_tier' | 'selling_plan' | 'selling_plan_group';

/**
 * The ids Shopify answered to the last product export (productSet, sellingPlanGroupCreate). The
 * checkout sends exactly these; the export replaces a product's rows in one transaction.
 */
export const shopifyMerchandiseIds = pgTable(
  'shopify_merchandise_ids',
  {
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** product_variants.id, or a cup size's variant id ('bulk-cup-b1'). */
    variantKey: text('variant_key').notNull(),
    kind: text('kind').$type<ShopifyMerchandiseKind>().notNull(),
    /** Pack size, tier quantity or subscription plan id. */
    key: text('key').notNull(),
    gid: text('gid').notNull(),
    exportedAt: timestamp('exported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.variantKey, t.kind, t.key] }),
    index('shopify_merchandise_ids_product_idx').on(t.productId),
  ],
);
