import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OfferedProgramme } from '@domain/programmes/programme-views';
import { apiFetch } from '@web/lib/api';
import { APPLICATIONS_KEY } from './query-keys';

/**
 * The open programmes, in the reader's language, each with the person's own eligibility. Texts come in the
 * reader's language, so each language is its own entry; it sits under the applications prefix so that a
 * submission (which may change what the person may apply for) fetches it again.
 */
export function programmesQuery(language: string) {
  return queryOptions({
    queryKey: [...APPLICATIONS_KEY, 'programmes', language],
    queryFn: () => apiFetch<{ items: OfferedProgramme[] }>('/api/v1/programmes'),
    select: (data) => data.items,
    // Eligibility follows the profile and documents: a person back from completing them sees it redone.
    staleTime: 30_000,
  });
}

export function useProgrammes(language: string) {
  return useQuery(programmesQuery(language));
}
