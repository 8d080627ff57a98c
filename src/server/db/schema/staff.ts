import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { STAFF_STATUSES } from '@domain/user-types';
import { users } from './auth';
import { organisations } from './organisations';

/**
 * A staff account's standing in the agency. A sign-up as staff creates a
 * pending row; only an admin makes it active (approveStaffAccount).
 */
export const staffMembers = pgTable(
  'staff_members',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: STAFF_STATUSES }).notNull().default('pending'),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** May see and handle sensitive complaints (fraud, abuse, exploitation); granted by an admin. */
    safeguarding: boolean('safeguarding').notNull().default(false),
    /** May design programmes (rules, formula, places) and select their participants; granted by an admin. */
    programmeDesign: boolean('programme_design').notNull().default(false),
    site: text('site'),
    /** The organisation this staff member works for; null only while a sign-up waits for approval. */
    organisation: text('organisation').references(() => organisations.code, { onUpdate: 'cascade' }),
    /** Sees every person and project, whatever their places (lead agency staff only, set by an admin). */
    wholeRegistry: boolean('whole_registry').notNull().default(false),
    approvedBy: text('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_members_status_idx').on(table.status)],
);
