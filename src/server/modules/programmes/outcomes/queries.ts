import { and, asc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import {
  beneficiaries,
  followUpPlans,
  followUpRounds,
  followUpVisits,
  programApplications,
  projectEnrolments,
  staffMembers,
  users,
} from '@server/db/schema';

/*
 * SQL for follow-up: plans, rounds, visits, and the participants the indicators are computed from.
 * Callers pass the staff scope as a condition on the person (beneficiaries) where one applies.
 */

export type PlanRow = typeof followUpPlans.$inferSelect;
export type VisitRow = typeof followUpVisits.$inferSelect;

/** People given a place: those taking part or done, and those who left after being selected. */
const PARTICIPATING = or(
  inArray(programApplications.status, ['approved', 'completed']),
  and(eq(programApplications.status, 'withdrawn'), isNotNull(programApplications.selectedAt)),
);

export async function findPlan(db: Database, programmeId: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(followUpPlans).where(eq(followUpPlans.programmeId, programmeId));
  return row;
}

export async function savePlan(db: Database, values: typeof followUpPlans.$inferInsert): Promise<void> {
  await db
    .insert(followUpPlans)
    .values(values)
    .onConflictDoUpdate({
      target: followUpPlans.programmeId,
      set: {
        questions: values.questions,
        selfReport: values.selfReport,
        graduation: values.graduation,
        updatedBy: values.updatedBy,
        updatedAt: new Date(),
      },
    });
}

/** A programme's rounds with how many visits each has and how many are recorded, among people in `personScope`. */
export async function listRounds(db: Database, programmeId: string, personScope: SQL) {
  const rows = await db
    .select({
      id: followUpRounds.id,
      monthsAfter: followUpRounds.monthsAfter,
      createdAt: followUpRounds.createdAt,
      visits: sql<unknown>`count(${beneficiaries.id})`,
      recorded: sql<unknown>`count(${beneficiaries.id}) filter (where ${followUpVisits.status} = 'recorded')`,
    })
    .from(followUpRounds)
    .leftJoin(followUpVisits, eq(followUpVisits.roundId, followUpRounds.id))
    .leftJoin(beneficiaries, and(eq(beneficiaries.id, followUpVisits.beneficiaryId), personScope))
    .where(eq(followUpRounds.programmeId, programmeId))
    .groupBy(followUpRounds.id)
    .orderBy(asc(followUpRounds.monthsAfter));
  return rows.map((row) => ({ ...row, visits: toCount(row.visits), recorded: toCount(row.recorded) }));
}

/** The round for these months, created when it does not exist yet. */
export async function ensureRound(db: Database, programmeId: string, monthsAfter: number, createdBy: string) {
  await db.insert(followUpRounds).values({ programmeId, monthsAfter, createdBy }).onConflictDoNothing();
  const [row] = await db
    .select({ id: followUpRounds.id })
    .from(followUpRounds)
    .where(and(eq(followUpRounds.programmeId, programmeId), eq(followUpRounds.monthsAfter, monthsAfter)));
  return row!.id;
}

/** People who completed the programme, with the moment they completed and their camp. */
export async function completedParticipants(db: Database, programmeId: string) {
  return db
    .select({
      applicationId: programApplications.id,
      beneficiaryId: programApplications.beneficiaryId,
      endDate: programApplications.endDate,
      updatedAt: programApplications.updatedAt,
      camp: beneficiaries.locationCamp,
    })
    .from(programApplications)
    .innerJoin(beneficiaries, eq(beneficiaries.id, programApplications.beneficiaryId))
    .where(and(eq(programApplications.programId, programmeId), eq(programApplications.status, 'completed')));
}

/** Inserts the visits a round lacks; a person who already has one in the round keeps it. */
export async function insertVisits(db: Database, visits: (typeof followUpVisits.$inferInsert)[]): Promise<number> {
  if (visits.length === 0) return 0;
  const inserted = await db
    .insert(followUpVisits)
    .values(visits)
    .onConflictDoNothing()
    .returning({ id: followUpVisits.id });
  return inserted.length;
}

/** Whether the user is active staff who may visit people for this organisation. */
export async function isOfficerFor(db: Database, userId: string, organisation: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: staffMembers.userId })
    .from(staffMembers)
    .where(
      and(
        eq(staffMembers.userId, userId),
        eq(staffMembers.status, 'active'),
        or(eq(staffMembers.organisation, organisation), eq(staffMembers.wholeRegistry, true)),
      ),
    );
  return row !== undefined;
}

const officers = alias(users, 'officer');

