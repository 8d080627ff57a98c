import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api';

/**
 * The queue's programme filter: the programmes whose applications the reader may see (their
 * organisation's, and those the people in their places applied to), paused and closed ones too, whose
 * applications are still reviewed. Names come in the reader's language.
 */
export const programmesQuery = (language: string) =>
  queryOptions({
    queryKey: ['staff-programme-choices', language],
    queryFn: async () =>
      (await apiFetch<{ items: { id: string; name: string }[] }>('/api/v1/staff/applications/programmes')).items,
    staleTime: 5 * 60_000,
  });

export function useProgrammes(language: string) {
  return useQuery(programmesQuery(language));
}
