import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '@server/db/client';
import { toCount } from '@server/db/count';
import { jobApplications, jobPostings } from '@server/db/schema';

/** The four numbers of the employer dashboard, from the company's own rows. */
export async function dashboardStats(db: Database, companyId: string, today: string) {
  const ofCompany = eq(jobPostings.companyId, companyId);
  const [[jobs], [applications]] = await Promise.all([
    db
      .select({
        active: sql<number>`count(*) filter (where ${and(eq(jobPostings.status, 'open'), gte(jobPostings.applicationDeadline, today))})`,
        views: sql<number>`coalesce(sum(${jobPostings.viewsCount}), 0)`,
      })
      .from(jobPostings)
      .where(ofCompany),
    db
      .select({
        total: sql<number>`count(*)`,
        hired: sql<number>`count(*) filter (where ${jobApplications.status} = 'hired')`,
      })
      .from(jobApplications)
      .innerJoin(jobPostings, eq(jobApplications.jobId, jobPostings.id))
      .where(ofCompany),
  ]);
  return {
    activeJobs: toCount(jobs?.active),
    totalApplications: toCount(applications?.total),
    profileViews: toCount(jobs?.views),
    jobsFilled: toCount(applications?.hired),
  };
}

export async function recentApplications(db: Database, companyId: string, limit: number) {
  return db
    .select({
      id: jobApplications.id,
      applicantName: jobApplications.applicantName,
      jobTitle: jobPostings.title,
      status: jobApplications.status,
      appliedAt: jobApplications.createdAt,
    })
    .from(jobApplications)
    .innerJoin(jobPostings, eq(jobApplications.jobId, jobPostings.id))
    .where(eq(jobPostings.companyId, companyId))
    .orderBy(desc(jobApplications.createdAt), desc(jobApplications.id))
    .limit(limit);
}
