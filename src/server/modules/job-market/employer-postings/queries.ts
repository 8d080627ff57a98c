import { and, count, desc, eq, getTableColumns, lt, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { jobPostings } from '@server/db/schema';

export type JobRow = typeof jobPostings.$inferSelect;
export type JobValues = Omit<
  typeof jobPostings.$inferInsert,
  'id' | 'companyId' | 'createdAt' | 'updatedAt' | 'viewsCount'
>;
export type JobWithCounts = JobRow & { applicationsCount: number; filledCount: number };

/** Applications and hires per posting, counted where they live so the cards never drift from the truth. */
const withCounts = {
  ...getTableColumns(jobPostings),
  // Written out: drizzle leaves columns unqualified inside a select on one table, which the subquery would misread.
  applicationsCount: sql<number>`(select count(*) from job_applications a where a.job_id = job_postings.id)`,
  filledCount: sql<number>`(select count(*) from job_applications a where a.job_id = job_postings.id and a.status = 'hired')`,
};

const counted = (row: JobRow & { applicationsCount: unknown; filledCount: unknown }): JobWithCounts => ({
  ...row,
  applicationsCount: toCount(row.applicationsCount),
  filledCount: toCount(row.filledCount),
});

export async function listCompanyJobs(db: Database, companyId: string, page: number, pageSize: number) {
  const where = eq(jobPostings.companyId, companyId);
  const [rows, [total]] = await Promise.all([
    db
      .select(withCounts)
      .from(jobPostings)
      .where(where)
      .orderBy(desc(jobPostings.createdAt), desc(jobPostings.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(jobPostings).where(where),
  ]);
  return { rows: rows.map(counted), total: toCount(total?.total) };
}

/** A posting of this company only: another company's id matches nothing. */
export async function findCompanyJob(db: Database, companyId: string, id: string): Promise<JobWithCounts | null> {
  const [row] = await db
    .select(withCounts)
    .from(jobPostings)
    .where(and(eq(jobPostings.id, id), eq(jobPostings.companyId, companyId)))
    .limit(1);
  return row ? counted(row) : null;
}

export async function insertJob(db: Database, companyId: string, values: JobValues): Promise<JobRow> {
  const [row] = await db
    .insert(jobPostings)
    .values({ ...values, companyId })
    .returning();
  return row!;
}

export async function updateCompanyJob(
  db: Database,
  companyId: string,
  id: string,
  values: Partial<JobValues>,
): Promise<void> {
  await db
    .update(jobPostings)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(jobPostings.id, id), eq(jobPostings.companyId, companyId)));
}

/** Closes every open posting whose deadline day is over; returns how many. */
export async function closePostingsPastDeadline(db: Database, today: string, now: Date): Promise<number> {
  const closed = await db
    .update(jobPostings)
    .set({ status: 'closed', closedAt: now, updatedAt: now })
    .where(and(eq(jobPostings.status, 'open'), lt(jobPostings.applicationDeadline, today)))
    .returning({ id: jobPostings.id });
  return closed.length;
}
