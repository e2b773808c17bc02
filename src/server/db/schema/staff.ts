import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CustomerFilter } from '../../../core/api/admin-customers';
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

/**
 * An owner's invitation to join the staff (docs/decisions/128-staff-invitations.md): emailed as a
 * link carrying a random token of which only the SHA-256 is kept. Single use: accepting, revoking
 * or expiry ends it; the role is granted only when it is accepted.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    role: text('role').$type<StaffRole>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedByUserId: text('invited_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    invitedByEmail: text('invited_by_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedByUserId: text('accepted_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_invitations_email_idx').on(t.email)],
);

/**
 * A saved customers filter (docs/decisions/131-customer-segments.md): a name and the filter as the
 * list's schema reads it, validated again each time it is applied. Names are unique ignoring case.
 */
export const customerSegments = pgTable(
  'customer_segments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    filter: jsonb('filter').$type<CustomerFilter>().notNull(),
    createdByUserId: text('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customer_segments_name_idx').on(sql`lower(${t.name})`)],
);
