import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobPostingDetail } from '@domain/job-search';
import { apiFetch } from '@web/lib/api';
import { JOBS_QUERY_KEY } from './keys';

export function jobQuery(id: string) {
  return queryOptions({
    queryKey: [...JOBS_QUERY_KEY, 'detail', id],
    queryFn: () => apiFetch<JobPostingDetail>(`/api/v1/beneficiary/jobs/${encodeURIComponent(id)}`),
  });
}

/** Fetched when the details open (each opening counts one view for the employer). */
export function useJob(id: string) {
  return useQuery(jobQuery(id));
}
