import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { StaffRole } from '../../../core/staff/staff-roles';
import { users } from './auth';

/**
 * The back-office role of each admin (docs/decisions/092-staff-roles.md). The `admin`
 * row in user_roles still says who may open the back office at all; this says what they may do.
 */
export const staffRoles = pgTable('staff_roles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  role: text('role').$type<StaffRole>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Staff's notes and tags on a customer (the admin customer profile); every change is audited. */
export const customerNotes = pgTable(
  'customer_notes',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    tags: text('tags').array().notNull().default([]),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_notes_tags_idx').using('gin', t.tags)],
);
