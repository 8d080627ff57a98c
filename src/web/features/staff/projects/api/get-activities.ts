import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import { PROJECTS_KEY, projectPath, type Page, type ProjectActivity } from './project-types';

export const ACTIVITIES_PAGE_SIZE = 10;

export const activitiesQuery = (projectId: string, page: number) =>
  queryOptions({
    queryKey: [...PROJECTS_KEY, 'activities', projectId, page],
    queryFn: () =>
      apiFetch<Page<ProjectActivity>>(
        `${projectPath(projectId)}/activities?page=${page}&pageSize=${ACTIVITIES_PAGE_SIZE}`,
      ),
    placeholderData: keepPreviousData,
  });

export function useActivities(projectId: string, page: number) {
  return useQuery(activitiesQuery(projectId, page));
}
