import { boolean, index, pgSequence, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  FEEDBACK_CATEGORIES,
  FEEDBACK_CONTACT_CHANNELS,
  FEEDBACK_KINDS,
  FEEDBACK_PRIORITIES,
  FEEDBACK_STATUSES,
} from '@domain/feedback';
import { users } from './auth';
import { beneficiaries } from './beneficiaries';

/** Numbers the references: unique without retries, even when two people send at the same moment. */
export const feedbackReferenceSequence = pgSequence('feedback_reference_seq', { startWith: 1, increment: 1 });

/**
 * The programme's accountability channel: feedback and complaints from a
 * beneficiary, each with a reference number they can quote. A sensitive case
 * (fraud, abuse, exploitation) is restricted to the staff handling it; an
 * anonymous one hides the person from every other staff member.
 */
export const feedbackCases = pgTable(
  'feedback_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** FB-2026-000123: what the person quotes on the phone or at the help desk. */
    reference: text('reference').notNull(),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: FEEDBACK_KINDS }).notNull(),
    category: text('category', { enum: FEEDBACK_CATEGORIES }).notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    anonymous: boolean('anonymous').notNull().default(false),
    contactChannel: text('contact_channel', { enum: FEEDBACK_CONTACT_CHANNELS }).notNull(),
    /** Set from the category (domain/feedback isSensitiveCategory) or by staff; restricts handling. */
    sensitive: boolean('sensitive').notNull().default(false),
    status: text('status', { enum: FEEDBACK_STATUSES }).notNull().default('new'),
    /** Set by the server from the category at creation; staff may change it. */
    priority: text('priority', { enum: FEEDBACK_PRIORITIES }).notNull().default('medium'),
    /** When the agency owes the person an answer; a case past it and still open is overdue. */
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** The staff member handling it; the only one who sees an anonymous or sensitive case in full. */
    assignedTo: text('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('feedback_cases_reference_key').on(table.reference),
    index('feedback_cases_beneficiary_idx').on(table.beneficiaryId, table.createdAt),
    index('feedback_cases_status_idx').on(table.status, table.createdAt),
    index('feedback_cases_due_idx').on(table.dueAt),
  ],
);

/** The conversation on a case: the agency's replies and the person's follow-ups. */
export const feedbackReplies = pgTable(
  'feedback_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => feedbackCases.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: ['from_agency', 'from_beneficiary'] }).notNull(),
    authorUserId: text('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feedback_replies_case_idx').on(table.caseId, table.createdAt)],
);

/** Staff-only notes on a case: never shown to the person, never in their data download. */
export const feedbackCaseNotes = pgTable(
  'feedback_case_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    caseId: uuid('case_id')
      .notNull()
      .references(() => feedbackCases.id, { onDelete: 'cascade' }),
    authorUserId: text('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('feedback_case_notes_case_idx').on(table.caseId, table.createdAt)],
);
