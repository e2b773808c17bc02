import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { WholesaleStatus } from '../../../core/api/statuses';
import { users } from './auth';

export type { WholesaleStatus };

export const wholesaleAccounts = pgTable('wholesale_accounts', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: text('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyName: text('company_name').notNull(),
  businessType: text('business_type').notNull(),
  taxId: text('tax_id'),
  businessRegistrationNumber: text('business_registration_number'),
  yearsInBusiness: text('years_in_business').notNull(),
  numberOfLocations: text('number_of_locations').notNull(),
  annualRevenueRange: text('annual_revenue_range').notNull(),
  primaryMarket: text('primary_market').notNull(),
  productCategoriesInterest: text('product_categories_interest').array().notNull(),
  estimatedMonthlyOrderVolume: text('estimated_monthly_order_volume').notNull(),
  website: text('website'),
  businessAddress: jsonb('business_address')
    .$type<{ address: string; city: string; country: string; zip: string }>()
    .notNull(),
  socialMediaLinks: jsonb('social_media_links')
    .$type<{ instagram?: string; facebook?: string }>()
    .notNull()
    .default({}),
  howDidYouHear: text('how_did_you_hear').notNull(),
  additionalNotes: text('additional_notes'),
  status: text('status').$type<WholesaleStatus>().notNull().default('pending'),
  approvedAt: timestamp('approved_at', { withTimezone: true }),
  /** The last decision: why it was changed (required when changing one), when, by which admin. */
  decisionReason: text('decision_reason'),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
  decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
