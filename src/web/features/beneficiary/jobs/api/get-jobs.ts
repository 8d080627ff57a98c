import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { JobPostingView, Page } from '@domain/job-search';
import type { EmploymentType } from '@domain/jobs';
import { apiFetch } from '@web/lib/api';
import { JOBS_QUERY_KEY } from './keys';

export const JOBS_PAGE_SIZE = 10;

export interface JobFilters {
  location: string;
  employmentType: EmploymentType | '';
  /** Comma-separated, any of them. */
  skills: string;
}

export const NO_FILTERS: JobFilters = { location: '', employmentType: '', skills: '' };

export function jobsQuery(filters: JobFilters, page: number) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(JOBS_PAGE_SIZE) });
  for (const [name, value] of Object.entries(filters)) if (value.trim()) params.set(name, value.trim());
  return queryOptions({
    queryKey: [...JOBS_QUERY_KEY, 'list', filters, page],
    queryFn: () => apiFetch<Page<JobPostingView>>(`/api/v1/beneficiary/jobs?${params.toString()}`),
    placeholderData: keepPreviousData,
  });
}

export function useJobs(filters: JobFilters, page: number) {
  return useQuery(jobsQuery(filters, page));
}
