import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegistrySummary } from '@domain/registry-search';
import { apiFetch } from '@web/lib/api';
import { REGISTRY_QUERY_KEY } from './get-registry';

export const registrySummaryQuery = () =>
  queryOptions({
    queryKey: [...REGISTRY_QUERY_KEY, 'summary'],
    queryFn: () => apiFetch<RegistrySummary>('/api/v1/staff/beneficiaries/summary'),
  });

export function useRegistrySummary() {
  return useQuery(registrySummaryQuery());
}
