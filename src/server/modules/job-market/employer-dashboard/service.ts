import type { CompanyVerificationStatus, JobApplicationStatus } from '@domain/jobs';
import type { JobPosting } from '@domain/job-posting';
import { nairobiToday } from '@domain/kenya-day';
import type { CurrentUser } from '@domain/me';
import type { Database } from '@server/db/client';
import { findOwnCompany } from '@server/modules/employers';
import { listCompanyJobs } from '../employer-postings/queries';
import { toJobPosting } from '../employer-postings/service';
import { dashboardStats, recentApplications } from './queries';

/** Spec section 9: the dashboard lists the latest five of each. */
export const RECENT_LIMIT = 5;

export interface EmployerDashboard {
  company: {
    companyName: string;
    verificationStatus: CompanyVerificationStatus;
    verificationReason: string | null;
  } | null;
  stats: { activeJobs: number; totalApplications: number; profileViews: number; jobsFilled: number };
  recentJobs: JobPosting[];
  recentApplications: {
    id: string;
    applicantName: string;
    jobTitle: string;
    status: JobApplicationStatus;
    appliedAt: string;
  }[];
}

const EMPTY_STATS = { activeJobs: 0, totalApplications: 0, profileViews: 0, jobsFilled: 0 };

export async function getEmployerDashboard(db: Database, user: CurrentUser | null): Promise<EmployerDashboard> {
  const company = await findOwnCompany(db, user);
  if (!company) return { company: null, stats: EMPTY_STATS, recentJobs: [], recentApplications: [] };
  const now = new Date();
  const [stats, jobs, applications] = await Promise.all([
    dashboardStats(db, company.id, nairobiToday(now)),
    listCompanyJobs(db, company.id, 1, RECENT_LIMIT),
    recentApplications(db, company.id, RECENT_LIMIT),
  ]);
  return {
    company: {
      companyName: company.companyName,
      verificationStatus: company.verificationStatus,
      verificationReason: company.verificationReason,
    },
    stats,
    recentJobs: jobs.rows.map((row) => toJobPosting(row, now)),
    recentApplications: applications.map((row) => ({ ...row, appliedAt: row.appliedAt.toISOString() })),
  };
}