/** The visits of a programme's people in scope, by due day, with the person and the officer. */
export async function listVisitRows(
  db: Database,
  programmeId: string,
  conditions: SQL[],
  paging: { page: number; pageSize: number },
) {
  const where = and(eq(followUpRounds.programmeId, programmeId), ...conditions);
  const base = db
    .select({
      visit: followUpVisits,
      monthsAfter: followUpRounds.monthsAfter,
      firstName: beneficiaries.firstName,
      lastName: beneficiaries.lastName,
      officerFirstName: officers.firstName,
      officerLastName: officers.lastName,
    })
    .from(followUpVisits)
    .innerJoin(followUpRounds, eq(followUpRounds.id, followUpVisits.roundId))
    .innerJoin(beneficiaries, eq(beneficiaries.id, followUpVisits.beneficiaryId))
    .leftJoin(officers, eq(officers.id, followUpVisits.officerId))
    .where(where);
  const [rows, [total]] = await Promise.all([
    base
      .orderBy(asc(followUpVisits.dueOn), asc(beneficiaries.lastName), asc(followUpVisits.id))
      .limit(paging.pageSize)
      .offset((paging.page - 1) * paging.pageSize),
    db
      .select({ total: sql<unknown>`count(*)` })
      .from(followUpVisits)
      .innerJoin(followUpRounds, eq(followUpRounds.id, followUpVisits.roundId))
      .innerJoin(beneficiaries, eq(beneficiaries.id, followUpVisits.beneficiaryId))
      .where(where),
  ]);
  return { rows, total: toCount(total?.total) };
}

/** One visit with its round's programme and months; `personScope` keeps people out of scope out. */
export async function findVisit(db: Database, visitId: string, personScope: SQL) {
  const [row] = await db
    .select({ visit: followUpVisits, programmeId: followUpRounds.programmeId, monthsAfter: followUpRounds.monthsAfter })
    .from(followUpVisits)
    .innerJoin(followUpRounds, eq(followUpRounds.id, followUpVisits.roundId))
    .innerJoin(beneficiaries, eq(beneficiaries.id, followUpVisits.beneficiaryId))
    .where(and(eq(followUpVisits.id, visitId), personScope));
  return row;
}

export async function saveAnswers(
  db: Database,
  visitId: string,
  values: Pick<VisitRow, 'answers' | 'recordedVia' | 'recordedBy'>,
): Promise<void> {
  await db
    .update(followUpVisits)
    .set({ ...values, status: 'recorded', recordedAt: new Date() })
    .where(eq(followUpVisits.id, visitId));
}

/** Everyone given a place in the programme (in scope), with what the indicators break down by. */
export async function participantRows(db: Database, programmeId: string, ...personConditions: SQL[]) {
  return db
    .select({
      beneficiaryId: beneficiaries.id,
      firstName: beneficiaries.firstName,
      lastName: beneficiaries.lastName,
      camp: beneficiaries.locationCamp,
      gender: beneficiaries.gender,
      dateOfBirth: beneficiaries.dateOfBirth,
      nationality: beneficiaries.nationality,
      householdSize: beneficiaries.householdSize,
      monthlyIncome: beneficiaries.monthlyIncome,
      status: programApplications.status,
    })
    .from(programApplications)
    .innerJoin(beneficiaries, eq(beneficiaries.id, programApplications.beneficiaryId))
    .where(and(eq(programApplications.programId, programmeId), PARTICIPATING, ...personConditions))
    .orderBy(asc(beneficiaries.lastName), asc(beneficiaries.firstName), asc(beneficiaries.id));
}

/** The person was enrolled in the project (a cycle's cohort), whatever became of the enrolment since. */
export function enrolledInProject(db: Database, projectId: string): SQL {
  return inArray(
    beneficiaries.id,
    db
      .select({ id: projectEnrolments.beneficiaryId })
      .from(projectEnrolments)
      .where(eq(projectEnrolments.projectId, projectId)),
  );
}

/** Every recorded answer of the programme's visits, by person. */
export async function recordedAnswers(db: Database, programmeId: string) {
  return db
    .select({
      beneficiaryId: followUpVisits.beneficiaryId,
      monthsAfter: followUpRounds.monthsAfter,
      answers: followUpVisits.answers,
    })
    .from(followUpVisits)
    .innerJoin(followUpRounds, eq(followUpRounds.id, followUpVisits.roundId))
    .where(and(eq(followUpRounds.programmeId, programmeId), eq(followUpVisits.status, 'recorded')));
}
