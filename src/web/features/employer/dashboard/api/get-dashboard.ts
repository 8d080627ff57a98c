import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyVerificationStatus, JobApplicationStatus } from '@domain/jobs';
import type { JobPosting } from '@domain/job-posting';
import { apiFetch } from '@web/lib/api';

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

export const DASHBOARD_QUERY_KEY = ['employer', 'dashboard'] as const;

export const dashboardQuery = queryOptions({
  queryKey: DASHBOARD_QUERY_KEY,
  queryFn: () => apiFetch<EmployerDashboard>('/api/v1/employer/dashboard'),
});

export function useEmployerDashboard() {
  return useQuery(dashboardQuery);
}
