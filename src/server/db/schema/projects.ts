import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ENROLMENT_STATUSES, PROJECT_STATUSES, PROJECT_TYPES } from '@domain/projects';
import { users } from './auth';
import { beneficiaries } from './beneficiaries';
import { organisations } from './organisations';
import { programmes } from './programmes';

/** A partner's project (spec section 3 "Project"): the budget is in whole US dollars, as in the spec. */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** WFP-CFW-2024-001. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    /** The organisation running it (organisations.code). */
    partner: text('partner')
      .notNull()
      .references(() => organisations.code, { onUpdate: 'cascade' }),
    type: text('type', { enum: PROJECT_TYPES }).notNull(),
    /** A camp code (DAD, KAK, KAL, NBI). */
    location: text('location').notNull(),
    /** The programme whose approved applicants this project takes in; optional. */
    programmeId: text('programme_id').references(() => programmes.id, { onDelete: 'set null' }),
    targetBeneficiaries: integer('target_beneficiaries').notNull(),
    /** Whole USD. */
    budget: integer('budget').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: PROJECT_STATUSES }).notNull().default('planning'),
    createdByUserId: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('projects_code_key').on(table.code), index('projects_status_idx').on(table.status)],
);

/** A person in a project; one row per person and project, whose status moves enrolled -> completed | withdrawn. */
export const projectEnrolments = pgTable(
  'project_enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ENROLMENT_STATUSES }).notNull().default('enrolled'),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawalReason: text('withdrawal_reason'),
    enrolledByUserId: text('enrolled_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('project_enrolments_person_key').on(table.projectId, table.beneficiaryId),
    index('project_enrolments_beneficiary_idx').on(table.beneficiaryId),
    index('project_enrolments_completed_idx')
      .on(table.completedAt)
      .where(sql`${table.status} = 'completed'`),
  ],
);

/** A session, distribution or visit of a project; attendance is taken per activity. */
export const projectActivities = pgTable(
  'project_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    activityDate: date('activity_date', { mode: 'string' }).notNull(),
    /** "09:30"; optional. */
    startTime: text('start_time'),
    place: text('place').notNull(),
    description: text('description'),
    createdByUserId: text('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('project_activities_project_idx').on(table.projectId, table.activityDate)],
);

/** Who came to an activity; the attendance rate is present rows over all rows taken. */
export const activityAttendance = pgTable(
  'activity_attendance',
  {
    activityId: uuid('activity_id')
      .notNull()
      .references(() => projectActivities.id, { onDelete: 'cascade' }),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    present: boolean('present').notNull(),
    recordedByUserId: text('recorded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.activityId, table.beneficiaryId] }),
    index('activity_attendance_beneficiary_idx').on(table.beneficiaryId),
  ],
);

/** Money spent on a project (whole USD); the project's "spent" is their sum. */
export const projectExpenditures = pgTable(
  'project_expenditures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    description: text('description').notNull(),
    spentOn: date('spent_on', { mode: 'string' }).notNull(),
    recordedByUserId: text('recorded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('project_expenditures_project_idx').on(table.projectId, table.spentOn)],
);
