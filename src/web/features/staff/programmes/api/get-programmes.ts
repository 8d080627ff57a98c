import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgrammeStatus } from '@domain/programmes/programme-design';
import { apiFetch } from '@web/lib/api';
import { PROGRAMMES_KEY, PROGRAMMES_PATH, type Page, type StaffProgrammeSummary } from './programme-keys';

export const PROGRAMMES_PAGE_SIZE = 20;

export const programmesQuery = (status: ProgrammeStatus | undefined, page: number, pageSize = PROGRAMMES_PAGE_SIZE) => {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (status) params.set('status', status);
  return queryOptions({
    queryKey: [...PROGRAMMES_KEY, 'list', params.toString()],
    queryFn: () => apiFetch<Page<StaffProgrammeSummary>>(`${PROGRAMMES_PATH}?${params.toString()}`),
    placeholderData: keepPreviousData,
  });
};

export function useProgrammes(status: ProgrammeStatus | undefined, page: number, pageSize?: number) {
  return useQuery(programmesQuery(status, page, pageSize));
}
