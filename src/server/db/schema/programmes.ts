import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { beneficiaries } from './beneficiaries';
import { projects } from './projects';

/** The programmes people apply to (seeded with the spec's three). Texts are per language. */
export const programmes = pgTable('programmes', {
  id: text('id').primaryKey(),
  type: text('type', { enum: ['cash_transfer', 'skills_training', 'business_support', 'assistance'] }).notNull(),
  /** Order in which programmes are offered. */
  position: integer('position').notNull().default(0),
  /** { en: {...}, sw: {...} }: name, description, amount, duration, eligibility list. */
  content: jsonb('content')
    .$type<
      Record<string, { name: string; description: string; amount: string; duration: string; eligibility: string[] }>
    >()
    .notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const programApplications = pgTable(
  'program_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    programId: text('program_id')
      .notNull()
      .references(() => programmes.id),
    programType: text('program_type').notNull(),
    status: text('status', {
      enum: ['draft', 'submitted', 'under_review', 'approved', 'rejected', 'completed'],
    }).notNull(),
    applicationData: jsonb('application_data').$type<Record<string, unknown>>().notNull(),
    /** The wizard step a draft resumes at (1-3); null once submitted. */
    draftStep: integer('draft_step'),
    completionPercentage: integer('completion_percentage').notNull().default(0),
    priorityScore: integer('priority_score'),
    applicationDate: timestamp('application_date', { withTimezone: true }),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    /** Shown to the applicant with the decision. */
    reviewerNotes: text('reviewer_notes'),
    /** The staff member reviewing it (set by "assign to me"). */
    assignedTo: text('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The project an approval enrolled the person in. */
    enrolledProjectId: uuid('enrolled_project_id').references((): AnyPgColumn => projects.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('program_applications_beneficiary_idx').on(table.beneficiaryId, table.createdAt),
    // The review queue: by status, highest priority first.
    index('program_applications_queue_idx').on(table.status, table.priorityScore),
    // One open application (a draft, or one not yet decided or still running) per person and programme.
    uniqueIndex('program_applications_open_per_programme_idx')
      .on(table.beneficiaryId, table.programId)
      .where(sql`${table.status} in ('draft', 'submitted', 'under_review', 'approved')`),
  ],
);
