import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ApplicationAnswer } from '@domain/programmes/application-answers';
import { VISIT_RECORDERS, VISIT_STATUSES, type GraduationCriterion } from '@domain/programmes/follow-up';
import type { ProgrammeQuestion } from '@domain/programmes/programme-design';
import { users } from './auth';
import { beneficiaries } from './beneficiaries';
import { programApplications, programmes } from './programmes';

/*
 * What became of people after a programme (domain/programmes/follow-up.ts): each programme's questionnaire
 * and graduation criteria, its rounds (months after each person's completion), and one visit per person and
 * round, assigned to the officer who covers the person's camp.
 */

/** A programme's follow-up questionnaire, whether people answer it in the portal, and how they graduate. */
export const followUpPlans = pgTable('follow_up_plans', {
  programmeId: text('programme_id')
    .primaryKey()
    .references(() => programmes.id, { onDelete: 'cascade' }),
  questions: jsonb('questions').$type<ProgrammeQuestion[]>().notNull(),
  selfReport: boolean('self_report').notNull().default(false),
  graduation: jsonb('graduation').$type<GraduationCriterion[]>().notNull().default([]),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const followUpRounds = pgTable(
  'follow_up_rounds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    programmeId: text('programme_id')
      .notNull()
      .references(() => programmes.id, { onDelete: 'cascade' }),
    monthsAfter: integer('months_after').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('follow_up_rounds_programme_months_key').on(table.programmeId, table.monthsAfter)],
);

export const followUpVisits = pgTable(
  'follow_up_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roundId: uuid('round_id')
      .notNull()
      .references(() => followUpRounds.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => programApplications.id, { onDelete: 'cascade' }),
    beneficiaryId: uuid('beneficiary_id')
      .notNull()
      .references(() => beneficiaries.id, { onDelete: 'cascade' }),
    /** The person's camp when the visit was planned: officers are assigned by camp. */
    camp: text('camp'),
    officerId: text('officer_id').references(() => users.id, { onDelete: 'set null' }),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    status: text('status', { enum: VISIT_STATUSES }).notNull().default('due'),
    answers: jsonb('answers').$type<Record<string, ApplicationAnswer>>(),
    recordedVia: text('recorded_via', { enum: VISIT_RECORDERS }),
    recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('follow_up_visits_round_person_key').on(table.roundId, table.beneficiaryId),
    index('follow_up_visits_beneficiary_idx').on(table.beneficiaryId),
    // An officer's list of visits still to make.
    index('follow_up_visits_officer_due_idx')
      .on(table.officerId, table.dueOn)
      .where(sql`${table.status} = 'due'`),
  ],
);
