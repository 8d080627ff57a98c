import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { JobApplicationEvent, JobApplicationStatus } from '@domain/jobs';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import {
  beneficiaries,
  beneficiaryDocuments,
  companies,
  jobApplicationEvents,
  jobApplicationNotes,
  jobApplications,
  jobPostings,
} from '@server/db/schema';

/*
 * Applications reached through the employer's own company only: every query
 * joins job_postings on the company id, so another employer's ids match nothing.
 */

export type ApplicationValues = Partial<
  Pick<
    typeof jobApplications.$inferInsert,
    'status' | 'rating' | 'rejectionReason' | 'interviewAt' | 'interviewLocation' | 'hiredStartDate'
  >
>;

const applicationColumns = {
  application: jobApplications,
  jobTitle: jobPostings.title,
  job: {
    requiredSkills: jobPostings.requiredSkills,
    experienceYears: jobPostings.experienceYears,
    location: jobPostings.location,
  },
  camp: beneficiaries.locationCamp,
  area: beneficiaries.locationUrbanArea,
};

export type ApplicationListRow = Awaited<ReturnType<typeof listApplicationRows>>[number];

export async function findCompanyIdOfOwner(db: Database, ownerUserId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.ownerUserId, ownerUserId))
    .limit(1);
  return row?.id ?? null;
}

function scope(companyId: string, jobId: string | undefined, statuses?: readonly JobApplicationStatus[]): SQL {
  return and(
    eq(jobPostings.companyId, companyId),
    jobId ? eq(jobApplications.jobId, jobId) : undefined,
    statuses ? inArray(jobApplications.status, [...statuses]) : undefined,
  ) as SQL;
}

function baseSelect(db: Database) {
  return db
    .select(applicationColumns)
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.jobId))
    .innerJoin(beneficiaries, eq(beneficiaries.id, jobApplications.beneficiaryId));
}

/** Without a limit: every row in scope (one posting's applicants, ranked in memory by match). */
export function listApplicationRows(
  db: Database,
  companyId: string,
  filter: { jobId?: string; statuses?: readonly JobApplicationStatus[] },
  paging?: { limit: number; offset: number },
) {
  const query = baseSelect(db)
    .where(scope(companyId, filter.jobId, filter.statuses))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id));
  return paging ? query.limit(paging.limit).offset(paging.offset) : query;
}

export async function countApplicationsByStatus(db: Database, companyId: string, jobId: string | undefined) {
  const rows = await db
    .select({ status: jobApplications.status, total: count() })
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.jobId))
    .where(scope(companyId, jobId))
    .groupBy(jobApplications.status);
  return new Map(rows.map((row) => [row.status, toCount(row.total)]));
}

export async function findApplicationRow(db: Database, companyId: string, id: string) {
  const [row] = await baseSelect(db)
    .where(and(eq(jobApplications.id, id), eq(jobPostings.companyId, companyId)))
    .limit(1);
  return row ?? null;
}

/** Changes an application only while it is still in `fromStatus` (a concurrent change makes it miss). */
export async function updateApplication(
  db: Database,
  id: string,
  fromStatus: JobApplicationStatus,
  values: ApplicationValues,
): Promise<boolean> {
  const changed = await db
    .update(jobApplications)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(jobApplications.id, id), eq(jobApplications.status, fromStatus)))
    .returning({ id: jobApplications.id });
  return changed.length > 0;
}

export async function insertEvent(
  db: Database,
  values: { applicationId: string; status: JobApplicationStatus; event: JobApplicationEvent; actorUserId: string },
) {
  await db.insert(jobApplicationEvents).values(values);
}

export function listEvents(db: Database, applicationId: string) {
  return db
    .select({
      event: jobApplicationEvents.event,
      status: jobApplicationEvents.status,
      createdAt: jobApplicationEvents.createdAt,
    })
    .from(jobApplicationEvents)
    .where(eq(jobApplicationEvents.applicationId, applicationId))
    .orderBy(asc(jobApplicationEvents.createdAt), asc(jobApplicationEvents.id));
}

export function listNotes(db: Database, applicationId: string) {
  return db
    .select({ id: jobApplicationNotes.id, body: jobApplicationNotes.body, createdAt: jobApplicationNotes.createdAt })
    .from(jobApplicationNotes)
    .where(eq(jobApplicationNotes.applicationId, applicationId))
    .orderBy(desc(jobApplicationNotes.createdAt), desc(jobApplicationNotes.id));
}

export async function insertNote(db: Database, values: { applicationId: string; authorUserId: string; body: string }) {
  await db.insert(jobApplicationNotes).values(values);
}

/** Locks the posting so two hires at once cannot both take its last position. */
export async function lockJobForHire(db: Database, jobId: string) {
  const [job] = await db
    .select({ positionsAvailable: jobPostings.positionsAvailable })
    .from(jobPostings)
    .where(eq(jobPostings.id, jobId))
    .for('update');
  const [hired] = await db
    .select({ total: count() })
    .from(jobApplications)
    .where(and(eq(jobApplications.jobId, jobId), eq(jobApplications.status, 'hired')));
  return { positionsAvailable: job?.positionsAvailable ?? 0, positionsFilled: toCount(hired?.total) };
}

export function listCompanyJobs(db: Database, companyId: string) {
  return db
    .select({
      id: jobPostings.id,
      title: jobPostings.title,
      status: jobPostings.status,
      positionsAvailable: jobPostings.positionsAvailable,
      positionsFilled:
        sql<number>`(select count(*) from job_applications hired where hired.job_id = job_postings.id and hired.status = 'hired')`.mapWith(
          toCount,
        ),
    })
    .from(jobPostings)
    .where(eq(jobPostings.companyId, companyId))
    .orderBy(desc(jobPostings.createdAt), desc(jobPostings.id));
}

/** The CV chosen for an application, if it is still one of the applicant's documents. */
export async function findCvDocument(db: Database, beneficiaryId: string, documentId: string) {
  const [row] = await db
    .select({
      storageKey: beneficiaryDocuments.storageKey,
      mimeType: beneficiaryDocuments.mimeType,
      fileSize: beneficiaryDocuments.fileSize,
      documentName: beneficiaryDocuments.documentName,
    })
    .from(beneficiaryDocuments)
    .where(and(eq(beneficiaryDocuments.id, documentId), eq(beneficiaryDocuments.beneficiaryId, beneficiaryId)))
    .limit(1);
  return row ?? null;
}
