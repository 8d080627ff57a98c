import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import { PROJECTS_KEY, type ProjectsOverview } from './project-types';

export const projectsOverviewQuery = () =>
  queryOptions({
    queryKey: [...PROJECTS_KEY, 'summary'],
    queryFn: () => apiFetch<ProjectsOverview>('/api/v1/staff/projects/summary'),
  });

export function useProjectsOverview() {
  return useQuery(projectsOverviewQuery());
}
