import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Eligibility } from '@domain/programmes/eligibility-rules';
import type { Database } from '@server/db/client';
import { rawRows } from '@server/db/raw-rows';
import { beneficiaries, householdMembers, programApplications, programmes } from '@server/db/schema';

export type ProgrammeRow = typeof programmes.$inferSelect;

/** Statuses an applicant in the ranking can have: everything but drafts. */
const RANKED_STATUSES = ['submitted', 'under_review', 'approved', 'rejected', 'completed', 'withdrawn'] as const;

/** One programme; `inScope` (programmeInScope) keeps another organisation's out, as one that does not exist. */
export async function findProgramme(db: Database, id: string, inScope?: SQL): Promise<ProgrammeRow | null> {
  const [row] = await db
    .select()
    .from(programmes)
    .where(and(eq(programmes.id, id), inScope))
    .limit(1);
  return row ?? null;
}

/** Locks the programme row: selections for one programme run one after another. */
export async function lockProgramme(db: Database, id: string, inScope?: SQL): Promise<ProgrammeRow | null> {
  const [row] = await db
    .select()
    .from(programmes)
    .where(and(eq(programmes.id, id), inScope))
    .for('update');
  return row ?? null;
}

/** Every submitted application of the programme with what the ranking shows of the person. */
export function listProgrammeApplicants(db: Database, programmeId: string) {
  return db
    .select({
      applicationId: programApplications.id,
      beneficiaryId: programApplications.beneficiaryId,
      status: programApplications.status,
      score: programApplications.priorityScore,
      applicationDate: programApplications.applicationDate,
      createdAt: programApplications.createdAt,
      eligibility: programApplications.eligibility,
      eligible: programApplications.eligible,
      selectedAt: programApplications.selectedAt,
      firstName: beneficiaries.firstName,
      lastName: beneficiaries.lastName,
      camp: beneficiaries.locationCamp,
      gender: beneficiaries.gender,
      nationality: beneficiaries.nationality,
      dateOfBirth: beneficiaries.dateOfBirth,
      householdId: householdMembers.householdId,
    })
    .from(programApplications)
    .innerJoin(beneficiaries, eq(beneficiaries.id, programApplications.beneficiaryId))
    .leftJoin(
      householdMembers,
      and(eq(householdMembers.beneficiaryId, programApplications.beneficiaryId), isNull(householdMembers.leftAt)),
    )
    .where(
      and(eq(programApplications.programId, programmeId), inArray(programApplications.status, [...RANKED_STATUSES])),
    );
}
export type ApplicantRow = Awaited<ReturnType<typeof listProgrammeApplicants>>[number];

/** Stores refreshed verdicts, all in one statement (the ranking may refresh thousands at once). */
export async function storeVerdicts(
  db: Database,
  verdicts: readonly { applicationId: string; eligibility: Eligibility }[],
): Promise<void> {
  if (verdicts.length === 0) return;
  const payload = JSON.stringify(
    verdicts.map((verdict) => ({
      id: verdict.applicationId,
      e: verdict.eligibility,
      ok: verdict.eligibility.eligible,
    })),
  );
  // A stored verdict only saves the next reader the work, and officers read one ranking at once: rows another
  // writer holds are skipped rather than waited for, so two readers (or a reader and a reassessment) never
  // deadlock over the same applications.
  await rawRows(
    db,
    sql`with verdict as (
        select * from jsonb_to_recordset(${payload}::jsonb) as verdict(id uuid, e jsonb, ok boolean)
      ), free as (
        select application.id from ${programApplications} as application
        where application.id in (select id from verdict)
        order by application.id
        for update skip locked
      )
      update ${programApplications} as application
      set eligibility = verdict.e, eligible = verdict.ok
      from verdict
      where application.id = verdict.id and application.id in (select id from free)`,
  );
}

/** Marks applications selected and keeps the officer who did it. */
export async function markSelected(db: Database, ids: readonly string[], staffId: string, at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(programApplications)
    .set({ selectedAt: at, selectedBy: staffId, updatedAt: at })
    .where(inArray(programApplications.id, [...ids]));
}

export async function findApplicationProgrammeId(db: Database, id: string, inScope: SQL): Promise<string | null> {
  const [row] = await db
    .select({ programId: programApplications.programId })
    .from(programApplications)
    .where(and(eq(programApplications.id, id), inScope))
    .limit(1);
  return row?.programId ?? null;
}

export async function lockApplicationForWithdrawal(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(programApplications)
    .where(and(eq(programApplications.id, id), inArray(programApplications.status, [...RANKED_STATUSES])))
    .for('update');
  return row ?? null;
}

export async function markWithdrawn(db: Database, id: string, reason: string, at: Date): Promise<void> {
  await db
    .update(programApplications)
    .set({ status: 'withdrawn', withdrawnAt: at, withdrawalReason: reason, updatedAt: at })
    .where(eq(programApplications.id, id));
}
