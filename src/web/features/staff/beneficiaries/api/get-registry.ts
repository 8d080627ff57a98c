import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RegistryListPage, RegistryListQuery } from '@domain/registry-search';
import { apiFetch } from '@web/lib/api';
import { registryQueryString } from '../use-registry-params';

export const REGISTRY_QUERY_KEY = ['staff', 'registry'] as const;

export const registryQuery = (query: RegistryListQuery) =>
  queryOptions({
    queryKey: [...REGISTRY_QUERY_KEY, 'list', query],
    queryFn: () => apiFetch<RegistryListPage>(`/api/v1/staff/beneficiaries?${registryQueryString(query)}`),
    placeholderData: keepPreviousData,
  });

export function useRegistry(query: RegistryListQuery) {
  return useQuery(registryQuery(query));
}
