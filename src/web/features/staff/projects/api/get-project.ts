import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import { PROJECTS_KEY, projectPath, type ProjectDetails } from './project-types';

export const projectQuery = (projectId: string) =>
  queryOptions({
    queryKey: [...PROJECTS_KEY, 'one', projectId],
    queryFn: () => apiFetch<ProjectDetails>(projectPath(projectId)),
  });

export function useProject(projectId: string) {
  return useQuery(projectQuery(projectId));
}
