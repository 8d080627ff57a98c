import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LanguageLevel, SkillArea, WorkExperienceEntry } from '@domain/skills-assessment';
import { users } from './auth';
import { beneficiaries } from './beneficiaries';

/** The person's own skills self-assessment (one per person); it feeds job matching. */
export const skillAssessments = pgTable('skill_assessments', {
  beneficiaryId: uuid('beneficiary_id')
    .primaryKey()
    .references(() => beneficiaries.id, { onDelete: 'cascade' }),
  skillAreas: jsonb('skill_areas').$type<SkillArea[]>().notNull().default([]),
  languages: jsonb('languages').$type<LanguageLevel[]>().notNull().default([]),
  workExperience: jsonb('work_experience').$type<WorkExperienceEntry[]>().notNull().default([]),
  /** Sum of the work experience entries, kept for matching and search. */
  experienceYears: integer('experience_years').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** What a beneficiary chose in Settings. No row means the defaults below. */
export const beneficiaryPreferences = pgTable('beneficiary_preferences', {
  beneficiaryId: uuid('beneficiary_id')
    .primaryKey()
    .references(() => beneficiaries.id, { onDelete: 'cascade' }),
  /** i18next language code the person reads best; mail is written in it. */
  language: text('language').notNull().default('en'),
  notifyByEmail: boolean('notify_by_email').notNull().default(true),
  notifyBySms: boolean('notify_by_sms').notNull().default(false),
  notifyApplicationUpdates: boolean('notify_application_updates').notNull().default(true),
  notifyPaymentUpdates: boolean('notify_payment_updates').notNull().default(true),
  notifyJobOpportunities: boolean('notify_job_opportunities').notNull().default(true),
  /** Which notices also go by SMS (with notifyBySms on): off until the person turns each on. */
  smsApplicationUpdates: boolean('sms_application_updates').notNull().default(false),
  smsPaymentUpdates: boolean('sms_payment_updates').notNull().default(false),
  /** Messages from the agency and answers to feedback or complaints. */
  smsMessageUpdates: boolean('sms_message_updates').notNull().default(false),
  /** Opt-in: only people who tick this are ever shown to employers in candidate search. */
  discoverableByEmployers: boolean('discoverable_by_employers').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * "Delete my account": a request the agency acts on (records tied to aid that
 * was paid must be kept for audit, so deletion is a decision, not a click).
 */
export const accountDeletionRequests = pgTable(
  'account_deletion_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    beneficiaryId: uuid('beneficiary_id').references(() => beneficiaries.id, { onDelete: 'set null' }),
    reason: text('reason'),
    status: text('status', { enum: ['pending', 'cancelled', 'completed', 'declined'] })
      .notNull()
      .default('pending'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('account_deletion_requests_status_idx').on(table.status, table.createdAt),
    // One open request a person: a double click cannot file two.
    uniqueIndex('account_deletion_requests_one_pending_idx')
      .on(table.beneficiaryId)
      .where(sql`${table.status} = 'pending'`),
  ],
);
