import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectSummary } from '@domain/project-views';
import type { Page } from '@domain/paging';
import { apiFetch } from '@web/lib/api';
import { PROGRAMMES_KEY } from './programme-keys';

/** Projects a programme may enrol people in; a hundred covers any one agency's projects. */
export const projectOptionsQuery = () =>
  queryOptions({
    queryKey: [...PROGRAMMES_KEY, 'project-options'],
    queryFn: () => apiFetch<Page<ProjectSummary>>('/api/v1/staff/projects?pageSize=100&page=1'),
    staleTime: 60_000,
  });

export function useProjectOptions() {
  return useQuery(projectOptionsQuery());
}
