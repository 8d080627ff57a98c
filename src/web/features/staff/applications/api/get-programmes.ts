import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Programme } from '@domain/programme-application';
import { apiFetch } from '@web/lib/api';

/** The programmes, for the queue's filter; they rarely change. */
export const programmesQuery = (language: string) =>
  queryOptions({
    queryKey: ['programmes', language],
    queryFn: async () => (await apiFetch<{ items: Programme[] }>('/api/v1/programmes')).items,
    staleTime: 60 * 60_000,
  });

export function useProgrammes(language: string) {
  return useQuery(programmesQuery(language));
}
