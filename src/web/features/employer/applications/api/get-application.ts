import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EmployerApplicationDetail } from '@domain/job-application-status';
import { apiFetch } from '@web/lib/api';
import { APPLICATIONS_QUERY_KEY } from '@web/features/employer/shared/query-keys';

export const applicationQuery = (id: string) =>
  queryOptions({
    queryKey: [...APPLICATIONS_QUERY_KEY, 'detail', id],
    queryFn: () => apiFetch<EmployerApplicationDetail>(`/api/v1/employer/applications/${encodeURIComponent(id)}`),
  });

export function useApplication(id: string, enabled: boolean) {
  return useQuery({ ...applicationQuery(id), enabled });
}

/** Where the Resume button points: the server checks that the CV was sent to this employer. */
export const resumeUrl = (id: string) => `/api/v1/employer/applications/${encodeURIComponent(id)}/resume`;
