import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CandidatesPage } from '@domain/job-application-status';
import { apiFetch } from '@web/lib/api';

export const CANDIDATES_QUERY_KEY = ['employer', 'candidates'] as const;

export interface CandidateFilter {
  skills: string;
  camp: string;
  minExperience: string;
  page: number;
}

export const candidatesQuery = (filter: CandidateFilter) =>
  queryOptions({
    queryKey: [...CANDIDATES_QUERY_KEY, filter],
    queryFn: () => {
      const params = new URLSearchParams({ page: String(filter.page), pageSize: '10' });
      if (filter.skills.trim()) params.set('skills', filter.skills.trim());
      if (filter.camp) params.set('camp', filter.camp);
      if (filter.minExperience) params.set('minExperience', filter.minExperience);
      return apiFetch<CandidatesPage>(`/api/v1/employer/candidates?${params}`);
    },
    placeholderData: keepPreviousData,
  });

export function useCandidates(filter: CandidateFilter) {
  return useQuery(candidatesQuery(filter));
}
