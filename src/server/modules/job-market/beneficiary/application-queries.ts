import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { companies, jobApplicationEvents, jobApplications, jobInvitations, jobPostings } from '@server/db/schema';

/* A beneficiary's own applications and invitations: every query is bound to their id. */

export type ApplicationSnapshot = Omit<
  typeof jobApplications.$inferInsert,
  'id' | 'jobId' | 'beneficiaryId' | 'status' | 'invitationId' | 'createdAt' | 'updatedAt'
>;

/** jobId -> my application's id, for the jobs on one page. */
export async function myApplicationIds(
  db: Database,
  beneficiaryId: string,
  jobIds: string[],
): Promise<Map<string, string>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db
    .select({ id: jobApplications.id, jobId: jobApplications.jobId })
    .from(jobApplications)
    .where(and(eq(jobApplications.beneficiaryId, beneficiaryId), inArray(jobApplications.jobId, jobIds)));
  return new Map(rows.map((row) => [row.jobId, row.id]));
}

/**
 * The application, its 'submitted' step and, when the employer had invited the
 * person, the invitation's acceptance, all or nothing.
 */
export async function insertApplication(
  db: Database,
  beneficiaryId: string,
  jobId: string,
  actorUserId: string | null,
  snapshot: ApplicationSnapshot,
): Promise<string> {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(jobInvitations)
      .set({ status: 'accepted', respondedAt: new Date() })
      .where(and(eq(jobInvitations.jobId, jobId), eq(jobInvitations.beneficiaryId, beneficiaryId)))
      .returning({ id: jobInvitations.id });
    const [row] = await tx
      .insert(jobApplications)
      .values({ ...snapshot, jobId, beneficiaryId, status: 'submitted', invitationId: invitation?.id ?? null })
      .returning({ id: jobApplications.id });
    await tx
      .insert(jobApplicationEvents)
      .values({ applicationId: row!.id, status: 'submitted', event: 'submitted', actorUserId });
    return row!.id;
  });
}

const applicationColumns = {
  application: jobApplications,
  jobTitle: jobPostings.title,
  location: jobPostings.location,
  companyName: companies.companyName,
};
export type MyApplicationRow = {
  application: typeof jobApplications.$inferSelect;
  jobTitle: string;
  location: string;
  companyName: string;
};

function applicationsOf(db: Database) {
  return db
    .select(applicationColumns)
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobPostings.id, jobApplications.jobId))
    .innerJoin(companies, eq(companies.id, jobPostings.companyId));
}

export async function listMyApplications(db: Database, beneficiaryId: string, page: number, pageSize: number) {
  const where = eq(jobApplications.beneficiaryId, beneficiaryId);
  const [rows, [counted]] = await Promise.all([
    applicationsOf(db)
      .where(where)
      .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(jobApplications).where(where),
  ]);
  return { rows: rows as MyApplicationRow[], total: toCount(counted?.total) };
}

export async function findMyApplication(
  db: Database,
  beneficiaryId: string,
  id: string,
): Promise<MyApplicationRow | null> {
  const [row] = await applicationsOf(db)
    .where(and(eq(jobApplications.id, id), eq(jobApplications.beneficiaryId, beneficiaryId)))
    .limit(1);
  return (row as MyApplicationRow | undefined) ?? null;
}

export async function eventsOf(db: Database, applicationIds: string[]) {
  if (applicationIds.length === 0) return [];
  return db
    .select({
      applicationId: jobApplicationEvents.applicationId,
      event: jobApplicationEvents.event,
      createdAt: jobApplicationEvents.createdAt,
    })
    .from(jobApplicationEvents)
    .where(inArray(jobApplicationEvents.applicationId, applicationIds))
    .orderBy(asc(jobApplicationEvents.createdAt), asc(jobApplicationEvents.id));
}

/** Invitations still waiting for an answer, to postings that are still visible. */
export async function listPendingInvitations(db: Database, beneficiaryId: string, visible: SQL) {
  return db
    .select({
      id: jobInvitations.id,
      jobId: jobInvitations.jobId,
      message: jobInvitations.message,
      createdAt: jobInvitations.createdAt,
    })
    .from(jobInvitations)
    .innerJoin(jobPostings, eq(jobPostings.id, jobInvitations.jobId))
    .innerJoin(companies, eq(companies.id, jobPostings.companyId))
    .where(and(eq(jobInvitations.beneficiaryId, beneficiaryId), eq(jobInvitations.status, 'sent'), visible))
    .orderBy(desc(jobInvitations.createdAt), desc(jobInvitations.id))
    .limit(50);
}

/** Declines a pending invitation of this person's; false when there is none. */
export async function declineInvitation(db: Database, beneficiaryId: string, id: string): Promise<boolean> {
  const [row] = await db
    .update(jobInvitations)
    .set({ status: 'declined', respondedAt: new Date() })
    .where(
      and(
        eq(jobInvitations.id, id),
        eq(jobInvitations.beneficiaryId, beneficiaryId),
        eq(jobInvitations.status, 'sent'),
      ),
    )
    .returning({ id: jobInvitations.id });
  return Boolean(row);
}
