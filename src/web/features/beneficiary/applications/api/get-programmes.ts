import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Programme } from '@domain/programme-application';
import { apiFetch } from '@web/lib/api';

/** Programme texts come in the reader's language, so each language is its own entry. */
export function programmesQuery(language: string) {
  return queryOptions({
    queryKey: ['beneficiary', 'programmes', language],
    queryFn: () => apiFetch<{ items: Programme[] }>('/api/v1/programmes'),
    select: (data) => data.items,
    // The list changes rarely: no need to fetch it again within a visit.
    staleTime: 10 * 60_000,
  });
}

export function useProgrammes(language: string) {
  return useQuery(programmesQuery(language));
}
