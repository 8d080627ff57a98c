import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JobPostingsPage } from '@domain/job-posting';
import { apiFetch } from '@web/lib/api';
import { JOBS_QUERY_KEY } from '@web/features/employer/shared/query-keys';

export const JOBS_PAGE_SIZE = 10;

export const jobsQuery = (page: number) =>
  queryOptions({
    queryKey: [...JOBS_QUERY_KEY, page],
    queryFn: () => apiFetch<JobPostingsPage>(`/api/v1/employer/jobs?page=${page}&pageSize=${JOBS_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });

/** Waits for the company: without one the server refuses the list. */
export function useJobs(page: number, enabled: boolean) {
  return useQuery({ ...jobsQuery(page), enabled });
}
