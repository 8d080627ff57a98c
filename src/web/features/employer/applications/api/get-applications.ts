import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationTab, EmployerApplicationsPage } from '@domain/job-application-status';
import { apiFetch } from '@web/lib/api';
import { APPLICATIONS_QUERY_KEY } from '@web/features/employer/shared/query-keys';

export interface ApplicationsFilter {
  tab: ApplicationTab;
  jobId: string;
  rankByMatch: boolean;
  page: number;
}

export const applicationsQuery = (filter: ApplicationsFilter) =>
  queryOptions({
    queryKey: [...APPLICATIONS_QUERY_KEY, 'list', filter],
    queryFn: () => {
      const params = new URLSearchParams({ tab: filter.tab, page: String(filter.page), pageSize: '10' });
      if (filter.jobId) params.set('jobId', filter.jobId);
      if (filter.jobId && filter.rankByMatch) params.set('sort', 'match');
      return apiFetch<EmployerApplicationsPage>(`/api/v1/employer/applications?${params}`);
    },
    placeholderData: keepPreviousData,
  });

export function useApplications(filter: ApplicationsFilter) {
  return useQuery(applicationsQuery(filter));
}
