import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployerJobOption } from '@domain/job-application-status';
import { apiFetch } from '@web/lib/api';
import { APPLICATIONS_QUERY_KEY } from '@web/features/employer/shared/query-keys';

export const jobOptionsQuery = queryOptions({
  queryKey: [...APPLICATIONS_QUERY_KEY, 'jobs'],
  queryFn: () => apiFetch<{ items: EmployerJobOption[] }>('/api/v1/employer/applications/jobs'),
});

export function useJobOptions() {
  return useQuery(jobOptionsQuery);
}
