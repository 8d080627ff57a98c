import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { EnrolmentStatus } from '@domain/projects';
import { apiFetch } from '@web/lib/api';
import { PROJECTS_KEY, projectPath, type EnrolledPerson, type Page } from './project-types';

export const ENROLMENTS_PAGE_SIZE = 10;

export const enrolmentsQuery = (projectId: string, status: EnrolmentStatus | undefined, page: number) =>
  queryOptions({
    queryKey: [...PROJECTS_KEY, 'enrolments', projectId, status ?? 'all', page],
    queryFn: () =>
      apiFetch<Page<EnrolledPerson>>(
        `${projectPath(projectId)}/enrolments?page=${page}&pageSize=${ENROLMENTS_PAGE_SIZE}${status ? `&status=${status}` : ''}`,
      ),
    placeholderData: keepPreviousData,
  });

export function useEnrolments(projectId: string, status: EnrolmentStatus | undefined, page: number) {
  return useQuery(enrolmentsQuery(projectId, status, page));
}
