import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DuplicateDetails } from '@domain/duplicate-alerts';
import { apiFetch } from '@web/lib/api';
import { DUPLICATES_QUERY_KEY } from './get-duplicates';

export const duplicateDetailsQuery = (id: string) =>
  queryOptions({
    queryKey: [...DUPLICATES_QUERY_KEY, 'details', id],
    queryFn: () => apiFetch<DuplicateDetails>(`/api/v1/duplicates/${encodeURIComponent(id)}`),
    // Each fetch is an audited read of two records: do not refetch behind the reviewer's back.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

export function useDuplicateDetails(id: string, enabled: boolean) {
  return useQuery({ ...duplicateDetailsQuery(id), enabled });
}
