import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DuplicateSummary } from '@domain/duplicate-alerts';
import { apiFetch } from '@web/lib/api';
import { DUPLICATES_QUERY_KEY } from './get-duplicates';

export const duplicateSummaryQuery = () =>
  queryOptions({
    queryKey: [...DUPLICATES_QUERY_KEY, 'summary'],
    queryFn: () => apiFetch<DuplicateSummary>('/api/v1/duplicates/summary'),
  });

export function useDuplicateSummary() {
  return useQuery(duplicateSummaryQuery());
}
