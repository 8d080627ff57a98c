import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MyJobApplication, Page } from '@domain/job-search';
import { apiFetch } from '@web/lib/api';
import { JOBS_QUERY_KEY } from './keys';

export const APPLICATIONS_PAGE_SIZE = 10;

export function myApplicationsQuery(page: number) {
  return queryOptions({
    queryKey: [...JOBS_QUERY_KEY, 'applications', page],
    queryFn: () =>
      apiFetch<Page<MyJobApplication>>(
        `/api/v1/beneficiary/job-applications?page=${page}&pageSize=${APPLICATIONS_PAGE_SIZE}`,
      ),
    placeholderData: keepPreviousData,
  });
}

export function useMyApplications(page: number) {
  return useQuery(myApplicationsQuery(page));
}
