import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@domain/paging';
import type { StaffProgrammeSummary } from '@domain/programmes/programme-views';
import { apiFetch } from '@web/lib/api';

/**
 * Every programme, for the queue's filter: paused and closed ones too, whose applications are still
 * reviewed (the beneficiary's list offers only the open ones). A hundred is more than an agency runs at once.
 */
export const programmesQuery = (language: string) =>
  queryOptions({
    queryKey: ['staff-programme-choices', language],
    queryFn: async () => (await apiFetch<Page<StaffProgrammeSummary>>('/api/v1/staff/programmes?pageSize=100')).items,
    staleTime: 5 * 60_000,
  });

export function useProgrammes(language: string) {
  return useQuery(programmesQuery(language));
}
