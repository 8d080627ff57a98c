import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { OPEN_APPLICATION_STATUSES, type ApplicationStatus } from '@domain/programme-application';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { applicationScores, programApplications, programmes, projects } from '@server/db/schema';

export type NewApplication = typeof programApplications.$inferInsert;

/** The programme's name in the reader's language, English when it has none. */
const programmeName = (language: string) =>
  sql<string>`coalesce(${programmes.content} -> ${language} ->> 'name', ${programmes.content} -> 'en' ->> 'name')`;

const summaryColumns = (language: string) => ({
  id: programApplications.id,
  programId: programApplications.programId,
  programName: programmeName(language),
  programType: programApplications.programType,
  status: programApplications.status,
  draftStep: programApplications.draftStep,
  completionPercentage: programApplications.completionPercentage,
  priorityScore: programApplications.priorityScore,
  applicationDate: programApplications.applicationDate,
  startDate: programApplications.startDate,
  endDate: programApplications.endDate,
  reviewerNotes: programApplications.reviewerNotes,
  eligibility: programApplications.eligibility,
  enrolledProjectName: projects.name,
  enrolledProjectLocation: projects.location,
  createdAt: programApplications.createdAt,
  updatedAt: programApplications.updatedAt,
});

export interface PageRequest {
  beneficiaryId: string;
  statuses: readonly ApplicationStatus[];
  language: string;
  limit: number;
  offset: number;
}

/** Newest first; the id breaks ties so pages never overlap. */
export function pageOfApplications(db: Database, request: PageRequest) {
  return db
    .select(summaryColumns(request.language))
    .from(programApplications)
    .innerJoin(programmes, eq(programmes.id, programApplications.programId))
    .leftJoin(projects, eq(projects.id, programApplications.enrolledProjectId))
    .where(
      and(
        eq(programApplications.beneficiaryId, request.beneficiaryId),
        inArray(programApplications.status, [...request.statuses]),
      ),
    )
    .orderBy(desc(programApplications.createdAt), desc(programApplications.id))
    .limit(request.limit)
    .offset(request.offset);
}

export async function countByStatus(db: Database, beneficiaryId: string): Promise<Map<ApplicationStatus, number>> {
  const rows = await db
    .select({ status: programApplications.status, total: count() })
    .from(programApplications)
    .where(eq(programApplications.beneficiaryId, beneficiaryId))
    .groupBy(programApplications.status);
  return new Map(rows.map((row) => [row.status, toCount(row.total)]));
}

/** One application, only when it belongs to this person (anyone else's id finds nothing). */
export async function findOwnApplication(db: Database, beneficiaryId: string, id: string, language: string) {
  const [row] = await db
    .select({
      ...summaryColumns(language),
      applicationData: programApplications.applicationData,
      // The questions are read from the programme as it is now: their labels in the reader's language.
      questions: programmes.questions,
    })
    .from(programApplications)
    .innerJoin(programmes, eq(programmes.id, programApplications.programId))
    .leftJoin(projects, eq(projects.id, programApplications.enrolledProjectId))
    .where(and(eq(programApplications.id, id), eq(programApplications.beneficiaryId, beneficiaryId)))
    .limit(1);
  return row ?? null;
}

export type OwnApplicationRow = NonNullable<Awaited<ReturnType<typeof findOwnApplication>>>;

/** The person's open application to a programme (a draft or an active one), other than `exceptId`. */
export async function findOpenApplication(db: Database, beneficiaryId: string, programId: string, exceptId?: string) {
  const conditions: SQL[] = [
    eq(programApplications.beneficiaryId, beneficiaryId),
    eq(programApplications.programId, programId),
    inArray(programApplications.status, [...OPEN_APPLICATION_STATUSES]),
  ];
  if (exceptId) conditions.push(ne(programApplications.id, exceptId));
  const [row] = await db
    .select({ id: programApplications.id, status: programApplications.status })
    .from(programApplications)
    .where(and(...conditions))
    .limit(1);
  return row ?? null;
}

export async function insertApplication(db: Database, values: NewApplication): Promise<string> {
  const [row] = await db.insert(programApplications).values(values).returning({ id: programApplications.id });
  return (row as { id: string }).id;
}

/** Changes a draft of this person's; null when there is no such draft (not theirs, or already submitted). */
export async function updateOwnDraft(
  db: Database,
  beneficiaryId: string,
  id: string,
  changes: Partial<NewApplication>,
): Promise<string | null> {
  const [row] = await db
    .update(programApplications)
    .set({ ...changes, updatedAt: new Date() })
    .where(
      and(
        eq(programApplications.id, id),
        eq(programApplications.beneficiaryId, beneficiaryId),
        eq(programApplications.status, 'draft'),
      ),
    )
    .returning({ id: programApplications.id });
  return row?.id ?? null;
}

/** One line of an application's score history (every score it is given is kept). */
export async function recordScore(db: Database, values: typeof applicationScores.$inferInsert): Promise<void> {
  await db.insert(applicationScores).values(values);
}

/** Both drivers report PostgreSQL's unique_violation as code 23505, drizzle sometimes as the cause. */
export { isUniqueViolation } from '@server/db/unique-violation';
