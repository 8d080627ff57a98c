import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { beneficiaries } from './beneficiaries';

/** The programmes people apply to (seeded with the spec's three). Texts are per language. */
export const programmes = pgTable('programmes', {
  id: text('id').primaryKey(),
  type: text('type', { enum: ['cash_transfer', 'skills_training', 'business_support', 'assistance'] }).notNull(),
  /** { en: {...}, sw: {...} }: name, description, amount, duration, eligibility list. */
  content: jsonb('content').$type<Record<string, { name: string; description: string; amount: string; duration: string; eligibility: string[] }>>().notNull(),
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
    status: text('status', { enum: ['draft', 'submitted', 'under_review', 'approved', 'rejected', 'completed'] }).notNull(),
    applicationData: jsonb('application_data').$type<Record<string, unknown>>().notNull(),
    completionPercentage: integer('completion_percentage').notNull().default(0),
    priorityScore: integer('priority_score'),
    applicationDate: timestamp('application_date', { withTimezone: true }),
    startDate: timestamp('start_date', { withTimezone: true }),
    endDate: timestamp('end_date', { withTimezone: true }),
    reviewerNotes: text('reviewer_notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('program_applications_beneficiary_idx').on(table.beneficiaryId, table.createdAt)],
);
