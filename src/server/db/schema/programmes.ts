import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  primaryKey,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { APPLICATION_STATUSES } from '@domain/programme-application';
import type { EligibilityRule, Eligibility } from '@domain/programmes/eligibility-rules';
import {
  PROGRAMME_KINDS,
  PROGRAMME_STATUSES,
  type ProgrammeContent,
  type ProgrammeQuestion,
  type ProgrammeQuota,
} from '@domain/programmes/programme-design';
import type { ScoreBreakdown, ScoringFormula } from '@domain/programmes/scoring-formula';
import { users } from './auth';
import { beneficiaries } from './beneficiaries';
import { beneficiaryDocuments } from './beneficiary-records';
import { organisations } from './organisations';
import { projects } from './projects';

/**
 * The programmes people apply to, as staff design them (domain/programmes/programme-design.ts): texts per
 * language, window, places and quotas, required documents, extra questions and eligibility rules. The
 * ranking formula is versioned in programme_formulas; current_formula_id is the one applied now.
 */
export const programmes = pgTable(
  'programmes',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: PROGRAMME_KINDS }).notNull(),
    status: text('status', { enum: PROGRAMME_STATUSES }).notNull().default('draft'),
    /** Order in which programmes are offered. */
    position: integer('position').notNull().default(0),
    /** { en: {...}, sw: {...} }: name, description, amount, duration, eligibility notes. */
    content: jsonb('content').$type<ProgrammeContent>().notNull(),
    opensOn: date('opens_on', { mode: 'string' }),
    closesOn: date('closes_on', { mode: 'string' }),
    /** Places in all; null for no limit. */
    places: integer('places'),
    quotas: jsonb('quotas').$type<ProgrammeQuota[]>().notNull().default([]),
    onePlacePerHousehold: boolean('one_place_per_household').notNull().default(false),
    requiredDocumentTypes: jsonb('required_document_types').$type<string[]>().notNull().default([]),
    questions: jsonb('questions').$type<ProgrammeQuestion[]>().notNull().default([]),
    eligibilityRules: jsonb('eligibility_rules').$type<EligibilityRule[]>().notNull().default([]),
    /** The organisation that runs it (organisations.code). */
    organisation: text('organisation')
      .notNull()
      .references(() => organisations.code, { onUpdate: 'cascade' }),
    currentFormulaId: uuid('current_formula_id').references((): AnyPgColumn => programmeFormulas.id),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('programmes_status_idx').on(table.status, table.position)],
);

/** Every formula a programme has ranked applicants by; a change adds a version, none is ever rewritten. */
export const programmeFormulas = pgTable(
  'programme_formulas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programmeId: text('programme_id')
      .notNull()
      .references((): AnyPgColumn => programmes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    formula: jsonb('formula').$type<ScoringFormula>().notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('programme_formulas_version_key').on(table.programmeId, table.version)],
);

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
    status: text('status', { enum: APPLICATION_STATUSES }).notNull(),
    applicationData: jsonb('application_data').$type<Record<string, unknown>>().notNull(),
    /** The wizard step a draft resumes at (1-3); null once submitted. */
    draftStep: integer('draft_step'),
    completionPercentage: integer('completion_percentage').notNull().default(0),
    priorityScore: integer('priority_score'),
    /** The formula the priority score was computed with, and how each criterion contributed. */
    formulaId: uuid('formula_id').references(() => programmeFormulas.id),
    scoreBreakdown: jsonb('score_breakdown').$type<ScoreBreakdown>(),
    /** The eligibility rules' verdict when last evaluated (on submission, on a rule change, in review). */
    eligibility: jsonb('eligibility').$type<Eligibility>(),
    eligible: boolean('eligible'),
    /** Selection: who was given a place, when and by whom (the approval that follows is recorded as usual). */
    selectedAt: timestamp('selected_at', { withTimezone: true }),
    selectedBy: text('selected_by').references(() => users.id, { onDelete: 'set null' }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawalReason: text('withdrawal_reason'),
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
    // A programme's ranked list: its applications by score.
    index('program_applications_programme_rank_idx').on(table.programId, table.status, table.priorityScore),
    // One open application (a draft, or one not yet decided or still running) per person and programme.
    uniqueIndex('program_applications_open_per_programme_idx')
      .on(table.beneficiaryId, table.programId)
      .where(sql`${table.status} in ('draft', 'submitted', 'under_review', 'approved')`),
  ],
);

/** Every score an application was given: one row per formula applied to it, newest last. */
export const applicationScores = pgTable(
  'application_scores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => programApplications.id, { onDelete: 'cascade' }),
    formulaId: uuid('formula_id')
      .notNull()
      .references(() => programmeFormulas.id),
    score: integer('score').notNull(),
    /** Null for scores given before formulas were recorded criterion by criterion. */
    breakdown: jsonb('breakdown').$type<ScoreBreakdown>(),
    scoredAt: timestamp('scored_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('application_scores_application_idx').on(table.applicationId, table.scoredAt)],
);

/** The documents an applicant attached for the programme's required types (from their own documents). */
export const programApplicationDocuments = pgTable(
  'program_application_documents',
  {
    applicationId: uuid('application_id')
      .notNull()
      .references(() => programApplications.id, { onDelete: 'cascade' }),
    documentId: uuid('document_id')
      .notNull()
      .references(() => beneficiaryDocuments.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.documentId] })],
);
