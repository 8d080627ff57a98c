import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationDetail } from '@domain/programme-application';
import { apiFetch } from '@web/lib/api';
import { APPLICATIONS_KEY } from './query-keys';

export function applicationQuery(id: string, language: string) {
  return queryOptions({
    queryKey: [...APPLICATIONS_KEY, 'detail', id, language],
    queryFn: () => apiFetch<ApplicationDetail>(`/api/v1/beneficiary/applications/${encodeURIComponent(id)}`),
  });
}

export function useApplication(id: string | null, language: string) {
  return useQuery({ ...applicationQuery(id ?? '', language), enabled: id !== null });
}
