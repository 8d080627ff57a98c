import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';
import { PROJECTS_KEY, projectPath, type Expenditure, type Page } from './project-types';

export const EXPENDITURES_PAGE_SIZE = 10;

export const expendituresQuery = (projectId: string, page: number) =>
  queryOptions({
    queryKey: [...PROJECTS_KEY, 'expenditures', projectId, page],
    queryFn: () =>
      apiFetch<Page<Expenditure>>(
        `${projectPath(projectId)}/expenditures?page=${page}&pageSize=${EXPENDITURES_PAGE_SIZE}`,
      ),
    placeholderData: keepPreviousData,
  });

export function useExpenditures(projectId: string, page: number) {
  return useQuery(expendituresQuery(projectId, page));
}
