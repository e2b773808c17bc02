import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { products, productVariants } from './catalog';

export type ReviewStatus = 'pending' | 'approved' | 'rejected';

/**
 * Product reviews: written by a customer with a delivered order of the
 * product, one per customer and product, shown only once staff approve it.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The name shown with the review ("Amira K."), taken from the account at writing time. */
    authorName: text('author_name').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: text('status').$type<ReviewStatus>().notNull().default('pending'),
    moderatedBy: text('moderated_by'),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_reviews_product_user_unique').on(t.productId, t.userId),
    index('product_reviews_product_status_idx').on(t.productId, t.status),
    index('product_reviews_status_created_idx').on(t.status, t.createdAt),
  ],
);

/**
 * "Email me when it is back": one open request per variant and address;
 * notifiedAt is set when the back-in-stock email is queued in the outbox.
 */
export const stockNotifications = pgTable(
  'stock_notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    variantId: uuid('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_notifications_open_unique')
      .on(t.variantId, t.email)
      .where(sql`${t.notifiedAt} is null`),
  ],
);
