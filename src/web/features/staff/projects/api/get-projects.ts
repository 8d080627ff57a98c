import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProjectStatus } from '@domain/projects';
import { apiFetch } from '@web/lib/api';
import { PROJECTS_KEY, type Page, type ProjectSummary } from './project-types';

export const PROJECTS_PAGE_SIZE = 10;

export interface ProjectListFilter {
  status?: ProjectStatus;
  q?: string;
  page: number;
  pageSize?: number;
}

export const projectsQuery = (filter: ProjectListFilter) => {
  const params = new URLSearchParams({
    page: String(filter.page),
    pageSize: String(filter.pageSize ?? PROJECTS_PAGE_SIZE),
  });
  if (filter.status) params.set('status', filter.status);
  if (filter.q) params.set('q', filter.q);
  return queryOptions({
    queryKey: [...PROJECTS_KEY, 'list', params.toString()],
    queryFn: () => apiFetch<Page<ProjectSummary>>(`/api/v1/staff/projects?${params.toString()}`),
    placeholderData: keepPreviousData,
  });
};

export function useProjects(filter: ProjectListFilter) {
  return useQuery(projectsQuery(filter));
}
